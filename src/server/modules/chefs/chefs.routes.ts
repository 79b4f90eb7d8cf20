import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefHandleParamsSchema,
  chefIdParamsSchema,
  chefPageResponseSchema,
} from '#contracts/chefs';
import { errorResponses } from '#contracts/errors';
import { limitPublicRead } from '../ratelimit/public-read-limit.ts';
import { getChefPage, getChefPageByHandle } from './chefs.service.ts';

const tags = ['chefs'];

export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook('onRequest', async (req, reply) => {
    await limitPublicRead(ctx, req);
    // Answers depend on the viewer (isFollowing, isFavorite).
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/chefs/:id',
    {
      schema: {
        tags,
        summary: "A chef's public page (403 when hidden or not approved, unless it is yours)",
        params: chefIdParamsSchema,
        response: { 200: chefPageResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ chef: await getChefPage(ctx, req.params.id, req.auth?.userId ?? null) }),
  );

  app.get(
    '/chefs/by-handle/:handle',
    {
      schema: {
        tags,
        summary: "A chef's public page by handle (with or without the leading @)",
        params: chefHandleParamsSchema,
        response: { 200: chefPageResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      chef: await getChefPageByHandle(ctx, req.params.handle, req.auth?.userId ?? null),
    }),
  );
};
