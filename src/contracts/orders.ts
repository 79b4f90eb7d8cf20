import { z } from 'zod';
import { text } from '#contracts/strings';
import { commissionStructureSchema } from '#contracts/payouts';
import { ORDER_STATUSES } from '#domain/order-lifecycle';
import { chosenModifierSchema } from './cart';

// Orders (spec §2 /order/..., §4 statuses, §8 messages; issue 4 points 2 and 4). The client
// sends ids and choices only: prices, fees and stock come from the database.

/** `Idempotency-Key` header: one per checkout attempt; a retry sends the same key. */
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': text().min(IDEMPOTENCY_KEY_MIN).max(IDEMPOTENCY_KEY_MAX),
});

/** POST /orders: submits the signed-in buyer's cart. */
export const placeOrderBodySchema = z.object({
  deliveryMethod: z.enum(['pickup', 'delivery']),
  /** A half-hour slot up to 7 days ahead; null or omitted = as soon as possible ("now"). */
  deliveryAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Delivery only: one of the buyer's addresses, and the signed quote for it. */
  addressId: z.uuid().optional(),
  deliveryQuoteToken: text().min(1).max(4000).optional(),
  tipCents: z.number().int().min(0).default(0),
  /** One of the buyer's saved cards (payments module). */
  paymentMethodId: z.uuid(),
  /**
   * The total the buyer saw (before their credit), in cents. Any other total now is refused
   * with 409 total_changed before the card is touched (decision 051).
   */
  expectedTotalCents: z.number('Send the total you saw.').int().min(0).max(100_000_000),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;

export const orderIdParamsSchema = z.object({ id: text().max(100) });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderItemSchema = z.object({
  id: z.uuid(),
  /** null when the dish was deleted since. */
  dishId: z.uuid().nullable(),
  dishName: text(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int().nonnegative(),
  lineTotalCents: z.number().int().nonnegative(),
  modifiers: z.array(chosenModifierSchema),
  specialInstruction: text().nullable(),
  lastCall: z.boolean(),
});

/** The money of an order as charged (integer cents; see docs/decisions/010-checkout-fees.md). */
export const orderTotalsSchema = z.object({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  deliveryFeeCents: z.number().int(),
  tipCents: z.number().int(),
  /** What the buyer pays (the authorised amount). */
  totalCents: z.number().int(),
  commissionCents: z.number().int(),
  chefEarningsCents: z.number().int(),
  commissionStructure: commissionStructureSchema,
});

export const orderAddressSchema = z.object({
  name: text().nullable().optional(),
  address1: text().nullable().optional(),
  address2: text().nullable().optional(),
  city: text().nullable().optional(),
  state: text().nullable().optional(),
  zipcode: text().nullable().optional(),
});

/** What the viewer may do to the order now (server-computed from #domain/order-lifecycle). */
export const orderActionSchema = z.enum([
  // the chef's
  'accept',
  'reject',
  'ready',
  'complete',
  // the buyer's
  'cancel',
  'archive',
  'respond',
  'change_delivery_time',
  'reorder',
]);
export type OrderAction = z.infer<typeof orderActionSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  active: z.boolean(),
  buyerId: z.uuid(),
  /**
   * The buyer as the chef sees them (first name / display name only), and whether their
   * /profile/{id} opens for anyone (public, not deleted or suspended): the chef's link to it.
   */
  buyer: z.object({ id: z.uuid(), name: text(), publicProfile: z.boolean() }),
  /** Whether the viewer is the buyer or the chef of this order. */
  viewerRole: z.enum(['buyer', 'seller']),
  allowedActions: z.array(orderActionSchema),
  /** Reason given when rejected or cancelled. */
  statusReason: text().nullable(),
  buyerResponse: text().nullable(),
  /** When the chef first opened it; null = not yet seen. */
  viewedAt: z.iso.datetime().nullable(),
  statusHistory: z.array(z.object({ status: orderStatusSchema, at: z.iso.datetime() })),
  chef: z.object({ id: z.uuid(), name: text(), businessName: text().nullable() }),
  deliveryMethod: z.enum(['pickup', 'delivery']),
  /** null = as soon as possible. */
  deliveryAt: z.iso.datetime().nullable(),
  deliveryAddress: orderAddressSchema.nullable(),
  /**
   * A pickup order's exact pickup address (the chef's business address): only for its buyer
   * once the chef has accepted it and until it is collected; null otherwise (decision 052).
   */
  pickupAddress: orderAddressSchema.nullable(),
  foodName: text().nullable(),
  currency: text(),
  totals: orderTotalsSchema,
  items: z.array(orderItemSchema),
  payment: z
    .object({
      id: z.uuid(),
      status: text(),
      amountCents: z.number().int(),
      /** The card it was authorised on; null when the saved card was removed since. */
      card: z.object({ brand: text(), last4: text() }).nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderResponseSchema = z.object({ order: orderSummarySchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET /orders: my orders as a buyer (side buyer) or the orders I received as a chef. */
export const ORDER_LIST_PAGE_SIZE = 20;
export const orderListQuerySchema = z.object({
  side: z.enum(['buyer', 'seller']).default('buyer'),
  /** new: status new; active: accepted/confirmed/payment_accepted/submitted/ready; archive: the rest. */
  list: z.enum(['new', 'active', 'archive']).default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListItemSchema = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  active: z.boolean(),
  /** The other party: the chef for a buyer, the buyer for a chef. */
  counterpart: z.object({ id: z.uuid(), name: text() }),
  foodName: text().nullable(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  chefEarningsCents: z.number().int(),
  deliveryMethod: z.enum(['pickup', 'delivery']),
  deliveryAt: z.iso.datetime().nullable(),
  viewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /orders/counts: the badges of the lists (and the chef's unseen new orders). */
export const orderCountsResponseSchema = z.object({
  buyer: z.object({ new: z.number().int(), active: z.number().int() }),
  seller: z.object({ new: z.number().int(), active: z.number().int(), unviewed: z.number().int() }),
});
export type OrderCountsResponse = z.infer<typeof orderCountsResponseSchema>;

export const ORDER_REASON_MAX = 500;
export const BUYER_RESPONSE_MAX = 500;

/**
 * POST /orders/:id/transitions: the chef accepts (captures the card), rejects (voids; reason
 * required), marks ready or completes; the buyer cancels before acceptance (voids). A chef's
 * cancel after acceptance refunds (reason required).
 */
export const orderTransitionBodySchema = z.object({
  action: z.enum(['accept', 'reject', 'ready', 'complete', 'cancel']),
  reason: text().trim().max(ORDER_REASON_MAX).optional(),
});
export type OrderTransitionBody = z.input<typeof orderTransitionBodySchema>;

/** PUT /orders/:id/buyer-response */
export const buyerResponseBodySchema = z.object({
  buyerResponse: text().trim().min(1).max(BUYER_RESPONSE_MAX),
});
/** PUT /orders/:id/delivery-time: a new half-hour slot (null = as soon as possible), while new. */
export const deliveryTimeBodySchema = z.object({
  deliveryAt: z.iso.datetime({ offset: true }).nullable(),
});
/** POST /orders/:id/reorder: the order's dishes back in the cart (replaceCart as in the cart). */
export const reorderBodySchema = z.object({ replaceCart: z.boolean().optional() });

/** Texts the spec does not word (its own are in #domain/messages). */
export const orderMessages = {
  inProgress: 'This order is already being placed. Wait a moment, then check your orders.',
  keyReused: 'This checkout was already submitted with different details. Start a new checkout.',
  cartChanged:
    'Your cart changed while the order was being placed. Review it and submit again; your card was not charged.',
  attemptEnded:
    'This checkout attempt has ended and its card hold was released. Review your cart and submit again.',
  addressRequired: 'Choose a delivery address and get a delivery estimate first.',
  pickupNotOffered: 'This chef does not offer pickup. Choose delivery instead.',
} as const;
