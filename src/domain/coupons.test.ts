import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUPON_TRY_PER_DISH,
  couponLookupStatus,
  couponMessages,
  couponVerdict,
  discountOn,
  normaliseCouponCode,
  type CouponTerms,
} from './coupons';

const now = new Date('2026-11-26T18:00:00Z');
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  chefId: 'chef',
  discountType: 'percent',
  percentOff: 10,
  amountOffCents: null,
  minOrderCents: 0,
  dishIds: [],
  active: true,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  redemptionsCount: 0,
  maxPerUser: null,
  ...over,
});
const use = (over = {}) => ({
  chefId: 'chef',
  lines: [
    { dishId: 'a', lineTotalCents: 1750 },
    { dishId: 'b', lineTotalCents: 2250 },
  ],
  usedByBuyer: 0,
  now,
  ...over,
});

describe('couponVerdict', () => {
  it('takes a percentage off the whole order, rounded half up', () => {
    expect(couponVerdict(terms({ percentOff: 15 }), use())).toEqual({
      ok: true,
      discountCents: 600,
      dishIds: [],
    });
    expect(discountOn(terms({ percentOff: 15 }), 1750)).toBe(263);
  });

  it('takes an amount off, never more than the items it covers', () => {
    const fiveOff = terms({ discountType: 'amount', percentOff: null, amountOffCents: 500 });
    expect(couponVerdict(fiveOff, use())).toMatchObject({ ok: true, discountCents: 500 });
    const big = terms({
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 9000,
      dishIds: ['a'],
    });
    expect(couponVerdict(big, use())).toEqual({ ok: true, discountCents: 1750, dishIds: ['a'] });
  });

  it('covers only the named dishes', () => {
    expect(couponVerdict(terms({ dishIds: ['b', 'z'] }), use())).toEqual({
      ok: true,
      discountCents: 225,
      dishIds: ['b'],
    });
    expect(couponVerdict(terms({ dishIds: ['z'] }), use())).toMatchObject({
      ok: false,
      message: couponMessages.notForTheseDishes,
    });
  });

  it('refuses with a message the buyer can act on', () => {
    const refusal = (t: Partial<CouponTerms>, u = {}) => {
      const v = couponVerdict(terms(t), use(u));
      return v.ok ? null : v.message;
    };
    expect(refusal({ chefId: 'other' })).toBe(couponMessages.otherChef);
    expect(refusal({ active: false })).toBe(couponMessages.paused);
    expect(refusal({ startsAt: new Date(now.getTime() + 1) })).toBe(couponMessages.notStarted);
    expect(refusal({ endsAt: now })).toBe(couponMessages.expired);
    expect(refusal({ maxRedemptions: 3, redemptionsCount: 3 })).toBe(couponMessages.usedUp);
    expect(refusal({ maxPerUser: 1 }, { usedByBuyer: 1 })).toBe(couponMessages.usedByYou);
    expect(refusal({ minOrderCents: 4001 })).toBe('Spend at least $40.01 to use this code.');
    expect(refusal({ minOrderCents: 4000 })).toBeNull();
  });

  it('never discounts more than the items, nor below zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (totals, percent, amount, byPercent) => {
          const lines = totals.map((lineTotalCents, i) => ({ dishId: `d${i}`, lineTotalCents }));
          const t = byPercent
            ? terms({ percentOff: percent })
            : terms({ discountType: 'amount', percentOff: null, amountOffCents: amount });
          const v = couponVerdict(t, use({ lines }));
          const subtotal = totals.reduce((s, x) => s + x, 0);
          expect(v.ok).toBe(true);
          if (v.ok) {
            expect(v.discountCents).toBeGreaterThanOrEqual(0);
            expect(v.discountCents).toBeLessThanOrEqual(subtotal);
            expect(Number.isInteger(v.discountCents)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('codes and the lookup', () => {
  it('compares codes without case or spaces', () => {
    expect(normaliseCouponCode('  spring10 ')).toBe('SPRING10');
  });

  it('answers 414 for a dish code asked without a dish, then per dish', () => {
    expect(couponLookupStatus({ dishIds: [] }, undefined)).toBe(200);
    expect(couponLookupStatus({ dishIds: ['a'] }, undefined)).toBe(COUPON_TRY_PER_DISH);
    expect(couponLookupStatus({ dishIds: ['a'] }, 'a')).toBe(200);
    expect(couponLookupStatus({ dishIds: ['a'] }, 'b')).toBe('notForThisDish');
  });
});
