import dayjs from 'dayjs';

// Display formats (spec §9): money from integer cents, dates MM/DD/YYYY, times hh:mm a.

// Made at the first amount shown, not when the module loads: the first Intl formatter of a page
// loads the browser's locale data (10–45 ms), and this module comes with the top bar's quick
// search on every first screen, which shows no money until someone searches (decision 074).
let usd: Intl.NumberFormat | undefined;

/** 1250 → "$12.50". */
export function formatMoney(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(Math.round(cents) / 100);
}

/** An ISO date-time (or Date) → "MM/DD/YYYY" in the viewer's time zone; "" when invalid. */
export function formatDate(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('MM/DD/YYYY') : '';
}

/** An ISO date-time (or Date) → "hh:mm a", e.g. "07:30 pm"; "" when invalid. */
export function formatTime(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('hh:mm a') : '';
}

/** "MM/DD/YYYY hh:mm a". */
export function formatDateTime(value: string | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('MM/DD/YYYY hh:mm a') : '';
}
