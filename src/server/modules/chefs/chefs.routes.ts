import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefHandleParamsSchema,
  chefIdParamsSchema,
  chefPageResponseSchema,
} from '#contracts/chefs';
import { errorResponses } from '#contracts/errors';
import { getChefPage, getChefPageByHandle } from './chefs.service.ts';

const tags = ['chefs'];

export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Answers depend on the viewer: never cache them in shared caches.
  const config = { auth: 'public', limit: 'publicRead', cache: 'private-revalidate' } as const;

  app.get(
    '/chefs/:id',
    {
      config,
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
      config,
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
