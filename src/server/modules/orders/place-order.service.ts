// POST /orders (issue 4 point 4): submitting the cart is atomic and idempotent.
//
// The card processor cannot be called inside a database transaction (a slow processor would
// hold row locks and a pooled connection), so the order is placed in two steps:
//   1. check everything, take the portions with one conditional statement that cannot
//      oversell and records them as the attempt's reservation (decision 065; a buyer beyond
//      the stock is refused here, before the processor), and authorise the buyer total with
//      the key order:{buyer}:{key};
//   2. ONE transaction: lock the cart, re-price it and compare with what was authorised,
//      turn the reservation into the order's portions, insert the order, its items and its
//      first status, link the payment, empty the cart.
// If step 2 fails the authorisation is voided and the portions given back, so an authorised
// payment or reserved stock without an order never stays behind (a crash in between leaves
// rows the orphaned-hold sweep finishes).
//
// Idempotency: orders.(buyer_id, idempotency_key) is unique. A request whose key already has
// an order is answered from that order (same fingerprint) or refused with 422 (different
// body). A duplicate that arrives while the first is still running gets 409: this process
// keeps the keys it is working on, and the commit takes pg_try_advisory_xact_lock on a hash
// of (buyer, key), so a duplicate on another server instance that reaches its commit while
// the first is committing is refused too, and the unique constraint is the last word.
// Duplicates share one authorisation (same key), so only the attempt that took the lock may
// void it, and the commit requires the hold to be still authorised and unlinked. We chose
// this over an insert-first claim row because the schema has no table for claims and a
// claim left by a crashed process would block the buyer's retry until someone cleans it.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { orderMessages, type OrderSummary, type PlaceOrderInput } from '#contracts/orders';
import { totalChangeRefusal } from '#domain/price-changes';
import { chefDisplayName } from '#domain/chef';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { couponMessages } from '#domain/coupons';
import { creditToApply } from '#domain/credits';
import {
  completeCart,
  readCart,
  readCartLines,
  readCartLinesWith,
  type CartLinesRead,
  type PricedCart,
} from '../cart/cart-read.ts';
import { redeemCoupon } from '../promotions/coupon-queries.ts';
import { authorizePayment } from '../payments/authorize-payment.service.ts';
import { linkPaymentToOrder } from '../payments/link-payment-to-order.service.ts';
import { voidPayment } from '../payments/void-payment.service.ts';
import { type PaymentIntentRow } from '../payments/payment-intent-store.ts';
import {
  consumeReservations,
  releaseReservations,
  refusedWithoutWinner,
  reserveStock,
  settleStock,
} from './stock-reservations.ts';
import {
  assertCartOrderable,
  assertLinesOrderable,
  chefOrderSettings,
  checkOrderRequest,
  feesFor,
  type CheckedOrder,
} from './order-rules.ts';
import { announceOrderChange } from './order-notices.ts';
import { checkoutCart, preparedOrderByKey } from './order-queries.ts';
import { toOrderSummary, type OrderAddressSnapshot, type OrderRow } from './order-view.ts';

const inProgress = () => conflict(orderMessages.inProgress);
const keyReused = () => new AppError(422, 'idempotency_conflict', orderMessages.keyReused);

/** An attempt this process is placing right now: what it was asked, and its answer to come. */
interface RunningAttempt {
  fingerprint: Fingerprint;
  answer: Promise<OrderSummary>;
}

/** Attempts running in this process, by buyer and key, per app (tests build many apps). */
const inFlight = new WeakMap<AppContext, Map<string, RunningAttempt>>();

/** The payment's idempotency key: scoped by buyer so keys of two buyers never meet. */
export const paymentKeyOf = (buyerId: string, key: string) => `order:${buyerId}:${key}`;

/** What makes two submissions "the same request" (the quote token may be re-issued). */
interface Fingerprint {
  deliveryMethod: string;
  deliveryAt: number | null;
  addressId: string | null;
  tipCents: number;
  paymentMethodId: string | null;
}

function fingerprintOf(input: PlaceOrderInput): Fingerprint {
  return {
    deliveryMethod: input.deliveryMethod,
    deliveryAt: input.deliveryAt ? new Date(input.deliveryAt).getTime() : null,
    addressId: input.deliveryMethod === 'delivery' ? (input.addressId ?? null) : null,
    tipCents: input.tipCents,
    paymentMethodId: input.paymentMethodId,
  };
}

const sameRequest = (a: Fingerprint, b: Fingerprint) =>
  (Object.keys(a) as (keyof Fingerprint)[]).every((k) => a[k] === b[k]);

