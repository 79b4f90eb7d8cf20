import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '#contracts/notifications';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/notifications',
    {
      config: { auth: 'user', limit: 'notificationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listNotifications(ctx, signedInUserId(req), req.query.page),
  );

  app.post(
    '/notifications/read',
    {
      config: { auth: 'user', limit: 'notificationWrite' },
      schema: {
        tags,
        summary: 'Mark some of my notifications ({ids}) or all of them ({all: true}) read',
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errorResponses },
      },
    },
    async (req) => markNotificationsRead(ctx, signedInUserId(req), req.body),
  );
};
