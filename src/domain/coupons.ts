// Coupons (issue 12 point 4, spec §3, §7, decision 038): a chef's code for an amount or a
// percentage off, on the whole order or on named dishes, within a window, above a minimum, a
// limited number of times in all and per buyer. Pure: the server reads the coupon and the
// buyer's uses, these rules decide. The chef funds the discount; the platform's fee is then
// computed on the discounted items (fees.ts: discountCents).

import { formatUsd, percentOfCents } from './fees';

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
/** Spec §7: the code is for some dishes, not the whole cart: ask again per dish. */
export const COUPON_TRY_PER_DISH = 414;

export const couponMessages = {
  codeFormat: 'A code is 3 to 20 letters, digits, dashes or underscores.',
  notFound: 'This code does not exist. Check it and try again.',
  otherChef: "This code is for another chef's dishes.",
  notStarted: 'This code is not active yet.',
  expired: 'This code has expired.',
  paused: 'This code is paused by the chef.',
  usedUp: 'This code has been used up.',
  usedByYou: 'You have already used this code as many times as it allows.',
  notForTheseDishes: 'This code is not for the dishes in your cart.',
  belowMinimum: (minCents: number) => `Spend at least ${formatUsd(minCents)} to use this code.`,
  applied: 'Code applied.',
  removed: 'Code removed.',
} as const;

/** Codes are compared without case or surrounding spaces: "spring10" is "SPRING10". */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponTerms {
  chefId: string;
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOffCents: number | null;
  minOrderCents: number;
  /** Empty: the whole order. */
  dishIds: readonly string[];
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  redemptionsCount: number;
  maxPerUser: number | null;
}

export interface CouponLine {
  dishId: string;
  lineTotalCents: number;
}

export interface CouponUse {
  /** The cart's chef. */
  chefId: string;
  lines: readonly CouponLine[];
  /** Times this buyer has used the code on orders that still stand. */
  usedByBuyer: number;
  now: Date;
}

export type CouponRefusal =
  | 'otherChef'
  | 'notStarted'
  | 'expired'
  | 'paused'
  | 'usedUp'
  | 'usedByYou'
  | 'notForTheseDishes'
  | 'belowMinimum';

export type CouponVerdict =
  | {
      ok: true;
      discountCents: number;
      /** The dishes it applies to; empty when it applies to the whole order. */
      dishIds: string[];
    }
  | { ok: false; refusal: CouponRefusal; message: string };

/** The discount on `eligibleCents` of items: the percentage (half up) or the amount, capped. */
export function discountOn(terms: CouponTerms, eligibleCents: number): number {
  const off =
    terms.discountType === 'percent'
      ? percentOfCents(eligibleCents, (terms.percentOff ?? 0) * 100)
      : (terms.amountOffCents ?? 0);
  return Math.max(0, Math.min(off, eligibleCents));
}

const refuse = (refusal: CouponRefusal, minCents = 0): CouponVerdict => ({
  ok: false,
  refusal,
  message:
    refusal === 'belowMinimum'
      ? couponMessages.belowMinimum(minCents)
      : couponMessages[refusal as Exclude<CouponRefusal, 'belowMinimum'>],
});

/** Whether the code can be used at all now by this buyer, whatever their cart (null: it can). */
export function couponStateRefusal(
  terms: CouponTerms,
  use: Pick<CouponUse, 'usedByBuyer' | 'now'>,
): Exclude<CouponRefusal, 'otherChef' | 'notForTheseDishes' | 'belowMinimum'> | null {
  if (!terms.active) return 'paused';
  if (terms.startsAt && use.now < terms.startsAt) return 'notStarted';
  if (terms.endsAt && use.now >= terms.endsAt) return 'expired';
  if (terms.maxRedemptions !== null && terms.redemptionsCount >= terms.maxRedemptions)
    return 'usedUp';
  if (terms.maxPerUser !== null && use.usedByBuyer >= terms.maxPerUser) return 'usedByYou';
  return null;
}

/**
 * Whether the code applies to this cart and for how much. Checked in the order a buyer can
 * act on: the wrong chef first, then the code's own state, then their cart.
 */
export function couponVerdict(terms: CouponTerms, use: CouponUse): CouponVerdict {
  if (terms.chefId !== use.chefId) return refuse('otherChef');
  const state = couponStateRefusal(terms, use);
  if (state) return refuse(state);
  const subtotal = use.lines.reduce((s, l) => s + l.lineTotalCents, 0);
  if (subtotal < terms.minOrderCents) return refuse('belowMinimum', terms.minOrderCents);
  const forDishes = terms.dishIds.length > 0;
  const eligible = forDishes
    ? use.lines.filter((l) => terms.dishIds.includes(l.dishId))
    : use.lines;
  if (eligible.length === 0) return refuse('notForTheseDishes');
  const eligibleCents = eligible.reduce((s, l) => s + l.lineTotalCents, 0);
  return {
    ok: true,
    discountCents: discountOn(terms, eligibleCents),
    dishIds: forDishes ? [...new Set(eligible.map((l) => l.dishId))] : [],
  };
}

/**
 * Spec §7's coupon lookup: `active` with 200 for a whole-order code; 414 for a code that is for
 * named dishes when no dish was named, so the caller asks again per dish; for a named dish, 200
 * when the code covers it.
 */
export function couponLookupStatus(
  terms: Pick<CouponTerms, 'dishIds'>,
  dishId: string | undefined,
): 200 | typeof COUPON_TRY_PER_DISH | 'notForThisDish' {
  if (terms.dishIds.length === 0) return 200;
  if (!dishId) return COUPON_TRY_PER_DISH;
  return terms.dishIds.includes(dishId) ? 200 : 'notForThisDish';
}
