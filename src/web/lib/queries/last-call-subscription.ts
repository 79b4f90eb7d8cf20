import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLastCallSubscription,
  pauseLastCallSubscription,
  resumeLastCallSubscription,
  subscribeLastCalls,
  unsubscribeLastCalls,
} from '#contracts/endpoints/lastcall';
import type { SubscribeBody, SubscriptionResponse } from '#contracts/lastcall';
import { call } from '../api';

// The signed-in person's last-call subscription (API /last-calls/subscription): one cache entry
// shared by the search screen's Last Calls section and the last-call settings page, so a change
// on either shows on the other.

/** Per user, so another person signing in on this tab never sees a cached subscription. */
const subscriptionKey = (userId: string) => ['lastcall', 'subscription', userId] as const;

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

/** Subscribe (or move, or change the radius), pause, resume or unsubscribe. */
export function useSubscriptionAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => qc.setQueryData(subscriptionKey(userId), res),
    // After a failure the screen may be stale (another tab changed it): ask again.
    onError: () => qc.invalidateQueries({ queryKey: subscriptionKey(userId) }),
  });
}
