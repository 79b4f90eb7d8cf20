// An order as its buyer or its chef sees it: totals, item snapshots and the payment. Nobody
// else learns that the order exists: anyone else gets the same 404 as for a missing id.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { OrderSummary } from '#contracts/orders';
import { seesPickupAddress } from '#domain/chef-location';
import { allowedActions, type OrderRole } from '#domain/order-lifecycle';
import { orderLoadFailedMessage } from '#domain/messages';
import { chefPersonName, visibleChef } from '../chefs/chef-queries.ts';
import type { AppContext } from '../../context.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  type OrderAddress,
} from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { paymentIntents, paymentMethods } from '../../db/schema/payments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';

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

/**
 * The chef's pickup address (their business address, else the default or first one), read
 * only when the viewer may see it (decision 052).
 */
async function pickupAddressOf(
  db: Queryable,
  chefId: string,
): Promise<OrderSummary['pickupAddress']> {
  const [a] = await db
    .select({
      name: addresses.name,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zipcode: addresses.zipcode,
    })
    .from(addresses)
    .where(eq(addresses.userId, chefId))
    .orderBy(
      sql`case when lower(${addresses.type}) = 'business' then 0 else 1 end`,
      desc(addresses.isDefault),
      asc(addresses.createdAt),
    )
    .limit(1);
  return a ?? null;
}

/** What a chef sees of the buyer: the first name only (or a neutral word without one). */
export function buyerDisplayName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first || 'Customer';
}

export interface SummaryViewer {
  /** Who looks; the buyer when omitted (the checkout answers its buyer). */
  userId?: string;
  /** For the actions that depend on time (the clock's now). */
  now: Date;
}

/** The summary of an order row (items, chef, buyer, history and payment read alongside). */
export async function toOrderSummary(
  db: Queryable,
  order: OrderRow,
  viewer: SummaryViewer,
): Promise<OrderSummary> {
  const viewerRole: OrderRole = viewer.userId === order.sellerId ? 'seller' : 'buyer';
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const [chef] = await db
    .select({ name: profiles.name, businessName: profiles.businessName })
    .from(profiles)
    .where(eq(profiles.id, order.sellerId));
  const [buyer] = await db
    .select({
      name: profiles.name,
      // As getPublicProfile decides: public, not deleted or suspended, and a chef visible.
      publicProfile: sql<boolean>`${profiles.profileStatus} = 'public'
        and ${users.deletedAt} is null and ${users.suspendedAt} is null
        and (${profiles.type} <> 'chef' or coalesce((${visibleChef}), false))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, order.buyerId));
  const [payment] = await db
    .select({
      id: paymentIntents.id,
      status: paymentIntents.status,
      amountCents: paymentIntents.amountCents,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
    })
    .from(paymentIntents)
    .leftJoin(paymentMethods, eq(paymentMethods.id, paymentIntents.paymentMethodId))
    .where(eq(paymentIntents.orderId, order.id))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  const history = await db
    .select({ status: orderStatusHistory.toStatus, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const pickupAddress = seesPickupAddress({ ...order, viewerRole })
    ? await pickupAddressOf(db, order.sellerId)
    : null;
  return {
    id: order.id,
    status: order.status,
    active: order.active,
    buyerId: order.buyerId,
    buyer: {
      id: order.buyerId,
      name: buyerDisplayName(buyer?.name),
      publicProfile: Boolean(buyer?.publicProfile),
    },
    viewerRole,
    allowedActions: allowedActions(
      {
        status: order.status,
        active: order.active,
        deliveryAt: order.deliveryAt,
        hasDishes: items.some((i) => i.dishId !== null),
      },
      viewerRole,
      viewer.now,
    ),
    statusReason: order.statusReason,
    buyerResponse: order.buyerResponse,
    viewedAt: order.viewedAt ? order.viewedAt.toISOString() : null,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    chef: {
      id: order.sellerId,
      name: chefPersonName(chef ?? { name: null, businessName: null }),
      businessName: chef?.businessName ?? null,
    },
    deliveryMethod: order.deliveryMethod,
    deliveryAt: order.deliveryAt ? order.deliveryAt.toISOString() : null,
    deliveryAddress: publicAddress(order.deliveryAddress),
    pickupAddress,
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
    payment: payment
      ? {
          id: payment.id,
          status: payment.status,
          amountCents: payment.amountCents,
          card:
            payment.brand && payment.last4 ? { brand: payment.brand, last4: payment.last4 } : null,
        }
      : null,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * The order if `userId` is its buyer or its chef, with their role; the spec's 404 for anyone
 * else, exactly as for an id that does not exist. `lock` takes the row FOR UPDATE (pass the
 * transaction as `db`).
 */
export async function findOrderForParty(
  db: Queryable,
  userId: string,
  orderId: string,
  lock = false,
): Promise<{ order: OrderRow; role: OrderRole }> {
  const missing = () => notFound(orderLoadFailedMessage(orderId));
  if (!UUID.test(orderId)) throw missing();
  const query = db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
    );
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw missing();
  return { order, role: order.sellerId === userId ? 'seller' : 'buyer' };
}

/** GET /orders/:id — the buyer's or the chef's own order; anything else is the spec's 404. */
export async function getOrderFor(
  ctx: AppContext,
  userId: string,
  orderId: string,
): Promise<OrderSummary> {
  const { order } = await findOrderForParty(ctx.db, userId, orderId);
  return toOrderSummary(ctx.db, order, { userId, now: ctx.clock.now() });
}
