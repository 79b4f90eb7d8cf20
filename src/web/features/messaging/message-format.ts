import dayjs from 'dayjs';
import type { MessageOrder, RecipientRelation } from '#contracts/messaging';
import { orderReference } from '#domain/earnings';

/**
 * When a message was sent, as short as is still clear: "07:30 pm" today, "Yesterday 07:30 pm",
 * "11/14/2026 07:30 pm" before that (spec §9 date and time formats), in the viewer's zone.
 */
export function formatMessageTime(sentAt: string, now: Date = new Date()): string {
  const d = dayjs(sentAt);
  if (!d.isValid()) return '';
  const today = dayjs(now).startOf('day');
  if (!d.isBefore(today)) return d.format('hh:mm a');
  if (!d.isBefore(today.subtract(1, 'day'))) return `Yesterday ${d.format('hh:mm a')}`;
  return d.format('MM/DD/YYYY hh:mm a');
}

/** Where a person's name links to: chefs have a chef page, everyone else a profile page. */
export function memberPath(member: { id: string; isChef: boolean }): string {
  return member.isChef ? `/chef/${member.id}` : `/profile/${member.id}`;
}

/** One line of a thread list: the start of the last message, on one line. */
export function messagePreview(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isThreadId = (id: string) => UUID.test(id);

/** Why someone is offered on "New message", in the picker's words. */
export const relationLabels: Record<RecipientRelation, string> = {
  ordered_from: 'You ordered from them',
  sold_to: 'Ordered from you',
  following: 'You follow them',
  follower: 'Follows you',
};

/** "You ordered from them · Follows you". */
export function relationText(relations: readonly RecipientRelation[]): string {
  return relations.map((r) => relationLabels[r]).join(' · ');
}

/** `?order=` of a conversation page: the order its messages are about, if the id is one. */
export function orderFromParam(value: string | null): MessageOrder | null {
  if (!value || !UUID.test(value)) return null;
  const id = value.toLowerCase();
  return { id, reference: orderReference(id) };
}

/**
 * The order a conversation is about, for its header: the one the page was opened for
 * (`?order=`), else the one of its newest message about an order.
 */
export function conversationOrder(
  fromPage: MessageOrder | null,
  items: readonly { order: MessageOrder | null }[],
): MessageOrder | null {
  if (fromPage) return fromPage;
  for (let i = items.length - 1; i >= 0; i--) {
    const order = items[i]?.order;
    if (order) return order;
  }
  return null;
}

/** The new-message or thread URL with `?order=` kept. */
export function withOrder(path: string, order: MessageOrder | null): string {
  if (!order) return path;
  return `${path}${path.includes('?') ? '&' : '?'}order=${order.id}`;
}
