// The cart's rules (spec §4, §5, §8): one chef per cart, prices from the database only, stock
// and orderability checked, the same dish without modifiers merged. Every write runs in one
// transaction that first locks the user's cart row (created by an upsert on the unique
// user_id), so two writes of one user run one after the other and never make two carts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartMessages, type AddCartItemBody, type CartResponse } from '#contracts/cart';
import { hasEnoughInventory } from '#domain/dish-status';
import { chefTimeText, kitchenMessages, kitchenState, zoneCity } from '#domain/kitchen-state';
import { messages } from '#domain/messages';
import { isSelectionValid, modifiersPriceCents } from '#domain/modifiers';
import { MAX_QUANTITY, SPECIAL_INSTRUCTION_MAX, validateQuantity } from '#domain/quantity';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { cartItems, carts, type ChosenModifier } from '../../db/schema/cart.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { cartLines, readCart, selectionsOf, toCartResponse } from './cart-read.ts';
import {
  offerOf,
  dishOrderableNow,
  effectiveAmountLeft,
  loadDishFacts,
  type DishFacts,
} from './dish-facts.ts';

export const cartConflict = () => new AppError(409, 'cart_conflict', messages.cartConflict);

/** Spec §5: below 1 "Please set order qty." (the add alert), above 100 "Max should not be above 100". */
function assertAddQuantity(quantity: number): void {
  const problem = validateQuantity(quantity);
  if (problem === null) return;
  const message = problem === messages.quantityMax ? problem : messages.setOrderQuantity;
  throw badRequest(message, { quantity: problem });
}

/** A stepper change: "Min should be above 0" / "Max should not be above 100". */
function assertStepQuantity(quantity: number): void {
  const problem = validateQuantity(quantity);
  if (problem !== null) throw badRequest(problem, { quantity: problem });
}

function normalizeInstruction(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed.length > SPECIAL_INSTRUCTION_MAX) {
    throw badRequest(cartMessages.instructionTooLong, {
      specialInstruction: cartMessages.instructionTooLong,
    });
  }
  return trimmed === '' ? null : trimmed;
}

/**
 * 409 kitchen_closed when the chef takes neither an order now nor one for later (decision 048):
 * such a dish could only be refused at "Place order". The message says when it opens.
 */
function assertKitchenTakesOrders(f: DishFacts, now: Date): void {
  const k = kitchenState(f.kitchen, now);
  if (k.state !== 'closed') return;
  const zone = f.kitchen.timeZone;
  const opens = k.at
    ? ` Opens ${chefTimeText(k.at, zone, null, now)} (${zoneCity(zone)} time).`
    : '';
  throw new AppError(409, 'kitchen_closed', `${kitchenMessages.closed}${opens}`);
}

/** 403/404/409 unless the user may order this dish now (own product, visibility, state, hours). */
function assertOrderable(
  f: DishFacts | undefined,
  userId: string,
  now: Date,
): asserts f is DishFacts {
  if (!f) throw notFound(messages.dishLoadFailed);
  if (f.chefId === userId) throw forbidden(messages.ownProduct);
  if (!f.visible) throw notFound(messages.dishLoadFailed);
  if (!f.chefTakesOrders) throw conflict(cartMessages.dishNotOrderable);
  if (!dishOrderableNow(f)) throw conflict(messages.soldOut);
  assertKitchenTakesOrders(f, now);
}

/**
 * The request's option ids checked against the dish's own modifiers (min/max, available
 * options only, options of that modifier) and turned into the stored shape with today's names
 * and prices. Modifiers left empty are not stored.
 */
function resolveChoices(f: DishFacts, choices: AddCartItemBody['modifiers']): ChosenModifier[] {
  const invalid = () => badRequest(cartMessages.optionsInvalid);
  const selections: Record<string, string[]> = {};
  for (const c of choices ?? []) {
    if (selections[c.modifierId] || !f.modifiers.some((m) => m.id === c.modifierId)) {
      throw invalid();
    }
    selections[c.modifierId] = c.optionIds;
  }
  const fields: Record<string, string> = {};
  for (const m of f.modifiers) {
    if (!isSelectionValid(m, selections[m.id] ?? [])) fields[m.id] = cartMessages.optionsInvalid;
  }
  if (Object.keys(fields).length > 0) throw badRequest(cartMessages.optionsInvalid, fields);
  return f.modifiers
    .filter((m) => (selections[m.id] ?? []).length > 0)
    .map((m) => {
      const chosen = new Set(selections[m.id]);
      return {
        modifierId: m.id,
        name: m.name ?? '',
        options: m.options
          .filter((o) => chosen.has(o.id))
          .map((o) => ({ optionId: o.id, name: o.name ?? '', priceCents: o.priceCents })),
      };
    });
}

