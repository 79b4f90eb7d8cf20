import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead } from '#contracts/endpoints/notifications';
import type { MarkNotificationsReadBody } from '#contracts/notifications';
import { call } from '../../lib/api';
import { useLiveInvalidation } from '../../lib/use-live-event';

// The in-app notifications of the right drawer (spec §2 "new notifications"). One key: a live
// "notification.created" event and every mark-read refresh it.
export const notificationsKey = ['notifications'] as const;

/** The newest page of my notifications, with the unread count of all of them. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 1],
    queryFn: ({ signal }) => call(listNotifications, { query: { page: 1 }, signal }),
    enabled,
  });
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) => call(markNotificationsRead, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKey }),
  });
}

/** A new notification arrives live (and all are re-read after a reconnect). */
export function useNotificationsLive() {
  useLiveInvalidation('notification.created', () => [notificationsKey], [notificationsKey]);
}
