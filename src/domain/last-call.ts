// Last-call deals (spec §3, §9): how much a deal takes off and how long it has left.
// Pure rules shared by the server (the deals list) and the web (the deal cards).

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
