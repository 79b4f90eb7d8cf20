import { and, eq } from 'drizzle-orm';
import type { ProductDetail, ProductValues } from '#contracts/products';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { getMyProduct } from './get-product.service.ts';
import {
  businessLocation,
  checkReferences,
  productColumns,
  replaceModifiers,
} from './product-save.ts';
import { assertOwnProduct } from './product-store.ts';
import { tellFollowers } from '../followeralerts/follower-alerts.service.ts';

/** PUT /business/products/:id — saves every field. The slug stays (shared links keep working). */
export async function updateProduct(
  ctx: AppContext,
  chefId: string,
  id: string,
  input: ProductValues,
): Promise<ProductDetail> {
  await assertOwnProduct(ctx, chefId, id);
  await checkReferences(ctx, chefId, id, input);
  // Read before the transaction: on PGlite (one connection) a read outside it would wait forever.
  const location = await businessLocation(ctx, chefId);
  const [before] = await ctx.db
    .select({ visibility: dishes.visibility })
    .from(dishes)
    .where(eq(dishes.id, id));
  await ctx.db.transaction(async (db) => {
    await db
      .update(dishes)
      .set({
        ...productColumns(input),
        ...location,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
    await replaceModifiers({ ...ctx, db }, id, input.modifierIds);
  });
  // A private dish made public is news for the chef's followers; other edits are not.
  if (before?.visibility === 'private' && input.visibility === 'public')
    await tellFollowers(ctx, { chefId, kind: 'new_dish', subjectId: id, subject: input.name });
  return getMyProduct(ctx, chefId, id);
}
