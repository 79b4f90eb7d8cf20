import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ProducerOffer, ProducerPromotionsResponse } from '#contracts/catalog';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { campaigns, coupons, promotions } from '../../db/schema/promotions.ts';
import { chefById, chefPersonName, loadVisibleChef, type Viewer } from '../chefs/chef-queries.ts';

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
  const wantedDishIds = [
    ...new Set([
      ...promoRows.flatMap((r) => r.p.dishIds),
      ...couponRows.flatMap((r) => r.c.dishIds),
    ]),
  ];
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
  const shows = (ids: string[]) => ids.length === 0 || ids.some((id) => dishById.has(id));
  const shownPromos = promoRows.filter(({ p }) => shows(p.dishIds));
  const shownCoupons = couponRows.filter(({ c }) => shows(c.dishIds));
  const publicOf = (ids: string[]) =>
    ids.flatMap((id) => {
      const d = dishById.get(id);
      return d ? [d] : [];
    });
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
      dishes: publicOf(p.dishIds),
    })),
    ...shownCoupons.map(({ c, campaignName, campaignDescription }) => ({
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
      // A coupon for named dishes (decision 038) names them, like a promotion.
      appliesToAllDishes: c.dishIds.length === 0,
      dishes: publicOf(c.dishIds),
    })),
  ];
  return {
    producer: { id: chef.id, name: chefPersonName(chef), businessName: chef.businessName },
    promotions: offers,
  };
}
