// A server that dies between authorising a checkout and committing its order leaves a card
// hold without an order. The processor would release it after 7 days; this sweep releases it
// as soon as no commit can still be running for it. Meant for a timed job (every few minutes).
import { and, asc, eq, isNull, like, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { authorizePayment } from '../payments/authorize-payment.service.ts';
import { voidPayment } from '../payments/void-payment.service.ts';
import { releaseOrphanedReservations } from './stock-reservations.ts';

/** Far longer than any checkout's commit takes, so a hold still being used is never touched. */
export const ORPHANED_HOLD_AGE_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Voids checkout holds older than `olderThanMs` that no order claimed, and gives back the
 * portions such checkouts reserved (decision 065). Returns how many holds were voided.
 */
export async function voidOrphanedHolds(
  ctx: AppContext,
  olderThanMs = ORPHANED_HOLD_AGE_MS,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanMs);
  const rows = await ctx.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'authorized'),
        isNull(paymentIntents.orderId),
        // Only holds made by POST /orders (key order:{buyer}:{key}).
        like(paymentIntents.idempotencyKey, 'order:%'),
        lt(paymentIntents.authorizedAt, cutoff),
      ),
    )
    .orderBy(asc(paymentIntents.authorizedAt))
    .limit(BATCH);
  let voided = 0;
  for (const row of rows) {
    try {
      await voidPayment(ctx, { paymentIntentId: row.id });
      voided += 1;
    } catch {
      // Left for the next sweep (the processor may be unreachable right now).
    }
  }
  // Checkouts whose server died while the processor was authorising: the processor may hold
  // money we have no intent id for. Finish the authorisation with the same key (the processor
  // replays its answer, or authorises now) and release it.
  const interrupted = await ctx.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, 'requires_authorization'),
        like(paymentIntents.idempotencyKey, 'order:%'),
        lt(paymentIntents.createdAt, cutoff),
      ),
    )
    .orderBy(asc(paymentIntents.createdAt))
    .limit(BATCH);
  for (const row of interrupted) {
    try {
      const held = await authorizePayment(ctx, {
        userId: row.userId,
        paymentMethodId: row.paymentMethodId ?? '',
        amountCents: row.amountCents,
        idempotencyKey: row.idempotencyKey ?? '',
      });
      await voidPayment(ctx, { paymentIntentId: held.id });
      voided += 1;
    } catch {
      // Declined (nothing is held) or the processor is away: the next sweep tries again.
    }
  }
  await releaseOrphanedReservations(ctx, olderThanMs);
  return voided;
}
