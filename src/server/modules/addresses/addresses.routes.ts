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
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['addresses'];
const addressResponse = z.object({ address: addressSchema });
const errors = { ...errorResponses, 503: errorResponseSchema };

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/addresses',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My addresses',
        response: { 200: addressListResponseSchema, ...errors },
      },
    },
    async (req) => ({ addresses: await listAddresses(ctx, signedInUserId(req)) }),
  );

  app.post(
    '/addresses',
    {
      config: { auth: 'user', limit: 'addressWrite' },
      schema: {
        tags,
        summary: 'Add an address (geocoded; falls back to userLocation)',
        body: addressInputSchema,
        response: { 201: addressResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ address: await createAddress(ctx, signedInUserId(req), req.body) }),
  );

  app.patch(
    '/addresses/:id',
    {
      config: { auth: 'user', limit: 'addressWrite' },
      schema: {
        tags,
        summary: 'Edit one of my addresses',
        params: addressIdParamsSchema,
        body: addressUpdateSchema,
        response: { 200: addressResponse, ...errors },
      },
    },
    async (req) => ({
      address: await updateAddress(ctx, signedInUserId(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/addresses/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete one of my addresses',
        params: addressIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      await deleteAddress(ctx, userId, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
