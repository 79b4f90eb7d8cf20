import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsResponseSchema } from '#contracts/credits';
import { errorResponses } from '#contracts/errors';
import { signedInUserId } from '../../http/route-policy.ts';
import { creditsOf } from './credits.service.ts';

const tags = ['credits'];

export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/credits',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'My Potluck credit: what the next checkout can spend, and each grant with what is left, its expiry and terms',
        response: { 200: creditsResponseSchema, ...errorResponses },
      },
    },
    async (req) => creditsOf(ctx, signedInUserId(req)),
  );
};
