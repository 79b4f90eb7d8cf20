// Reads a user's cart and prices every line at today's prices from the database, flagging
// lines that can no longer be ordered as they are. Checkout uses readCart inside its own
// transaction (lines carry the chef, stock and the live deal's row id for decrementing).
import { asc, eq, inArray } from 'drizzle-orm';
import type { CartChef, CartItem, CartProblemCode, CartResponse } from '#contracts/cart';
import { cartMessages } from '#contracts/cart';
import { hasEnoughInventory } from '#domain/dish-status';
import { messages } from '#domain/messages';
import { priceChangeMessages, priceRose } from '#domain/price-changes';
import { isSelectionValid, modifiersPriceCents, type ModifierSelections } from '#domain/modifiers';
import type { ChefOrderSettings } from '#domain/order-settings';
import type { OrderTimeRules } from '#domain/order-time';
import type { Queryable } from '../../db/client.ts';
import { evaluateCartCoupon, type CartPromo } from '../promotions/cart-coupon.ts';
import { spendableCreditCents } from '../credits/credits-queries.ts';
import { cartItems, type ChosenModifier } from '../../db/schema/cart.ts';
import { dishes, dishPhotos } from '../../db/schema/catalog.ts';
import {
  loadCartWithExtras,
  loadCartWithFacts,
  type CartExtras,
  type CartExtrasRow,
  type CartStatement,
  type CartWithFacts,
} from './cart-statement.ts';
import { dishOrderableNow, effectiveAmountLeft, offerOf, type DishFacts } from './dish-facts.ts';

export interface PricedLine extends CartItem {
  chefId: string;
  /** The last_call_items row whose price applies, or null at the regular price. */
  dealItemId: string | null;
  /** The running campaign whose price applies (decision 040), or null. */
  campaignId: string | null;
}

export interface PricedCart {
  /** null when the user never had a cart. */
  cartId: string | null;
  chef: CartChef | null;
  lines: PricedLine[];
  itemCount: number;
  subtotalCents: number;
  hasProblems: boolean;
  /** The promo code on the cart, evaluated against it now; null without one. */
  promo: CartPromo | null;
  /** The buyer's credit a checkout can spend now (0 for an empty cart); credits.ts says how much applies. */
  creditCents: number;
  /** The chef's order settings and hours as the dish facts read them (null when empty). */
  chefRules: CartChefRules | null;
}

/** What the cart's code takes off now (0 while it does not apply). */
export const cartDiscountCents = (cart: PricedCart) =>
  cart.promo && !cart.promo.problem ? cart.promo.discountCents : 0;

/** Stored choices as the domain's selections (option ids per modifier id). */
export function selectionsOf(chosen: readonly ChosenModifier[]): Record<string, string[]> {
  return Object.fromEntries(chosen.map((c) => [c.modifierId, c.options.map((o) => o.optionId)]));
}

/** Every chosen modifier is still on the dish and every modifier's selection is still valid. */
function choicesStillValid(f: DishFacts, chosen: readonly ChosenModifier[]): boolean {
  const selections: ModifierSelections = selectionsOf(chosen);
  if (chosen.some((c) => !f.modifiers.some((m) => m.id === c.modifierId))) return false;
  return f.modifiers.every((m) => isSelectionValid(m, selections[m.id] ?? []));
}

const problemMessages: Record<Exclude<CartProblemCode, 'price_changed'>, string> = {
  unavailable: cartMessages.dishNotOrderable,
  sold_out: messages.soldOut,
  options_changed: cartMessages.optionsChanged,
  not_enough_inventory: messages.notEnoughInventory,
};

/** A line's problem with its words; a price that went up names both prices. */
function lineProblem(
  code: CartProblemCode | null,
  addedUnitCents: number,
  unitCentsNow: number,
): PricedLine['problem'] {
  if (code === null && priceRose(addedUnitCents, unitCentsNow)) {
    return {
      code: 'price_changed',
      message: priceChangeMessages.priceWentUp(addedUnitCents, unitCentsNow),
    };
  }
  return code && code !== 'price_changed' ? { code, message: problemMessages[code] } : null;
}

