import type {
  OrderAction,
  OrderCountsResponse,
  OrderListQuery,
  OrderSummary,
} from '#contracts/orders';
import type { LiveEvent } from '#contracts/live';
import { cardLabel } from '#domain/cards';
import { formatDateTime } from '../../lib/format';
import { orderStatusLabels } from '../../lib/order-status';

// Pure wording and arithmetic of the order screens, kept out of the components so it is tested.

export type OrderStatus = OrderSummary['status'];
export type OrderSide = NonNullable<OrderListQuery['side']>;
export type OrderListName = NonNullable<OrderListQuery['list']>;

/** Words and colours for the order statuses (shared with the calendars). */
export { orderStatusLabels };

export const paymentStatusLabels: Record<string, string> = {
  requires_authorization: 'Waiting for authorisation',
  authorized: 'Authorised (charged when the chef accepts)',
  captured: 'Charged',
  voided: 'Hold released',
  refunded: 'Refunded',
  failed: 'Failed',
};

export function addressText(a: NonNullable<OrderSummary['deliveryAddress']>): string {
  return [a.address1, a.address2, a.city, a.state, a.zipcode].filter(Boolean).join(', ');
}

export const orderListNames: OrderListName[] = ['new', 'active', 'archive'];
export const orderListLabels: Record<OrderListName, string> = {
  new: 'New',
  active: 'Active',
  archive: 'Archive',
};

/** The `?side=` and `?list=` of /order/list, falling back to what this person sees first. */
export function parseListParams(
  params: URLSearchParams,
  isChef: boolean,
): { side: OrderSide; list: OrderListName } {
  const side = params.get('side');
  const list = params.get('list');
  return {
    // A chef lands on the orders they received; everyone else on their own.
    side: isChef && side !== 'buyer' ? 'seller' : 'buyer',
    list: orderListNames.includes(list as OrderListName) ? (list as OrderListName) : 'new',
  };
}

/** The badge of one list tab (archive has none: it only grows). */
export function listCount(
  counts: OrderCountsResponse | undefined,
  side: OrderSide,
  list: OrderListName,
): number {
  if (!counts || list === 'archive') return 0;
  return counts[side][list];
}

export function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** "Pickup, as soon as possible" or "Delivery at 05/12/2026 07:30 pm". */
export function deliveryText(
  method: OrderSummary['deliveryMethod'],
  deliveryAt: string | null,
): string {
  const how = method === 'pickup' ? 'Pickup' : 'Delivery';
  return deliveryAt ? `${how} at ${formatDateTime(deliveryAt)}` : `${how}, as soon as possible`;
}

/** "Visa •••• 4242, charged" — the card the order was authorised on and where the money is. */
export function paymentText(payment: NonNullable<OrderSummary['payment']>): string {
  const status = paymentStatusLabels[payment.status] ?? payment.status;
  return payment.card
    ? `${cardLabel(payment.card.brand, payment.card.last4)}: ${status}`
    : `Card removed since: ${status}`;
}

export interface TimelineEntry {
  status: OrderStatus;
  label: string;
  at: string;
  /** The latest entry: where the order stands now. */
  current: boolean;
}

/** The steps of the history read as events ("Order placed"), not as the status chip. */
const timelineLabels: Partial<Record<OrderStatus, string>> = {
  new: 'Order placed',
};

/** The order's status history, oldest first, the last one marked current. */
export function orderTimeline(history: OrderSummary['statusHistory']): TimelineEntry[] {
  const sorted = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return sorted.map((h, i) => ({
    status: h.status,
    label: timelineLabels[h.status] ?? orderStatusLabels[h.status].label,
    at: h.at,
    current: i === sorted.length - 1,
  }));
}

/** Why the order ended, when it was refused or called off. */
export function endedReason(order: Pick<OrderSummary, 'status' | 'statusReason'>): string | null {
  if (order.status !== 'rejected' && order.status !== 'cancelled') return null;
  const reason = order.statusReason?.trim();
  if (!reason) return null;
  return order.status === 'rejected' ? `Rejected: ${reason}` : `Cancelled: ${reason}`;
}

/**
 * What a cancel means for the money: before the chef accepted, only a hold exists and it is
 * released; after acceptance the card was charged and is refunded.
 */
export function cancelMoneyText(order: Pick<OrderSummary, 'payment'>): string {
  return order.payment?.status === 'captured'
    ? 'The card was charged, so the full amount is refunded to the buyer.'
    : 'The card was not charged: the hold on it is released.';
}

export const chefActionOrder: OrderAction[] = ['accept', 'reject', 'ready', 'complete', 'cancel'];
export const buyerActionOrder: OrderAction[] = [
  'cancel',
  'archive',
  'respond',
  'change_delivery_time',
  'reorder',
];

/** The allowed actions of this viewer, in the order their buttons appear. */
export function actionsFor(order: Pick<OrderSummary, 'viewerRole' | 'allowedActions'>) {
  const sequence = order.viewerRole === 'seller' ? chefActionOrder : buyerActionOrder;
  return sequence.filter((a) => order.allowedActions.includes(a));
}

export interface ReviewLink {
  label: string;
  to: string;
}

/**
 * After completion: the buyer reviews the order and each dish (once per dish, even when it
 * was ordered twice with different options); the chef reviews the customer.
 */
export function reviewLinks(
  order: Pick<OrderSummary, 'id' | 'status' | 'viewerRole' | 'buyer' | 'items'>,
): ReviewLink[] {
  if (order.status !== 'completed') return [];
  const id = encodeURIComponent(order.id);
  if (order.viewerRole === 'seller')
    return [
      {
        label: 'Review the customer',
        to: `/review/customer/${encodeURIComponent(order.buyer.id)}/${id}`,
      },
    ];
  const links: ReviewLink[] = [{ label: 'Review this order', to: `/review/order/${id}` }];
  const seen = new Set<string>();
  for (const item of order.items) {
    if (!item.dishId || seen.has(item.dishId)) continue;
    seen.add(item.dishId);
    links.push({
      label: `Review ${item.dishName}`,
      to: `/review/dish/${encodeURIComponent(item.dishId)}/${id}`,
    });
  }
  return links;
}

/** The characters left of a limited text, for the counter under the field. */
export function charactersLeft(text: string, max: number): string {
  const left = max - text.length;
  return left === 1 ? '1 character left' : `${left} characters left`;
}

/**
 * What a live event makes stale (contracts/live.ts: events name what changed, the data is
 * read again through the API): a new order changes the lists and counts; a change to one
 * order also its page.
 */
export function staleKeysFor(event: LiveEvent): (readonly string[])[] {
  switch (event.type) {
    case 'order.created':
      return [
        ['orders', 'list'],
        ['orders', 'counts'],
      ];
    case 'order.updated':
      return [
        ['orders', event.orderId],
        ['orders', 'list'],
        ['orders', 'counts'],
      ];
    default:
      return [];
  }
}
