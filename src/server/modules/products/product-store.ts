// What the product services share: the summary columns, a product's photos, the ownership
// check and the chef's dish count.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductPhoto as DishPhoto, ProductSummary } from '#contracts/products';
import type { AppContext } from '../../context.ts';
import { dishes, dishPhotos } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';

export const productNotFound = () => notFound('This product was not found in your catalogue.');

export const summaryColumns = {
  id: dishes.id,
  slug: dishes.slug,
  name: dishes.name,
  priceCents: dishes.priceCents,
  priceUnit: dishes.priceUnit,
  status: dishes.status,
  amountLeft: dishes.amountLeft,
  visibility: dishes.visibility,
  categories: dishes.categories,
  createdAt: dishes.createdAt,
  updatedAt: dishes.updatedAt,
  // Column names written out: drizzle leaves columns unqualified inside a select's sql.
  photoUrl: sql<string | null>`(select dp.url from dish_photos dp
    where dp.dish_id = "dishes"."id" order by dp.position, dp.created_at limit 1)`,
};

type SummaryRow = Omit<ProductSummary, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadPhotos(ctx: AppContext, dishId: string): Promise<DishPhoto[]> {
  return ctx.db
    .select({ id: dishPhotos.id, url: dishPhotos.url })
    .from(dishPhotos)
    .where(eq(dishPhotos.dishId, dishId))
    .orderBy(asc(dishPhotos.position), asc(dishPhotos.createdAt));
}

export async function assertOwnProduct(ctx: AppContext, chefId: string, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
  if (!row) throw productNotFound();
}

/** profiles.dishes_count moves with each create and delete (atomic, so parallel saves add up). */
export async function countDishes(ctx: AppContext, chefId: string, by: 1 | -1): Promise<void> {
  await ctx.db
    .update(profiles)
    .set({ dishesCount: sql`greatest(${profiles.dishesCount} + ${by}, 0)` })
    .where(eq(profiles.id, chefId));
}

export const photoKey = (dishId: string, photoId: string) => `dish/${dishId}/${photoId}`;
