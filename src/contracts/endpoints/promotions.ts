import type {
  couponActiveBodySchema,
  couponIdParamsSchema,
  couponInputSchema,
  couponListResponseSchema,
  couponLookupQuerySchema,
  couponLookupResponseSchema,
  couponResponseSchema,
  promoCodeBodySchema,
  promoCodeResponseSchema,
} from '#contracts/promotions';
import type { cartResponseSchema } from '#contracts/cart';
import { endpoint } from './endpoint';

export const lookupCoupon = endpoint<{
  query: typeof couponLookupQuerySchema;
  response: typeof couponLookupResponseSchema;
}>('GET', '/coupons/lookup');

export const listCoupons = endpoint<{ response: typeof couponListResponseSchema }>(
  'GET',
  '/business/coupons',
);

export const createCoupon = endpoint<{
  body: typeof couponInputSchema;
  response: typeof couponResponseSchema;
}>('POST', '/business/coupons');

export const setCouponActive = endpoint<{
  params: typeof couponIdParamsSchema;
  body: typeof couponActiveBodySchema;
  response: typeof couponResponseSchema;
}>('PUT', '/business/coupons/{id}/active');

export const setPromoCode = endpoint<{
  body: typeof promoCodeBodySchema;
  response: typeof promoCodeResponseSchema;
}>('PUT', '/cart/promo-code');

export const removePromoCode = endpoint<{ response: typeof cartResponseSchema }>(
  'DELETE',
  '/cart/promo-code',
);
