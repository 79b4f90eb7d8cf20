import { useEffect, useEffectEvent } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { liveClient, type LiveEventOf, type LiveEventType } from './live';
import { useSession } from './session';

/**
 * Calls `handler` for every live event of `type` addressed to the signed-in user, while the
 * component is mounted. Opens the tab's socket if nothing else has (signed-out: nothing).
 * Typical use: invalidate the queries the event names, e.g.
 * `useLiveEvent('order.updated', (e) => qc.invalidateQueries({ queryKey: ['orders', e.orderId] }))`.
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: LiveEventOf<T>) => void,
): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!userId) return;
    const release = liveClient.retain(userId);
    const off = liveClient.on(type, (event) => onEvent(event));
    return () => {
      off();
      release();
    };
  }, [userId, type]);
}

/**
 * Calls `handler` after the socket reconnects (a network change, a server restart): events
 * may have been missed meanwhile, so re-read what `useLiveEvent` would have kept fresh.
 */
export function useLiveResync(handler: () => void): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const onResync = useEffectEvent(handler);
  useEffect(() => {
    if (!userId) return;
    const release = liveClient.retain(userId);
    const off = liveClient.onResync(() => onResync());
    return () => {
      off();
      release();
    };
  }, [userId]);
}

/**
 * The usual pairing: on an event of `type`, invalidate the queries `keysFor(event)` names
 * (none = not mine to refresh); after a reconnect, invalidate `resyncKeys`.
 */
export function useLiveInvalidation<T extends LiveEventType>(
  type: T,
  keysFor: (event: LiveEventOf<T>) => readonly QueryKey[],
  resyncKeys: readonly QueryKey[],
): void {
  const qc = useQueryClient();
  useLiveEvent(type, (event) => {
    for (const queryKey of keysFor(event)) void qc.invalidateQueries({ queryKey });
  });
  useLiveResync(() => {
    for (const queryKey of resyncKeys) void qc.invalidateQueries({ queryKey });
  });
}
