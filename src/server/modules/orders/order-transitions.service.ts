// POST /orders/:id/transitions (issue 4 points 5 and 6): the chef accepts, rejects, marks
// ready, completes or cancels; the buyer cancels before acceptance. #domain/order-lifecycle
// decides; this file makes it happen with the card.
//
// The decision is always taken on the order row locked FOR UPDATE, so of two concurrent
// requests exactly one wins and the other is refused by the rules with the status it lost to.
// The card processor is never called while that lock is held (a slow processor would hold
// the row and a pooled connection, and the embedded database has only one connection), so:
//   - accept claims the order first (status "confirmed", in the locked transaction), captures,
//     then writes "accepted"; if the capture fails the claim is undone and the order is new
//     again, untouched. While claimed, a buyer's cancel or a second accept is refused.
//   - reject and cancel write their status first, then release (void) or return (refund) the
//     money. The decision stands even if the processor is down: the food is not coming. The
//     money step carries an idempotency key and `settleOrderPayments` retries it until done.
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { OrderSummary, OrderTransitionBody } from '#contracts/orders';
import {
  CAPTURING_STATUS,
  lifecycleMessages,
  planTransition,
  type OrderStatus,
  type PaymentStep,
} from '#domain/order-lifecycle';
import type { AppContext } from '../../context.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { ordersOwedCredit } from '../credits/credits-queries.ts';
import { returnOrderCredit } from '../credits/credits.service.ts';
import { capturePayment } from '../payments/capture-payment.service.ts';
import { refundPayment } from '../payments/refund-payment.service.ts';
import { voidPayment } from '../payments/void-payment.service.ts';
import { type PaymentIntentRow } from '../payments/payment-intent-store.ts';
import { notify } from '../notifications/notifications.service.ts';
import { releaseRedemption } from '../promotions/coupon-queries.ts';
import { orderMoneyById } from './order-money.ts';
import { announceOrderChange } from './order-notices.ts';
import { findOrderForParty, toOrderSummary, type OrderRow } from './order-view.ts';

/** A claim older than this was left by a crash between capture and commit. */
export const STALE_CLAIM_MS = 5 * 60_000;

/** The refund of a chef's cancel: one per order, so a retry never refunds twice. */
export const cancelRefundKey = (orderId: string) => `order-cancel:${orderId}`;

/** Writes the new status, its reason and the history row (inside the caller's transaction). */
async function writeStatus(
  tx: Queryable,
  order: Pick<OrderRow, 'id'>,
  from: OrderStatus,
  to: OrderStatus,
  reason: string | null,
  userId: string,
  now: Date,
) {
  await tx
    .update(orders)
    .set({ status: to, ...(reason !== null ? { statusReason: reason } : {}), updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    changedById: userId,
    note: reason,
    createdAt: now,
  });
}

/** The order's latest payment (the one POST /orders authorised). */
async function paymentOf(db: Queryable, orderId: string): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(asc(paymentIntents.createdAt))
    .limit(1);
  return row;
}

/** Releases or returns the money of a rejected or cancelled order. True when it is settled. */
async function settleMoney(
  ctx: AppContext,
  orderId: string,
  step: Exclude<PaymentStep, 'capture' | null>,
  reason: string | null,
): Promise<boolean> {
  const payment = await paymentOf(ctx.db, orderId);
  if (!payment) return true;
  try {
    if (step === 'void' && payment.status === 'authorized')
      await voidPayment(ctx, { paymentIntentId: payment.id });
    if (step === 'refund' && (payment.status === 'captured' || payment.status === 'refunded')) {
      const money = await orderMoneyById(ctx.db, orderId);
      if (payment.status === 'captured')
        await refundPayment(ctx, {
          paymentIntentId: payment.id,
          idempotencyKey: cancelRefundKey(orderId),
          reason: reason ?? undefined,
          money,
        });
      // The credit the order spent goes back to the buyer's credit (once per order).
      await returnOrderCredit(ctx, payment.id, money);
    }
    return true;
  } catch {
    // Left for settleOrderPayments; the order's decision stands.
    return false;
  }
}

