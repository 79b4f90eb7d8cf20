import { and, asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '#contracts/products';
import type { AppContext } from '../../context.ts';
import { dishModifiers, dishes } from '../../db/schema/catalog.ts';
import { loadPhotos, productNotFound, summaryColumns, toSummary } from './product-store.ts';

/** GET /business/products/:id — one of the chef's products; another chef's is simply not found. */
export async function getMyProduct(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<ProductDetail> {
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: dishes.description,
      leadTimeMinutes: dishes.leadTimeMinutes,
      netWeight: dishes.netWeight,
      totalServing: dishes.totalServing,
      tags: dishes.tags,
      diets: dishes.diets,
      origins: dishes.origins,
      ingredients: dishes.ingredients,
      cuisineId: dishes.cuisineId,
      suggestedDishIds: dishes.suggestedDishIds,
      hideNotAvailable: dishes.hideNotAvailable,
      globalPromo: dishes.globalPromo,
    })
    .from(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
  if (!row) throw productNotFound();
  const [photos, attached] = await Promise.all([
    loadPhotos(ctx, id),
    ctx.db
      .select({ modifierId: dishModifiers.modifierId })
      .from(dishModifiers)
      .where(eq(dishModifiers.dishId, id))
      .orderBy(asc(dishModifiers.position)),
  ]);
  return {
    ...toSummary(row),
    description: row.description,
    leadTimeMinutes: row.leadTimeMinutes,
    netWeight: row.netWeight,
    totalServing: row.totalServing,
    tags: row.tags,
    diets: row.diets,
    origins: row.origins,
    ingredients: row.ingredients,
    cuisineId: row.cuisineId,
    suggestedDishIds: row.suggestedDishIds,
    hideNotAvailable: row.hideNotAvailable,
    globalPromo: row.globalPromo,
    modifierIds: attached.map((a) => a.modifierId),
    photos,
  };
}
