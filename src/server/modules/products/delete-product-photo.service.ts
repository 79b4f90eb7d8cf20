import { and, eq } from 'drizzle-orm';
import type { ProductPhoto as DishPhoto } from '#contracts/products';
import { catalogMessages } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { dishPhotos } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';
import { deleteImage } from '../files/images.ts';
import { assertOwnProduct, loadPhotos, photoKey } from './product-store.ts';

/** DELETE /business/products/:id/photos/:photoId */
export async function deleteProductPhoto(
  ctx: AppContext,
  chefId: string,
  id: string,
  photoId: string,
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const deleted = await ctx.db
    .delete(dishPhotos)
    .where(and(eq(dishPhotos.id, photoId), eq(dishPhotos.dishId, id)))
    .returning({ id: dishPhotos.id });
  if (deleted.length === 0) throw notFound(catalogMessages.photoNotFound);
  await deleteImage(ctx, photoKey(id, photoId));
  return loadPhotos(ctx, id);
}