/** The API error for a capture that failed: 402 with words the chef can act on. */
async function captureRefusal(ctx: AppContext, paymentId: string | null, err: unknown) {
  if (!(err instanceof AppError)) return err;
  const [row] = paymentId
    ? await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, paymentId))
    : [];
  const expired = row?.failureCode === 'authorization_expired';
  return new AppError(
    402,
    err.statusCode === 402 ? err.code : 'payment_state',
    expired ? lifecycleMessages.authorizationExpired : lifecycleMessages.paymentFailed,
  );
}

/**
 * Finishes a claimed accept: captures, then "accepted" (or back to "new" when the card
 * cannot be charged, and the error is thrown). Also used to recover a claim left by a crash.
 */
async function finishAccept(ctx: AppContext, orderId: string, userId: string): Promise<void> {
  const payment = await paymentOf(ctx.db, orderId);
  let failure: unknown = null;
  try {
    if (!payment) throw conflict(lifecycleMessages.paymentFailed);
    await capturePayment(ctx, {
      paymentIntentId: payment.id,
      money: await orderMoneyById(ctx.db, orderId),
    });
  } catch (err) {
    failure = err;
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== CAPTURING_STATUS) return;
    if (failure) {
      // Undo the claim: the order is new again, as if the accept had never been tried.
      await tx.update(orders).set({ status: 'new', updatedAt: now }).where(eq(orders.id, orderId));
      return;
    }
    await writeStatus(tx, order, 'new', 'accepted', null, userId, now);
  });
  if (failure) throw await captureRefusal(ctx, payment?.id ?? null, failure);
}

function refusalError(refusal: 'forbidden' | 'invalid_state' | 'reason_required', message: string) {
  if (refusal === 'forbidden') return forbidden(message);
  if (refusal === 'reason_required') return badRequest(message, { reason: message });
  return conflict(message);
}

/** POST /orders/:id/transitions. */
export async function transitionOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  body: OrderTransitionBody,
): Promise<OrderSummary> {
  const reason = body.reason?.trim() ? body.reason.trim() : null;
  const now = ctx.clock.now();
  const decided = await ctx.db.transaction(async (tx) => {
    const { order, role } = await findOrderForParty(tx, userId, orderId, true);
    const plan = planTransition(order.status, body.action, role, reason);
    if (!plan.ok) throw refusalError(plan.refusal, plan.message);
    if (plan.payment === 'capture') {
      await tx
        .update(orders)
        .set({ status: CAPTURING_STATUS, updatedAt: now })
        .where(eq(orders.id, order.id));
    } else {
      await writeStatus(tx, order, order.status, plan.to, reason, userId, now);
      // An order that will not happen gives its coupon use back.
      if (plan.to === 'rejected' || plan.to === 'cancelled')
        await releaseRedemption(tx, order.id, now);
    }
    return { id: order.id, role, plan };
  });

  const { plan, role } = decided;
  if (plan.payment === 'capture') await finishAccept(ctx, decided.id, userId);
  else if (plan.payment) await settleMoney(ctx, decided.id, plan.payment, reason);

  await announceOrderChange(ctx, decided.id, {
    kind: 'status',
    to: plan.to,
    by: role,
    reason,
  });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, decided.id));
  return toOrderSummary(ctx.db, order!, { userId, now: ctx.clock.now() });
}

/**
 * For a timed job: finishes what a crash or an unreachable processor left half done.
 * Claimed accepts older than STALE_CLAIM_MS are captured (or returned to new); rejected and
 * cancelled orders whose hold is still open are voided; cancelled orders whose captured
 * money was not returned are refunded, and the credit they spent given back. Returns how many
 * orders it settled.
 */
