import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentAccounts, paymentIntents } from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { cardErrorCodes, PaymentProviderError } from '../../providers/payments/payments.ts';
import { findOwnCard } from './cards.service.ts';
import { toAppError } from './payment-errors.ts';
import {
  type PaymentIntentRow,
  byId,
  byIdempotencyKey,
  declined,
  idempotencyMismatch,
  paymentState,
} from './payment-intent-store.ts';

export interface AuthorizeInput {
  userId: string;
  /** Our payment_methods.id: one of the user's saved cards. */
  paymentMethodId: string;
  amountCents: number;
  /** One per checkout attempt: a retry with the same key returns the same payment. */
  idempotencyKey: string;
  orderId?: string | null;
  currency?: string;
  description?: string;
}

/**
 * Holds `amountCents` on the user's saved card (manual capture). Declines are recorded as a
 * failed payment and thrown as 402 with the card's code; retries with the same key replay.
 */
export async function authorizePayment(
  ctx: AppContext,
  input: AuthorizeInput,
): Promise<PaymentIntentRow> {
  const orderId = input.orderId ?? null;
  const same = (row: PaymentIntentRow) =>
    row.userId === input.userId &&
    row.paymentMethodId === input.paymentMethodId &&
    row.amountCents === input.amountCents &&
    row.orderId === orderId;
  const replay = (row: PaymentIntentRow) => {
    if (!same(row)) throw idempotencyMismatch();
    if (row.status === 'failed') throw declined(row);
    return row;
  };

  let row = await byIdempotencyKey(ctx, input.idempotencyKey);
  // A row still waiting for the processor is an attempt a crash interrupted: finish it below
  // with the same processor key (the processor replays its answer or authorises now).
  if (row && row.status !== 'requires_authorization') return replay(row);
  if (row && !same(row)) throw idempotencyMismatch();

  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new AppError(400, 'bad_request', 'The amount must be a positive number of cents.');
  const card = await findOwnCard(ctx, input.userId, input.paymentMethodId);
  const [account] = await ctx.db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.id, card.paymentAccountId));
  if (!account) throw notFound('That card was not found.');

  // Our row first, as refunds do: a server that dies while the processor authorises leaves a
  // requires_authorization row that the buyer's retry completes and voidOrphanedHolds finds.
  // The placeholder intent id keeps provider_intent_id NOT NULL and unique (keys are unique).
  if (!row) {
    [row] = await ctx.db
      .insert(paymentIntents)
      .values({
        orderId,
        userId: input.userId,
        paymentMethodId: card.id,
        provider: ctx.payments.name,
        providerIntentId: `pending:${input.idempotencyKey}`,
        amountCents: input.amountCents,
        currency: input.currency ?? 'usd',
        status: 'requires_authorization',
        idempotencyKey: input.idempotencyKey,
        // The orphaned-hold sweep compares this with the app clock, so it must come from it.
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // A concurrent duplicate wrote first: ask the processor with the same key too (it gives
      // both the same answer) and take the row as whichever of us completes it first.
      row = await byIdempotencyKey(ctx, input.idempotencyKey);
      if (!row) throw paymentState('The payment is being processed. Try again in a moment.');
      if (row.status !== 'requires_authorization') return replay(row);
      if (!same(row)) throw idempotencyMismatch();
    }
  }

  let values: Partial<typeof paymentIntents.$inferInsert>;
  let failure: AppError | null = null;
  try {
    const intent = await ctx.payments.authorize({
      customerId: account.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      amountCents: input.amountCents,
      currency: row.currency,
      // Scoped by user, so one buyer's key can never replay another buyer's payment.
      idempotencyKey: `authorize:${input.userId}:${input.idempotencyKey}`,
      description: input.description,
      metadata: { user_id: input.userId, ...(orderId ? { order_id: orderId } : {}) },
    });
    values = { providerIntentId: intent.id, status: 'authorized', authorizedAt: ctx.clock.now() };
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    if (!err.intentId || !cardErrorCodes.has(err.code)) {
      // Refused without an intent: nothing is held, so nothing of ours stays either.
      await ctx.db
        .delete(paymentIntents)
        .where(
          and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_authorization')),
        );
      throw toAppError(err);
    }
    failure = toAppError(err);
    values = {
      providerIntentId: err.intentId,
      status: 'failed',
      failureCode: err.code,
      failureMessage: err.message,
    };
  }
  const [updated] = await ctx.db
    .update(paymentIntents)
    .set(values)
    .where(and(eq(paymentIntents.id, row.id), eq(paymentIntents.status, 'requires_authorization')))
    .returning();
  if (failure) throw failure;
  // Another attempt with the same key completed the row first: the processor told it the same.
  return updated ?? replay(await byId(ctx, row.id));
}
