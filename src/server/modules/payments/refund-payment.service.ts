import { and, eq, sql } from 'drizzle-orm';
import { entryKey, refundedSharesOf, refundLinesAfter, type OrderMoney } from '#domain/ledger';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { entryLinesOfPayment, postEntry } from '../ledger/ledger-queries.ts';
import { paymentIntents, refunds } from '../../db/schema/payments.ts';
import { AppError } from '../../http/errors.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { toAppError } from './payment-errors.ts';
import {
  type PaymentIntentRow,
  type RefundRow,
  byId,
  idempotencyMismatch,
  paymentState,
  stateMessage,
} from './payment-intent-store.ts';

/**
 * A succeeded refund's ledger entry: the buyer gets the amount back and every party that
 * received part of the capture gives back its share, continuing from what the payment's
 * earlier refunds took, as the ledger records it (decision 035).
 */
async function postRefund(tx: Tx, refund: RefundRow, money: OrderMoney, now: Date) {
  const earlier = await entryLinesOfPayment(tx, refund.paymentIntentId, 'refund');
  await postEntry(tx, {
    kind: 'refund',
    idempotencyKey: entryKey('refund', refund.id),
    orderId: money.orderId,
    paymentId: refund.paymentIntentId,
    lines: refundLinesAfter(money, money.fees, refundedSharesOf(earlier), refund.amountCents),
    postedAt: now,
  });
}

/**
 * Refunds captured money: all that is left, or `amountCents`. The refund row is written
 * pending first, so a crash between the processor and us leaves a visible trace, and the
 * processor call carries the idempotency key so the retry completes it.
 */
export async function refundPayment(
  ctx: AppContext,
  input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
    reason?: string;
    /** An order's payment: the refund posts its ledger entry with the refund's record. */
    money?: OrderMoney;
  },
): Promise<{ payment: PaymentIntentRow; refund: RefundRow }> {
  const row = await byId(ctx, input.paymentIntentId);
  const [previous] = await ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, input.idempotencyKey));
  if (previous?.status === 'succeeded') {
    const sameRequest =
      previous.paymentIntentId === row.id &&
      (input.amountCents === undefined || input.amountCents === previous.amountCents);
    if (!sameRequest) throw idempotencyMismatch();
    return { payment: row, refund: previous };
  }
  if (previous && previous.paymentIntentId !== row.id) throw idempotencyMismatch();
  if (row.status !== 'captured' && row.status !== 'refunded') throw paymentState(stateMessage(row));
  const refundable = row.capturedCents - row.refundedCents;
  const amount = previous?.amountCents ?? input.amountCents ?? refundable;
  if (refundable <= 0) throw paymentState('This payment has already been refunded in full.');
  if (!Number.isInteger(amount) || amount <= 0)
    throw new AppError(400, 'bad_request', 'The refund must be a positive number of cents.');
  if (amount > refundable) throw paymentState('The refund is larger than what is left to refund.');

  const pending =
    previous ??
    (
      await ctx.db
        .insert(refunds)
        .values({
          paymentIntentId: row.id,
          amountCents: amount,
          reason: input.reason ?? null,
          idempotencyKey: input.idempotencyKey,
        })
        .returning()
    )[0]!;
  let providerRefund;
  try {
    providerRefund = await ctx.payments.refund(row.providerIntentId, {
      amountCents: amount,
      idempotencyKey: `refund:${pending.id}`,
    });
  } catch (err) {
    await ctx.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, pending.id));
    throw err instanceof PaymentProviderError ? toAppError(err) : err;
  }
  return ctx.db.transaction(async (tx) => {
    // The same refund completed twice at once (one key sent twice): the first records it, the
    // second finds it recorded on the locked row and adds nothing to the payment.
    const [current] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.id, pending.id))
      .for('update');
    if (current?.status === 'succeeded') {
      const [payment] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, row.id));
      return { payment: payment!, refund: current };
    }
    const [refund] = await tx
      .update(refunds)
      .set({ status: providerRefund.status, providerRefundId: providerRefund.id })
      .where(eq(refunds.id, pending.id))
      .returning();
    const [payment] = await tx
      .update(paymentIntents)
      .set({
        refundedCents: sql`${paymentIntents.refundedCents} + ${amount}`,
        status: sql`case when ${paymentIntents.refundedCents} + ${amount} >= ${paymentIntents.capturedCents} then 'refunded'::payment_intent_status else ${paymentIntents.status} end`,
      })
      .where(and(eq(paymentIntents.id, row.id)))
      .returning();
    if (input.money && refund!.status === 'succeeded')
      await postRefund(tx, refund!, input.money, ctx.clock.now());
    return { payment: payment!, refund: refund! };
  });
}
