import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { deleteImage } from '../files/images.ts';
import { assertOwnProduct, countDishes, loadPhotos, photoKey } from './product-store.ts';

/** DELETE /business/products/:id — the product, its photos, and its place in other products' suggestions. */
export async function deleteProduct(ctx: AppContext, chefId: string, id: string): Promise<void> {
  await assertOwnProduct(ctx, chefId, id);
  const photos = await loadPhotos(ctx, id);
  await ctx.db.transaction(async (db) => {
    const deleted = await db
      .delete(dishes)
      .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)))
      .returning({ id: dishes.id });
    if (deleted.length === 0) return;
    await db
      .update(dishes)
      .set({ suggestedDishIds: sql`array_remove(${dishes.suggestedDishIds}, ${id}::uuid)` })
      .where(and(eq(dishes.chefId, chefId), sql`${id}::uuid = any(${dishes.suggestedDishIds})`));
    await countDishes({ ...ctx, db }, chefId, -1);
  });
  await Promise.all(photos.map((p) => deleteImage(ctx, photoKey(id, p.id))));
}
