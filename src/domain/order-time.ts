// When an order may be for (spec §2, §4, §9; decision 010): "order now", or a future time up to
// 7 days ahead in half-hour steps, inside the chef's business hours (read in the chef's time
// zone) and no earlier than now + the chef's lead time. A chef who disabled pre-orders takes
// "now" only, and only while open.
//
// Slots are built by walking real instants in 30-minute steps from the chef's local midnight,
// never by adding hours to a wall-clock date: on a spring-forward day the missing local times
// (e.g. 02:00 and 02:30) simply never appear, and on a fall-back day the repeated hour appears
// twice as two distinct instants.

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { messages } from './messages';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SLOT_MINUTES = 30;
export const MAX_DAYS_AHEAD = 7;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * Weekly hours, same shape as profiles.business_hours: days 0 = Sunday … 6 = Saturday, times
 * "HH:mm" local. An end at or before the start means the chef closes after midnight (the night
 * belongs to the day it started); "24:00" closes at midnight; start = end is no hours at all.
 */
export interface WeeklyHours {
  businessDays: number[];
  fromHour: string;
  endHour: string;
}

export interface OrderTimeRules {
  hours: WeeklyHours | null;
  /** IANA zone of the chef, e.g. "America/Los_Angeles". */
  timeZone: string;
  leadTimeMinutes: number;
  preOrderDisabled: boolean;
}

export type OrderTimeRequest = { kind: 'now' } | { kind: 'at'; at: Date };

export type OrderTimeRefusal =
  'out_of_hours' | 'pre_order_disabled' | 'not_a_slot' | 'too_soon' | 'too_far_ahead';

export const orderTimeMessages: Record<OrderTimeRefusal, string> = {
  out_of_hours: messages.outOfBusinessHours,
  pre_order_disabled: 'This chef takes orders for now only.',
  not_a_slot: 'Choose one of the offered times.',
  too_soon: "That time is too soon for the chef's preparation time.",
  too_far_ahead: `Orders can be placed up to ${MAX_DAYS_AHEAD} days ahead.`,
};

export type OrderTimeResult =
  | { ok: true; kind: 'now' | 'at'; readyAt: Date }
  | { ok: false; reason: OrderTimeRefusal; message: string };

/** "HH:mm" → minutes after midnight (0–1440), or null when malformed. */
export function parseHourMinute(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Weekday, minute of day and seconds of an instant in a zone. A cached Intl formatter: dayjs's
 * tz() builds one per call, which made a week of slots take ~400 ms.
 */
function localParts(at: Date, timeZone: string): LocalParts {
  // Instants on a whole minute (slots, the kitchen-state walk) repeat across chefs and
  // requests: keep their parts, so a page of chefs in one zone reads each instant once.
  const ms = at.getTime();
  const key = ms % MINUTE_MS === 0 ? `${timeZone}|${ms}` : null;
  const cached = key ? partsCache.get(key) : undefined;
  if (cached) return cached;
  const parts = formatParts(at, timeZone);
  if (key) {
    if (partsCache.size >= PARTS_CACHE_MAX) partsCache.clear();
    partsCache.set(key, parts);
  }
  return parts;
}

interface LocalParts {
  day: number;
  minute: number;
  second: number;
}
const partsCache = new Map<string, LocalParts>();
const PARTS_CACHE_MAX = 50_000;

function formatParts(at: Date, timeZone: string): LocalParts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(at)) parts[p.type] = p.value;
  return {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second) + (at.getTime() % 1000) / 1000,
  };
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Whether the chef is open at this instant, reading the hours in the chef's zone. */
export function isOpenAt(at: Date, hours: WeeklyHours | null, timeZone: string): boolean {
  if (!hours) return false;
  const { day, minute } = localParts(at, timeZone);
  return isOpenAtLocal(day, minute, hours);
}

/**
 * parseHourMinute of the few "HH:mm" values chefs use, kept: the kitchen state asks
 * isOpenAtLocal for every quarter hour of a week, for every chef of a search page.
 */
const hourMinutes = new Map<string, number | null>();
function cachedHourMinute(value: string): number | null {
  let minutes = hourMinutes.get(value);
  if (minutes === undefined) {
    minutes = parseHourMinute(value);
    if (hourMinutes.size >= 10_000) hourMinutes.clear();
    hourMinutes.set(value, minutes);
  }
  return minutes;
}