export async function settleOrderPayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let settled = 0;
  const stale = await ctx.db
    .select({ id: orders.id, sellerId: orders.sellerId })
    .from(orders)
    .where(
      and(
        eq(orders.status, CAPTURING_STATUS),
        lt(orders.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    )
    .limit(50);
  for (const o of stale) {
    try {
      await finishAccept(ctx, o.id, o.sellerId);
      await announceOrderChange(ctx, o.id, {
        kind: 'status',
        to: 'accepted',
        by: 'seller',
        reason: null,
      });
    } catch {
      // Back to new: the chef sees it again and decides.
      await announceOrderChange(ctx, o.id, { kind: 'updated' });
    }
    settled += 1;
  }
  const open = await ctx.db
    .select({
      orderId: orders.id,
      orderStatus: orders.status,
      paymentStatus: paymentIntents.status,
    })
    .from(orders)
    .innerJoin(paymentIntents, eq(paymentIntents.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, ['rejected', 'cancelled']),
        inArray(paymentIntents.status, ['authorized', 'captured']),
      ),
    )
    .limit(100);
  for (const o of open) {
    const step = o.paymentStatus === 'authorized' ? 'void' : 'refund';
    if (step === 'refund' && o.orderStatus !== 'cancelled') continue;
    if (await settleMoney(ctx, o.orderId, step, null)) settled += 1;
  }
  // Card money returned but the credit not (a crash in between): give the credit back too.
  for (const o of await ordersOwedCredit(ctx.db, 100)) {
    try {
      await returnOrderCredit(ctx, o.paymentId, await orderMoneyById(ctx.db, o.orderId));
      settled += 1;
    } catch {
      // Tried again on the next run.
    }
  }
  return settled;
}

/** Orders still to be cooked or collected: what a suspension must not leave hanging. */
const OPEN_STATUSES: readonly OrderStatus[] = [
  'new',
  'submitted',
  'accepted',
  'payment_accepted',
  'ready',
];

/**
 * Cancels every open order of an account an admin suspended (issue 13 point 6), as buyer or as
 * chef: each order is decided on its locked row (cancelled, its coupon use given back), then
 * its money goes back the way a cancel's does — a hold released, a charge refunded with the
 * credit it spent — under the same idempotency key as a chef's cancel, so settleOrderPayments
 * finishes whatever the processor refused now. An order whose accept is charging the card this
 * instant ("confirmed") is left to that accept. The other party is told why. Returns how many
 * orders were cancelled.
 */
export async function cancelOpenOrdersOf(
  ctx: AppContext,
  adminId: string,
  accountId: string,
  reason: string,
): Promise<number> {
  const candidates = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...OPEN_STATUSES]),
        or(eq(orders.buyerId, accountId), eq(orders.sellerId, accountId)),
      ),
    );
  let cancelled = 0;
  for (const { id } of candidates) {
    const now = ctx.clock.now();
    const order = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row || !OPEN_STATUSES.includes(row.status)) return null;
      await writeStatus(tx, row, row.status, 'cancelled', reason, adminId, now);
      await releaseRedemption(tx, row.id, now);
      return row;
    });
    if (!order) continue;
    cancelled += 1;
    const payment = await paymentOf(ctx.db, order.id);
    if (payment) {
      const step = payment.status === 'authorized' ? 'void' : 'refund';
      await settleMoney(ctx, order.id, step, reason);
    }
    await announceOrderChange(ctx, order.id, { kind: 'updated' });
    const otherParty = order.sellerId === accountId ? order.buyerId : order.sellerId;
    await notify(ctx, undefined, {
      userId: otherParty,
      type: 'order_status',
      title: 'An order was cancelled by Potluck',
      body:
        order.sellerId === accountId
          ? `Potluck cancelled your order of ${order.foodName ?? 'dishes'} because the chef's account was suspended. The money for it is released or refunded to your card.`
          : `Potluck cancelled the order of ${order.foodName ?? 'dishes'} because the buyer's account was suspended. You do not need to prepare it.`,
      link: `/order/view/${order.id}`,
      data: { orderId: order.id, status: 'cancelled' },
    });
  }
  return cancelled;
}
