import { useLiveInvalidation } from '../../lib/use-live-event';
import { staleKeysFor } from './order-format';

/**
 * Orders change while a page shows them (a new order for the chef, the chef's accept for the
 * buyer): each live event marks what it names stale and TanStack Query reads it again; after
 * a reconnect (events may have been missed) every order read is refreshed.
 */
export function useOrdersLive() {
  useLiveInvalidation('order.created', staleKeysFor, [['orders']]);
  useLiveInvalidation('order.updated', staleKeysFor, [['orders']]);
}
