import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  menuInputSchema,
  menuListResponseSchema,
  menuOrderSchema,
  menuResponseSchema,
  menuSavedResponseSchema,
} from '#contracts/menus';
import { businessIdParamsSchema, messageResponseSchema } from '#contracts/products';
import { catalogMessages } from '#domain/products';
import {
  createMenu,
  deleteMenu,
  getMyMenu,
  listMyMenus,
  reorderMenus,
  updateMenu,
} from './menus.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['business'];

/** The chef's own menus in the business portal. Chef owner only. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/business/menus',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My menus, by position (children name their parent)',
        response: { 200: menuListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ menus: await listMyMenus(ctx, signedInUserId(req)) }),
  );

  app.get(
    '/business/menus/:id',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One of my menus',
        params: businessIdParamsSchema,
        response: { 200: menuResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ menu: await getMyMenu(ctx, signedInUserId(req), req.params.id) }),
  );

  app.post(
    '/business/menus',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Add a menu',
        body: menuInputSchema,
        response: { 201: menuSavedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const chefId = signedInUserId(req);
      const menu = await createMenu(ctx, chefId, req.body);
      return reply.code(201).send({ menu, message: catalogMessages.menuSaved });
    },
  );

  app.put(
    '/business/menus/order',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Reorder my menus (every menu id once)',
        body: menuOrderSchema,
        response: { 200: menuListResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      return { menus: await reorderMenus(ctx, chefId, req.body.menuIds) };
    },
  );

  app.put(
    '/business/menus/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Save every field of one of my menus',
        params: businessIdParamsSchema,
        body: menuInputSchema,
        response: { 200: menuSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const menu = await updateMenu(ctx, chefId, req.params.id, req.body);
      return { menu, message: catalogMessages.menuSaved };
    },
  );

  app.delete(
    '/business/menus/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Delete one of my menus (its sub-menus move to the top level)',
        params: businessIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      await deleteMenu(ctx, chefId, req.params.id);
      return { message: catalogMessages.menuDeleted };
    },
  );
};
