// The order a review is about, as one of its two parties sees it. Anyone else gets the same
// 404 as for a missing order (spec §8 "Unable to load the order: {id}"), so nobody learns
// that someone else's order exists.
import { and, eq, or } from 'drizzle-orm';
import type { Review } from '#contracts/reviews';
import { orderLoadFailedMessage } from '#domain/messages';
import type { OrderRole } from '#domain/reviews';
import type { Queryable } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { notFound } from '../../http/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PartyOrder {
  id: string;
  status: (typeof orders.$inferSelect)['status'];
  buyerId: string;
  sellerId: string;
  role: OrderRole;
}

/** The order if `userId` bought or sells it; otherwise the spec's 404. */
export async function loadPartyOrder(
  db: Queryable,
  userId: string,
  orderId: string,
): Promise<PartyOrder> {
  const missing = () => notFound(orderLoadFailedMessage(orderId));
  if (!UUID.test(orderId)) throw missing();
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
    })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
    );
  if (!order) throw missing();
  return { ...order, role: order.buyerId === userId ? 'buyer' : 'seller' };
}

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    type: row.type,
    orderId: row.orderId,
    dishId: row.dishId,
    customerId: row.customerId,
    producerId: row.producerId,
    reviewerId: row.reviewerId,
    rating: row.rating,
    publicComment: row.publicComment,
    createdAt: row.createdAt.toISOString(),
  };
}
