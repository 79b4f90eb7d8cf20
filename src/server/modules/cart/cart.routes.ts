import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBodySchema,
  cartItemIdParamsSchema,
  cartResponseSchema,
  updateCartItemBodySchema,
} from '#contracts/cart';
import { errorResponses } from '#contracts/errors';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.ts';

const tags = ['cart'];
/** Cart writes per user per minute: steppers and adds by hand stay far below this. */
export const CART_WRITES_PER_MINUTE = 120;
/** Reads per user per minute (the top-bar dropdown reads on every page). */
export const CART_READS_PER_MINUTE = 600;
const MINUTE = 60;

async function writer(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `cart-write:${userId}`, CART_WRITES_PER_MINUTE, MINUTE);
  return userId;
}

async function reader(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `cart-read:${userId}`, CART_READS_PER_MINUTE, MINUTE);
  return userId;
}

const cartResponses = { 200: cartResponseSchema, ...errorResponses };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'My cart priced now, with per-item problems (empty when there is none)',
        response: cartResponses,
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return getCart(ctx, userId);
    },
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        summary:
          'Add a dish (prices from the database; one chef per cart: 409 cart_conflict unless replaceCart)',
        body: addCartItemBodySchema,
        response: cartResponses,
      },
    },
    async (req) => addCartItem(ctx, await writer(ctx, req), req.body),
  );

  app.patch(
    '/cart/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Change the quantity of one of my cart items (1–100, within stock)',
        params: cartItemIdParamsSchema,
        body: updateCartItemBodySchema,
        response: cartResponses,
      },
    },
    async (req) =>
      updateCartItem(ctx, await writer(ctx, req), req.params.itemId, req.body.quantity),
  );

  app.delete(
    '/cart/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove one of my cart items',
        params: cartItemIdParamsSchema,
        response: cartResponses,
      },
    },
    async (req) => removeCartItem(ctx, await writer(ctx, req), req.params.itemId),
  );

  app.delete(
    '/cart',
    {
      schema: {
        tags,
        summary: 'Empty my cart',
        response: cartResponses,
      },
    },
    async (req) => clearCart(ctx, await writer(ctx, req)),
  );
};
