// A chef's earnings (issue 12 point 3): the date range a chef reads them for, the sales periods
// of the business portal, and the CSV they download. Pure: the payouts module reads the ledger
// and calls these.
//
// Dates are the chef's calendar dates ("YYYY-MM-DD" in the chef's time zone), both ends
// included: "from 11/01 to 11/30" means from the 1st at midnight to the 1st of December at
// midnight, wherever the chef is. Weeks start on Monday (payout schedules count business days
// from Monday, and so does a bank statement week).

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const earningsMessages = {
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date must be on or after the start date.',
  tooLong: 'Choose a range of at most one year.',
  connectAccount: 'Connect a deposit account to get paid',
  connectAccountBody:
    'Your earnings are kept safe in your Potluck balance and are paid out once your deposit account works.',
} as const;

/** The longest range a chef may read at once. */
export const MAX_RANGE_YEARS = 1;
/** The range shown when the chef has not chosen one: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written "YYYY-MM-DD" (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = dayjs.utc(value);
  return d.isValid() && d.format('YYYY-MM-DD') === value;
}

/** Why a range cannot be read, or null: the end before the start, or more than a year. */
export function earningsRangeProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return earningsMessages.dateFormat;
  if (to < from) return earningsMessages.endBeforeStart;
  if (to > dayjs.utc(from).add(MAX_RANGE_YEARS, 'year').format('YYYY-MM-DD'))
    return earningsMessages.tooLong;
  return null;
}

/** Today's date in a zone. */
export function dateInZone(at: Date, timeZone: string): string {
  return dayjs(at).tz(timeZone).format('YYYY-MM-DD');
}

/** The default range: the last DEFAULT_RANGE_DAYS days of the chef's calendar, today included. */
export function defaultEarningsRange(now: Date, timeZone: string): { from: string; to: string } {
  const to = dateInZone(now, timeZone);
  const from = dayjs
    .utc(to)
    .subtract(DEFAULT_RANGE_DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  return { from, to };
}

/** A range of calendar dates as instants: [start of `from`, start of the day after `to`). */
export function rangeInstants(
  range: { from: string; to: string },
  timeZone: string,
): { start: Date; end: Date } {
  const dayAfter = dayjs.utc(range.to).add(1, 'day').format('YYYY-MM-DD');
  return {
    start: dayjs.tz(`${range.from} 00:00`, timeZone).toDate(),
    end: dayjs.tz(`${dayAfter} 00:00`, timeZone).toDate(),
  };
}

export interface SalesPeriod {
  /** The first calendar date of the period, in the chef's zone. */
  from: string;
  start: Date;
  /** The start of the next period (exclusive). */
  end: Date;
}

/** This week (Monday first) and this month of the chef's calendar, as instants. */
export function salesPeriods(
  now: Date,
  timeZone: string,
): { week: SalesPeriod; month: SalesPeriod } {
  const today = dayjs.utc(dateInZone(now, timeZone));
  // day(): 0 = Sunday … 6 = Saturday; Monday starts the week.
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  const firstOfMonth = today.startOf('month');
  const at = (d: dayjs.Dayjs) => dayjs.tz(`${d.format('YYYY-MM-DD')} 00:00`, timeZone).toDate();
  return {
    week: { from: monday.format('YYYY-MM-DD'), start: at(monday), end: at(monday.add(7, 'day')) },
    month: {
      from: firstOfMonth.format('YYYY-MM-DD'),
      start: at(firstOfMonth),
      end: at(firstOfMonth.add(1, 'month')),
    },
  };
}

/** A short reference a chef can read to a buyer: the order id's first eight characters. */
export function orderReference(orderId: string): string {
  return `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** Integer cents as dollars with two decimals and no symbol: -305 → "-3.05" (no float maths). */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a whole number');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** An amount cell: written as dollars, never taken for a formula (`-3.05` is a refund). */
export interface CsvAmount {
  cents: number;
}
export type CsvValue = string | null | CsvAmount;

export const amount = (cents: number): CsvAmount => ({ cents });

/**
 * One CSV cell, safe to open in a spreadsheet: text that starts like a formula gets a leading
 * quote so it stays text, and a cell with a comma, quote or line break is quoted (RFC 4180).
 * Amounts are written by us as dollars and never prefixed.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return centsToDollars(value.cents);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, lines ending CRLF as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
