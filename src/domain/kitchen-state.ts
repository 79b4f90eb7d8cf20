// Whether a buyer can order from a chef now, only for later, or not at all (issue 14 point 1,
// decision 048), derived from the order-time rule (order-time.ts, decision 010) so the dish and
// chef cards, the dish page, the cart and the search all say what "Place order" would say:
// - open: an order "now" is taken (open now and still open when the food is ready), until the
//   hours end (`at`, null when they do not end within 7 days);
// - later: no order now, but a future slot: `at` is the first one;
// - closed: neither (pre-orders off, or no slot within 7 days): `at` is when an order "now"
//   will be taken again, null when not within 7 days (no hours at all).

import { isOpenAt, MAX_DAYS_AHEAD, validateOrderTime, type OrderTimeRules } from './order-time';

import type { KitchenStateKind } from './kitchen-text';

export type { KitchenStateKind } from './kitchen-text';
export { chefTimeText, kitchenMessages, kitchenStateText, zoneCity } from './kitchen-text';

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

/**
 * The next few slots of a kitchen (the dish page offers them), earliest first: the same slots
 * as listSlotsForDay, found by walking quarter hours from now + lead time and asking
 * validateOrderTime, so no day is built that is not needed.
 */
export function nextSlots(rules: OrderTimeRules, now: Date, count: number): Date[] {
  const out: Date[] = [];
  if (rules.preOrderDisabled || !rules.hours) return out;
  const earliest = new Date(now.getTime() + rules.leadTimeMinutes * 60_000 - 1);
  for (const t of quarterHoursAfter(earliest)) {
    if (t.getTime() > now.getTime() + HORIZON_MS || out.length >= count) break;
    if (validateOrderTime({ kind: 'at', at: t }, rules, now).ok) out.push(t);
  }
  return out;
}
