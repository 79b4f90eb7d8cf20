import { z } from 'zod';
import { text } from '#contracts/strings';

// In-app notifications (spec §2 right notifications drawer; issue 4 point 6: the buyer is
// notified at each step of an order, the chef of new orders). Newest first, paged.

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_READ_IDS_MAX = 100;

export const notificationSchema = z.object({
  id: z.uuid(),
  /** e.g. order_status, order_new. */
  type: text(),
  title: text(),
  body: text().nullable(),
  /** An app path, e.g. /order/view/{id}. */
  link: text().nullable(),
  data: z.record(text(), z.unknown()),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications?page= */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  /** Unread notifications in all pages (the drawer's badge). */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /notifications/read: these of mine, or all of mine. */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(NOTIFICATION_READ_IDS_MAX) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = z.object({
  /** How many were unread and are read now. */
  updated: z.number().int(),
  unread: z.number().int(),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
