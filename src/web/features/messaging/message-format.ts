import dayjs from 'dayjs';

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
