import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { EarningsPayout } from '#contracts/payouts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Dates on the earnings screen are the chef's calendar (the range filter's zone), not the
// browser's: an order placed at 23:30 in San Francisco is on that day wherever it is read.

/** "11/23/2026" in the chef's zone. */
export function dateIn(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('MM/DD/YYYY');
}

/** "Wed, Nov 25" in the chef's zone. */
export function dayIn(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('ddd, MMM D');
}

/** What a payout's state means to the chef, and its chip colour (dark shades keep 4.5:1). */
export const payoutChips: Record<EarningsPayout['status'], { label: string; color: string }> = {
  pending: { label: 'Preparing', color: 'gray.8' },
  in_transit: { label: 'On its way', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  failed: { label: 'Failed', color: 'red.9' },
};

/** The line under a payout: when it arrives, arrived, or why it failed. */
export function arrivalText(p: EarningsPayout, timeZone: string): string {
  if (p.status === 'failed') return p.failureMessage ?? 'The bank returned this payout.';
  if (!p.arrivalDate) return 'Arrival date to follow';
  const day = dayIn(p.arrivalDate, timeZone);
  return p.status === 'paid' ? `Arrived ${day}` : `Arrives ${day}`;
}
