import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutResponseSchema, carouselResponseSchema } from '#contracts/content';
import { errorResponses } from '#contracts/errors';
import { getAbout, listCarousel } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/carousel',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Home-page product carousel: up to 8 active web slides in display order',
        response: { 200: carouselResponseSchema },
      },
    },
    async () => ({ items: await listCarousel(app.ctx) }),
  );

  app.get(
    '/content/about',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The published about document (markdown) and the newest blog post',
        response: { 200: aboutResponseSchema, ...errorResponses },
      },
    },
    async () => getAbout(app.ctx),
  );
};
