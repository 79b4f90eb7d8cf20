import { describe, expect, it } from 'vitest';
import type { Coupon } from '#contracts/promotions';
import { couponMessages } from '#domain/coupons';
import { validateWith } from '../../lib/validate-with';
import {
  couponDatesText,
  couponDiscountText,
  couponDishesText,
  couponFormMessages,
  couponFormSchema,
  couponRequestBody,
  couponUsesText,
  emptyCouponForm,
  type CouponFormValues,
} from './coupon-form-values';

const DISH = '00000000-0000-4000-8000-000000000001';
const validate = validateWith(couponFormSchema);
const form = (over: Partial<CouponFormValues>): CouponFormValues => ({
  ...emptyCouponForm(),
  ...over,
});

describe('coupon form', () => {
  it('puts dollars in cents, days as instants in the chef’s zone, the whole order as no dishes', () => {
    const v = form({
      code: ' spring-10 ',
      discountType: 'amount',
      percentOff: 15,
      amountOff: 5.5,
      minOrder: 20,
      maxRedemptions: 50,
      maxPerUser: 1,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      dishIds: [DISH],
    });
    const body = couponRequestBody(v);
    expect(body).toEqual({
      code: ' spring-10 ',
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 550,
      dishIds: [],
      minOrderCents: 2000,
      maxRedemptions: 50,
      maxPerUser: 1,
      startsAt: new Date(2026, 11, 1).toISOString(),
      // The last day counts whole.
      endsAt: new Date(2027, 0, 1).toISOString(),
      active: true,
    });
    expect(validate(v)).toEqual({});
  });

  it('sends the chosen dishes and the percentage when those are chosen', () => {
    const body = couponRequestBody(
      form({ code: 'PIE', percentOff: 15, appliesTo: 'dishes', dishIds: [DISH] }),
    );
    expect(body).toMatchObject({
      discountType: 'percent',
      percentOff: 15,
      amountOffCents: null,
      dishIds: [DISH],
      minOrderCents: 0,
      maxRedemptions: null,
      startsAt: null,
      endsAt: null,
    });
  });

  it('says what is missing or wrong, on the field, in the contract’s words', () => {
    expect(validate(form({}))).toEqual({
      code: couponMessages.codeFormat,
      percentOff: 'Enter the percentage off.',
    });
    expect(
      validate(
        form({
          code: 'ok',
          discountType: 'amount',
          appliesTo: 'dishes',
          maxRedemptions: 0,
          maxPerUser: 1.5,
          startDate: '2026-12-10',
          endDate: '2026-12-01',
        }),
      ),
    ).toEqual({
      code: couponMessages.codeFormat,
      amountOff: 'Enter the amount off.',
      dishIds: couponFormMessages.chooseDishes,
      maxRedemptions: couponFormMessages.count,
      maxPerUser: couponFormMessages.count,
      endDate: 'The end must be after the start.',
    });
    expect(validate(form({ code: 'TEN', percentOff: 120 }))).toEqual({
      percentOff: 'A coupon takes at most 100% off.',
    });
  });

  it('reads a coupon as the list shows it', () => {
    const c = {
      discountType: 'amount',
      percentOff: null,
      amountOffCents: 500,
      redemptionsCount: 3,
      maxRedemptions: 50,
      dishNames: [],
    } satisfies Partial<Coupon>;
    expect(couponDiscountText(c)).toBe('$5.00 off');
    expect(couponDiscountText({ ...c, discountType: 'percent', percentOff: 15 })).toBe('15% off');
    expect(couponUsesText(c)).toBe('3 of 50 used');
    expect(couponUsesText({ ...c, maxRedemptions: null })).toBe('3 used');
    expect(couponDishesText(c)).toBe('Whole order');
    expect(couponDishesText({ dishNames: ['Pie', 'Soup'] })).toBe('Pie, Soup');
  });
});

describe('coupon dates', () => {
  it('shows a form-made end as its last whole day, and says when there is none', () => {
    const start = new Date(2026, 11, 1).toISOString();
    const end = new Date(2027, 0, 1).toISOString();
    expect(couponDatesText({ startsAt: start, endsAt: end })).toBe('12/01/2026 – 12/31/2026');
    expect(couponDatesText({ startsAt: start, endsAt: null })).toBe('From 12/01/2026');
    expect(couponDatesText({ startsAt: null, endsAt: end })).toBe('Through 12/31/2026');
    expect(couponDatesText({ startsAt: null, endsAt: null })).toBe('No end date');
    expect(
      couponDatesText({ startsAt: null, endsAt: new Date(2026, 11, 2, 18, 30).toISOString() }),
    ).toBe('Through 12/02/2026 06:30 pm');
  });
});
