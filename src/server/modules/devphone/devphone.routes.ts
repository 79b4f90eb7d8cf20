import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devPhoneListResponseSchema } from '#contracts/phone';
import { listDevPhone } from './devphone.service.ts';

const tags = ['dev'];

/**
 * The dev phone: what the phone provider "called" and "texted", for people trying Potluck
 * without Twilio. Outside production only; in production no route is registered at all.
 */
export const devphoneRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.isProduction) return;

  app.get(
    '/dev/phone',
    {
      schema: {
        tags,
        summary: 'Dev phone: calls and texts, newest first',
        response: { 200: devPhoneListResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await listDevPhone(app.ctx) };
    },
  );
};