/** Creates the user's cart if needed and locks its row for the rest of the transaction. */
async function lockCart(tx: Queryable, userId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(carts)
    .values({ userId, touchedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { touchedAt: now } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

/** The user's existing cart, locked; null when there is none. */
async function lockExistingCart(tx: Queryable, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update')
    .limit(1);
  return row?.id ?? null;
}

export async function getCart(ctx: AppContext, userId: string): Promise<CartResponse> {
  return toCartResponse(await readCart(ctx.db, userId, ctx.clock.now()));
}

/** POST /cart/items. */
export async function addCartItem(
  ctx: AppContext,
  userId: string,
  body: AddCartItemBody,
): Promise<CartResponse> {
  assertAddQuantity(body.quantity);
  const instruction = normalizeInstruction(body.specialInstruction);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId, now);
    // Read the dish after the lock so the stock check sees what the previous writer left.
    const facts = (await loadDishFacts(tx, [body.dishId], now)).get(body.dishId);
    assertOrderable(facts, userId, now);
    const chosen = resolveChoices(facts, body.modifiers);

    let lines = await cartLines(tx, cartId);
    if (lines.some((l) => l.chefId !== facts.chefId)) {
      if (!body.replaceCart) throw cartConflict();
      await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
      lines = [];
    }

    const sameDish = lines.filter((l) => l.dishId === facts.id);
    const merge =
      chosen.length === 0
        ? sameDish.find(
            (l) => l.modifiers.length === 0 && (l.specialInstruction ?? null) === instruction,
          )
        : undefined;
    if (merge && merge.quantity + body.quantity > MAX_QUANTITY) {
      throw badRequest(messages.quantityMax, { quantity: messages.quantityMax });
    }
    const portions = sameDish.reduce((n, l) => n + l.quantity, 0) + body.quantity;
    if (!hasEnoughInventory(effectiveAmountLeft(facts), portions)) {
      throw conflict(messages.notEnoughInventory);
    }

    const offer = offerOf(facts);
    const unitPriceCents =
      offer.priceCents + modifiersPriceCents(facts.modifiers, selectionsOf(chosen));
    const lastCall = offer.deal !== null;
    if (merge) {
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} + ${body.quantity}`, unitPriceCents, lastCall })
        .where(eq(cartItems.id, merge.id));
    } else {
      await tx.insert(cartItems).values({
        cartId,
        dishId: facts.id,
        quantity: body.quantity,
        specialInstruction: instruction,
        modifiers: chosen,
        unitPriceCents,
        lastCall,
      });
    }
  });
  return getCart(ctx, userId);
}

/** PATCH /cart/items/:itemId — a new quantity; raising it checks orderability and stock. */
export async function updateCartItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<CartResponse> {
  assertStepQuantity(quantity);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const cartId = await lockExistingCart(tx, userId);
    const lines = cartId ? await cartLines(tx, cartId) : [];
    const line = lines.find((l) => l.id === itemId);
    if (!line) throw notFound(cartMessages.itemNotFound);
    if (quantity > line.quantity) {
      const facts = (await loadDishFacts(tx, [line.dishId], now)).get(line.dishId);
      assertOrderable(facts, userId, now);
      const others = lines
        .filter((l) => l.dishId === line.dishId && l.id !== line.id)
        .reduce((n, l) => n + l.quantity, 0);
      if (!hasEnoughInventory(effectiveAmountLeft(facts), others + quantity)) {
        throw conflict(messages.notEnoughInventory);
      }
    }
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
  });
  return getCart(ctx, userId);
}

/** DELETE /cart/items/:itemId — 404 "Problem deleting item from Cart." when it is not in my cart. */
export async function removeCartItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
): Promise<CartResponse> {
  const mine = ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const deleted = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), inArray(cartItems.cartId, mine)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw notFound(messages.cartDeleteFailed);
  return getCart(ctx, userId);
}

/** DELETE /cart — empties the cart (the row stays: one cart per user). */
export async function clearCart(ctx: AppContext, userId: string): Promise<CartResponse> {
  const mine = ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await ctx.db.delete(cartItems).where(inArray(cartItems.cartId, mine));
  return getCart(ctx, userId);
}

/**
 * POST /cart/prices/accept — the buyer says yes to today's prices (decision 051): every line
 * whose price changed since it was added takes the price it has now, so `price_changed` goes.
 */
export async function acceptCartPrices(ctx: AppContext, userId: string): Promise<CartResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockExistingCart(tx, userId))) return;
    const cart = await readCart(tx, userId, now);
    for (const line of cart.lines) {
      if (line.unitPriceCents === line.addedUnitPriceCents) continue;
      await tx
        .update(cartItems)
        .set({ unitPriceCents: line.unitPriceCents, lastCall: line.lastCall })
        .where(eq(cartItems.id, line.id));
    }
  });
  return getCart(ctx, userId);
}