async function fingerprintOfOrder(ctx: AppContext, order: OrderRow): Promise<Fingerprint> {
  const [payment] = await ctx.db
    .select({ paymentMethodId: paymentIntents.paymentMethodId })
    .from(paymentIntents)
    .where(eq(paymentIntents.idempotencyKey, paymentKeyOf(order.buyerId, order.idempotencyKey)));
  const address = order.deliveryAddress as OrderAddressSnapshot | null;
  return {
    deliveryMethod: order.deliveryMethod,
    deliveryAt: order.deliveryAt ? order.deliveryAt.getTime() : null,
    addressId: order.deliveryMethod === 'delivery' ? (address?.addressId ?? null) : null,
    tipCents: order.tipCents,
    paymentMethodId: payment?.paymentMethodId ?? null,
  };
}

async function orderByKey(ctx: AppContext, buyerId: string, key: string) {
  const [row] = await preparedOrderByKey(ctx.db).execute({ buyerId, key });
  return row;
}

/** The first answer again for the same request; 422 for another body under the same key. */
async function replay(ctx: AppContext, order: OrderRow, input: PlaceOrderInput) {
  if (!sameRequest(await fingerprintOfOrder(ctx, order), fingerprintOf(input))) throw keyReused();
  return toOrderSummary(ctx.db, order, { now: ctx.clock.now() });
}

/** A signed 64-bit advisory lock id for (buyer, key). */
function lockIdOf(buyerId: string, key: string): string {
  const digest = createHash('sha256').update(`order:${buyerId}:${key}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/** The cart problems that are about stock (a retry's own reservation may explain them). */
const stockProblems = new Set(['sold_out', 'not_enough_inventory']);

/** Portions per dish (and per live deal row), in id order so two commits lock rows alike. */
function portionsOf(cart: Pick<PricedCart, 'lines'>) {
  const byDish = new Map<
    string,
    { quantity: number; dealItemId: string | null; amountLeft: number }
  >();
  for (const l of cart.lines) {
    const entry = byDish.get(l.dishId) ?? {
      quantity: 0,
      dealItemId: l.dealItemId,
      amountLeft: l.amountLeft,
    };
    entry.quantity += l.quantity;
    byDish.set(l.dishId, entry);
  }
  return [...byDish.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([dishId, v]) => ({ dishId, ...v }));
}

interface CommitInput {
  buyerId: string;
  key: string;
  input: PlaceOrderInput;
  checked: CheckedOrder;
  payment: PaymentIntentRow;
  /** The buyer's credit the authorisation left out: the card holds total − credit. */
  creditCents: number;
  now: Date;
  /** Set once this attempt owns the commit: only the owner may void the shared hold. */
  owner: { value: boolean };
}

/** Step 2: everything that must happen together, or not at all. Returns the new order. */
async function commitOrder(tx: Tx, c: CommitInput): Promise<OrderRow> {
  const [lock] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${lockIdOf(c.buyerId, c.key)}::bigint) as ok`,
  );
  if (!lock?.ok) throw inProgress();
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, c.buyerId), eq(orders.idempotencyKey, c.key)));
  // A duplicate committed first; the caller answers from that order.
  if (existing) throw inProgress();
  c.owner.value = true;
  // Duplicates share one authorisation (same key): it must still be open and unclaimed.
  const [held] = await tx
    .select({ status: paymentIntents.status, orderId: paymentIntents.orderId })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, c.payment.id))
    .for('update');
  if (held?.status !== 'authorized' || held.orderId !== null)
    throw conflict(orderMessages.attemptEnded);

  const [cartRow] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, c.buyerId))
    .for('update');
  // The portions this attempt reserved before authorising become the order's: the cart is
  // read with them counted as still left, and settleStock makes up any difference.
  const reserved = await consumeReservations(tx, c.buyerId, c.key);
  const cart = await readCart(tx, c.buyerId, c.now, reserved);
  assertCartOrderable(cart, c.buyerId);
  // The chef's commission structure as it is now, inside the transaction.
  // (read by readCart's dish facts above, in this transaction)
  const settings = cart.chefRules?.settings ?? (await chefOrderSettings(tx, cart.chef.id));
  const fees = feesFor(cart, c.input, settings, c.checked.deliveryFeeCents);
  // The credit again, under the cart's lock: a buyer's checkouts commit one at a time, so two
  // cannot spend the same credit (an order holds its credit_cents until captured).
  const credit = creditToApply(cart.creditCents, fees.totalCents);
  if (!cartRow || credit !== c.creditCents || fees.totalCents - credit !== c.payment.amountCents)
    throw conflict(orderMessages.cartChanged);

  await settleStock(tx, portionsOf(cart), reserved);

  const [order] = await tx
    .insert(orders)
    .values({
      buyerId: c.buyerId,
      sellerId: cart.chef.id,
      // Spec §4: "new list is status new" — a submitted order waits for the chef as new.
      status: 'new',
      deliveryMethod: c.input.deliveryMethod,
      deliveryAt: c.checked.deliveryAt,
      deliveryAddress: c.checked.address,
      foodName: cart.lines[0]?.dishName ?? null,
      couponCode: fees.discountCents > 0 ? (cart.promo?.code ?? null) : null,
      couponId: fees.discountCents > 0 ? (cart.promo?.couponId ?? null) : null,
      subtotalCents: fees.subtotalCents,
      discountCents: fees.discountCents,
      serviceFeeCents: fees.serviceFeeCents,
      deliveryFeeCents: fees.deliveryFeeCents,
      tipCents: fees.tipCents,
      commissionCents: fees.commissionCents,
      totalCents: fees.totalCents,
      creditCents: credit,
      chefEarningsCents: fees.chefEarningsCents,
      commissionStructure: settings.commissionStructure,
      idempotencyKey: c.key,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  if (fees.discountCents > 0 && cart.promo?.couponId) {
    const redeemed = await redeemCoupon(tx, {
      couponId: cart.promo.couponId,
      userId: c.buyerId,
      orderId: order.id,
      amountCents: fees.discountCents,
      now: c.now,
    });
    if (!redeemed) throw conflict(couponMessages.usedUp);
  }
  await tx.insert(orderItems).values(
    cart.lines.map((l, i) => ({
      orderId: order.id,
      // order_items has no position: a millisecond apart keeps the cart's order on reads.
      createdAt: new Date(c.now.getTime() + i),
      dishId: l.dishId,
      dishName: l.dishName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      modifiers: l.modifiers,
      specialInstruction: l.specialInstruction,
      lastCall: l.lastCall,
      campaignId: l.campaignId,
    })),
  );
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: 'new',
    changedById: c.buyerId,
    createdAt: c.now,
  });
  await linkPaymentToOrder(tx, {
    paymentIntentId: c.payment.id,
    orderId: order.id,
    userId: c.buyerId,
  });
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartRow.id));
  await tx.update(carts).set({ promoCode: null }).where(eq(carts.id, cartRow.id));
  return order;
}

