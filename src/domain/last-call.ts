// Last-call deals (spec §3, §9): how much a deal takes off and how long it has left.
// Pure rules shared by the server (the deals list) and the web (the deal cards).

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { formatUsd } from './fees';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Percent off the regular price: the item's own figure when the chef set one, else the
 * whole percent the last-call price takes off (rounded down, so a deal never looks better than
 * it is), clamped to 0–100.
 */
export function lastCallOffPercent(
  priceCents: number,
  lastCallPriceCents: number,
  storedOffPercent: number,
): number {
  if (storedOffPercent > 0) return Math.min(100, storedOffPercent);
  if (priceCents <= 0) return 0;
  const off = Math.floor(100 - (100 * lastCallPriceCents) / priceCents);
  return Math.max(0, Math.min(100, off));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "2 d 3 h left", "1 h 20 min left", "5 min left", "Less than a minute left", or "Ended"
 * once `endsAt` has passed. Whole units, rounded down (a deal never seems to last longer).
 */
export function timeLeftLabel(endsAt: Date, now: Date): string {
  const ms = endsAt.getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 'Ended';
  if (ms < MINUTE_MS) return 'Less than a minute left';
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h left` : `${days} d left`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min left` : `${hours} h left`;
  return `${minutes} min left`;
}

// A chef's own last call (business portal): the deal's price from a price or a percent off,
// its window, and its state. The same rules run in the portal's form and in the server.

/** A deal ends at most this long after it starts (it is a near-closing offer, not a sale). */
export const LAST_CALL_MAX_HOURS = 12;
/** A pickup window ends at most this long after the deal ends. */
export const LAST_CALL_PICKUP_MAX_HOURS_AFTER = 12;
/** Dishes one last call may hold. */
export const LAST_CALL_MAX_ITEMS = 20;

export const lastCallRuleMessages = {
  priceOrPercent: 'Give a last-call price or a percent off, not both.',
  priceBelowRegular: 'The last-call price must be below the regular price.',
  priceAboveZero: 'The last-call price must be above $0.00.',
  percentRange: 'The percent off must be between 1 and 99.',
  endsInFuture: 'The last call must end after now.',
  endsTooLate: `A last call can last at most ${LAST_CALL_MAX_HOURS} hours.`,
  pickupBoth: 'Give both the start and the end of the pickup window, or neither.',
  pickupOrder: 'The pickup window must end after it starts.',
  pickupBeforeDeal: 'The pickup window cannot start before the last call.',
  pickupTooLate: `The pickup window must end within ${LAST_CALL_PICKUP_MAX_HOURS_AFTER} hours after the last call.`,
} as const;

export type DealTerms = { priceCents: number } | { offPercent: number };

export type DealPricing =
  { ok: true; priceCents: number; offPercent: number } | { ok: false; problem: string };

/**
 * The last-call price and percent off from one of them. A percent off gives the price rounded
 * down to the cent (the buyer never pays more than the percent says); a price gives the whole
 * percent it takes off, rounded down (a deal never looks better than it is). Either way the
 * price is at least 1 cent and below the regular price.
 */
export function dealPricing(regularCents: number, terms: DealTerms): DealPricing {
  if ('offPercent' in terms) {
    const off = terms.offPercent;
    if (!Number.isInteger(off) || off < 1 || off > 99) {
      return { ok: false, problem: lastCallRuleMessages.percentRange };
    }
    const priceCents = Math.floor((regularCents * (100 - off)) / 100);
    if (priceCents < 1) return { ok: false, problem: lastCallRuleMessages.priceAboveZero };
    if (priceCents >= regularCents) {
      return { ok: false, problem: lastCallRuleMessages.priceBelowRegular };
    }
    return { ok: true, priceCents, offPercent: off };
  }
  const priceCents = terms.priceCents;
  if (!Number.isInteger(priceCents) || priceCents < 1) {
    return { ok: false, problem: lastCallRuleMessages.priceAboveZero };
  }
  if (priceCents >= regularCents) {
    return { ok: false, problem: lastCallRuleMessages.priceBelowRegular };
  }
  return { ok: true, priceCents, offPercent: lastCallOffPercent(regularCents, priceCents, 0) };
}

export interface LastCallWindow {
  /** The deal starts when it is made. */
  startsAt: Date;
  endsAt: Date;
  pickupStartsAt: Date | null;
  pickupEndsAt: Date | null;
}

/**
 * Null when the window holds, else what is wrong: the deal ends after it starts and at most 12
 * hours later; a pickup window, when given whole, starts no earlier than the deal and ends
 * after it starts and within 12 hours of the deal's end (within the deal or after it).
 */
export function lastCallWindowProblem(
  w: LastCallWindow,
): { field: string; message: string } | null {
  const start = w.startsAt.getTime();
  const end = w.endsAt.getTime();
  if (!(end > start)) return { field: 'endsAt', message: lastCallRuleMessages.endsInFuture };
  if (end - start > LAST_CALL_MAX_HOURS * HOUR_MS) {
    return { field: 'endsAt', message: lastCallRuleMessages.endsTooLate };
  }
  if ((w.pickupStartsAt === null) !== (w.pickupEndsAt === null)) {
    return {
      field: w.pickupStartsAt === null ? 'pickupStartsAt' : 'pickupEndsAt',
      message: lastCallRuleMessages.pickupBoth,
    };
  }
  if (w.pickupStartsAt && w.pickupEndsAt) {
    const from = w.pickupStartsAt.getTime();
    const to = w.pickupEndsAt.getTime();
    if (from < start)
      return { field: 'pickupStartsAt', message: lastCallRuleMessages.pickupBeforeDeal };
    if (!(to > from)) return { field: 'pickupEndsAt', message: lastCallRuleMessages.pickupOrder };
    if (to - end > LAST_CALL_PICKUP_MAX_HOURS_AFTER * HOUR_MS) {
      return { field: 'pickupEndsAt', message: lastCallRuleMessages.pickupTooLate };
    }
  }
  return null;
}

export type LastCallState = 'scheduled' | 'live' | 'sold_out' | 'ended';

/**
 * Where a last call stands at `now`: ended once its chef ended it or its end passed; sold out
 * once no item has portions left (0; -1 is unlimited); scheduled before its start; else live.
 */
export function lastCallState(
  deal: { startsAt: Date; endsAt: Date; endedAt: Date | null; itemsAmountLeft: readonly number[] },
  now: Date,
): LastCallState {
  const t = now.getTime();
  if (deal.endedAt !== null || deal.endsAt.getTime() <= t) return 'ended';
  if (deal.itemsAmountLeft.every((left) => left === 0)) return 'sold_out';
  if (deal.startsAt.getTime() > t) return 'scheduled';
  return 'live';
}

export interface LastCallAlertInput {
  chefName: string;
  items: { dishName: string; priceCents: number; lastCallPriceCents: number; amountLeft: number }[];
  endsAt: Date;
  pickupStartsAt: Date | null;
  pickupEndsAt: Date | null;
  /** The chef's IANA zone: times read as the chef's clock says them. */
  timeZone: string;
}

/**
 * The alert a subscriber or follower gets when a chef's last call starts: a title naming the
 * chef, and a body listing each dish at its last-call price (the regular price and the portions
 * beside it), when the deal ends and when to pick up, in the chef's time zone.
 */
export function lastCallAlertText(a: LastCallAlertInput): { title: string; body: string } {
  const time = (at: Date) => dayjs(at).tz(a.timeZone).format('h:mm A');
  const lines = a.items.map((i) => {
    const off = lastCallOffPercent(i.priceCents, i.lastCallPriceCents, 0);
    const left = i.amountLeft === -1 ? '' : `, ${i.amountLeft} left`;
    return `${i.dishName}: ${formatUsd(i.lastCallPriceCents)} instead of ${formatUsd(i.priceCents)} (${off}% off${left})`;
  });
  const pickup =
    a.pickupStartsAt && a.pickupEndsAt
      ? `Pickup ${time(a.pickupStartsAt)} – ${time(a.pickupEndsAt)}.`
      : null;
  return {
    title: `Last call from ${a.chefName}`,
    body: [...lines, `Until ${time(a.endsAt)}.`, pickup].filter(Boolean).join('\n'),
  };
}
