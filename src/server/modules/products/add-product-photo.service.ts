import { randomUUID } from 'node:crypto';
import type { ProductPhoto as DishPhoto } from '#contracts/products';
import { catalogMessages, PRODUCT_PHOTO_SHAPE, PRODUCT_PHOTOS_MAX } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { dishPhotos } from '../../db/schema/catalog.ts';
import { badRequest } from '../../http/errors.ts';
import { storeImage } from '../files/images.ts';
import { assertOwnProduct, loadPhotos, photoKey } from './product-store.ts';

/** POST /business/products/:id/photos — one more photo, fitted in 1200×900, last in order. */
export async function addProductPhoto(
  ctx: AppContext,
  chefId: string,
  id: string,
  upload: Buffer,
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const existing = await loadPhotos(ctx, id);
  if (existing.length >= PRODUCT_PHOTOS_MAX) throw badRequest(catalogMessages.tooManyPhotos);
  const photoId = randomUUID();
  const url = await storeImage(ctx, {
    key: photoKey(id, photoId),
    upload,
    ownerId: chefId,
    shape: PRODUCT_PHOTO_SHAPE,
  });
  await ctx.db.insert(dishPhotos).values({
    id: photoId,
    dishId: id,
    url,
    position: existing.length,
    createdAt: ctx.clock.now(),
  });
  return loadPhotos(ctx, id);
}
