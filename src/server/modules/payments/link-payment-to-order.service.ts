import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';

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
