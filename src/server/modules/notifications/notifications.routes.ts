import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '#contracts/notifications';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

const tags = ['notifications'];
/** The drawer reads on every live event and page change. */
export const NOTIFICATION_READS_PER_MINUTE = 300;
export const NOTIFICATION_WRITES_PER_MINUTE = 120;
const MINUTE = 60;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(
        ctx,
        `notification-read:${userId}`,
        NOTIFICATION_READS_PER_MINUTE,
        MINUTE,
      );
      reply.header('cache-control', 'no-store');
      return listNotifications(ctx, userId, req.query.page);
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark some of my notifications ({ids}) or all of them ({all: true}) read',
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await consumeRateLimit(
        ctx,
        `notification-write:${userId}`,
        NOTIFICATION_WRITES_PER_MINUTE,
        MINUTE,
      );
      return markNotificationsRead(ctx, userId, req.body);
    },
  );
};
