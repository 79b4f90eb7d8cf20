import { describe, expect, it } from 'vitest';
import type { DishCampaign } from '#contracts/catalog';
import { dishOffer } from './dish-offer';

const campaign = (priceCents: number): DishCampaign => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Soup week',
  priceCents,
  endsAt: '2026-12-09T22:00:00.000Z',
});

describe('the offer a dish is shown at', () => {
  it('is the regular price without a lower offer', () => {
    expect(dishOffer({ priceCents: 1000, lastCallPriceCents: null, campaign: null })).toEqual({
      kind: 'regular',
      priceCents: 1000,
    });
    // A campaign that takes nothing off (an amount on a dish since made cheaper) is no offer.
    expect(
      dishOffer({ priceCents: 1000, lastCallPriceCents: null, campaign: campaign(1000) }),
    ).toEqual({ kind: 'regular', priceCents: 1000 });
  });

  it('is the campaign when its price is the lowest, named', () => {
    expect(
      dishOffer({ priceCents: 1000, lastCallPriceCents: 900, campaign: campaign(800) }),
    ).toEqual({ kind: 'campaign', priceCents: 800, campaign: campaign(800) });
  });

  it('is the last call when it is lower, or as low: offers never stack', () => {
    expect(
      dishOffer({ priceCents: 1000, lastCallPriceCents: 700, campaign: campaign(800) }),
    ).toEqual({ kind: 'last_call', priceCents: 700 });
    expect(
      dishOffer({ priceCents: 1000, lastCallPriceCents: 800, campaign: campaign(800) }),
    ).toEqual({ kind: 'last_call', priceCents: 800 });
    expect(dishOffer({ priceCents: 1000, lastCallPriceCents: 750, campaign: null })).toEqual({
      kind: 'last_call',
      priceCents: 750,
    });
  });
});
