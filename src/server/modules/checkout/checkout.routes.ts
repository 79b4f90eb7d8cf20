import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuoteRequestSchema, deliveryQuoteResponseSchema } from '#contracts/checkout';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { quoteDelivery } from './delivery-quote.service.ts';

const tags = ['checkout'];
/** Each quote may call a paid courier API; a buyer comparing addresses needs only a few. */
export const QUOTE_LIMIT = { count: 30, windowSeconds: 10 * 60 };

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/checkout/delivery-quote',
    {
      schema: {
        tags,
        summary: 'Delivery fee and ETA from the chef to one of my addresses (signed quote token)',
        body: deliveryQuoteRequestSchema,
        response: { 200: deliveryQuoteResponseSchema, ...errorResponses, 503: errorResponseSchema },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(
        ctx,
        `delivery-quote:${userId}`,
        QUOTE_LIMIT.count,
        QUOTE_LIMIT.windowSeconds,
      );
      reply.header('cache-control', 'no-store');
      return { quote: await quoteDelivery(ctx, userId, req.body) };
    },
  );
};
