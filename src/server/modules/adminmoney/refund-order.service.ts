// POST /admin/orders/:id/refunds (issue 12 point 7): an admin gives back all or part of an
// order's captured card money, with a reason.
//
// The decision is taken on the order's payment locked FOR UPDATE, and the refund is written
// pending in that transaction before the processor is asked. So of two admins refunding at
// once, the second sees the first's refund (in progress, or done and no longer refundable) and
// is refused: together they can never give back more than was captured. refundPayment then
// completes that very row with the processor (idempotent by the refund's id) and posts the
// ledger entry in the transaction that records the result; the chef's payable gives back its
// share (even after a payout: it goes negative and later payouts net it). The admin's action
// is recorded once per refund, and both parties are told.
import { and, eq, sql } from 'drizzle-orm';
import {
  adminMoneyMessages,
  type AdminRefundBody,
  type AdminRefundResponse,
} from '#contracts/adminmoney';
import { entryKey } from '#domain/ledger';
import { formatUsd } from '#domain/fees';
import type { AppContext } from '../../context.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { entryLinesByKey } from '../ledger/ledger-queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderMoneyById } from '../orders/order-money.ts';
import {
  insertPendingRefund,
  paymentOfOrder,
  refundByKey,
  refundsOfPayment,
  type RefundRow,
} from '../payments/payment-intent-store.ts';
import { refundPayment } from '../payments/refund-payment.service.ts';
import {
  adminOrderMoney,
  orderForAdmin,
  refundableOf,
  toAdminRefund,
  type OrderRow,
} from './admin-order.service.ts';

/** The admin's key lives in the refunds' one key space beside the order flow's own keys. */
export const adminRefundKey = (key: string) => `admin-refund:${key}`;

const keyReused = () => new AppError(422, 'idempotency_conflict', adminMoneyMessages.keyReused);

/** "#1a2b3c4d (Tamales)": how both parties' notices name the order. */
const orderLabel = (order: OrderRow) =>
  `#${order.id.slice(0, 8)}${order.foodName ? ` (${order.foodName})` : ''}`;

/**
 * Writes the pending refund on the locked payment after checking every rule; refuses (and
 * writes nothing) otherwise.
 */
async function claimRefund(
  ctx: AppContext,
  order: OrderRow,
  key: string,
  body: AdminRefundBody & { reason: string },
): Promise<RefundRow> {
  return ctx.db.transaction(async (tx) => {
    const payment = await paymentOfOrder(tx, order.id, true);
    const { capturedCents, refundableCents } = refundableOf(payment);
    if (!payment || capturedCents <= 0) throw conflict(adminMoneyMessages.noCapturedPayment);
    if (refundableCents <= 0) throw conflict(adminMoneyMessages.fullyRefunded);
    const earlier = await refundsOfPayment(tx, payment.id);
    if (earlier.some((r) => r.status === 'pending'))
      throw conflict(adminMoneyMessages.refundInProgress);
    const amount = body.amountCents ?? refundableCents;
    if (!Number.isInteger(amount) || amount <= 0)
      throw new AppError(400, 'validation_failed', 'The refund must be more than $0.00.', {
        amountCents: 'The refund must be more than $0.00.',
      });
    if (amount > refundableCents) {
      const message = adminMoneyMessages.tooLarge(formatUsd(refundableCents));
      throw new AppError(409, 'payment_state', message, { amountCents: message });
    }
    return insertPendingRefund(tx, {
      paymentIntentId: payment.id,
      amountCents: amount,
      reason: body.reason,
      idempotencyKey: key,
    });
  });
}

/** Records the admin's action for a succeeded refund, once (a retried request finds it). */
async function recordAction(
  ctx: AppContext,
  adminId: string,
  order: OrderRow,
  refund: RefundRow,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    // One refund, one action: the refund's row is locked so two retries cannot both record it.
    await tx.execute(sql`SELECT 1 FROM refunds WHERE id = ${refund.id} FOR UPDATE`);
    const [done] = await tx
      .select({ id: adminActions.id })
      .from(adminActions)
      .where(
        and(
          eq(adminActions.action, 'order.refund'),
          sql`${adminActions.details}->>'refundId' = ${refund.id}`,
        ),
      );
    if (done) return false;
    await tx.insert(adminActions).values({
      adminId,
      action: 'order.refund',
      subjectId: order.sellerId,
      reason: refund.reason,
      details: { orderId: order.id, amountCents: refund.amountCents, refundId: refund.id },
      createdAt: ctx.clock.now(),
    });
    return true;
  });
}

/** POST /admin/orders/:id/refunds */
export async function refundOrder(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  idempotencyKey: string,
  body: AdminRefundBody,
): Promise<AdminRefundResponse> {
  const order = await orderForAdmin(ctx.db, orderId);
  const key = adminRefundKey(idempotencyKey);
  const reason = body.reason.trim();
  let pending = await refundByKey(ctx.db, key);
  if (pending) {
    const payment = await paymentOfOrder(ctx.db, order.id);
    const sameRequest =
      pending.paymentIntentId === payment?.id &&
      (body.amountCents === undefined || body.amountCents === pending.amountCents);
    if (!sameRequest) throw keyReused();
  } else {
    try {
      pending = await claimRefund(ctx, order, key, { ...body, reason });
    } catch (err) {
      // Two requests with one key at once: the loser finds the winner's refund and follows it.
      const raced = await refundByKey(ctx.db, key);
      if (!raced) throw err;
      pending = raced;
    }
  }
  const { refund } = await refundPayment(ctx, {
    paymentIntentId: pending.paymentIntentId,
    idempotencyKey: key,
    money: await orderMoneyById(ctx.db, order.id),
  });
  const lines = await entryLinesByKey(ctx.db, entryKey('refund', refund.id));
  const chefShareCents = -lines
    .filter((l) => l.account === 'chef_payable')
    .reduce((sum, l) => sum + l.amountCents, 0);
  const recorded = await recordAction(ctx, adminId, order, refund);
  // A processor that answers "pending" (a slow card network) has not given the money back yet.
  if (recorded && refund.status === 'succeeded') {
    const amount = formatUsd(refund.amountCents);
    const label = orderLabel(order);
    await notify(ctx, undefined, {
      userId: order.buyerId,
      type: 'order_refunded',
      title: `You were refunded ${amount} for order ${label}`,
      body: `You were refunded ${amount} for order ${label}. It goes back to the card you paid with and can take 5–10 business days to show. Reason: ${refund.reason ?? ''}`,
      link: `/order/view/${order.id}`,
      data: { orderId: order.id, refundId: refund.id },
    });
    await notify(ctx, undefined, {
      userId: order.sellerId,
      type: 'order_refunded',
      title: `An admin refunded ${amount} of order ${label}`,
      body: `An admin refunded ${amount} of order ${label}; your balance drops by ${formatUsd(chefShareCents)}. Reason: ${refund.reason ?? ''}`,
      link: '/accounts/payment_history',
      data: { orderId: order.id, refundId: refund.id },
    });
  }
  return {
    order: await adminOrderMoney(ctx, order),
    refund: toAdminRefund(refund),
    chefShareCents,
    message:
      refund.status === 'succeeded'
        ? adminMoneyMessages.refunded(formatUsd(refund.amountCents))
        : adminMoneyMessages.refundPending(formatUsd(refund.amountCents)),
  };
}
