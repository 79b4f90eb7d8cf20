// Campaigns (issue 12 point 4, spec §3 "promotions (coupons, campaigns)", decision 040): a set
// of a chef's dishes sold at a discount over a period, with no code to enter. While a campaign
// runs, its price is the dish's price for everyone: on cards, on the dish page, in the cart and
// at checkout. The chef funds it as they fund a sale price: the items cost less, and the
// platform's fee is computed on what the buyer pays (fees.ts). Pure: the server reads the
// campaigns, these rules decide.

import { formatUsd, percentOfCents } from './fees';

/** A campaign is a period, not a standing price: at most this long. */
export const CAMPAIGN_MAX_DAYS = 90;
/** At most this much off: a dish given away for nothing is not a campaign. */
export const CAMPAIGN_MAX_PERCENT = 90;
export const CAMPAIGN_MAX_DISHES = 50;

export const campaignMessages = {
  created: 'Campaign created.',
  paused: 'Campaign paused.',
  resumed: 'Campaign resumed.',
  ended: 'Campaign ended.',
  notFound: 'Campaign not found.',
  alreadyEnded: 'This campaign has already ended.',
  chooseDishes: 'Choose at least one dish.',
  notOwnDishes: 'Choose dishes from your own menu.',
  endAfterStart: 'The end must be after the start.',
  endInFuture: 'The end must be in the future.',
  tooLong: `A campaign runs at most ${CAMPAIGN_MAX_DAYS} days.`,
  amountOverPrice: (dishName: string, priceCents: number) =>
    `Take off less than ${dishName}'s price (${formatUsd(priceCents)}).`,
} as const;

export interface CampaignTerms {
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
  active: boolean;
  startsAt: Date;
  endsAt: Date;
  /** When the chef ended it early; null otherwise. */
  endedAt: Date | null;
}

export type CampaignState = 'running' | 'scheduled' | 'paused' | 'ended';

/** Where a campaign stands at `now`: ended (on time or early) outranks paused. */
export function campaignState(terms: CampaignTerms, now: Date): CampaignState {
  if (terms.endedAt || now >= terms.endsAt) return 'ended';
  if (!terms.active) return 'paused';
  if (now < terms.startsAt) return 'scheduled';
  return 'running';
}

export const campaignRunning = (terms: CampaignTerms, now: Date): boolean =>
  campaignState(terms, now) === 'running';

/**
 * The dish's price during the campaign: the percentage off rounded half up like every fee, or
 * the amount off; never below zero (a chef who lowers the dish's price below the amount off
 * after creating the campaign sells it for nothing rather than paying the buyer).
 */
export function campaignPriceCents(
  regularCents: number,
  terms: Pick<CampaignTerms, 'discountType' | 'percentOff' | 'amountOffCents'>,
): number {
  const off =
    terms.discountType === 'percent'
      ? percentOfCents(regularCents, (terms.percentOff ?? 0) * 100)
      : (terms.amountOffCents ?? 0);
  return Math.max(0, regularCents - off);
}

type Discount = Pick<CampaignTerms, 'discountType' | 'percentOff' | 'amountOffCents'>;

/** Of the campaigns a dish is in, the one that makes it cheapest (the first on a tie). */
export function cheapestCampaign<T extends Discount>(
  regularCents: number,
  running: readonly T[],
): { campaign: T; priceCents: number } | null {
  let best: { campaign: T; priceCents: number } | null = null;
  for (const campaign of running) {
    const priceCents = campaignPriceCents(regularCents, campaign);
    if (!best || priceCents < best.priceCents) best = { campaign, priceCents };
  }
  return best;
}

/** "20% off" or "$2.00 off". */
export function campaignOffLabel(
  terms: Pick<CampaignTerms, 'discountType' | 'percentOff' | 'amountOffCents'>,
): string {
  return terms.discountType === 'percent'
    ? `${terms.percentOff ?? 0}% off`
    : `${formatUsd(terms.amountOffCents ?? 0)} off`;
}

export interface CampaignPlan {
  startsAt: Date;
  endsAt: Date;
  discountType: 'percent' | 'amount';
  amountOffCents: number | null;
  /** The chosen dishes with their regular prices. */
  dishes: readonly { name: string; priceCents: number }[];
}

/** What is wrong with a campaign a chef asks for, by field (empty: nothing). */
export function campaignPlanProblems(plan: CampaignPlan, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (plan.dishes.length === 0) problems.dishIds = campaignMessages.chooseDishes;
  if (plan.endsAt <= plan.startsAt) problems.endsAt = campaignMessages.endAfterStart;
  else if (plan.endsAt <= now) problems.endsAt = campaignMessages.endInFuture;
  else if (plan.endsAt.getTime() - plan.startsAt.getTime() > CAMPAIGN_MAX_DAYS * 86_400_000)
    problems.endsAt = campaignMessages.tooLong;
  if (plan.discountType === 'amount' && plan.amountOffCents !== null) {
    const cheapest = [...plan.dishes].sort((a, b) => a.priceCents - b.priceCents)[0];
    if (cheapest && plan.amountOffCents >= cheapest.priceCents)
      problems.amountOffCents = campaignMessages.amountOverPrice(
        cheapest.name,
        cheapest.priceCents,
      );
  }
  return problems;
}

/**
 * The price a buyer pays for one portion before options: the lowest of the regular price, a
 * live last-call price and a running campaign's price. Offers never stack: the best one wins.
 */
export function salePriceCents(
  regularCents: number,
  offers: { dealCents?: number | null; campaignCents?: number | null },
): number {
  return Math.min(
    regularCents,
    offers.dealCents ?? Number.POSITIVE_INFINITY,
    offers.campaignCents ?? Number.POSITIVE_INFINITY,
  );
}