/** Releases the hold unless an order (a duplicate's) owns it. Never hides the first error. */
async function releaseAuthorisation(ctx: AppContext, payment: PaymentIntentRow) {
  try {
    const [row] = await ctx.db
      .select({ orderId: paymentIntents.orderId, status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, payment.id));
    if (row && row.orderId === null && row.status === 'authorized')
      await voidPayment(ctx, { paymentIntentId: payment.id });
  } catch {
    // The authorisation lapses on its own (7 days); the order error is what the buyer needs.
  }
}

/** The cart as read at the start of an attempt that has no order yet. */
interface FreshAttempt {
  now: Date;
  read: CartLinesRead;
  /** Portions the attempt already holds (a retry after a crash). */
  held: ReadonlyMap<string, number>;
}

async function placeNewOrder(
  ctx: AppContext,
  buyerId: string,
  key: string,
  input: PlaceOrderInput,
  { now, read: firstRead, held }: FreshAttempt,
): Promise<OrderSummary> {
  // Portions a retry's first try reserved count as its own.
  const read =
    held.size > 0 && firstRead.lines.some((l) => l.problem && stockProblems.has(l.problem.code))
      ? await readCartLines(ctx.db, buyerId, now, held)
      : firstRead;
  // A cart its lines refuse (sold out, changed) is refused before anything else is read or
  // taken: most buyers of a dish that sells out end here. The attempt was read with the cart,
  // in its snapshot, and had no order: no duplicate had won by then.
  try {
    assertLinesOrderable(read, buyerId);
  } catch (err) {
    if (err instanceof Error) refusedWithoutWinner.add(err);
    throw err;
  }
  // The portions first, in one short statement (decision 065): a buyer beyond the stock is
  // refused here, before the cart's photos, code and credit are read and before the card is
  // touched, and holds no row lock while the card is asked. Whatever refuses the attempt
  // after this gives them back.
  await reserveStock(ctx, buyerId, key, portionsOf(read), now);

  let placed: OrderRow;
  const owner = { value: false };
  let payment: PaymentIntentRow | null = null;
  try {
    const cart = await completeCart(ctx.db, buyerId, now, read);
    assertCartOrderable(cart, buyerId);
    const checked = await checkOrderRequest(ctx, buyerId, cart, input, now);
    const fees = feesFor(cart, input, checked.settings, checked.deliveryFeeCents);
    // The buyer is charged the total they saw or nothing: anything that moved it since (a
    // price, a deal that ended, an option, a fee) is refused before the card is touched.
    const totalChanged = totalChangeRefusal(input.expectedTotalCents, fees.totalCents);
    if (totalChanged) throw new AppError(409, 'total_changed', totalChanged);
    // Spec §9: the buyer's credit pays first; the card is authorised for the rest.
    const creditCents = creditToApply(cart.creditCents, fees.totalCents);
    // Declines are 402 with the card's code; the reserved portions go back below.
    payment = await authorizePayment(ctx, {
      userId: buyerId,
      paymentMethodId: input.paymentMethodId,
      amountCents: fees.totalCents - creditCents,
      idempotencyKey: paymentKeyOf(buyerId, key),
      description: `Order from ${chefDisplayName(cart.chef)}`,
    });
    const held = payment;
    placed = await ctx.db.transaction((tx) =>
      commitOrder(tx, { buyerId, key, input, checked, payment: held, creditCents, now, owner }),
    );
  } catch (err) {
    // A duplicate refused at the commit's lock shares the owner's hold and reservation:
    // releasing them would pull the money and the food from under the order being committed.
    const refusedAtLock = payment !== null && !owner.value;
    if (!refusedAtLock) {
      if (payment) await releaseAuthorisation(ctx, payment);
      await releaseReservations(ctx.db, buyerId, key).catch(() => undefined);
    }
    throw err;
  }
  // Committed: both parties' open pages hear of it, and the chef is notified; the answer is
  // built from the order's row as the commit wrote it.
  await announceOrderChange(ctx, placed, { kind: 'created' });
  return toOrderSummary(ctx.db, placed, { now: ctx.clock.now() });
}

