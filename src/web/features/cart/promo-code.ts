import type { CartResponse } from '#contracts/cart';
import { couponCodeSchema, type CouponLookupResponse } from '#contracts/promotions';
import { COUPON_TRY_PER_DISH, couponMessages } from '#domain/coupons';

// A promo code typed at checkout, asked about as spec §7 says: the coupon lookup with the code
// and the cart's chef (pid); a code for named dishes answers 414, so it is asked again per dish
// of the cart (did) until one answers 200. Then the code goes on the cart, where the server
// checks it all again and prices it.

export const promoCodeMessages = {
  enterCode: 'Enter a promo code.',
} as const;

/** A refusal to show under the field, in words. */
export class PromoCodeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PromoCodeRefused';
  }
}

export interface PromoCodeCalls<R> {
  lookup: (query: { code: string; pid: string; did?: string }) => Promise<CouponLookupResponse>;
  /** Puts the code on the cart (PUT /cart/promo-code). */
  apply: (code: string) => Promise<R>;
}

/** Whether an error means "not for this dish": the next dish may still be covered. */
export type IsDishRefusal = (err: unknown) => boolean;

/**
 * Checks `typed` against the cart as spec §7 says and applies it. Rejects with a
 * PromoCodeRefused for a code that is no code or covers none of the cart's dishes, and with
 * the API's own error (its message in words) for any other refusal.
 */
export async function applyPromoCode<R>(
  typed: string,
  cart: Pick<CartResponse, 'chef' | 'items'>,
  calls: PromoCodeCalls<R>,
  isDishRefusal: IsDishRefusal,
): Promise<R> {
  if (typed.trim() === '') throw new PromoCodeRefused(promoCodeMessages.enterCode);
  const parsed = couponCodeSchema.safeParse(typed);
  if (!parsed.success) throw new PromoCodeRefused(couponMessages.codeFormat);
  const code = parsed.data;
  const pid = cart.chef?.id;
  if (!pid) throw new PromoCodeRefused(couponMessages.notForTheseDishes);

  const first = await calls.lookup({ code, pid });
  if (first.statusCode === COUPON_TRY_PER_DISH) {
    let covered = false;
    for (const did of new Set(cart.items.map((i) => i.dishId))) {
      try {
        if ((await calls.lookup({ code, pid, did })).statusCode === 200) {
          covered = true;
          break;
        }
      } catch (err) {
        if (!isDishRefusal(err)) throw err;
      }
    }
    if (!covered) throw new PromoCodeRefused(couponMessages.notForTheseDishes);
  }
  return calls.apply(code);
}
