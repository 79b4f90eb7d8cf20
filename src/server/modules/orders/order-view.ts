// An order as its buyer or its chef sees it: totals, item snapshots and the payment. Nobody
// else learns that the order exists: anyone else gets the same 404 as for a missing id.
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { OrderSummary } from '#contracts/orders';
import { orderLoadFailedMessage } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { orderItems, orders, type OrderAddress } from '../../db/schema/orders.ts';
import { paymentIntents } from '../../db/schema/payments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Queryable } from '../cart/dish-facts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OrderRow = typeof orders.$inferSelect;

/** The snapshot keeps which saved address it came from (for replays and "order again"). */
export type OrderAddressSnapshot = OrderAddress & { addressId: string };

function publicAddress(a: OrderAddress | null): OrderSummary['deliveryAddress'] {
  if (!a) return null;
  return {
    name: a.name ?? null,
    address1: a.address1 ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    zipcode: a.zipcode ?? null,
  };
}

/** The summary of an order row (items, chef and payment read alongside). */
export async function toOrderSummary(db: Queryable, order: OrderRow): Promise<OrderSummary> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const [chef] = await db
    .select({ name: profiles.name, businessName: profiles.businessName })
    .from(profiles)
    .where(eq(profiles.id, order.sellerId));
  const [payment] = await db
    .select({
      id: paymentIntents.id,
      status: paymentIntents.status,
      amountCents: paymentIntents.amountCents,
    })
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, order.id))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return {
    id: order.id,
    status: order.status,
    active: order.active,
    buyerId: order.buyerId,
    chef: {
      id: order.sellerId,
      name: chef?.name ?? chef?.businessName ?? '',
      businessName: chef?.businessName ?? null,
    },
    deliveryMethod: order.deliveryMethod,
    deliveryAt: order.deliveryAt ? order.deliveryAt.toISOString() : null,
    deliveryAddress: publicAddress(order.deliveryAddress),
    foodName: order.foodName,
    currency: order.currency,
    totals: {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      serviceFeeCents: order.serviceFeeCents,
      deliveryFeeCents: order.deliveryFeeCents,
      tipCents: order.tipCents,
      totalCents: order.totalCents,
      commissionCents: order.commissionCents,
      chefEarningsCents: order.chefEarningsCents,
      commissionStructure: order.commissionStructure,
    },
    items: items.map((i) => ({
      id: i.id,
      dishId: i.dishId,
      dishName: i.dishName,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      lineTotalCents: i.lineTotalCents,
      modifiers: i.modifiers,
      specialInstruction: i.specialInstruction,
      lastCall: i.lastCall,
    })),
    payment: payment ?? null,
    createdAt: order.createdAt.toISOString(),
  };
}

/** GET /orders/:id — the buyer's or the chef's own order; anything else is the spec's 404. */
export async function getOrderFor(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  const missing = () => notFound(orderLoadFailedMessage(orderId));
  if (!UUID.test(orderId)) throw missing();
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
    );
  if (!order) throw missing();
  return toOrderSummary(ctx.db, order);
}
