// The orders module's SQL (docs/decisions/025). Other modules read who has ordered from whom:
// messaging offers the people of a person's orders and lets the two parties of an order write
// to each other (docs/decisions/049). Checkout reads an attempt's order by its key.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { preparedPerDatabase, type Database, type Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { cartStatement } from '../cart/cart-statement.ts';
import { heldPortionsJson } from './stock-reservations.ts';

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

/** The order of one checkout attempt: its buyer and Idempotency-Key, the `buyerId` and `key` placeholders. */
const byKey = () =>
  and(
    eq(orders.buyerId, sql.placeholder('buyerId')),
    eq(orders.idempotencyKey, sql.placeholder('key')),
  );

const orderByKeyQuery = (db: Database) =>
  db.select().from(orders).where(byKey()).prepare('order_by_idempotency_key');

/** A failed attempt asks it again (a duplicate may have won): prepared once per database. */
export const preparedOrderByKey = preparedPerDatabase(orderByKeyQuery);

/**
 * Checkout's cart statement: the cart with its dish facts and, read in the same statement (one
 * snapshot), the attempt as the database knows it: the id of its order if one was placed (a
 * duplicate that won, or a retry of a placed order) and the portions it holds (a retry after a
 * crash).
 */
export const checkoutCart = cartStatement('checkout_cart', {
  orderId: sql<string | null>`(select ${orders.id} from ${orders} where ${byKey()})`,
  held: heldPortionsJson(sql.placeholder('buyerId'), sql.placeholder('key')),
});
