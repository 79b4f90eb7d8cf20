import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  orderIdParamsSchema,
  orderResponseSchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
} from '#contracts/orders';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { getOrderFor } from './order-view.ts';
import { placeOrder } from './place-order.service.ts';

const tags = ['orders'];
/** Submissions per buyer per minute: a checkout plus its retries stays far below this. */
export const ORDER_SUBMITS_PER_MINUTE = 20;
export const ORDER_READS_PER_MINUTE = 300;
const MINUTE = 60;

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Submit my cart as an order: authorise the card, take the stock, empty the cart (Idempotency-Key: a retry answers with the same order)',
        headers: placeOrderHeadersSchema,
        body: placeOrderBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses, 402: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `order-submit:${userId}`, ORDER_SUBMITS_PER_MINUTE, MINUTE);
      reply.header('cache-control', 'no-store');
      const key = req.headers['idempotency-key'];
      return { order: await placeOrder(ctx, userId, key, req.body) };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of my orders, as its buyer or its chef',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `order-read:${userId}`, ORDER_READS_PER_MINUTE, MINUTE);
      reply.header('cache-control', 'no-store');
      return { order: await getOrderFor(ctx, userId, req.params.id) };
    },
  );
};
