import { and, eq } from 'drizzle-orm';
import type { ProductPhoto as DishPhoto } from '#contracts/products';
import { catalogMessages, isPermutationOf } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { dishPhotos } from '../../db/schema/catalog.ts';
import { badRequest } from '../../http/errors.ts';
import { assertOwnProduct, loadPhotos } from './product-store.ts';

/** PUT /business/products/:id/photos/order — every photo id once, first = cover photo. */
export async function reorderProductPhotos(
  ctx: AppContext,
  chefId: string,
  id: string,
  photoIds: readonly string[],
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const existing = await loadPhotos(ctx, id);
  if (
    !isPermutationOf(
      photoIds,
      existing.map((p) => p.id),
    )
  ) {
    throw badRequest(catalogMessages.photoOrder);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [position, photoId] of photoIds.entries()) {
      await tx
        .update(dishPhotos)
        .set({ position })
        .where(and(eq(dishPhotos.id, photoId), eq(dishPhotos.dishId, id)));
    }
  });
  return loadPhotos(ctx, id);
}
