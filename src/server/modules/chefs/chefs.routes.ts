import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefDishesQuerySchema,
  chefDishesResponseSchema,
  chefHandleParamsSchema,
  chefIdParamsSchema,
  chefMenusResponseSchema,
  chefPageResponseSchema,
} from '#contracts/chefs';
import { errorResponses } from '#contracts/errors';
import { getChefDishes, getChefMenus, getChefPage, getChefPageByHandle } from './chefs.service.ts';

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

  app.get(
    '/chefs/:id/dishes',
    {
      config,
      schema: {
        tags,
        summary: "A chef's public dishes, newest first (?from=&size=)",
        params: chefIdParamsSchema,
        querystring: chefDishesQuerySchema,
        response: { 200: chefDishesResponseSchema, ...errorResponses },
      },
    },
    async (req) => getChefDishes(ctx, req.params.id, req.auth?.userId ?? null, req.query),
  );

  app.get(
    '/chefs/:id/menus',
    {
      config,
      schema: {
        tags,
        summary: "A chef's active menus with nested children, items and availability",
        params: chefIdParamsSchema,
        response: { 200: chefMenusResponseSchema, ...errorResponses },
      },
    },
    async (req) => getChefMenus(ctx, req.params.id, req.auth?.userId ?? null),
  );
};
