// Whether a buyer can order from a chef now, only for later, or not at all (issue 14 point 1,
// decision 048), derived from the order-time rule (order-time.ts, decision 010) so the dish and
// chef cards, the dish page, the cart and the search all say what "Place order" would say:
// - open: an order "now" is taken (open now and still open when the food is ready), until the
//   hours end (`at`, null when they do not end within 7 days);
// - later: no order now, but a future slot: `at` is the first one;
// - closed: neither (pre-orders off, or no slot within 7 days): `at` is when an order "now"
//   will be taken again, null when not within 7 days (no hours at all).

import {
  isOpenAt,
  listSlotsForDay,
  localDate,
  MAX_DAYS_AHEAD,
  validateOrderTime,
  type OrderTimeRules,
} from './order-time';

export type KitchenStateKind = 'open' | 'later' | 'closed';

export interface KitchenState {
  state: KitchenStateKind;
  at: Date | null;
}

const STEP_MS = 15 * 60_000;
const HORIZON_MS = MAX_DAYS_AHEAD * 24 * 60 * 60_000;

/**
 * Quarter-hour instants after `now` up to 7 days ahead. Every zone's offset is a whole number
 * of quarter hours, so these are the chef's local quarter hours too (hours are on quarter
 * hours, business-hours.ts), DST days included.
 */
function* quarterHoursAfter(now: Date): Generator<Date> {
  const first = Math.floor(now.getTime() / STEP_MS) * STEP_MS + STEP_MS;
  const last = now.getTime() + HORIZON_MS;
  for (let t = first; t <= last; t += STEP_MS) yield new Date(t);
}

/** The first instant after `now` at which the chef is closed, or null within 7 days. */
function closingAfter(rules: OrderTimeRules, now: Date): Date | null {
  for (const t of quarterHoursAfter(now)) if (!isOpenAt(t, rules.hours, rules.timeZone)) return t;
  return null;
}

/** The first instant after `now` at which an order "now" is taken, or null within 7 days. */
function nextOrderNow(rules: OrderTimeRules, now: Date): Date | null {
  if (!rules.hours) return null;
  for (const t of quarterHoursAfter(now)) {
    if (validateOrderTime({ kind: 'now' }, rules, t).ok) return t;
  }
  return null;
}

/** The chef's kitchen at `now`, by the same rule checkout applies to "Place order". */
export function kitchenState(rules: OrderTimeRules, now: Date): KitchenState {
  if (validateOrderTime({ kind: 'now' }, rules, now).ok) {
    return { state: 'open', at: closingAfter(rules, now) };
  }
  const firstSlot = nextSlots(rules, now, 1)[0];
  if (firstSlot) return { state: 'later', at: firstSlot };
  return { state: 'closed', at: nextOrderNow(rules, now) };
}

/** Whether a dish of this kitchen can be put in a cart: ordered now or for a later slot. */
export const kitchenTakesOrders = (k: Pick<KitchenState, 'state'>): boolean => k.state !== 'closed';

export const kitchenMessages = {
  /** The cart's refusal (409 kitchen_closed) and the dish page's reason. */
  closed: 'This chef is closed and does not take orders for later.',
  /** The add button of a dish that cannot be put in the cart. */
  closedButton: 'Closed · no orders for later',
} as const;

/** "Los Angeles" for "America/Los_Angeles": the zone's city, as people name a time zone. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDay}`;
  let f = timeFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDay ? { weekday: 'short' } : {}),
    });
    timeFormatters.set(key, f);
  }
  return f;
}

const dayKey = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** Minutes east of UTC of a zone at an instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * A time of the chef's as the buyer reads it: in the chef's zone, "5:00 PM" today or
 * "Wed 5:00 PM" another day, and "… Los Angeles time" when the buyer's clock reads otherwise.
 */
export function chefTimeText(
  at: Date,
  timeZone: string,
  viewerTimeZone: string | null,
  now: Date,
): string {
  const sameDay = dayKey(at, timeZone) === dayKey(now, timeZone);
  const text = formatter(timeZone, !sameDay)
    .format(at)
    .replace(/\u202f/g, ' ');
  const differs =
    viewerTimeZone !== null &&
    viewerTimeZone !== timeZone &&
    offsetMinutes(at, viewerTimeZone) !== offsetMinutes(at, timeZone);
  return differs ? `${text} ${zoneCity(timeZone)} time` : text;
}

/**
 * What a card or the dish page says: "Open until 9:30 PM", "Closed · orders for later from
 * Wed 5:00 PM", "Closed · opens Wed 5:00 PM", "Closed".
 */
export function kitchenStateText(
  k: { state: KitchenStateKind; at: Date | string | null },
  timeZone: string,
  viewerTimeZone: string | null,
  now: Date,
): string {
  const at = k.at === null ? null : new Date(k.at);
  const when = (t: Date) => chefTimeText(t, timeZone, viewerTimeZone, now);
  switch (k.state) {
    case 'open':
      return at ? `Open until ${when(at)}` : 'Open now';
    case 'later':
      return at ? `Closed · orders for later from ${when(at)}` : 'Closed · orders for later';
    case 'closed':
      return at ? `Closed · opens ${when(at)}` : 'Closed';
  }
}

/** The next few slots of a kitchen that takes orders for later only (the dish page offers them). */
export function nextSlots(rules: OrderTimeRules, now: Date, count: number): Date[] {
  const out: Date[] = [];
  if (rules.preOrderDisabled || !rules.hours) return out;
  // Day by day (listDaysWithSlots builds the whole week), stopping once there are enough.
  const today = Date.parse(`${localDate(now, rules.timeZone)}T00:00:00Z`);
  for (let i = 0; i <= MAX_DAYS_AHEAD && out.length < count; i++) {
    const date = new Date(today + i * 864e5).toISOString().slice(0, 10);
    out.push(...listSlotsForDay(date, rules, now).slice(0, count - out.length));
  }
  return out;
}
