import { eq } from 'drizzle-orm';
import { captureLines, entryKey, LedgerError, type OrderMoney } from '#domain/ledger';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { postEntry } from '../ledger/ledger-queries.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { toAppError } from './payment-errors.ts';
import { type PaymentIntentRow, byId, paymentState, stateMessage } from './payment-intent-store.ts';

/**
 * The capture's ledger entry: the order's total split between chef, platform and courier, paid
 * by the buyer's credit first (money.creditCents) and the card (what was captured) for the rest.
 */
export async function postCapture(tx: Tx, payment: PaymentIntentRow, money: OrderMoney, now: Date) {
  const credit = money.creditCents ?? 0;
  if (payment.capturedCents !== money.fees.totalCents - credit)
    throw new LedgerError(
      `payment ${payment.id} captured ${payment.capturedCents} of an order totalling ${money.fees.totalCents} with ${credit} credit`,
    );
  await postEntry(tx, {
    kind: 'capture',
    idempotencyKey: entryKey('capture', payment.id),
    orderId: money.orderId,
    paymentId: payment.id,
    lines: captureLines(money, money.fees, credit),
    postedAt: now,
  });
}

/**
 * Captures the authorisation (all of it, or `amountCents` of it; the rest is released). An
 * order's payment (`money`) posts its capture entry in the same transaction that records the
 * capture, split as the order's fees say (decision 035); a retried capture posts nothing more.
 */
export async function capturePayment(
  ctx: AppContext,
  input: { paymentIntentId: string; amountCents?: number; money?: OrderMoney },
): Promise<PaymentIntentRow> {
  const row = await byId(ctx, input.paymentIntentId);
  if (row.status === 'captured' || row.status === 'refunded') {
    if (input.amountCents === undefined || input.amountCents === row.capturedCents) return row;
    throw paymentState('This payment has already been captured.');
  }
  if (row.status !== 'authorized') throw paymentState(stateMessage(row));
  try {
    const intent = await ctx.payments.capture(row.providerIntentId, {
      amountCents: input.amountCents,
      idempotencyKey: `capture:${row.id}:${input.amountCents ?? 'full'}`,
    });
    const now = ctx.clock.now();
    return await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(paymentIntents)
        .set({ status: 'captured', capturedCents: intent.capturedCents, capturedAt: now })
        .where(eq(paymentIntents.id, row.id))
        .returning();
      if (input.money) await postCapture(tx, updated!, input.money, now);
      return updated!;
    });
  } catch (err) {
    if (err instanceof PaymentProviderError && err.code === 'authorization_expired') {
      await ctx.db
        .update(paymentIntents)
        .set({
          status: 'voided',
          voidedAt: ctx.clock.now(),
          failureCode: 'authorization_expired',
          failureMessage: err.message,
        })
        .where(eq(paymentIntents.id, row.id));
    }
    throw err instanceof PaymentProviderError ? toAppError(err) : err;
  }
}
