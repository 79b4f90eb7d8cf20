import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBodySchema,
  cartItemIdParamsSchema,
  cartResponseSchema,
  updateCartItemBodySchema,
} from '#contracts/cart';
import { errorResponses } from '#contracts/errors';
import { promoCodeBodySchema, promoCodeResponseSchema } from '#contracts/promotions';
import { removePromoCode, setPromoCode } from './cart-promo-code.service.ts';
import {
  acceptCartPrices,
  addCartItem,
  clearCart,
  getCart,
  removeCartItem,
  updateCartItem,
} from './cart.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['cart'];

const cartResponses = { 200: cartResponseSchema, ...errorResponses };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/cart',
    {
      config: { auth: 'user', limit: 'cartRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My cart priced now, with per-item problems (empty when there is none)',
        response: cartResponses,
      },
    },
    async (req) => getCart(ctx, signedInUserId(req)),
  );

  app.post(
    '/cart/items',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: {
        tags,
        summary:
          'Add a dish (prices from the database; one chef per cart: 409 cart_conflict unless replaceCart)',
        body: addCartItemBodySchema,
        response: cartResponses,
      },
    },
    async (req) => addCartItem(ctx, signedInUserId(req), req.body),
  );

  app.patch(
    '/cart/items/:itemId',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: {
        tags,
        summary: 'Change the quantity of one of my cart items (1–100, within stock)',
        params: cartItemIdParamsSchema,
        body: updateCartItemBodySchema,
        response: cartResponses,
      },
    },
    async (req) => updateCartItem(ctx, signedInUserId(req), req.params.itemId, req.body.quantity),
  );

  app.delete(
    '/cart/items/:itemId',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: {
        tags,
        summary: 'Remove one of my cart items',
        params: cartItemIdParamsSchema,
        response: cartResponses,
      },
    },
    async (req) => removeCartItem(ctx, signedInUserId(req), req.params.itemId),
  );

  app.delete(
    '/cart',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: {
        tags,
        summary: 'Empty my cart',
        response: cartResponses,
      },
    },
    async (req) => clearCart(ctx, signedInUserId(req)),
  );

  app.post(
    '/cart/prices/accept',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: {
        tags,
        summary: "Accept today's prices of my cart's items (clears price_changed)",
        response: cartResponses,
      },
    },
    async (req) => acceptCartPrices(ctx, signedInUserId(req)),
  );

  app.put(
    '/cart/promo-code',
    {
      config: { auth: 'user', limit: 'couponGuess' },
      schema: {
        tags,
        summary:
          'Put a promo code on my cart (kept only when it applies: 422 coupon_refused says why)',
        body: promoCodeBodySchema,
        response: { 200: promoCodeResponseSchema, ...errorResponses },
      },
    },
    async (req) => setPromoCode(ctx, signedInUserId(req), req.body.code),
  );

  app.delete(
    '/cart/promo-code',
    {
      config: { auth: 'user', limit: 'cartWrite' },
      schema: { tags, summary: 'Take the promo code off my cart', response: cartResponses },
    },
    async (req) => removePromoCode(ctx, signedInUserId(req)),
  );
};
