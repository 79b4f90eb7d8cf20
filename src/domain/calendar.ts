// The order calendar (spec §2 "calendar"; issue 15 point 7, decision 055): a chef's scheduled
// orders, and a buyer's, laid out by day and by week in one time zone (the chef's for the
// business portal, the buyer's own for /order/list).
//
// Days are plain dates ("YYYY-MM-DD"), computed in UTC so no zone's DST can shift them; only
// turning a day into the instants it spans, and an instant into its day, reads the zone. A day
// is local midnight to the next local midnight, so a spring-forward day is 23 hours long and a
// fall-back day 25, and an order at 01:30 of the repeated hour lands on the right day either way.
// Weeks run Sunday to Saturday, as the business hours number their days (0 = Sunday).

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { parseHourMinute, type WeeklyHours } from './order-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The longest range one calendar request may ask for: six weeks, a month view at most. */
export const CALENDAR_MAX_DAYS = 42;
export const DAYS_PER_WEEK = 7;

export const calendarMessages = {
  badDate: 'Use a date such as 2026-11-23 (year-month-day).',
  bothOrNeither: 'Give both from and to, or neither for the current week.',
  toBeforeFrom: 'The calendar cannot end before it starts: to must be on or after from.',
  tooLong: `The calendar shows at most ${CALENDAR_MAX_DAYS} days at a time.`,
  emptyWeek: 'No scheduled orders this week',
  emptyDay: 'No scheduled orders this day',
} as const;

const DAY_MS = 24 * 60 * 60_000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a plain date's UTC midnight, or null when it is not a real date. */
function utcMidnight(date: string): number | null {
  const m = PLAIN_DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back unchanged.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return null;
  return ms;
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a string is a real calendar date written "YYYY-MM-DD". */
export const isPlainDate = (value: string): boolean => utcMidnight(value) !== null;

function mustParse(date: string): number {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`Not a date: ${date}`);
  return ms;
}

/** The plain date `days` after (or before, when negative) `date`. */
export const addDays = (date: string, days: number): string =>
  fromUtcMs(mustParse(date) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday, as business hours number them. */
export const weekdayOf = (date: string): number => new Date(mustParse(date)).getUTCDay();

/** The Sunday that starts the week holding `date`. */
export const weekStartOf = (date: string): string => addDays(date, -weekdayOf(date));

/** The week holding `date`, Sunday to Saturday, both ends included. */
export function weekOf(date: string): { from: string; to: string } {
  const from = weekStartOf(date);
  return { from, to: addDays(from, DAYS_PER_WEEK - 1) };
}

/** How many days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((mustParse(to) - mustParse(from)) / DAY_MS) + 1;

/** Every date from `from` to `to`, both included. */
export function datesInRange(from: string, to: string): string[] {
  const n = daysInRange(from, to);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(from, i));
}

/** The spec-style message when a requested range cannot be shown, else null. */
export function calendarRangeProblem(from: string, to: string): string | null {
  if (!isPlainDate(from) || !isPlainDate(to)) return calendarMessages.badDate;
  const n = daysInRange(from, to);
  if (n < 1) return calendarMessages.toBeforeFrom;
  if (n > CALENDAR_MAX_DAYS) return calendarMessages.tooLong;
  return null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The plain date an instant falls on in a zone. */
export function dateInZone(at: Date, timeZone: string): string {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, f);
  }
  return f.format(at);
}

/** The instant a plain date begins in a zone (its local midnight). */
export const startOfDayIn = (date: string, timeZone: string): Date =>
  dayjs.tz(`${date} 00:00`, timeZone).toDate();

/**
 * The instants a range of days spans in a zone: from local midnight of `from` (included) to
 * local midnight after `to` (excluded), whatever the DST changes between.
 */
export function rangeInstants(
  from: string,
  to: string,
  timeZone: string,
): { start: Date; end: Date } {
  return { start: startOfDayIn(from, timeZone), end: startOfDayIn(addDays(to, 1), timeZone) };
}

/**
 * The range a calendar request means: the given days, or the current week in the zone when
 * none are given. Assumes the range passed calendarRangeProblem.
 */
export function resolveCalendarRange(
  requested: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): { from: string; to: string; today: string } {
  const today = dateInZone(now, timeZone);
  if (requested.from && requested.to) return { from: requested.from, to: requested.to, today };
  return { ...weekOf(today), today };
}

/** A day's business hours as the chef set them, or closed on a day not among their days. */
export type DayHours =
  | { closed: true }
  | {
      closed: false;
      opens: string;
      closes: string;
      /** The hours run past midnight into the next day ("18:00"–"02:00"). */
      overnight: boolean;
    };

/**
 * The hours of one date by the chef's weekly hours: open from `fromHour` to `endHour` on a
 * business day, closed on any other day, and closed every day when there are no usable hours
 * (none set, or a start equal to the end, which order-time.ts reads as no hours at all).
 */
export function hoursOnDate(date: string, hours: WeeklyHours | null): DayHours {
  if (!hours || !hours.businessDays.includes(weekdayOf(date))) return { closed: true };
  const from = parseHourMinute(hours.fromHour);
  const end = parseHourMinute(hours.endHour);
  if (from === null || end === null || from === end || from === 24 * 60) return { closed: true };
  return { closed: false, opens: hours.fromHour, closes: hours.endHour, overnight: end < from };
}

/**
 * Items with an instant, laid out on every date of the range in a zone (empty days included,
 * so a week always has seven), each day's items earliest first. Items outside the range are
 * left out.
 */
export function groupByDay<T>(
  items: readonly T[],
  at: (item: T) => Date,
  range: { from: string; to: string },
  timeZone: string,
): { date: string; items: T[] }[] {
  const days = datesInRange(range.from, range.to).map((date) => ({ date, items: [] as T[] }));
  const byDate = new Map(days.map((d) => [d.date, d.items]));
  const sorted = [...items].sort((a, b) => at(a).getTime() - at(b).getTime());
  for (const item of sorted) byDate.get(dateInZone(at(item), timeZone))?.push(item);
  return days;
}
