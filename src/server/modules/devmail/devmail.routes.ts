import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devMailListResponseSchema,
  devMailMessageSchema,
  devMailParamsSchema,
} from '#contracts/mail';
import { errorResponses } from '#contracts/errors';
import { getDevMail, listDevMail } from './devmail.service.ts';

const tags = ['dev'];

/**
 * The dev mailbox: what the local mailer "sent", for people trying Potluck without a mail
 * server. Outside production only; in production no route is registered at all.
 */
export const devmailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.isProduction) return;
  // Anyone who could read it could reset any password from the mail: this machine only.
  const config = { auth: 'public', localOnly: true, cache: 'no-store' } as const;

  app.get(
    '/dev/mail',
    {
      config,
      schema: {
        tags,
        summary: 'Dev mailbox: messages, newest first',
        response: { 200: devMailListResponseSchema },
      },
    },
    async () => ({ messages: await listDevMail(app.ctx) }),
  );

  app.get(
    '/dev/mail/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Dev mailbox: one message',
        params: devMailParamsSchema,
        response: { 200: devMailMessageSchema, ...errorResponses },
      },
    },
    async (req) => getDevMail(app.ctx, req.params.id),
  );
};
