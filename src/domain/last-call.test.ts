import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dealPricing,
  lastCallOffPercent,
  lastCallRuleMessages,
  lastCallState,
  lastCallWindowProblem,
  timeLeftLabel,
} from './last-call';

describe('lastCallOffPercent', () => {
  it("uses the item's own percent when set", () => {
    expect(lastCallOffPercent(1000, 900, 25)).toBe(25);
  });
  it('computes it from the prices otherwise, rounded down', () => {
    expect(lastCallOffPercent(1000, 750, 0)).toBe(25);
    expect(lastCallOffPercent(900, 600, 0)).toBe(33);
  });
  it('is 0 for a free dish or a "deal" dearer than the regular price', () => {
    expect(lastCallOffPercent(0, 0, 0)).toBe(0);
    expect(lastCallOffPercent(500, 700, 0)).toBe(0);
  });
  it('always stays within 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, lastCall, stored) => {
          const off = lastCallOffPercent(price, lastCall, stored);
          return Number.isInteger(off) && off >= 0 && off <= 100;
        },
      ),
    );
  });
});

describe('timeLeftLabel', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  it('reads days, hours and minutes, rounded down', () => {
    expect(timeLeftLabel(after((2 * 24 + 3) * 3_600_000 + 59_000), now)).toBe('2 d 3 h left');
    expect(timeLeftLabel(after(24 * 3_600_000), now)).toBe('1 d left');
    expect(timeLeftLabel(after(80 * 60_000), now)).toBe('1 h 20 min left');
    expect(timeLeftLabel(after(3_600_000), now)).toBe('1 h left');
    expect(timeLeftLabel(after(5 * 60_000 + 59_000), now)).toBe('5 min left');
    expect(timeLeftLabel(after(30_000), now)).toBe('Less than a minute left');
  });
  it('says Ended once the window closed', () => {
    expect(timeLeftLabel(now, now)).toBe('Ended');
    expect(timeLeftLabel(after(-1), now)).toBe('Ended');
    expect(timeLeftLabel(new Date('nope'), now)).toBe('Ended');
  });
});

describe('dealPricing', () => {
  it('computes the percent from a price, rounded down', () => {
    expect(dealPricing(1600, { priceCents: 1200 })).toEqual({
      ok: true,
      priceCents: 1200,
      offPercent: 25,
    });
    expect(dealPricing(900, { priceCents: 600 })).toMatchObject({ offPercent: 33 });
  });
  it('computes the price from a percent, rounded down to the cent', () => {
    expect(dealPricing(1599, { offPercent: 25 })).toEqual({
      ok: true,
      priceCents: 1199,
      offPercent: 25,
    });
  });
  it('refuses a price not below the regular price, or not above zero', () => {
    expect(dealPricing(1000, { priceCents: 1000 })).toEqual({
      ok: false,
      problem: lastCallRuleMessages.priceBelowRegular,
    });
    expect(dealPricing(1000, { priceCents: 0 })).toEqual({
      ok: false,
      problem: lastCallRuleMessages.priceAboveZero,
    });
    expect(dealPricing(50, { offPercent: 99 })).toEqual({
      ok: false,
      problem: lastCallRuleMessages.priceAboveZero,
    });
  });
  it('refuses a percent outside 1–99', () => {
    for (const off of [0, 100, 12.5, -5]) {
      expect(dealPricing(1000, { offPercent: off })).toEqual({
        ok: false,
        problem: lastCallRuleMessages.percentRange,
      });
    }
  });
  it('always answers a price of at least 1 cent below the regular one, and a consistent percent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.oneof(
          fc.integer({ min: -10, max: 1_100_000 }).map((priceCents) => ({ priceCents })),
          fc.integer({ min: -5, max: 105 }).map((offPercent) => ({ offPercent })),
        ),
        (regular, terms) => {
          const r = dealPricing(regular, terms);
          if (!r.ok) return true;
          return (
            r.priceCents >= 1 &&
            r.priceCents < regular &&
            r.offPercent >= 0 &&
            r.offPercent <= 99 &&
            // The percent never promises more than the price gives.
            r.priceCents * 100 <= regular * (100 - r.offPercent) &&
            ('offPercent' in terms
              ? r.priceCents === Math.floor((regular * (100 - terms.offPercent)) / 100)
              : r.priceCents === terms.priceCents &&
                r.offPercent === lastCallOffPercent(regular, terms.priceCents, 0))
          );
        },
      ),
    );
  });
});

