import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefDishesQuerySchema,
  chefDishesResponseSchema,
  chefIdParamsSchema,
  chefMenusResponseSchema,
} from '#contracts/chefs';
import { errorResponses } from '#contracts/errors';
import { getChefDishes, getChefMenus } from './chef-catalog.service.ts';

// A chef's dishes and menus: catalog routes under the chef's path, served by the catalog so
// that the chefs module stays below it (docs/decisions/027-no-circles-between-modules.md).
const tags = ['chefs'];

export const chefCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Answers depend on the viewer (follower-only menus): never cache them in shared caches.
  const config = { auth: 'public', limit: 'publicRead', cache: 'private-revalidate' } as const;

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