function problemOf(
  f: DishFacts,
  chosen: readonly ChosenModifier[],
  portionsOfDishInCart: number,
): CartProblemCode | null {
  if (!f.visible || !f.chefTakesOrders) return 'unavailable';
  if (!dishOrderableNow(f)) return 'sold_out';
  if (!choicesStillValid(f, chosen)) return 'options_changed';
  if (!hasEnoughInventory(effectiveAmountLeft(f), portionsOfDishInCart)) {
    return 'not_enough_inventory';
  }
  return null;
}

async function firstPhotos(db: Queryable, dishIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (dishIds.length === 0) return out;
  const rows = await db
    .select({ dishId: dishPhotos.dishId, url: dishPhotos.url })
    .from(dishPhotos)
    .where(inArray(dishPhotos.dishId, dishIds))
    .orderBy(asc(dishPhotos.dishId), asc(dishPhotos.position), asc(dishPhotos.createdAt));
  for (const r of rows) if (!out.has(r.dishId)) out.set(r.dishId, r.url);
  return out;
}

/** The chef's order settings and order-time rules, as the cart's dish facts read them. */
export interface CartChefRules {
  settings: ChefOrderSettings;
  kitchen: OrderTimeRules;
}

/**
 * The cart's lines priced now, before the parts a refusal of the lines does not need (photos,
 * the promo code, credit): checkout refuses a sold-out or changed line from this alone.
 */
export interface CartLinesRead {
  cartId: string | null;
  promoCode: string | null;
  chef: CartChef | null;
  /** The first line's chef's settings and hours (null for an empty cart). */
  chefRules: CartChefRules | null;
  lines: PricedLine[];
}

/**
 * The cart's lines priced now (photo urls not filled in yet). `reserved`: portions per dish
 * the caller's checkout already took from the stock (decision 065), counted as still left.
 */
export async function readCartLines(
  db: Queryable,
  userId: string,
  now: Date,
  reserved?: ReadonlyMap<string, number>,
): Promise<CartLinesRead> {
  return priceLines(await loadCartWithFacts(db, userId, now), reserved);
}

/**
 * The cart's lines priced now, and the statement's extra columns read with them (checkout's
 * attempt, decision 065); the extras are null when the user has no cart.
 */
export async function readCartLinesWith<E extends CartExtras>(
  db: Queryable,
  userId: string,
  now: Date,
  statement: CartStatement<E>,
  params: Record<string, unknown>,
): Promise<{ read: CartLinesRead; extras: CartExtrasRow<E> | null }> {
  const loaded = await loadCartWithExtras(db, userId, now, statement, params);
  return { read: priceLines(loaded), extras: loaded.extras };
}

function priceLines(
  { cart, items: rows, facts }: CartWithFacts,
  reserved?: ReadonlyMap<string, number>,
): CartLinesRead {
  const empty: CartLinesRead = {
    cartId: cart?.id ?? null,
    promoCode: cart?.promoCode ?? null,
    chef: null,
    chefRules: null,
    lines: [],
  };
  if (!cart || rows.length === 0) return empty;
  for (const [dishId, quantity] of reserved ?? []) {
    const f = facts.get(dishId);
    if (f && f.dishAmountLeft !== -1) f.dishAmountLeft += quantity;
  }
  const portions = new Map<string, number>();
  for (const r of rows) portions.set(r.dishId, (portions.get(r.dishId) ?? 0) + r.quantity);

  const lines: PricedLine[] = [];
  for (const r of rows) {
    const f = facts.get(r.dishId);
    if (!f) continue;
    const offer = offerOf(f);
    const unitPriceCents =
      offer.priceCents + modifiersPriceCents(f.modifiers, selectionsOf(r.modifiers));
    const problem = problemOf(f, r.modifiers, portions.get(r.dishId) ?? r.quantity);
    lines.push({
      id: r.id,
      dishId: r.dishId,
      dishSlug: f.slug,
      dishName: f.name,
      photoUrl: null,
      quantity: r.quantity,
      specialInstruction: r.specialInstruction,
      modifiers: r.modifiers,
      unitPriceCents,
      lineTotalCents: unitPriceCents * r.quantity,
      addedUnitPriceCents: r.unitPriceCents,
      lastCall: offer.deal !== null,
      campaignName: offer.campaignName,
      amountLeft: effectiveAmountLeft(f),
      problem: lineProblem(problem, r.unitPriceCents, unitPriceCents),
      chefId: f.chefId,
      dealItemId: offer.deal?.itemId ?? null,
      campaignId: offer.campaignId,
    });
  }
  // One chef per cart: the add rule keeps it so; the first line names the chef.
  const first = lines[0] ? facts.get(lines[0].dishId) : undefined;
  return {
    cartId: cart.id,
    promoCode: cart.promoCode,
    chef: first ? first.chef : null,
    chefRules: first
      ? {
          settings: {
            ...first.chef.orderSettings,
            commissionStructure: first.chef.commissionStructure,
          },
          kitchen: first.kitchen,
        }
      : null,
    lines,
  };
}

