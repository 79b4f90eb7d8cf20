/*
 * The order flow's payments: authorise at submission, capture when the chef accepts, void
 * when the order is rejected or cancelled, refund after capture. Each call asks the processor
 * first (with an idempotency key, so a retry after a crash gets the processor's first answer)
 * and then writes our payment_intents / refunds rows to match what the processor said.
 * This file holds what those operations share: the rows, their errors and their look-ups.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { paymentIntents, refunds } from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../http/errors.ts';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export type RefundRow = typeof refunds.$inferSelect;

export const idempotencyMismatch = () =>
  new AppError(
    422,
    'idempotency_conflict',
    'This idempotency key was already used for a different payment.',
  );

export const paymentState = (message: string) => new AppError(409, 'payment_state', message);

/** The stored decline of a failed authorisation, as the first attempt answered it. */
export function declined(row: PaymentIntentRow): AppError {
  return new AppError(
    402,
    (row.failureCode ?? 'card_declined') as 'card_declined',
    row.failureMessage ?? 'Your card was declined.',
  );
}

export async function byId(ctx: AppContext, id: string): Promise<PaymentIntentRow> {
  const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  if (!row) throw notFound('That payment was not found.');
  return row;
}

export async function byIdempotencyKey(ctx: AppContext, key: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.idempotencyKey, key));
  return row;
}

export function stateMessage(row: PaymentIntentRow): string {
  switch (row.status) {
    case 'voided':
      return 'This payment has been cancelled.';
    case 'failed':
      return 'This payment was declined.';
    case 'captured':
    case 'refunded':
      return 'This payment has already been captured.';
    default:
      return 'This payment is not authorised.';
  }
}

/** The payment POST /orders authorised for an order, or undefined; `lock` takes it FOR UPDATE. */
export async function paymentOfOrder(
  db: Queryable,
  orderId: string,
  lock = false,
): Promise<PaymentIntentRow | undefined> {
  const query = db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(asc(paymentIntents.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A payment's refunds, newest first. */
export async function refundsOfPayment(db: Queryable, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentIntentId, paymentId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

export async function refundByKey(db: Queryable, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row;
}

/**
 * Writes a refund as pending before anyone asks the processor, on the caller's locked payment:
 * refundPayment, called with the same key, then completes this row rather than writing another.
 */
export async function insertPendingRefund(
  tx: Tx,
  values: { paymentIntentId: string; amountCents: number; reason: string; idempotencyKey: string },
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}
