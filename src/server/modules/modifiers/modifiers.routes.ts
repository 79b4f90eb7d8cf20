import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  modifierDeletedResponseSchema,
  modifierInputSchema,
  modifierListResponseSchema,
  modifierResponseSchema,
  modifierSavedResponseSchema,
} from '#contracts/modifiers';
import { businessIdParamsSchema } from '#contracts/products';
import { catalogMessages } from '#domain/products';
import {
  createModifier,
  deleteModifier,
  getMyModifier,
  listMyModifiers,
  updateModifier,
} from './modifiers.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['business'];

/** The chef's own modifiers in the business portal. Chef owner only. */
export const modifiersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/business/modifiers',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My modifiers, each with how many products use it',
        response: { 200: modifierListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ modifiers: await listMyModifiers(ctx, signedInUserId(req)) }),
  );

  app.get(
    '/business/modifiers/:id',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One of my modifiers',
        params: businessIdParamsSchema,
        response: { 200: modifierResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      modifier: await getMyModifier(ctx, signedInUserId(req), req.params.id),
    }),
  );

  app.post(
    '/business/modifiers',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Add a modifier (required when min > 0; max ≥ min and ≤ the number of options)',
        body: modifierInputSchema,
        response: { 201: modifierSavedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const chefId = signedInUserId(req);
      const modifier = await createModifier(ctx, chefId, req.body);
      return reply.code(201).send({ modifier, message: catalogMessages.modifierSaved });
    },
  );

  app.put(
    '/business/modifiers/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Save every field of one of my modifiers',
        params: businessIdParamsSchema,
        body: modifierInputSchema,
        response: { 200: modifierSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const modifier = await updateModifier(ctx, chefId, req.params.id, req.body);
      return { modifier, message: catalogMessages.modifierSaved };
    },
  );

  app.delete(
    '/business/modifiers/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Delete one of my modifiers; it comes off every product that used it',
        params: businessIdParamsSchema,
        response: { 200: modifierDeletedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const { productsCount } = await deleteModifier(ctx, chefId, req.params.id);
      return { message: catalogMessages.modifierDeleted, productsCount };
    },
  );
};
