import { useQuery } from '@tanstack/react-query';
import { listLastCallDeals } from '#contracts/endpoints/lastcall';
import type { SearchLocation } from '#contracts/search';
import { call } from '../../lib/api';

// Last calls on the search screen: live deals near the search location and the signed-in
// person's last-call subscription (API /last-calls, /last-calls/subscription).

/** Deals fetched for the section; the section shows a few and expands to all of them. */
export const LAST_CALL_DEALS_FETCHED = 12;

export function useLastCallDeals(location: SearchLocation | null) {
  return useQuery({
    queryKey: ['lastcall', 'deals', location?.lat ?? null, location?.lon ?? null],
    enabled: location !== null,
    // Deals open, sell out and end: refresh them every minute while the page is open.
    refetchInterval: 60_000,
    queryFn: ({ signal }) =>
      call(listLastCallDeals, {
        query: { lat: location?.lat ?? 0, lon: location?.lon ?? 0, size: LAST_CALL_DEALS_FETCHED },
        signal,
      }),
  });
}

// The subscription's hooks are shared with the last-call settings page.
export {
  type SubscriptionAction,
  useLastCallSubscription,
  useSubscriptionAction,
} from '../../lib/queries/last-call-subscription';
