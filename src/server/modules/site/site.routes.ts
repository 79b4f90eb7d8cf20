import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteInfoSchema } from '#contracts/site';
import { getSiteInfo } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Version, and whether this installation runs on demo data',
        response: { 200: siteInfoSchema },
      },
    },
    async () => getSiteInfo(app.ctx),
  );
};
