import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { toAppError } from './payment-errors.ts';
import { type PaymentIntentRow, byId, paymentState, stateMessage } from './payment-intent-store.ts';

/** Captures the authorisation (all of it, or `amountCents` of it; the rest is released). */
export async function capturePayment(
  ctx: AppContext,
  input: { paymentIntentId: string; amountCents?: number },
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
    const [updated] = await ctx.db
      .update(paymentIntents)
      .set({ status: 'captured', capturedCents: intent.capturedCents, capturedAt: ctx.clock.now() })
      .where(eq(paymentIntents.id, row.id))
      .returning();
    return updated!;
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
