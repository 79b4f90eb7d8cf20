import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devPushListResponseSchema } from '#contracts/push';
import { listDevPush } from './devpush.service.ts';

const tags = ['dev'];

/**
 * The dev push outbox: every web push the local push provider sent, with its outcome.
 * Outside production only; in production no route is registered at all.
 */
export const devpushRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.isProduction) return;
  // Pushes carry order and message news about real people: this machine only.
  const config = { auth: 'public', localOnly: true, cache: 'no-store' } as const;

  app.get(
    '/dev/push',
    {
      config,
      schema: {
        tags,
        summary: 'Dev push outbox: web pushes sent, newest first',
        response: { 200: devPushListResponseSchema },
      },
    },
    async () => ({ entries: await listDevPush(app.ctx) }),
  );
};
