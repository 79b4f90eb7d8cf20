import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuoteRequestSchema, deliveryQuoteResponseSchema } from '#contracts/checkout';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import { quoteDelivery } from './delivery-quote.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/checkout/delivery-quote',
    {
      config: { auth: 'user', limit: 'deliveryQuote', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Delivery fee and ETA from the chef to one of my addresses (signed quote token)',
        body: deliveryQuoteRequestSchema,
        response: { 200: deliveryQuoteResponseSchema, ...errorResponses, 503: errorResponseSchema },
      },
    },
    async (req) => ({ quote: await quoteDelivery(ctx, signedInUserId(req), req.body) }),
  );
};
