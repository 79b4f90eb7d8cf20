import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartResponseSchema } from '#contracts/cart';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  buyerResponseBodySchema,
  deliveryTimeBodySchema,
  orderCountsResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTransitionBodySchema,
  placeOrderBodySchema,
  placeOrderHeadersSchema,
  reorderBodySchema,
} from '#contracts/orders';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import {
  archiveOrder,
  changeDeliveryTime,
  markOrderViewed,
  reorder,
  setBuyerResponse,
} from './order-actions.service.ts';
import { listOrders, orderCounts } from './order-list.service.ts';
import { transitionOrder } from './order-transitions.service.ts';
import { getOrderFor } from './order-view.ts';
import { placeOrder } from './place-order.service.ts';

const tags = ['orders'];
/** Submissions per buyer per minute: a checkout plus its retries stays far below this. */
export const ORDER_SUBMITS_PER_MINUTE = 20;
export const ORDER_READS_PER_MINUTE = 300;
/** Status changes, responses, time changes, archive, reorder, viewed: by hand, per minute. */
export const ORDER_ACTIONS_PER_MINUTE = 60;
const MINUTE = 60;

async function reader(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `order-read:${userId}`, ORDER_READS_PER_MINUTE, MINUTE);
  return userId;
}

async function actor(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `order-action:${userId}`, ORDER_ACTIONS_PER_MINUTE, MINUTE);
  return userId;
}

const orderResponses = { 200: orderResponseSchema, ...errorResponses };

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
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'My orders (side buyer) or the orders I received (side seller), in the new, active or archive list, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listOrders(ctx, userId, req.query);
    },
  );

  app.get(
    '/orders/counts',
    {
      schema: {
        tags,
        summary: 'How many of my orders are new and active, as buyer and as chef (and unseen)',
        response: { 200: orderCountsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return orderCounts(ctx, userId);
    },
  );

  app.post(
    '/orders/:id/transitions',
    {
      schema: {
        tags,
        summary:
          'Chef: accept (captures the card), reject (reason; voids), ready, complete, cancel after accepting (reason; refunds). Buyer: cancel while new (voids)',
        params: orderIdParamsSchema,
        body: orderTransitionBodySchema,
        response: { ...orderResponses, 402: errorResponseSchema },
      },
    },
    async (req) => ({
      order: await transitionOrder(ctx, await actor(ctx, req), req.params.id, req.body),
    }),
  );

  app.put(
    '/orders/:id/buyer-response',
    {
      schema: {
        tags,
        summary: "The buyer's response to the chef (until the order is archived)",
        params: orderIdParamsSchema,
        body: buyerResponseBodySchema,
        response: orderResponses,
      },
    },
    async (req) => ({
      order: await setBuyerResponse(
        ctx,
        await actor(ctx, req),
        req.params.id,
        req.body.buyerResponse,
      ),
    }),
  );

  app.put(
    '/orders/:id/delivery-time',
    {
      schema: {
        tags,
        summary:
          "The buyer moves a new order to another half-hour slot (or as soon as possible), inside the chef's hours and lead time",
        params: orderIdParamsSchema,
        body: deliveryTimeBodySchema,
        response: orderResponses,
      },
    },
    async (req) => ({
      order: await changeDeliveryTime(
        ctx,
        await actor(ctx, req),
        req.params.id,
        req.body.deliveryAt,
      ),
    }),
  );

  app.post(
    '/orders/:id/archive',
    {
      schema: {
        tags,
        summary: 'The buyer archives a completed, rejected or cancelled order (active false)',
        params: orderIdParamsSchema,
        response: orderResponses,
      },
    },
    async (req) => ({ order: await archiveOrder(ctx, await actor(ctx, req), req.params.id) }),
  );

  app.post(
    '/orders/:id/reorder',
    {
      schema: {
        tags,
        summary:
          "Order again: the order's dishes that can still be ordered go back in my cart (409 cart_conflict unless replaceCart)",
        params: orderIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      reorder(ctx, await actor(ctx, req), req.params.id, req.body.replaceCart ?? false),
  );

  app.post(
    '/orders/:id/viewed',
    {
      schema: {
        tags,
        summary: 'The chef has seen the order (once; the call robot stands down)',
        params: orderIdParamsSchema,
        response: orderResponses,
      },
    },
    async (req) => ({ order: await markOrderViewed(ctx, await actor(ctx, req), req.params.id) }),
  );
};
