import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#contracts/errors';
import { readStoredFile } from './files.service.ts';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/files/*',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored file (avatars, photos), served with its content type',
        params: z.object({ '*': z.string().max(512) }),
        response: {
          200: z.unknown().describe('The file bytes'),
          304: z.null(),
          404: errorResponses[404],
        },
      },
    },
    async (req, reply) => {
      const file = await readStoredFile(ctx, req.params['*']);
      reply
        .header('x-content-type-options', 'nosniff')
        // Never let a stored file run as a page, whatever its bytes are.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('etag', file.etag)
        // Public media; URLs carry ?v=… when they change, so a day of caching is safe.
        .header('cache-control', 'public, max-age=86400');
      if (req.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      return reply.type(file.contentType).send(file.body);
    },
  );
};