/** The rest of the cart after its lines: each line's first photo, the promo code, the credit. */
export async function completeCart(
  db: Queryable,
  userId: string,
  now: Date,
  read: CartLinesRead,
): Promise<PricedCart> {
  const { cartId, chef, lines } = read;
  if (lines.length === 0) {
    return {
      cartId,
      chef: null,
      lines: [],
      itemCount: 0,
      subtotalCents: 0,
      hasProblems: false,
      promo: null,
      creditCents: 0,
      chefRules: null,
    };
  }
  const photos = await firstPhotos(db, [...new Set(lines.map((l) => l.dishId))]);
  for (const l of lines) l.photoUrl = photos.get(l.dishId) ?? null;
  const promo =
    read.promoCode && chef
      ? await evaluateCartCoupon(db, {
          code: read.promoCode,
          buyerId: userId,
          chefId: chef.id,
          lines: lines.map((l) => ({ dishId: l.dishId, lineTotalCents: l.lineTotalCents })),
          now,
        })
      : null;
  return {
    cartId,
    chef,
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: lines.reduce((n, l) => n + l.lineTotalCents, 0),
    hasProblems: lines.some((l) => l.problem !== null),
    promo,
    creditCents: await spendableCreditCents(db, userId, now),
    chefRules: read.chefRules,
  };
}

/**
 * The user's cart priced now. Lines of a dish that no longer exists were deleted with it.
 * `reserved`: portions per dish the caller's checkout already took from the stock (decision
 * 065), counted as still left for this cart.
 */
export async function readCart(
  db: Queryable,
  userId: string,
  now: Date,
  reserved?: ReadonlyMap<string, number>,
): Promise<PricedCart> {
  return completeCart(db, userId, now, await readCartLines(db, userId, now, reserved));
}

/** The public shape: server-only fields (chef id per line, deal row) left out. */
export function toCartResponse(p: PricedCart): CartResponse {
  return {
    chef: p.chef,
    items: p.lines.map(
      ({ chefId: _chefId, dealItemId: _dealItemId, campaignId: _campaignId, ...item }) => item,
    ),
    itemCount: p.itemCount,
    subtotalCents: p.subtotalCents,
    hasProblems: p.hasProblems,
    creditCents: p.creditCents,
    promo: p.promo
      ? {
          code: p.promo.code,
          discountCents: cartDiscountCents(p),
          dishIds: p.promo.dishIds,
          problem: p.promo.problem,
        }
      : null,
  };
}

/** Lines of the cart with their dish's chef (for the one-chef rule and merging). */
export function cartLines(db: Queryable, cartId: string) {
  return db
    .select({
      id: cartItems.id,
      dishId: cartItems.dishId,
      chefId: dishes.chefId,
      quantity: cartItems.quantity,
      specialInstruction: cartItems.specialInstruction,
      modifiers: cartItems.modifiers,
    })
    .from(cartItems)
    .innerJoin(dishes, eq(dishes.id, cartItems.dishId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
