// A code on a cart, evaluated against the cart as it is now (decision 038): the cart shows
// the discount or why it does not apply, and checkout charges exactly that.
import { couponMessages, couponVerdict, type CouponLine } from '#domain/coupons';
import type { Queryable } from '../../db/client.ts';
import { codeExistsElsewhere, couponOfChef, termsOf, usesByBuyer } from './coupon-queries.ts';

export interface CartPromo {
  code: string;
  couponId: string | null;
  discountCents: number;
  dishIds: string[];
  /** Why the code does not apply now; null when it does. */
  problem: string | null;
}

/** Why a code is no coupon of this chef: someone else's, or nobody's. */
export async function missingCodeMessage(db: Queryable, chefId: string, code: string) {
  return (await codeExistsElsewhere(db, chefId, code))
    ? couponMessages.otherChef
    : couponMessages.notFound;
}

export async function evaluateCartCoupon(
  db: Queryable,
  input: { code: string; buyerId: string; chefId: string; lines: CouponLine[]; now: Date },
): Promise<CartPromo> {
  const none = { code: input.code, couponId: null, discountCents: 0, dishIds: [] };
  const coupon = await couponOfChef(db, input.chefId, input.code);
  if (!coupon) return { ...none, problem: await missingCodeMessage(db, input.chefId, input.code) };
  const verdict = couponVerdict(termsOf(coupon), {
    chefId: input.chefId,
    lines: input.lines,
    usedByBuyer: await usesByBuyer(db, coupon.id, input.buyerId),
    now: input.now,
  });
  if (!verdict.ok) return { ...none, couponId: coupon.id, problem: verdict.message };
  return {
    code: coupon.code,
    couponId: coupon.id,
    discountCents: verdict.discountCents,
    dishIds: verdict.dishIds,
    problem: null,
  };
}
