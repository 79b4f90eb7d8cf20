// What each party hears after an order changed: the live event to both (so open pages
// re-read the order) and a notification to the one who did not make the change. Runs after
// the change committed; a failure here never undoes or fails the change itself.
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '#domain/order-lifecycle';
import { formatUsd } from '#domain/fees';
import { chefDisplayName } from '#domain/chef';
import type { AppContext } from '../../context.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { chefNameColumns } from '../chefs/chef-queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import { buyerDisplayName, type OrderRow } from './order-view.ts';

export const orderLink = (orderId: string) => `/order/view/${orderId}`;

/** What happened, for the words of the notification. */
export type OrderNotice =
  | { kind: 'created' }
  | { kind: 'status'; to: OrderStatus; by: 'buyer' | 'seller'; reason: string | null }
  | { kind: 'buyer_response'; response: string }
  | { kind: 'delivery_time' }
  /** Seen by the chef, archived, a claim undone: both re-read, nobody is notified. */
  | { kind: 'updated' };

interface Names {
  chef: string;
  buyer: string;
  timeZone: string;
}

async function namesOf(ctx: AppContext, order: OrderRow): Promise<Names> {
  const [chef] = await ctx.db
    .select({ ...chefNameColumns, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, order.sellerId));
  const [buyer] = await ctx.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, order.buyerId));
  return {
    chef: chef ? chefDisplayName(chef) : 'Your chef',
    buyer: buyerDisplayName(buyer?.name),
    timeZone: chef?.timeZone ?? 'America/Los_Angeles',
  };
}

/** "as soon as possible" or the slot in the chef's time zone. */
export function whenText(deliveryAt: Date | null, timeZone: string): string {
  if (!deliveryAt) return 'as soon as possible';
  return deliveryAt.toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

const method = (o: OrderRow) => (o.deliveryMethod === 'delivery' ? 'delivery' : 'pickup');

/** The notification for `notice`, and who gets it; null when nobody needs one. */
function noticeFor(
  order: OrderRow,
  notice: OrderNotice,
  names: Names,
  portions: number,
): { userId: string; type: string; title: string; body: string } | null {
  const total = formatUsd(order.totalCents);
  const reason = (r: string | null) => (r ? ` Reason: ${r}` : '');
  switch (notice.kind) {
    case 'created':
      return {
        userId: order.sellerId,
        type: 'order_new',
        title: `New order from ${names.buyer}`,
        body: `${names.buyer} ordered ${portions} ${portions === 1 ? 'portion' : 'portions'} (${order.foodName ?? 'dishes'}) for ${method(order)}, ${whenText(order.deliveryAt, names.timeZone)}. Open the order to accept or reject it.`,
      };
    case 'status': {
      if (notice.by === 'buyer')
        return notice.to === 'cancelled'
          ? {
              userId: order.sellerId,
              type: 'order_status',
              title: `${names.buyer} cancelled an order`,
              body: `${names.buyer} cancelled the order of ${order.foodName ?? 'dishes'}.${reason(notice.reason)}`,
            }
          : null;
      const buyer = (title: string, body: string) => ({
        userId: order.buyerId,
        type: 'order_status',
        title,
        body,
      });
      switch (notice.to) {
        case 'accepted':
          return buyer(
            'Your order was accepted',
            `${names.chef} accepted your order of ${order.foodName ?? 'dishes'}. Your card was charged ${total}.`,
          );
        case 'rejected':
          return buyer(
            'Your order was rejected',
            `${names.chef} could not take your order of ${order.foodName ?? 'dishes'}.${reason(notice.reason)} The hold of ${total} on your card was released.`,
          );
        case 'ready':
          return buyer(
            'Your order is ready',
            `${names.chef} marked your order of ${order.foodName ?? 'dishes'} ready for ${method(order)}.`,
          );
        case 'completed':
          return buyer(
            'Your order is complete',
            `${names.chef} completed your order of ${order.foodName ?? 'dishes'}. Enjoy your meal, and let others know how it was in a review.`,
          );
        case 'cancelled':
          return buyer(
            'Your order was cancelled',
            `${names.chef} cancelled your order of ${order.foodName ?? 'dishes'}.${reason(notice.reason)} The ${total} you paid is refunded to your card.`,
          );
        default:
          return null;
      }
    }
    case 'buyer_response':
      return {
        userId: order.sellerId,
        type: 'order_response',
        title: `${names.buyer} responded on an order`,
        body: notice.response,
      };
    case 'delivery_time':
      return {
        userId: order.sellerId,
        type: 'order_time',
        title: `${names.buyer} changed the time of an order`,
        body: `The order of ${order.foodName ?? 'dishes'} is now for ${method(order)}, ${whenText(order.deliveryAt, names.timeZone)}.`,
      };
    default:
      return null;
  }
}

/**
 * Publishes the change to both parties and notifies the other one. Never throws. Given the
 * order's row as the change wrote it, it does not read the order again.
 */
export async function announceOrderChange(
  ctx: AppContext,
  changed: string | OrderRow,
  notice: OrderNotice,
): Promise<void> {
  try {
    const [order] =
      typeof changed === 'string'
        ? await ctx.db.select().from(orders).where(eq(orders.id, changed))
        : [changed];
    if (!order) return;
    const orderId = order.id;
    const parties = [order.buyerId, order.sellerId];
    await ctx.events.publish(
      parties,
      notice.kind === 'created'
        ? { type: 'order.created', orderId }
        : { type: 'order.updated', orderId, status: order.status },
    );
    const items = await ctx.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const portions = items.reduce((n, i) => n + i.quantity, 0);
    const message = noticeFor(order, notice, await namesOf(ctx, order), portions);
    if (!message) return;
    await notify(ctx, undefined, {
      ...message,
      link: orderLink(orderId),
      data: { orderId, status: order.status },
    });
  } catch {
    // The change is committed; a lost notice must not turn it into an error for the caller.
  }
}
