import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devJobParamsSchema, devJobResponseSchema } from '#contracts/devjobs';
import { errorResponses } from '#contracts/errors';
import { runJobNow } from './run-job-now.service.ts';

/**
 * Runs a timed job now, for people trying Potluck and for the journeys (the payout run is
 * hourly; nobody waits an hour in a test). Outside production only, from this machine only.
 */
export const devjobsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.ctx.config.isProduction) return;
  app.post(
    '/dev/jobs/:name',
    {
      config: { auth: 'public', localOnly: true, cache: 'no-store' },
      schema: {
        tags: ['dev'],
        summary: 'Run a timed job now (e.g. payouts.run) and answer what it returned',
        params: devJobParamsSchema,
        response: { 200: devJobResponseSchema, ...errorResponses },
      },
    },
    async (req) => runJobNow(app.ctx, req.params.name),
  );
};
