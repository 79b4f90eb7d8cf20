import { z } from 'zod';
import { text } from '#contracts/strings';
import { avoidedIngredientsSchema } from '#contracts/catalog';
import { dishStatusSchema, searchLocationSchema } from '#contracts/search';
import { LAST_CALL_MAX_ITEMS, lastCallRuleMessages } from '#domain/last-call';
import { AMOUNT_LEFT_MAX } from '#domain/products';

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
  /**
   * From the search location to the last call's location; for a chef shown as an area
   * (decision 052) to the area's centre, rounded up to the next 0.5 km and at least 1.
   */
  distanceKm: z.number(),
  distanceRounded: z.boolean(),
  avoidedIngredients: avoidedIngredientsSchema,
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

// A chef's own last calls in the business portal: /api/v1/business/last-calls.

/** Words of the business portal's last calls (not in the spec, which names only the entity). */
export const businessLastCallMessages = {
  amountLeft: 'Amount left must be at least 1, or unlimited.',
  noItems: 'Choose at least one dish.',
  tooManyItems: `A last call holds at most ${LAST_CALL_MAX_ITEMS} dishes.`,
  sameDishTwice: 'Each dish can be in a last call once.',
  endsAt: 'Choose when the last call ends.',
  notFound: 'Last call not found.',
  notYourDish: 'Choose dishes from your own products.',
  dishNotAvailable: (name: string) =>
    `${name} cannot be ordered now (sold out or not available), so it cannot be on a last call.`,
  alreadyOnLastCall: (name: string) =>
    `${name} is already on a live last call. End that one first.`,
  noLocation: 'Add your business address before making a last call: buyers find deals near it.',
  created: 'Your last call is live.',
  ended: 'Your last call has ended.',
} as const;

const isoTime = z.iso.datetime({ offset: true });

/** One dish of a new last call: a deal price or a percent off (one of them), and the portions. */
export const lastCallItemInputSchema = z
  .object({
    dishId: z.uuid(businessLastCallMessages.notYourDish),
    priceCents: z.number().int().min(1, lastCallRuleMessages.priceAboveZero).optional(),
    offPercent: z
      .number()
      .int(lastCallRuleMessages.percentRange)
      .min(1, lastCallRuleMessages.percentRange)
      .max(99, lastCallRuleMessages.percentRange)
      .optional(),
    /** -1 = unlimited (as long as the dish has portions). */
    amountLeft: z
      .number({ error: businessLastCallMessages.amountLeft })
      .int(businessLastCallMessages.amountLeft)
      .max(AMOUNT_LEFT_MAX, businessLastCallMessages.amountLeft)
      .refine((n) => n === -1 || n >= 1, businessLastCallMessages.amountLeft),
  })
  .refine((i) => (i.priceCents === undefined) !== (i.offPercent === undefined), {
    message: lastCallRuleMessages.priceOrPercent,
    path: ['priceCents'],
  });
export type LastCallItemInput = z.infer<typeof lastCallItemInputSchema>;

/**
 * POST /business/last-calls — the deal starts now, at the chef's business location. The end
 * (after now, within 12 hours) and the pickup window against now are checked by the server
 * with the same rule (`lastCallWindowProblem`).
 */
export const createLastCallBodySchema = z
  .object({
    items: z
      .array(lastCallItemInputSchema)
      .min(1, businessLastCallMessages.noItems)
      .max(LAST_CALL_MAX_ITEMS, businessLastCallMessages.tooManyItems)
      .refine(
        (items) => new Set(items.map((i) => i.dishId)).size === items.length,
        businessLastCallMessages.sameDishTwice,
      ),
    endsAt: z.iso.datetime({ offset: true, error: businessLastCallMessages.endsAt }),
    pickupStartsAt: isoTime.nullable().default(null),
    pickupEndsAt: isoTime.nullable().default(null),
  })
  .refine((b) => (b.pickupStartsAt === null) === (b.pickupEndsAt === null), {
    message: lastCallRuleMessages.pickupBoth,
    path: ['pickupEndsAt'],
  })
  .refine(
    (b) =>
      b.pickupStartsAt === null ||
      b.pickupEndsAt === null ||
      Date.parse(b.pickupEndsAt) > Date.parse(b.pickupStartsAt),
    { message: lastCallRuleMessages.pickupOrder, path: ['pickupEndsAt'] },
  );
export type CreateLastCallBody = z.input<typeof createLastCallBodySchema>;
export type CreateLastCallInput = z.output<typeof createLastCallBodySchema>;

export const lastCallStateSchema = z.enum(['scheduled', 'live', 'sold_out', 'ended']);

export const businessLastCallItemSchema = z.object({
  dishId: z.uuid(),
  dishName: text(),
  /** The dish's regular price now. */
  priceCents: z.number().int(),
  lastCallPriceCents: z.number().int(),
  offPercent: z.number().int().min(0).max(100),
  /** Portions left at the last-call price; -1 = unlimited, 0 = sold out. */
  amountLeft: z.number().int(),
});

/** One of the chef's last calls, as the portal lists it. */
export const businessLastCallSchema = z.object({
  id: z.uuid(),
  state: lastCallStateSchema,
  startsAt: isoTime,
  endsAt: isoTime,
  /** Set when the chef ended it early. */
  endedAt: isoTime.nullable(),
  pickupStartsAt: isoTime.nullable(),
  pickupEndsAt: isoTime.nullable(),
  /** When subscribers and followers were told (null: not yet). */
  alertsSentAt: isoTime.nullable(),
  items: z.array(businessLastCallItemSchema),
});
export type BusinessLastCall = z.infer<typeof businessLastCallSchema>;

/** GET /business/last-calls — live (and scheduled) first, then the latest past ones. */
export const businessLastCallsResponseSchema = z.object({
  live: z.array(businessLastCallSchema),
  past: z.array(businessLastCallSchema),
});
export type BusinessLastCallsResponse = z.infer<typeof businessLastCallsResponseSchema>;

export const businessLastCallResponseSchema = z.object({
  lastCall: businessLastCallSchema,
  message: text(),
});
export type BusinessLastCallResponse = z.infer<typeof businessLastCallResponseSchema>;

export const lastCallIdParamsSchema = z.object({ id: z.uuid() });
