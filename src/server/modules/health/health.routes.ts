import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#contracts/health';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_req, reply) => {
      const health = await checkHealth(app.ctx);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
