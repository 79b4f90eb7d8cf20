import { z } from 'zod';
import { text } from '#contracts/strings';
import { commissionStructureSchema } from '#contracts/payouts';
import { chefOrderSettingsSchema } from '#contracts/chefs';

// The cart (spec §2 /order/cart and the top-bar dropdown, §4 rules, §5, §8 messages).
// Prices are always computed by the server from the database; the client sends only ids.

/** Modifiers a dish can carry at most, and options per modifier (sanity bounds for requests). */
export const CART_MODIFIERS_MAX = 30;
export const CART_OPTIONS_PER_MODIFIER_MAX = 50;

export const cartItemIdParamsSchema = z.object({ itemId: z.uuid() });

/** The chosen option ids of one modifier of the dish. */
export const cartModifierChoiceSchema = z.object({
  modifierId: z.uuid(),
  optionIds: z.array(z.uuid()).max(CART_OPTIONS_PER_MODIFIER_MAX),
});
export type CartModifierChoice = z.infer<typeof cartModifierChoiceSchema>;

/**
 * POST /cart/items. `quantity` is checked by the service against the spec's quantity messages
 * (so any number passes the schema). `replaceCart` empties a cart holding another chef's
 * items first ("Start a New Cart?" confirmed).
 */
export const addCartItemBodySchema = z.object({
  dishId: z.uuid(),
  quantity: z.number(),
  modifiers: z.array(cartModifierChoiceSchema).max(CART_MODIFIERS_MAX).default([]),
  /** Up to 100 characters (checked by the service with the counter's rule). */
  specialInstruction: text().max(1000).optional(),
  replaceCart: z.boolean().optional(),
});
export type AddCartItemBody = z.input<typeof addCartItemBodySchema>;

/** PATCH /cart/items/:itemId. */
export const updateCartItemBodySchema = z.object({ quantity: z.number() });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/** A modifier choice as stored on the line, with the option prices of the time it was added. */
export const chosenModifierSchema = z.object({
  modifierId: text(),
  name: text(),
  options: z.array(z.object({ optionId: text(), name: text(), priceCents: z.number() })),
});

/**
 * Why a line cannot be ordered as it is now (the dish changed since it was added):
 * - unavailable: the dish or its chef is no longer visible or taking orders;
 * - sold_out: "No amount left or sold out.";
 * - options_changed: a chosen option was removed or is no longer available;
 * - not_enough_inventory: fewer portions left than the cart holds (all lines of the dish);
 * - price_changed: the price per portion went up since the line was added; the buyer accepts
 *   it (POST /cart/prices/accept) or removes the line (decision 051).
 */
export const cartProblemCodeSchema = z.enum([
  'unavailable',
  'sold_out',
  'options_changed',
  'not_enough_inventory',
  'price_changed',
]);
export type CartProblemCode = z.infer<typeof cartProblemCodeSchema>;

export const cartItemSchema = z.object({
  id: z.uuid(),
  dishId: z.uuid(),
  dishSlug: text(),
  dishName: text(),
  photoUrl: text().nullable(),
  quantity: z.number().int().min(1).max(100),
  specialInstruction: text().nullable(),
  modifiers: z.array(chosenModifierSchema),
  /** The price per portion now (dish or live last-call price, plus the options), in cents. */
  unitPriceCents: z.number().int().nonnegative(),
  /** unitPriceCents × quantity. */
  lineTotalCents: z.number().int().nonnegative(),
  /** The per-portion price when the line was added, or when the buyer last accepted a new one. */
  addedUnitPriceCents: z.number().int().nonnegative(),
  /** The live last-call price applies now. */
  lastCall: z.boolean(),
  /** The running campaign whose price the line is at (decision 040), else null. */
  campaignName: text().nullable(),
  /** Portions left (the tighter of the dish's and the live deal's); -1 = unlimited. */
  amountLeft: z.number().int(),
  problem: z.object({ code: cartProblemCodeSchema, message: text() }).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartChefSchema = z.object({
  id: z.uuid(),
  name: text(),
  businessName: text().nullable(),
  handle: text().nullable(),
  avatarUrl: text().nullable(),
  /** Who pays the platform (ADR 010): the chef a 15% commission, or the buyer a service fee. */
  commissionStructure: commissionStructureSchema,
  /** What the checkout must respect: the server enforces the same (spec §3 business settings). */
  orderSettings: chefOrderSettingsSchema,
});
export type CartChef = z.infer<typeof cartChefSchema>;

/** GET /cart and the answer of every cart write. */
export const cartResponseSchema = z.object({
  /** The chef whose dishes are in the cart; null when empty. */
  chef: cartChefSchema.nullable(),
  items: z.array(cartItemSchema),
  /** Sum of quantities (the top-bar badge). */
  itemCount: z.number().int().nonnegative(),
  /** Sum of the line totals at today's prices, in cents. */
  subtotalCents: z.number().int().nonnegative(),
  /** Some line has a problem: the cart cannot be checked out as it is. */
  hasProblems: z.boolean(),
  /**
   * The buyer's Potluck credit a checkout can spend now (spec §9). How much of it an order
   * takes is #domain/credits creditToApply(creditCents, total): the card pays at least 50 cents.
   */
  creditCents: z.number().int().nonnegative(),
  /** The promo code on the cart (spec: Cart.promo_code) and what it takes off now. */
  promo: z
    .object({
      code: text(),
      /** Taken off the items now; 0 while the code does not apply (see `problem`). */
      discountCents: z.number().int().nonnegative(),
      /** The dishes it covers; empty when it covers the whole order. */
      dishIds: z.array(z.uuid()),
      /** Why it does not apply to the cart as it is now (expired, below the minimum…). */
      problem: text().nullable(),
    })
    .nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Texts the spec does not word (the spec's own are in #domain/messages). */
export const cartMessages = {
  dishNotOrderable: 'This dish cannot be ordered right now.',
  optionsInvalid: 'Please choose valid options for every modifier.',
  optionsChanged: 'The chosen options changed. Remove the item and add it again.',
  itemNotFound: 'This item is no longer in your cart.',
  instructionTooLong: 'Special instructions can be at most 100 characters.',
} as const;