describe('lastCallWindowProblem', () => {
  const start = new Date('2026-11-25T22:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const window = (endsIn: number, pickup: [number | null, number | null] = [null, null]) => ({
    startsAt: start,
    endsAt: at(endsIn),
    pickupStartsAt: pickup[0] === null ? null : at(pickup[0]),
    pickupEndsAt: pickup[1] === null ? null : at(pickup[1]),
  });
  it('accepts an end within 12 hours, with or without a pickup window', () => {
    expect(lastCallWindowProblem(window(90))).toBeNull();
    expect(lastCallWindowProblem(window(12 * 60))).toBeNull();
    expect(lastCallWindowProblem(window(90, [30, 120]))).toBeNull();
    expect(lastCallWindowProblem(window(90, [120, 240]))).toBeNull();
  });
  it('refuses an end at or before the start, or more than 12 hours ahead', () => {
    expect(lastCallWindowProblem(window(0))?.message).toBe(lastCallRuleMessages.endsInFuture);
    expect(lastCallWindowProblem(window(-5))?.message).toBe(lastCallRuleMessages.endsInFuture);
    expect(lastCallWindowProblem(window(12 * 60 + 1))).toEqual({
      field: 'endsAt',
      message: lastCallRuleMessages.endsTooLate,
    });
  });
  it('refuses half a pickup window, one before the deal, backwards, or too late', () => {
    expect(lastCallWindowProblem(window(90, [30, null]))).toEqual({
      field: 'pickupEndsAt',
      message: lastCallRuleMessages.pickupBoth,
    });
    expect(lastCallWindowProblem(window(90, [-30, 60]))?.message).toBe(
      lastCallRuleMessages.pickupBeforeDeal,
    );
    expect(lastCallWindowProblem(window(90, [60, 60]))?.message).toBe(
      lastCallRuleMessages.pickupOrder,
    );
    expect(lastCallWindowProblem(window(90, [60, 90 + 12 * 60 + 1]))?.message).toBe(
      lastCallRuleMessages.pickupTooLate,
    );
  });
});

describe('lastCallState', () => {
  const now = new Date('2026-11-25T22:00:00Z');
  const deal = (over: Partial<Parameters<typeof lastCallState>[0]> = {}) => ({
    startsAt: new Date('2026-11-25T21:00:00Z'),
    endsAt: new Date('2026-11-25T23:00:00Z'),
    endedAt: null,
    itemsAmountLeft: [3, -1],
    ...over,
  });
  it('is live inside its window with portions left', () => {
    expect(lastCallState(deal(), now)).toBe('live');
    expect(lastCallState(deal({ itemsAmountLeft: [0, -1] }), now)).toBe('live');
  });
  it('is sold out when no item has portions left', () => {
    expect(lastCallState(deal({ itemsAmountLeft: [0, 0] }), now)).toBe('sold_out');
  });
  it('is ended when ended early or past its end (end exclusive)', () => {
    expect(lastCallState(deal({ endedAt: now }), now)).toBe('ended');
    expect(lastCallState(deal({ endsAt: now }), now)).toBe('ended');
  });
  it('is scheduled before its start', () => {
    expect(lastCallState(deal({ startsAt: new Date('2026-11-25T22:30:00Z') }), now)).toBe(
      'scheduled',
    );
  });
});
