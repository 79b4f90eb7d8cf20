import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#contracts/errors';
import {
  pushDeviceIdParamsSchema,
  pushDeviceListResponseSchema,
  pushDeviceResponseSchema,
  pushPublicKeyResponseSchema,
  registerPushDeviceBodySchema,
} from '#contracts/push';
import { signedInUserId as me } from '../../http/route-policy.ts';
import {
  getPushPublicKey,
  listPushDevices,
  registerPushDevice,
  removePushDevice,
} from './push-devices.service.ts';

const tags = ['push'];

// A person's browsers that get app notifications: only ever their own (no id names a person).
// Budgets: reads share the notifications drawer's, changes the profile's (made by hand).
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/push/public-key',
    {
      config: { auth: 'public', limit: 'notificationRead' },
      schema: {
        tags,
        summary: 'The VAPID key browsers subscribe to app notifications with',
        response: { 200: pushPublicKeyResponseSchema, ...errorResponses },
      },
    },
    async () => getPushPublicKey(ctx),
  );

  app.get(
    '/push/devices',
    {
      config: { auth: 'user', limit: 'notificationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My browsers that get app notifications',
        response: { 200: pushDeviceListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listPushDevices(ctx, me(req)),
  );

  app.put(
    '/push/devices',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: "Register this browser's push subscription for my app notifications",
        body: registerPushDeviceBodySchema,
        response: { 200: pushDeviceResponseSchema, ...errorResponses },
      },
    },
    async (req) => registerPushDevice(ctx, me(req), req.body),
  );

  app.delete(
    '/push/devices/:id',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Stop app notifications to one of my browsers',
        params: pushDeviceIdParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses },
      },
    },
    async (req, reply) => {
      await removePushDevice(ctx, me(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
