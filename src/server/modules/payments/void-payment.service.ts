import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { PaymentProviderError } from '../../providers/payments/payments.ts';
import { toAppError } from './payment-errors.ts';
import { type PaymentIntentRow, byId, paymentState, stateMessage } from './payment-intent-store.ts';

/** Releases an uncaptured authorisation (order rejected or cancelled). Idempotent. */
export async function voidPayment(
  ctx: AppContext,
  input: { paymentIntentId: string },
): Promise<PaymentIntentRow> {
  const row = await byId(ctx, input.paymentIntentId);
  if (row.status === 'voided') return row;
  if (row.status !== 'authorized') throw paymentState(stateMessage(row));
  try {
    await ctx.payments.void(row.providerIntentId, { idempotencyKey: `void:${row.id}` });
  } catch (err) {
    // A lapsed authorisation has released the money already: that is what voiding wanted.
    if (!(err instanceof PaymentProviderError && err.code === 'authorization_expired'))
      throw err instanceof PaymentProviderError ? toAppError(err) : err;
  }
  const [updated] = await ctx.db
    .update(paymentIntents)
    .set({ status: 'voided', voidedAt: ctx.clock.now() })
    .where(eq(paymentIntents.id, row.id))
    .returning();
  return updated!;
}
