import { z } from 'zod';
import { text } from '#contracts/strings';
import { dishStatusSchema, searchLocationSchema } from '#contracts/search';

// Last calls (spec §2 search screen, §3 entities, §6 states, §9 "Last-call radius 10 km"):
// live near-closing deals near a location, and the signed-in user's last-call subscription.

/** Spec §9: last calls are searched, and subscribed to, within this radius. */
export const LAST_CALL_RADIUS_KM = 10;
/** A subscription may ask for a smaller or a wider area than the default, within reason. */
export const LAST_CALL_RADIUS_MIN_KM = 1;
export const LAST_CALL_RADIUS_MAX_KM = 50;
export const LAST_CALL_DEALS_DEFAULT_SIZE = 12;
export const LAST_CALL_DEALS_MAX_SIZE = 50;

/**
 * GET /last-calls?lat=&lon=&size= — `lat`/`lon` are optional in the schema so a missing one
 * answers the spec's "The location is not set!" rather than a generic validation message.
 */
export const lastCallDealsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(LAST_CALL_DEALS_MAX_SIZE)
    .default(LAST_CALL_DEALS_DEFAULT_SIZE),
});
export type LastCallDealsQuery = z.output<typeof lastCallDealsQuerySchema>;

/** One discounted dish of a live last call. */
export const lastCallDealSchema = z.object({
  lastCallId: z.uuid(),
  dishId: z.uuid(),
  dishSlug: text(),
  dishName: text(),
  photoUrl: text().nullable(),
  chef: z.object({
    id: z.uuid(),
    name: text().nullable(),
    businessName: text().nullable(),
  }),
  /** The dish's regular price. */
  priceCents: z.number().int(),
  lastCallPriceCents: z.number().int(),
  /** Percent off the regular price (the item's own figure, else computed from the prices). */
  offPercent: z.number().int().min(0).max(100),
  /** Portions left at the last-call price; -1 = unlimited. Never 0: sold-out items are left out. */
  amountLeft: z.number().int(),
  /** The dish itself shows "Sold out" (spec §4), e.g. its status is sold_out. */
  dishStatus: dishStatusSchema,
  soldOut: z.boolean(),
  /** When the deal ends (ISO 8601). */
  endsAt: z.iso.datetime({ offset: true }),
  /** From the search location to the last call's location. */
  distanceKm: z.number(),
});
export type LastCallDeal = z.infer<typeof lastCallDealSchema>;

export const lastCallDealsResponseSchema = z.object({
  deals: z.array(lastCallDealSchema),
  radiusKm: z.number(),
});
export type LastCallDealsResponse = z.infer<typeof lastCallDealsResponseSchema>;

/** PUT /last-calls/subscription — subscribe here, or move an existing subscription here. */
export const subscribeBodySchema = z.object({
  location: searchLocationSchema,
  radiusKm: z
    .number()
    .min(LAST_CALL_RADIUS_MIN_KM)
    .max(LAST_CALL_RADIUS_MAX_KM)
    .default(LAST_CALL_RADIUS_KM),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;
export type SubscribeInput = z.output<typeof subscribeBodySchema>;

export const lastCallSubscriptionSchema = z.object({
  type: z.literal('last_call'),
  userId: z.uuid(),
  radiusKm: z.number(),
  location: searchLocationSchema,
  isPaused: z.boolean(),
  /** Last change (ISO 8601): subscribing, moving, pausing or resuming. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LastCallSubscription = z.infer<typeof lastCallSubscriptionSchema>;

/** Every subscription route answers the subscription as it now is (null = not subscribed). */
export const subscriptionResponseSchema = z.object({
  subscription: lastCallSubscriptionSchema.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Not spec messages (the spec has only "Failed", which the web shows on any of these errors). */
export const lastCallMessages = {
  notSubscribed: 'You are not subscribed to last calls.',
} as const;
