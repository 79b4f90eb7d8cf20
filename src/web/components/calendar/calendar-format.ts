import type { CalendarDayHours, CalendarOrder } from '#contracts/calendar';
import { chefClockText, zoneCity } from '#domain/kitchen-text';
import { DAYS_PER_WEEK, daysInRange } from '#domain/calendar';

// The calendar's wording (decision 055), kept out of the component so it is tested. Days are
// plain dates ("YYYY-MM-DD"), formatted as UTC so the viewer's own zone never moves them.

export type CalendarView = 'week' | 'day';

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

const weekdayShort = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const dayLong = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const rangeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Tue, Nov 24": a day's heading in the week. */
export const dayHeading = (date: string) => weekdayShort.format(utcDate(date));

/** "Tuesday, November 24, 2026": the day view's title. */
export const dayTitle = (date: string) => dayLong.format(utcDate(date));

/** "Week of Nov 22 – 28, 2026" (the range of a week, or any range of days). */
export function rangeTitle(from: string, to: string): string {
  if (from === to) return dayTitle(from);
  const text = rangeFormat.formatRange(utcDate(from), utcDate(to)).replace(/\u2009/g, ' ');
  return daysInRange(from, to) === DAYS_PER_WEEK ? `Week of ${text}` : text;
}

/** "9:00 AM" for "09:00"; "midnight" for "24:00" and "00:00". */
export function clockText(hourMinute: string): string {
  const [h = 0, m = 0] = hourMinute.split(':').map(Number);
  if ((h === 24 || h === 0) && m === 0) return 'midnight';
  const suffix = h >= 12 && h < 24 ? 'PM' : 'AM';
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "Open 9:00 AM – 9:00 PM", "Open 6:00 PM – 2:00 AM (next day)", or "Closed". */
export function hoursText(hours: CalendarDayHours): string {
  if (hours.closed) return 'Closed';
  const close = clockText(hours.closes);
  return `Open ${clockText(hours.opens)} – ${close}${hours.overnight && close !== 'midnight' ? ' (next day)' : ''}`;
}

/**
 * An order's time in its chef's zone: "6:00 PM", naming the chef's zone ("6:00 PM Los Angeles
 * time") when the calendar's own zone reads otherwise.
 */
export const orderTimeText = (order: CalendarOrder, calendarTimeZone: string) =>
  chefClockText(new Date(order.deliveryAt), order.chefTimeZone, calendarTimeZone);

/** "Times are in Los Angeles time." */
export const zoneNote = (timeZone: string) => `Times are in ${zoneCity(timeZone)} time.`;

/** "1 scheduled order" / "3 scheduled orders". */
export const orderCountText = (n: number) =>
  n === 1 ? '1 scheduled order' : `${n} scheduled orders`;

export const itemsText = (n: number) => (n === 1 ? '1 item' : `${n} items`);
