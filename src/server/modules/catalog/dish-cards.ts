import { asc, inArray } from 'drizzle-orm';
import type { DishCard } from '#contracts/catalog';
import { canOrderFromChef, dishBadges, isOrderable } from '#domain/dish-status';
import { ratingSummary } from '#domain/reviews';
import type { AppContext } from '../../context.ts';
import { dishPhotos } from '../../db/schema/catalog.ts';
import { dishCampaignOf, liveCampaignsOf } from '../promotions/campaign-queries.ts';
import { avoidedIngredientsOf, liveDealsOf, type CardRow } from './dish-queries.ts';

// The card's columns and the public-list rule are SQL, so they live with the dish queries;
// the services that list cards keep importing them from here.
export { cardColumns, shownInPublicLists, type CardRow } from './dish-queries.ts';

export { ratingSummary };

/** The first photo of each dish (lowest position). */
export async function firstPhotos(
  ctx: AppContext,
  dishIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (dishIds.length === 0) return out;
  const rows = await ctx.db
    .select({ dishId: dishPhotos.dishId, url: dishPhotos.url })
    .from(dishPhotos)
    .where(inArray(dishPhotos.dishId, [...dishIds]))
    .orderBy(asc(dishPhotos.dishId), asc(dishPhotos.position), asc(dishPhotos.createdAt));
  for (const r of rows) if (!out.has(r.dishId)) out.set(r.dishId, r.url);
  return out;
}

export interface ChefOrderState {
  approvalStatus: 'pending' | 'approved' | 'rejected';
  profileStatus: 'public' | 'hide';
  /** False when the chef's kitchen takes no order now nor for later (decision 048); default true. */
  kitchenTakesOrders?: boolean;
}

/**
 * Cards for rows of one chef, with photos, live last-call and campaign prices, badges,
 * orderability and, for a viewer who avoids some ingredients, those each dish contains.
 */
export async function buildCards(
  ctx: AppContext,
  rows: readonly CardRow[],
  chef: ChefOrderState,
  viewer: string | null,
): Promise<DishCard[]> {
  const ids = rows.map((r) => r.id);
  const [photos, lastCallsByDish, campaignsByDish, avoidedIn] = await Promise.all([
    firstPhotos(ctx, ids),
    liveDealsOf(ctx.db, ids, ctx.clock.now()),
    liveCampaignsOf(ctx.db, rows, ctx.clock.now()),
    avoidedIngredientsOf(ctx.db, viewer, ids),
  ]);
  const now = ctx.clock.now();
  const chefTakesOrders = canOrderFromChef(chef) && chef.kitchenTakesOrders !== false;
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    priceCents: r.priceCents,
    lastCallPriceCents: lastCallsByDish.get(r.id)?.priceCents ?? null,
    campaign: dishCampaignOf(campaignsByDish.get(r.id)),
    status: r.status,
    amountLeft: r.amountLeft,
    photoUrl: photos.get(r.id) ?? null,
    badges: dishBadges(r, now),
    orderable: chefTakesOrders && isOrderable(r),
    rating: ratingSummary(r.ratingSum, r.ratingCount),
    ...avoidedIn(r.id),
  }));
}
