import type {
  campaignActiveBodySchema,
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
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

export const listCampaigns = endpoint<{ response: typeof campaignListResponseSchema }>(
  'GET',
  '/business/campaigns',
);

export const createCampaign = endpoint<{
  body: typeof campaignInputSchema;
  response: typeof campaignResponseSchema;
}>('POST', '/business/campaigns');

export const setCampaignActive = endpoint<{
  params: typeof campaignIdParamsSchema;
  body: typeof campaignActiveBodySchema;
  response: typeof campaignResponseSchema;
}>('PUT', '/business/campaigns/{id}/active');

export const endCampaign = endpoint<{
  params: typeof campaignIdParamsSchema;
  response: typeof campaignResponseSchema;
}>('POST', '/business/campaigns/{id}/end');
