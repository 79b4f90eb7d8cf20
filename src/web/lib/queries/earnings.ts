import { queryOptions } from '@tanstack/react-query';
import { earningsCsv, getEarnings, getSalesSummary } from '#contracts/endpoints/payouts';
import { call, endpointUrl } from '../api';

/** A chef's earnings range: both dates, or neither for the server's default (the last 30 days). */
export interface EarningsRange {
  from?: string;
  to?: string;
}

/** A chef's earnings, balance and payouts: payment history reads it by range. */
export const earningsKey = ['payouts', 'earnings'] as const;

export const earningsQuery = (range: EarningsRange) =>
  queryOptions({
    queryKey: [...earningsKey, range.from ?? null, range.to ?? null],
    queryFn: ({ signal }) => call(getEarnings, { query: range, signal }),
  });

/** This week's and this month's sales: the business portal's summary. */
export const salesSummaryKey = ['payouts', 'sales-summary'] as const;

export const salesSummaryQuery = () =>
  queryOptions({
    queryKey: salesSummaryKey,
    queryFn: ({ signal }) => call(getSalesSummary, { signal }),
  });

/** Where the browser downloads the same range as CSV (a link, not a fetch: it saves a file). */
export function earningsCsvHref(range: { from: string; to: string }): string {
  return `/api/v1${endpointUrl(earningsCsv.path, {}, range)}`;
}
