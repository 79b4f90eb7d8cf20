import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignMessages,
  campaignOffLabel,
  campaignPlanProblems,
  campaignPriceCents,
  campaignState,
  cheapestCampaign,
  salePriceCents,
  type CampaignTerms,
} from './campaigns';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const terms = (extra: Partial<CampaignTerms> = {}): CampaignTerms => ({
  discountType: 'percent',
  percentOff: 20,
  amountOffCents: null,
  active: true,
  startsAt: new Date(NOW.getTime() - HOUR),
  endsAt: new Date(NOW.getTime() + HOUR),
  endedAt: null,
  ...extra,
});

describe('campaignPriceCents', () => {
  it('takes the percentage off rounded half up, or the amount off, never below zero', () => {
    expect(campaignPriceCents(1850, terms())).toBe(1480);
    // 15 % of $0.99 is 14.85 cents: 15 off.
    expect(campaignPriceCents(99, terms({ percentOff: 15 }))).toBe(84);
    const amount = { discountType: 'amount' as const, percentOff: null, amountOffCents: 300 };
    expect(campaignPriceCents(1500, amount)).toBe(1200);
    expect(campaignPriceCents(200, amount)).toBe(0);
  });

  it('is never above the regular price nor below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (price, percent, amount) => {
          for (const t of [
            { discountType: 'percent' as const, percentOff: percent, amountOffCents: null },
            { discountType: 'amount' as const, percentOff: null, amountOffCents: amount },
          ]) {
            const sale = campaignPriceCents(price, t);
            expect(sale).toBeGreaterThanOrEqual(0);
            expect(sale).toBeLessThanOrEqual(price);
          }
        },
      ),
    );
  });
});

describe('campaignState', () => {
  it('runs inside its window while active; ended outranks paused', () => {
    expect(campaignState(terms(), NOW)).toBe('running');
    expect(campaignState(terms({ startsAt: new Date(NOW.getTime() + 1) }), NOW)).toBe('scheduled');
    expect(campaignState(terms({ active: false }), NOW)).toBe('paused');
    expect(campaignState(terms({ endsAt: NOW }), NOW)).toBe('ended');
    expect(campaignState(terms({ active: false, endedAt: NOW }), NOW)).toBe('ended');
  });
});

describe('offers', () => {
  it('never stack: the lowest of regular, deal and campaign price wins', () => {
    expect(salePriceCents(1000, {})).toBe(1000);
    expect(salePriceCents(1000, { dealCents: 700, campaignCents: 800 })).toBe(700);
    expect(salePriceCents(1000, { dealCents: 900, campaignCents: 800 })).toBe(800);
    expect(salePriceCents(1000, { dealCents: 1200 })).toBe(1000);
  });

  it('picks the campaign that makes the dish cheapest', () => {
    const ten = { id: 'a', discountType: 'percent' as const, percentOff: 10, amountOffCents: null };
    const flat = {
      id: 'b',
      discountType: 'amount' as const,
      percentOff: null,
      amountOffCents: 250,
    };
    expect(cheapestCampaign(1000, [ten, flat])).toEqual({ campaign: flat, priceCents: 750 });
    expect(cheapestCampaign(5000, [ten, flat])).toEqual({ campaign: ten, priceCents: 4500 });
    expect(cheapestCampaign(5000, [])).toBeNull();
  });

  it('labels the discount', () => {
    expect(campaignOffLabel(terms())).toBe('20% off');
    expect(
      campaignOffLabel({ discountType: 'amount', percentOff: null, amountOffCents: 250 }),
    ).toBe('$2.50 off');
  });
});

describe('campaignPlanProblems', () => {
  const plan = {
    startsAt: NOW,
    endsAt: new Date(NOW.getTime() + 24 * HOUR),
    discountType: 'amount' as const,
    amountOffCents: 300,
    dishes: [
      { name: 'Soup', priceCents: 900 },
      { name: 'Bread', priceCents: 300 },
    ],
  };
  it('names each problem by field', () => {
    expect(campaignPlanProblems({ ...plan, amountOffCents: 299 }, NOW)).toEqual({});
    expect(campaignPlanProblems(plan, NOW)).toEqual({
      amountOffCents: campaignMessages.amountOverPrice('Bread', 300),
    });
    expect(campaignPlanProblems({ ...plan, amountOffCents: 1, dishes: [] }, NOW)).toEqual({
      dishIds: campaignMessages.chooseDishes,
    });
    expect(
      campaignPlanProblems(
        { ...plan, amountOffCents: 1, endsAt: new Date(NOW.getTime() + 91 * 24 * HOUR) },
        NOW,
      ),
    ).toEqual({ endsAt: campaignMessages.tooLong });
  });
});
