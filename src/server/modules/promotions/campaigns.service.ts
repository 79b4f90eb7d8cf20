// A chef's campaigns in the business portal (decision 040): create, list with what each sold,
// pause, resume and end early. Another chef's campaign is a 404, like one that does not exist.
import type { Campaign, CampaignInput } from '#contracts/promotions';
import {
  campaignMessages,
  campaignPlanProblems,
  campaignPriceCents,
  campaignState,
} from '#domain/campaigns';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import {
  campaignOfChef,
  campaignSalesOf,
  campaignsOfChef,
  campaignTermsOf,
  endCampaignNow,
  insertCampaign,
  ownDishPrices,
  setCampaignActive,
  type CampaignRow,
} from './campaign-queries.ts';

async function toCampaigns(
  ctx: AppContext,
  chefId: string,
  rows: CampaignRow[],
): Promise<Campaign[]> {
  const [own, sales] = await Promise.all([
    ownDishPrices(ctx.db, chefId, [...new Set(rows.flatMap((r) => r.dishIds))]),
    campaignSalesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const now = ctx.clock.now();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    discountType: c.discountType,
    percentOff: c.percentOff,
    amountOffCents: c.amountOffCents,
    // A dish the chef deleted since drops out of the list, and out of the campaign's prices.
    dishes: c.dishIds.flatMap((id) => {
      const d = own.get(id);
      return d ? [{ ...d, campaignPriceCents: campaignPriceCents(d.priceCents, c) }] : [];
    }),
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    endedAt: c.endedAt?.toISOString() ?? null,
    active: c.active,
    state: campaignState(campaignTermsOf(c), now),
    ordersCount: sales.get(c.id)?.ordersCount ?? 0,
    salesCents: sales.get(c.id)?.salesCents ?? 0,
  }));
}

async function one(ctx: AppContext, chefId: string, row: CampaignRow, message: string) {
  const [campaign] = await toCampaigns(ctx, chefId, [row]);
  return { campaign: campaign!, message };
}

/** GET /business/campaigns */
export async function listCampaigns(ctx: AppContext, chefId: string) {
  return { campaigns: await toCampaigns(ctx, chefId, await campaignsOfChef(ctx.db, chefId)) };
}

/** POST /business/campaigns: the chef's own dishes, a future window of at most 90 days. */
export async function createCampaign(ctx: AppContext, chefId: string, input: CampaignInput) {
  const own = await ownDishPrices(ctx.db, chefId, input.dishIds);
  if (input.dishIds.some((id) => !own.has(id)))
    throw badRequest(campaignMessages.notOwnDishes, { dishIds: campaignMessages.notOwnDishes });
  const now = ctx.clock.now();
  const problems = campaignPlanProblems(
    {
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      discountType: input.discountType,
      amountOffCents: input.amountOffCents,
      dishes: [...own.values()],
    },
    now,
  );
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
  return one(
    ctx,
    chefId,
    await insertCampaign(ctx.db, chefId, input, now),
    campaignMessages.created,
  );
}

/** The campaign exists for this chef but is over: a conflict, not a missing record. */
async function refuseMissingOrEnded(ctx: AppContext, chefId: string, id: string): Promise<never> {
  const found = await campaignOfChef(ctx.db, chefId, id);
  throw found ? conflict(campaignMessages.alreadyEnded) : notFound(campaignMessages.notFound);
}

/** PUT /business/campaigns/:id/active: pause or resume. */
export async function setCampaignState(
  ctx: AppContext,
  chefId: string,
  id: string,
  active: boolean,
) {
  const row = await setCampaignActive(ctx.db, chefId, id, active, ctx.clock.now());
  if (!row) return refuseMissingOrEnded(ctx, chefId, id);
  return one(ctx, chefId, row, active ? campaignMessages.resumed : campaignMessages.paused);
}

/** POST /business/campaigns/:id/end: over for good; orders already placed keep their price. */
export async function endCampaign(ctx: AppContext, chefId: string, id: string) {
  const row = await endCampaignNow(ctx.db, chefId, id, ctx.clock.now());
  if (!row) return refuseMissingOrEnded(ctx, chefId, id);
  return one(ctx, chefId, row, campaignMessages.ended);
}
