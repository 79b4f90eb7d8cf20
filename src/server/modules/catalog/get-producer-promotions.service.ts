import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { ProducerOffer, ProducerPromotionsResponse } from '#contracts/catalog';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { campaigns, coupons } from '../../db/schema/promotions.ts';
import { runningCampaignsOfChef } from '../promotions/campaign-queries.ts';
import { chefById, chefPersonName, loadVisibleChef, type Viewer } from '../chefs/chef-queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A producer's running offers: running campaigns (decision 040) and active coupons whose window
 * holds now (and whose campaign, if any, is running). Coupon codes are never returned.
 */
export async function getProducerPromotions(
  ctx: AppContext,
  chefId: string,
  viewer: Viewer,
): Promise<ProducerPromotionsResponse> {
  const chef = await loadVisibleChef(ctx, chefById(chefId), viewer);
  const now = ctx.clock.now();
  const running = (t: typeof coupons | typeof campaigns) =>
    and(or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now)));
  const campaignOk = or(
    isNull(campaigns.id),
    and(eq(campaigns.active, true), isNull(campaigns.endedAt), running(campaigns)),
  );
  const [campaignRows, couponRows] = await Promise.all([
    runningCampaignsOfChef(ctx.db, chef.id, now),
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
      ...campaignRows.flatMap((c) => c.dishIds),
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
  // An offer on some dishes, none of them public, offers nothing anyone can see.
  const shows = (ids: string[]) => ids.length === 0 || ids.some((id) => dishById.has(id));
  const shownCampaigns = campaignRows.filter((c) => shows(c.dishIds));
  const shownCoupons = couponRows.filter(({ c }) => shows(c.dishIds));
  const publicOf = (ids: string[]) =>
    ids.flatMap((id) => {
      const d = dishById.get(id);
      return d ? [d] : [];
    });
  const offers: ProducerOffer[] = [
    ...shownCampaigns.map((c) => ({
      id: c.id,
      kind: 'campaign' as const,
      title: c.name,
      description: c.description,
      discountType: c.discountType,
      percentOff: c.percentOff,
      amountOffCents: c.amountOffCents,
      minOrderCents: 0,
      startsAt: iso(c.startsAt),
      endsAt: iso(c.endsAt),
      appliesToAllDishes: false,
      dishes: publicOf(c.dishIds),
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
