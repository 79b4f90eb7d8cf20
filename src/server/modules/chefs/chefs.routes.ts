import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefHandleParamsSchema,
  chefIdParamsSchema,
  chefPageResponseSchema,
  cookingStatusBodySchema,
  myCookingStatusResponseSchema,
} from '#contracts/chefs';
import { errorResponses } from '#contracts/errors';
import { signedInUserId } from '../../http/route-policy.ts';
import { lagTolerant } from '../../http/read-your-writes.ts';
import { getChefPage, getChefPageByHandle } from './chefs.service.ts';
import { getMyCookingStatus, setMyCookingStatus } from './cooking-status.service.ts';

const tags = ['chefs'];

export const chefsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Public chef pages tolerate a second of lag: the read replica when there is one, the primary
  // for a chef who just saved (decision 071).
  const pages = lagTolerant(ctx);
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
    async (req) => ({ chef: await getChefPage(pages, req.params.id, req.auth?.userId ?? null) }),
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
      chef: await getChefPageByHandle(pages, req.params.handle, req.auth?.userId ?? null),
    }),
  );

  // The chef's own "Cooking Now" status (business portal; decision 047).
  app.get(
    '/business/cooking-status',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags: ['business'],
        summary: 'My cooking status and whether I am inside my business hours (approved chefs)',
        response: { 200: myCookingStatusResponseSchema, ...errorResponses },
      },
    },
    async (req) => getMyCookingStatus(ctx, signedInUserId(req)),
  );

  app.put(
    '/business/cooking-status',
    {
      config: { auth: 'chef', limit: 'cookingStatusWrite' },
      schema: {
        tags: ['business'],
        summary: 'Turn my cooking status on (inside my business hours only, else 409) or off',
        body: cookingStatusBodySchema,
        response: { 200: myCookingStatusResponseSchema, ...errorResponses },
      },
    },
    async (req) => setMyCookingStatus(ctx, signedInUserId(req), req.body.cooking),
  );
};
