import type { CartResponse } from '#contracts/cart';
import { acceptCartPrices, removeCartItem, updateCartItem } from '#contracts/endpoints/cart';
import { lookupCoupon, removePromoCode, setPromoCode } from '#contracts/endpoints/promotions';
import { ApiError, call } from '../../lib/api';
import { useCartWrite } from '../../lib/queries/cart';
import { applyPromoCode } from './promo-code';

export function useUpdateCartItem() {
  return useCartWrite(({ itemId, quantity }: { itemId: string; quantity: number }) =>
    call(updateCartItem, { params: { itemId }, body: { quantity } }),
  );
}

export function useRemoveCartItem() {
  return useCartWrite((itemId: string) => call(removeCartItem, { params: { itemId } }));
}

/** Spec §7's coupon lookup, then the code on the cart (promo-code.ts). */
export function useApplyPromoCode(cart: CartResponse) {
  return useCartWrite((code: string) =>
    applyPromoCode(
      code,
      cart,
      {
        lookup: (query) => call(lookupCoupon, { query }),
        apply: (c) => call(setPromoCode, { body: { code: c } }),
      },
      (err) => err instanceof ApiError && err.code === 'coupon_refused',
    ),
  );
}

export function useRemovePromoCode() {
  return useCartWrite(() => call(removePromoCode));
}

/** Yes to today's prices of the lines whose price went up (decision 051). */
export function useAcceptCartPrices() {
  return useCartWrite(() => call(acceptCartPrices));
}
