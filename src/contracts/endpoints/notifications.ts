import type {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '#contracts/notifications';
import { endpoint } from './endpoint';

export const listNotifications = endpoint<{
  query: typeof notificationListQuerySchema;
  response: typeof notificationListResponseSchema;
}>('GET', '/notifications');

export const markNotificationsRead = endpoint<{
  body: typeof markNotificationsReadBodySchema;
  response: typeof markNotificationsReadResponseSchema;
}>('POST', '/notifications/read');
