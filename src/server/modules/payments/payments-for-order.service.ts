import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentIntents } from '../../db/schema/payments.ts';

/** Payments of an order, newest first (the order flow stores the id it authorised). */
export async function paymentsForOrder(ctx: AppContext, orderId: string) {
  return ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .orderBy(sql`${paymentIntents.createdAt} desc`);
}
