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
  // Anyone who could read it could reset any password from the mail: this machine only.
  const config = { auth: 'public', localOnly: true, cache: 'no-store' } as const;

  app.get(
    '/dev/phone',
    {
      config,
      schema: {
        tags,
        summary: 'Dev phone: calls and texts, newest first',
        response: { 200: devPhoneListResponseSchema },
      },
    },
    async () => ({ entries: await listDevPhone(app.ctx) }),
  );
};
