import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DishDetail, DishModifier, SuggestedDish } from '#contracts/catalog';
import { canOrderFromChef, dishBadges, isOrderable } from '#domain/dish-status';
import { kitchenTakesOrders } from '#domain/kitchen-state';
import { availableOptions, modifierRule } from '#domain/modifiers';
import type { AppContext } from '../../context.ts';
import { cuisines, dishPhotos, dishes } from '../../db/schema/catalog.ts';
import { favoriteDishes } from '../../db/schema/social.ts';
import { chefPersonName, type Viewer } from '../chefs/chef-queries.ts';
import { locationSecret, publicLocation } from '../chefs/chef-location.ts';
import { dishKitchenOf } from '../chefs/kitchen-queries.ts';
import { dishCampaignOf, liveCampaignsOf } from '../promotions/campaign-queries.ts';
import {
  dishOptionsOf,
  liveDealsOf,
  liveStreamFeaturingDish,
  suggestedDishRowsOf,
} from './dish-queries.ts';
import { buildCards, ratingSummary, type ChefOrderState } from './dish-cards.ts';
import { loadVisibleDish } from './visible-dish.ts';

async function dishModifiersOf(ctx: AppContext, dishId: string): Promise<DishModifier[]> {
  const mods = (await dishOptionsOf(ctx.db, [dishId])).get(dishId) ?? [];
  return mods.map((m) => ({
    id: m.id,
    name: m.name ?? '',
    min: m.min,
    max: m.max,
    required: modifierRule(m).required,
    options: availableOptions(m).map((o) => ({
      id: o.id,
      name: o.name ?? '',
      priceCents: o.priceCents,
    })),
  }));
}

/**
 * The chef's suggested items as cards, and whether each needs a modifier chosen first: the
 * dish page's "Goes well with" and a live stream's featured dishes (`dish.id` is left out).
 */
export async function suggestedDishesOf(
  ctx: AppContext,
  dish: { id: string; chefId: string; suggestedDishIds: readonly string[] },
  chef: ChefOrderState,
  viewer: Viewer,
): Promise<SuggestedDish[]> {
  const rows = await suggestedDishRowsOf(ctx.db, dish);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cards, options] = await Promise.all([
    buildCards(ctx, rows, chef, viewer),
    dishOptionsOf(ctx.db, ids),
  ]);
  return cards.map((card) => ({
    ...card,
    requiresOptions: (options.get(card.id) ?? []).some((m) => modifierRule(m).required),
  }));
}

async function dishDetail(ctx: AppContext, where: SQL, viewer: Viewer): Promise<DishDetail> {
  const { dish, chef, isOwner } = await loadVisibleDish(ctx, where, viewer);
  // Whether the chef takes an order now, for later only, or not at all (decision 048): a dish
  // of a kitchen that takes none is not orderable, and neither are its suggested dishes.
  // And the chef's live broadcast featuring the dish, if any: the page links to it.
  const [kitchen, liveStreamId] = await Promise.all([
    dishKitchenOf(ctx.db, chef.id, ctx.clock.now()),
    liveStreamFeaturingDish(ctx.db, dish.id),
  ]);
  const kitchenOpen = kitchenTakesOrders(kitchen);
  const [photos, mods, cuisineRows, lastCall, campaign, favorite, suggested] = await Promise.all([
    ctx.db
      .select({ id: dishPhotos.id, url: dishPhotos.url })
      .from(dishPhotos)
      .where(eq(dishPhotos.dishId, dish.id))
      .orderBy(asc(dishPhotos.position), asc(dishPhotos.createdAt)),
    dishModifiersOf(ctx, dish.id),
    dish.cuisineId
      ? ctx.db
          .select({ id: cuisines.id, name: cuisines.name, iso: cuisines.iso })
          .from(cuisines)
          .where(eq(cuisines.id, dish.cuisineId))
          .limit(1)
      : Promise.resolve([]),
    liveDealsOf(ctx.db, [dish.id], ctx.clock.now()).then((m) => m.get(dish.id) ?? null),
    liveCampaignsOf(ctx.db, [dish], ctx.clock.now()).then((m) => dishCampaignOf(m.get(dish.id))),
    viewer
      ? ctx.db
          .select({ n: sql<number>`1` })
          .from(favoriteDishes)
          .where(and(eq(favoriteDishes.userId, viewer), eq(favoriteDishes.dishId, dish.id)))
          .limit(1)
      : Promise.resolve([]),
    suggestedDishesOf(ctx, dish, { ...chef, kitchenTakesOrders: kitchenOpen }, viewer),
  ]);
  const now = ctx.clock.now();
  return {
    id: dish.id,
    slug: dish.slug,
    name: dish.name,
    description: dish.description,
    priceCents: dish.priceCents,
    priceUnit: dish.priceUnit,
    lastCallPriceCents: lastCall?.priceCents ?? null,
    lastCallEndsAt: lastCall ? lastCall.endsAt.toISOString() : null,
    campaign,
    status: dish.status,
    amountLeft: dish.amountLeft,
    createdAt: dish.createdAt.toISOString(),
    badges: dishBadges(dish, now),
    orderable: isOrderable(dish) && canOrderFromChef(chef) && kitchenOpen,
    globalPromo: dish.globalPromo,
    kitchen,
    photos,
    videos: dish.videoUrls,
    ingredients: dish.ingredients,
    diets: dish.diets,
    origins: dish.origins,
    categories: dish.categories,
    tags: dish.tags,
    cuisine: cuisineRows[0] ?? null,
    netWeight: dish.netWeight,
    totalServing: dish.totalServing,
    leadTimeMinutes: dish.leadTimeMinutes,
    rating: ratingSummary(dish.ratingSum, dish.ratingCount),
    modifiers: mods,
    chef: {
      id: chef.id,
      name: chefPersonName(chef),
      businessName: chef.businessName,
      handle: chef.handle,
      avatarUrl: chef.avatarUrl,
      title: chef.title,
      businessPhone: chef.businessPhone,
      businessEmail: chef.businessEmail,
      website: chef.website,
      // A home chef shows as an area, never the home (decision 052).
      ...publicLocation(await locationSecret(ctx), chef),
      producerKind: chef.producerKind,
      approvalStatus: chef.approvalStatus,
      profileStatus: chef.profileStatus,
    },
    isOwner,
    shareUrl: `${ctx.config.publicBaseUrl}/product/${encodeURIComponent(dish.slug)}`,
    isFavorite: favorite.length > 0,
    suggestedDishes: suggested,
    liveStreamId,
  };
}

/** GET /dishes/:id and GET /dishes/by-slug/:slug — the dish page, for whoever may see the dish. */
export const getDishById = (ctx: AppContext, id: string, viewer: Viewer) =>
  dishDetail(ctx, eq(dishes.id, id), viewer);

export const getDishBySlug = (ctx: AppContext, slug: string, viewer: Viewer) =>
  dishDetail(ctx, eq(dishes.slug, slug), viewer);
