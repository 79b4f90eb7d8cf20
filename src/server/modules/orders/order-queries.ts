// The orders module's SQL that other modules read (docs/decisions/025): who has ordered from
// whom. Messaging reads it to offer the people of a person's orders and to let the two parties
// of an order write to each other (docs/decisions/049).
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * The people `userId` has ordered from or sold to, as a subquery with the columns `person_id`,
 * `relation` ('ordered_from' | 'sold_to') and `at` (the newest order between them), each person
 * once per relation. Served by orders_buyer_id_idx and orders_seller_id_idx.
 */
export function orderPartnersOf(userId: string): SQL {
  return sql`select o.seller_id as person_id, 'ordered_from' as relation, max(o.created_at) as at
      from orders o where o.buyer_id = ${userId} group by o.seller_id
    union all
    select o.buyer_id as person_id, 'sold_to' as relation, max(o.created_at) as at
      from orders o where o.seller_id = ${userId} group by o.buyer_id`;
}

/** Whether the two people have an order between them, either one the buyer. */
export async function haveOrderBetween(db: Queryable, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        and(eq(orders.buyerId, a), eq(orders.sellerId, b)),
        and(eq(orders.buyerId, b), eq(orders.sellerId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether `orderId` is an order between the two people, either one the buyer. */
export async function isOrderBetween(
  db: Queryable,
  orderId: string,
  a: string,
  b: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        or(
          and(eq(orders.buyerId, a), eq(orders.sellerId, b)),
          and(eq(orders.buyerId, b), eq(orders.sellerId, a)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}
