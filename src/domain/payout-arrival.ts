// When a bank payout is expected to arrive: a payout schedule's delay counts business days
// (Monday to Friday, in UTC as the provider counts them), so a transfer made on a Friday with
// a two-day delay arrives on the Tuesday. Bank holidays are not counted; the provider's own
// arrival date replaces this estimate as soon as it has made the payout.

const DAY_MS = 24 * 60 * 60 * 1000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * `from` moved forward by `businessDays` weekdays, skipping Saturdays and Sundays; the time of
 * day is kept. Zero days gives `from` itself. A start on a weekend counts from the next Monday
 * (one business day after a Saturday is the Monday).
 */
export function expectedArrival(from: Date, businessDays: number): Date {
  if (!Number.isInteger(businessDays) || businessDays < 0) {
    throw new RangeError(`businessDays must be a whole number of days, not ${businessDays}`);
  }
  let time = from.getTime();
  let left = businessDays;
  while (left > 0) {
    time += DAY_MS;
    if (!isWeekend(new Date(time))) left -= 1;
  }
  return new Date(time);
}