function isOpenAtLocal(day: number, minute: number, hours: WeeklyHours | null): boolean {
  if (!hours) return false;
  const from = cachedHourMinute(hours.fromHour);
  const end = cachedHourMinute(hours.endHour);
  if (from === null || end === null || from === end || from === DAY_MINUTES) return false;
  const days = hours.businessDays;
  if (from < end) return days.includes(day) && minute >= from && minute < end;
  // Overnight: the evening of a business day, or the small hours after one.
  return (days.includes(day) && minute >= from) || (days.includes((day + 6) % 7) && minute < end);
}

const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/** Refusal for a future time, or null when it is a valid slot. */
function refuseAt(at: Date, rules: OrderTimeRules, now: Date): OrderTimeRefusal | null {
  if (rules.preOrderDisabled) return 'pre_order_disabled';
  const { day, minute, second } = localParts(at, rules.timeZone);
  if (minute % SLOT_MINUTES !== 0 || second !== 0) return 'not_a_slot';
  if (at.getTime() > addMinutes(now, MAX_DAYS_AHEAD * DAY_MINUTES).getTime())
    return 'too_far_ahead';
  if (at.getTime() < addMinutes(now, rules.leadTimeMinutes).getTime()) return 'too_soon';
  if (!isOpenAtLocal(day, minute, rules.hours)) return 'out_of_hours';
  return null;
}

/**
 * "Now" is open to every chef who is open now and still open when the food is ready
 * (now + lead time). A future time must be a listed slot.
 */
export function validateOrderTime(
  request: OrderTimeRequest,
  rules: OrderTimeRules,
  now: Date,
): OrderTimeResult {
  if (request.kind === 'now') {
    const readyAt = addMinutes(now, rules.leadTimeMinutes);
    const open =
      isOpenAt(now, rules.hours, rules.timeZone) && isOpenAt(readyAt, rules.hours, rules.timeZone);
    return open
      ? { ok: true, kind: 'now', readyAt }
      : { ok: false, reason: 'out_of_hours', message: orderTimeMessages.out_of_hours };
  }
  const reason = refuseAt(request.at, rules, now);
  return reason
    ? { ok: false, reason, message: orderTimeMessages[reason] }
    : { ok: true, kind: 'at', readyAt: request.at };
}

/** Today's date ("YYYY-MM-DD") in the chef's zone. */
export function localDate(at: Date, timeZone: string): string {
  return dayjs(at).tz(timeZone).format('YYYY-MM-DD');
}

/** Calendar arithmetic on a plain date, in UTC so no zone's DST can shift it. */
const nextDate = (date: string, days: number) =>
  dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');

/** Every valid future slot on one local date of the chef ("YYYY-MM-DD"), earliest first. */
export function listSlotsForDay(date: string, rules: OrderTimeRules, now: Date): Date[] {
  if (rules.preOrderDisabled || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const start = dayjs.tz(`${date} 00:00`, rules.timeZone);
  if (!start.isValid() || start.format('YYYY-MM-DD') !== date) return [];
  const next = dayjs.tz(`${nextDate(date, 1)} 00:00`, rules.timeZone);
  // Only the part of the day between now + lead time and now + 7 days can hold slots.
  const earliest = addMinutes(now, rules.leadTimeMinutes).getTime();
  const latest = addMinutes(now, MAX_DAYS_AHEAD * DAY_MINUTES).getTime();
  const slots: Date[] = [];
  for (let t = start.toDate(); t < next.toDate(); t = addMinutes(t, SLOT_MINUTES)) {
    if (t.getTime() < earliest || t.getTime() > latest) continue;
    if (refuseAt(t, rules, now) === null) slots.push(t);
  }
  return slots;
}

/** The local dates from today through 7 days ahead that have at least one slot. */
export function listDaysWithSlots(
  rules: OrderTimeRules,
  now: Date,
): { date: string; slots: Date[] }[] {
  const today = localDate(now, rules.timeZone);
  const days: { date: string; slots: Date[] }[] = [];
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++) {
    const date = nextDate(today, i);
    const slots = listSlotsForDay(date, rules, now);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
