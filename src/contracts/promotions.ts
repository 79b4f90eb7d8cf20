import { z } from 'zod';
import { text } from '#contracts/strings';
import { COUPON_CODE_PATTERN, COUPON_TRY_PER_DISH, couponMessages } from '#domain/coupons';
import { PRICE_MAX_CENTS } from '#domain/products';
import { CAMPAIGN_MAX_DISHES, CAMPAIGN_MAX_PERCENT, campaignMessages } from '#domain/campaigns';
import { cartResponseSchema } from '#contracts/cart';

// Coupons (issue 12 point 4, spec §3, §7): the chef's codes in the business portal
// (/api/v1/business/coupons), the spec's coupon lookup (/api/v1/coupons/lookup) and the code on
// the buyer's cart (/api/v1/cart/promo-code).

export const couponCodeSchema = text()
  .trim()
  .transform((c) => c.toUpperCase())
  .pipe(text().regex(COUPON_CODE_PATTERN, couponMessages.codeFormat));

const optionalDate = z.iso.datetime({ offset: true }).nullable().default(null);
const optionalCount = z.number().int().min(1).max(1_000_000).nullable().default(null);

export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    discountType: z.enum(['percent', 'amount']),
    percentOff: z
      .number()
      .int('Enter a whole percentage.')
      .min(1, 'Take at least 1% off.')
      .max(100, 'A coupon takes at most 100% off.')
      .nullable()
      .default(null),
    amountOffCents: z
      .number()
      .int()
      .min(1, 'Take at least $0.01 off.')
      .max(PRICE_MAX_CENTS)
      .nullable()
      .default(null),
    /** Empty: the whole order. */
    dishIds: z.array(z.uuid()).max(50).default([]),
    minOrderCents: z
      .number()
      .int()
      .min(0, 'The minimum order cannot be negative.')
      .max(PRICE_MAX_CENTS)
      .default(0),
    maxRedemptions: optionalCount,
    maxPerUser: optionalCount,
    startsAt: optionalDate,
    endsAt: optionalDate,
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percent' && c.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off.' });
    if (c.discountType === 'amount' && c.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Enter the amount off.' });
    if (c.startsAt && c.endsAt && new Date(c.endsAt) <= new Date(c.startsAt))
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start.',
      });
  });
export type CouponInput = z.infer<typeof couponInputSchema>;

export const couponStateSchema = z.enum(['active', 'paused', 'scheduled', 'expired', 'used_up']);

export const couponSchema = z.object({
  id: z.uuid(),
  code: text(),
  discountType: z.enum(['percent', 'amount']),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  dishIds: z.array(z.uuid()),
  /** The named dishes' names, in the same order (for the portal's list). */
  dishNames: z.array(text()),
  minOrderCents: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
  maxPerUser: z.number().int().nullable(),
  redemptionsCount: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  active: z.boolean(),
  state: couponStateSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListResponseSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
export const couponResponseSchema = z.object({ coupon: couponSchema, message: text() });
export const couponIdParamsSchema = z.object({ id: z.uuid() });
export const couponActiveBodySchema = z.object({ active: z.boolean() });

/** Spec §7: GET coupon with code, pid (chef id) and an optional did (dish id). */
export const couponLookupQuerySchema = z.object({
  code: couponCodeSchema,
  pid: z.uuid(),
  did: z.uuid().optional(),
});
export const couponLookupResponseSchema = z.object({
  status: z.literal('active'),
  /** 200: the code applies; 414: it is for named dishes, ask again with each dish (did). */
  statusCode: z.union([z.literal(200), z.literal(COUPON_TRY_PER_DISH)]),
  message: text(),
});
export type CouponLookupResponse = z.infer<typeof couponLookupResponseSchema>;

/** PUT /cart/promo-code */
export const promoCodeBodySchema = z.object({ code: couponCodeSchema });

/** The cart with the code applied, and the words to show. */
export const promoCodeResponseSchema = cartResponseSchema.extend({ message: text() });

// Campaigns (decision 040): a set of the chef's dishes at a discount over a period, no code.

export const campaignInputSchema = z
  .object({
    name: text()
      .trim()
      .min(1, 'Give the campaign a name.')
      .max(80, 'Keep the name to 80 characters.'),
    description: text()
      .trim()
      .max(500, 'Keep the description to 500 characters.')
      .nullable()
      .default(null)
      .transform((d) => (d ? d : null)),
    discountType: z.enum(['percent', 'amount']),
    percentOff: z
      .number()
      .int('Enter a whole percentage.')
      .min(1, 'Take at least 1% off.')
      .max(CAMPAIGN_MAX_PERCENT, `A campaign takes at most ${CAMPAIGN_MAX_PERCENT}% off.`)
      .nullable()
      .default(null),
    amountOffCents: z
      .number()
      .int()
      .min(1, 'Take at least $0.01 off.')
      .max(PRICE_MAX_CENTS)
      .nullable()
      .default(null),
    dishIds: z
      .array(z.uuid())
      .min(1, campaignMessages.chooseDishes)
      .max(CAMPAIGN_MAX_DISHES, `A campaign holds at most ${CAMPAIGN_MAX_DISHES} dishes.`),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percent' && c.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off.' });
    if (c.discountType === 'amount' && c.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Enter the amount off.' });
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignStateSchema = z.enum(['running', 'scheduled', 'paused', 'ended']);

export const campaignSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  discountType: z.enum(['percent', 'amount']),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  /** The chosen dishes: regular price and price during the campaign (before options). */
  dishes: z.array(
    z.object({
      id: z.uuid(),
      name: text(),
      priceCents: z.number().int(),
      campaignPriceCents: z.number().int(),
    }),
  ),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  active: z.boolean(),
  state: campaignStateSchema,
  /** Orders that still stand with a line sold at the campaign's price, and those lines' total. */
  ordersCount: z.number().int(),
  salesCents: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;
export const campaignResponseSchema = z.object({ campaign: campaignSchema, message: text() });
export const campaignIdParamsSchema = z.object({ id: z.uuid() });
export const campaignActiveBodySchema = z.object({ active: z.boolean() });
