import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressIdParamsSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressSchema,
  addressUpdateSchema,
} from '#contracts/addresses';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

const tags = ['addresses'];
const addressResponse = z.object({ address: addressSchema });
const errors = { ...errorResponses, 503: errorResponseSchema };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Each write may call a paid geocoder.
  const limitWrites = (userId: string) =>
    consumeRateLimit(ctx, `address-write:${userId}`, 60, 60 * 60);

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'My addresses',
        response: { 200: addressListResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      reply.header('cache-control', 'no-store');
      return { addresses: await listAddresses(ctx, userId) };
    },
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address (geocoded; falls back to userLocation)',
        body: addressInputSchema,
        response: { 201: addressResponse, ...errors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await limitWrites(userId);
      return reply.code(201).send({ address: await createAddress(ctx, userId, req.body) });
    },
  );

  app.patch(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Edit one of my addresses',
        params: addressIdParamsSchema,
        body: addressUpdateSchema,
        response: { 200: addressResponse, ...errors },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await limitWrites(userId);
      return { address: await updateAddress(ctx, userId, req.params.id, req.body) };
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my addresses',
        params: addressIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await deleteAddress(ctx, userId, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
