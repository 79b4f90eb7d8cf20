import { breakdownOfOrder } from '#domain/fees';
import type { OrderMoney } from '#domain/ledger';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import type { OrderRow } from './order-view.ts';

/** How an order's payment is split in the ledger: its parties and the fees it stored. */
export function orderMoney(order: OrderRow): OrderMoney {
  return {
    orderId: order.id,
    buyerId: order.buyerId,
    chefId: order.sellerId,
    fees: breakdownOfOrder(order),
    creditCents: order.creditCents,
  };
}

/** The split of an order found by id (money steps run after the order's own transaction). */
export async function orderMoneyById(db: Queryable, orderId: string): Promise<OrderMoney> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found.');
  return orderMoney(order);
}
