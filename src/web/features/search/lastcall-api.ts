import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLastCallSubscription,
  listLastCallDeals,
  pauseLastCallSubscription,
  resumeLastCallSubscription,
  subscribeLastCalls,
  unsubscribeLastCalls,
} from '#contracts/endpoints/lastcall';
import type { SubscriptionResponse, SubscribeBody } from '#contracts/lastcall';
import type { SearchLocation } from '#contracts/search';
import { call } from '../../lib/api';

// Last calls on the search screen: live deals near the search location and the signed-in
// person's last-call subscription (API /last-calls, /last-calls/subscription).

/** Deals fetched for the section; the section shows a few and expands to all of them. */
export const LAST_CALL_DEALS_FETCHED = 12;

/** Per user, so another person signing in on this tab never sees a cached subscription. */
const subscriptionKey = (userId: string) => ['lastcall', 'subscription', userId] as const;

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

/** The person's subscription (null data = not subscribed); only asked for when signed in. */
export function useLastCallSubscription(userId: string | null) {
  return useQuery({
    queryKey: subscriptionKey(userId ?? ''),
    enabled: userId !== null,
    queryFn: ({ signal }) => call(getLastCallSubscription, { signal }),
  });
}

export type SubscriptionAction =
  | { kind: 'subscribe'; body: SubscribeBody }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'unsubscribe' };

function send(action: SubscriptionAction): Promise<SubscriptionResponse> {
  switch (action.kind) {
    case 'subscribe':
      return call(subscribeLastCalls, { body: action.body });
    case 'pause':
      return call(pauseLastCallSubscription);
    case 'resume':
      return call(resumeLastCallSubscription);
    case 'unsubscribe':
      return call(unsubscribeLastCalls);
  }
}

/** Subscribe, pause, resume or unsubscribe; the answer is the subscription as it now is. */
export function useSubscriptionAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => qc.setQueryData(subscriptionKey(userId), res),
    // After a failure the screen may be stale (another tab changed it): ask again.
    onError: () => qc.invalidateQueries({ queryKey: subscriptionKey(userId) }),
  });
}
