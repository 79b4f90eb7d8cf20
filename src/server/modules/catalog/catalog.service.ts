import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  DishDetail,
  DishLabel,
  DishModifier,
  ProducerOffer,
  ProducerPromotionsResponse,
} from '#contracts/catalog';
import { chefDisplayName } from '#domain/chef';
import { canOrderFromChef, dishBadges, isOrderable } from '#domain/dish-status';
import { messages } from '#domain/messages';
import { availableOptions, modifierRule } from '#domain/modifiers';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { cuisines, dishPhotos, dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { campaigns, coupons, promotions } from '../../db/schema/promotions.ts';
import { favoriteDishes } from '../../db/schema/social.ts';
import { notFound } from '../../http/errors.ts';
import { chefById, chefPersonName, loadVisibleChef, type Viewer } from '../chefs/chef-queries.ts';
import { dishOptionsOf, liveDealsOf } from './dish-queries.ts';
import { ratingSummary } from './dish-cards.ts';

const dishNotVisible = () => notFound(messages.dishLoadFailed);

/** One dish with its chef, if the viewer may see it; else 404 with the spec's message. */
export async function loadVisibleDish(ctx: AppContext, where: SQL, viewer: Viewer) {
  const [row] = await ctx.db
    .select({
      dish: dishes,
      chef: {
        id: profiles.id,
        name: profiles.name,
        businessName: profiles.businessName,
        handle: profiles.handle,
        avatarUrl: profiles.avatarUrl,
        title: profiles.title,
        businessPhone: profiles.businessPhone,
        businessEmail: profiles.businessEmail,
        website: profiles.website,
        latitude: profiles.latitude,
        longitude: profiles.longitude,
        producerKind: profiles.producerKind,
        approvalStatus: profiles.approvalStatus,
        profileStatus: profiles.profileStatus,
        permitType: profiles.permitType,
      },
    })
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw dishNotVisible();
  const isOwner = viewer !== null && viewer === row.chef.id;
  // Spec §4: a pending chef's dishes are visible (not orderable); a hidden profile hides them;
  // a rejected chef's dishes are not shown either. The owner always sees their own.
  const visible =
    isOwner ||
    (row.dish.visibility === 'public' &&
      row.chef.profileStatus === 'public' &&
      row.chef.approvalStatus !== 'rejected');
  if (!visible) throw dishNotVisible();
  return { ...row, isOwner };
}

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

async function dishDetail(ctx: AppContext, where: SQL, viewer: Viewer): Promise<DishDetail> {
  const { dish, chef, isOwner } = await loadVisibleDish(ctx, where, viewer);
  const [photos, mods, cuisineRows, lastCall, favorite] = await Promise.all([
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
    viewer
      ? ctx.db
          .select({ n: sql<number>`1` })
          .from(favoriteDishes)
          .where(and(eq(favoriteDishes.userId, viewer), eq(favoriteDishes.dishId, dish.id)))
          .limit(1)
      : Promise.resolve([]),
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
    status: dish.status,
    amountLeft: dish.amountLeft,
    createdAt: dish.createdAt.toISOString(),
    badges: dishBadges(dish, now),
    orderable: isOrderable(dish) && canOrderFromChef(chef),
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
      latitude: chef.latitude,
      longitude: chef.longitude,
      producerKind: chef.producerKind,
      approvalStatus: chef.approvalStatus,
      profileStatus: chef.profileStatus,
    },
    isOwner,
    shareUrl: `${ctx.config.publicBaseUrl}/product/${encodeURIComponent(dish.slug)}`,
    isFavorite: favorite.length > 0,
  };
}

export const getDishById = (ctx: AppContext, id: string, viewer: Viewer) =>
  dishDetail(ctx, eq(dishes.id, id), viewer);

export const getDishBySlug = (ctx: AppContext, slug: string, viewer: Viewer) =>
  dishDetail(ctx, eq(dishes.slug, slug), viewer);

/** The printable label of a dish; same visibility as the dish page. */
export async function getDishLabel(
  ctx: AppContext,
  id: string,
  viewer: Viewer,
): Promise<DishLabel> {
  const { dish, chef } = await loadVisibleDish(ctx, eq(dishes.id, id), viewer);
  // A business address shows in full; otherwise the default (or first) address shows only
  // its town, so a home chef's street never leaves the server.
  const rows = await ctx.db
    .select({
      type: addresses.type,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zipcode: addresses.zipcode,
    })
    .from(addresses)
    .where(eq(addresses.userId, chef.id))
    .orderBy(
      sql`case when lower(${addresses.type}) = 'business' then 0 else 1 end`,
      desc(addresses.isDefault),
      asc(addresses.createdAt),
    )
    .limit(1);
  const a = rows[0];
  const isBusiness = a?.type?.toLowerCase() === 'business';
  return {
    dishId: dish.id,
    name: dish.name,
    ingredients: dish.ingredients,
    diets: dish.diets,
    netWeight: dish.netWeight,
    totalServing: dish.totalServing,
    producerName: chefDisplayName(chef),
    permitType: chef.permitType,
    address: a
      ? {
          address1: isBusiness ? a.address1 : null,
          address2: isBusiness ? a.address2 : null,
          city: a.city,
          state: a.state,
          zipcode: a.zipcode,
        }
      : null,
    businessPhone: chef.businessPhone,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A producer's running offers: active promotions and coupons whose window holds now (and
 * whose campaign, if any, is active and running). Coupon codes are never returned.
 */
export async function getProducerPromotions(
  ctx: AppContext,
  chefId: string,
  viewer: Viewer,
): Promise<ProducerPromotionsResponse> {
  const chef = await loadVisibleChef(ctx, chefById(chefId), viewer);
  const now = ctx.clock.now();
  const running = (t: typeof promotions | typeof coupons | typeof campaigns) =>
    and(or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now)));
  const campaignOk = or(isNull(campaigns.id), and(eq(campaigns.active, true), running(campaigns)));
  const [promoRows, couponRows] = await Promise.all([
    ctx.db
      .select({ p: promotions })
      .from(promotions)
      .leftJoin(campaigns, eq(campaigns.id, promotions.campaignId))
      .where(
        and(
          eq(promotions.chefId, chef.id),
          eq(promotions.active, true),
          running(promotions),
          campaignOk,
        ),
      )
      .orderBy(asc(promotions.endsAt), desc(promotions.createdAt)),
    ctx.db
      .select({
        c: coupons,
        campaignName: campaigns.name,
        campaignDescription: campaigns.description,
      })
      .from(coupons)
      .leftJoin(campaigns, eq(campaigns.id, coupons.campaignId))
      .where(
        and(
          eq(coupons.chefId, chef.id),
          eq(coupons.active, true),
          running(coupons),
          campaignOk,
          or(isNull(coupons.maxRedemptions), gt(coupons.maxRedemptions, coupons.redemptionsCount)),
        ),
      )
      .orderBy(asc(coupons.endsAt), desc(coupons.createdAt)),
  ]);
  const wantedDishIds = [...new Set(promoRows.flatMap((r) => r.p.dishIds))];
  const publicDishes = wantedDishIds.length
    ? await ctx.db
        .select({ id: dishes.id, slug: dishes.slug, name: dishes.name })
        .from(dishes)
        .where(
          and(
            inArray(dishes.id, wantedDishIds),
            eq(dishes.chefId, chef.id),
            eq(dishes.visibility, 'public'),
          ),
        )
    : [];
  const dishById = new Map(publicDishes.map((d) => [d.id, d]));
  // A promotion on some dishes, none of them public, offers nothing anyone can see.
  const shownPromos = promoRows.filter(
    ({ p }) => p.dishIds.length === 0 || p.dishIds.some((id) => dishById.has(id)),
  );
  const offers: ProducerOffer[] = [
    ...shownPromos.map(({ p }) => ({
      id: p.id,
      kind: 'promotion' as const,
      title: p.title,
      description: p.description,
      discountType: p.discountType,
      percentOff: p.percentOff,
      amountOffCents: p.amountOffCents,
      minOrderCents: 0,
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
      appliesToAllDishes: p.dishIds.length === 0,
      dishes: p.dishIds.flatMap((id) => {
        const d = dishById.get(id);
        return d ? [d] : [];
      }),
    })),
    ...couponRows.map(({ c, campaignName, campaignDescription }) => ({
      id: c.id,
      kind: 'coupon' as const,
      title: campaignName,
      description: campaignDescription,
      discountType: c.discountType,
      percentOff: c.percentOff,
      amountOffCents: c.amountOffCents,
      minOrderCents: c.minOrderCents,
      startsAt: iso(c.startsAt),
      endsAt: iso(c.endsAt),
      appliesToAllDishes: true,
      dishes: [],
    })),
  ];
  return {
    producer: { id: chef.id, name: chefPersonName(chef), businessName: chef.businessName },
    promotions: offers,
  };
}
