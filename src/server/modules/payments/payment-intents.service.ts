import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { paymentAccounts, paymentIntents, refunds } from '../../db/schema/payments.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { cardErrorCodes, PaymentProviderError } from '../../providers/payments/payments.ts';
import { findOwnCard } from './cards.service.ts';
import { toAppError } from './payment-errors.ts';

/*
 * The order flow's payments: authorise at submission, capture when the chef accepts, void
 * when the order is rejected or cancelled, refund after capture. Each call asks the processor
 * first (with an idempotency key, so a retry after a crash gets the processor's first answer)
 * and then writes our payment_intents / refunds rows to match what the processor said.
 */

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

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

const idempotencyMismatch = () =>
  new AppError(
    422,
    'idempotency_conflict',
    'This idempotency key was already used for a different payment.',
  );

const paymentState = (message: string) => new AppError(409, 'payment_state', message);

/** The stored decline of a failed authorisation, as the first attempt answered it. */
function declined(row: PaymentIntentRow): AppError {
  return new AppError(
    402,
    (row.failureCode ?? 'card_declined') as 'card_declined',
    row.failureMessage ?? 'Your card was declined.',
  );
}

async function byId(ctx: AppContext, id: string): Promise<PaymentIntentRow> {
  const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  if (!row) throw notFound('That payment was not found.');
  return row;
}

async function byIdempotencyKey(ctx: AppContext, key: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.idempotencyKey, key));
  return row;
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

/**
 * Refunds captured money: all that is left, or `amountCents`. The refund row is written
 * pending first, so a crash between the processor and us leaves a visible trace, and the
 * processor call carries the idempotency key so the retry completes it.
 */
export async function refundPayment(
  ctx: AppContext,
  input: { paymentIntentId: string; amountCents?: number; idempotencyKey: string; reason?: string },
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
    return { payment: payment!, refund: refund! };
  });
}

/**
 * Links an authorised payment to the order it paid for. Pass the order's transaction as `db`
 * so the link commits (or not) with the order itself.
 */
export async function linkPaymentToOrder(
  db: Database,
  input: { paymentIntentId: string; orderId: string; userId: string },
): Promise<void> {
  const linked = await db
    .update(paymentIntents)
    .set({ orderId: input.orderId })
    .where(
      and(eq(paymentIntents.id, input.paymentIntentId), eq(paymentIntents.userId, input.userId)),
    )
    .returning({ id: paymentIntents.id });
  if (linked.length === 0) throw notFound('That payment was not found.');
}

/** Payments of an order, newest first (the order flow stores the id it authorised). */
export async function paymentsForOrder(ctx: AppContext, orderId: string) {
  return ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(sql`${paymentIntents.createdAt} desc`);
}

function stateMessage(row: PaymentIntentRow): string {
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
