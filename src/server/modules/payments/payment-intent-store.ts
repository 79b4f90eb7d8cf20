/*
 * The order flow's payments: authorise at submission, capture when the chef accepts, void
 * when the order is rejected or cancelled, refund after capture. Each call asks the processor
 * first (with an idempotency key, so a retry after a crash gets the processor's first answer)
 * and then writes our payment_intents / refunds rows to match what the processor said.
 * This file holds what those operations share: the rows, their errors and their look-ups.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
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