/**
 * A duplicate of an attempt this process is running gets that attempt's answer when it comes,
 * without a query of its own: the order, or the same refusal. An unexpected failure of the
 * first is not the duplicate's to report: it is told "in progress" and retries. A different
 * request under the same key is not the same checkout: "in progress" too, until the first ends.
 */
async function answerOfRunning(running: RunningAttempt, input: PlaceOrderInput) {
  if (!sameRequest(running.fingerprint, fingerprintOf(input))) throw inProgress();
  try {
    return await running.answer;
  } catch (err) {
    throw err instanceof AppError ? err : inProgress();
  }
}

async function placeOrReplay(
  ctx: AppContext,
  buyerId: string,
  key: string,
  input: PlaceOrderInput,
): Promise<OrderSummary> {
  const now = ctx.clock.now();
  const { read, extras } = await readCartLinesWith(ctx.db, buyerId, now, checkoutCart, {
    buyerId,
    key,
  });
  // Read with the cart, in its snapshot: a duplicate (on another instance) that had won by then
  // has its order here, and its commit had emptied the cart. Without a cart row (none came back)
  // there is nothing to order and nothing held; only a placed order is asked for.
  const placed = extras
    ? extras.orderId && (await orderByKey(ctx, buyerId, key))
    : await orderByKey(ctx, buyerId, key);
  if (placed) return await replay(ctx, placed, input);
  const held = new Map(Object.entries<number>(extras?.held ?? {}));
  try {
    return await placeNewOrder(ctx, buyerId, key, input, { now, read, held });
  } catch (err) {
    // A duplicate may have won meanwhile (its commit emptied the cart, linked the payment):
    // then the answer is that order, exactly as a later retry would get it. A refusal that
    // asked that after it was decided is final.
    if (err instanceof Error && refusedWithoutWinner.has(err)) throw err;
    const won = await orderByKey(ctx, buyerId, key);
    if (won) return await replay(ctx, won, input);
    throw err;
  }
}

/** POST /orders. */
export async function placeOrder(
  ctx: AppContext,
  buyerId: string,
  key: string,
  input: PlaceOrderInput,
): Promise<OrderSummary> {
  let running = inFlight.get(ctx);
  if (!running) inFlight.set(ctx, (running = new Map()));
  const claim = `${buyerId}:${key}`;
  const first = running.get(claim);
  if (first) return answerOfRunning(first, input);
  const answer = placeOrReplay(ctx, buyerId, key, input);
  running.set(claim, { fingerprint: fingerprintOf(input), answer });
  try {
    return await answer;
  } finally {
    running.delete(claim);
  }
}
