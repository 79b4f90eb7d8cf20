import { useLiveInvalidation } from './use-live-event';

/**
 * Keeps the admins' inboxes fresh on every admin screen: the server names the inbox that changed
 * (a new complaint or ticket, a reply, another admin's action) and its queries, all kept under
 * ['admin', inbox] (lib/queries/complaints.ts, features/support/support-api.ts), are read again.
 */
export function useAdminInboxesLive(): void {
  useLiveInvalidation('inbox.updated', (event) => [['admin', event.inbox]], [
    ['admin', 'complaints'],
    ['admin', 'support'],
  ]);
}
