import type { DishCampaign } from '#contracts/catalog';
import { salePriceCents } from '#domain/campaigns';

// Which offer a dish is shown at (decision 040): offers never stack, the buyer pays the lowest of
// the regular price, a live last call's and a running campaign's (salePriceCents). The card and
// the dish page show that price, and say which offer it is.

export type DishOffer =
  | { kind: 'regular'; priceCents: number }
  | { kind: 'last_call'; priceCents: number }
  | { kind: 'campaign'; priceCents: number; campaign: DishCampaign };

export function dishOffer(dish: {
  priceCents: number;
  lastCallPriceCents: number | null;
  campaign: DishCampaign | null;
}): DishOffer {
  const { campaign } = dish;
  const priceCents = salePriceCents(dish.priceCents, {
    dealCents: dish.lastCallPriceCents,
    campaignCents: campaign?.priceCents,
  });
  if (priceCents >= dish.priceCents) return { kind: 'regular', priceCents: dish.priceCents };
  // A last call wins a tie: its portions are set aside for it.
  if (priceCents === dish.lastCallPriceCents) return { kind: 'last_call', priceCents };
  return campaign
    ? { kind: 'campaign', priceCents, campaign }
    : { kind: 'regular', priceCents: dish.priceCents };
}
