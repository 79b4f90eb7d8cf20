import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aboutResponseSchema,
  carouselResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postParamsSchema,
  postResponseSchema,
} from '#contracts/content';
import { errorResponses } from '#contracts/errors';
import { getAbout, getPost, listCarousel, listPosts } from './content.service.ts';

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

  app.get(
    '/content/posts',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The published blog posts, newest first (20 a page)',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listPosts(app.ctx, req.query.from),
  );

  app.get(
    '/content/posts/:slug',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One published blog post (404 for a draft or a missing one)',
        params: postParamsSchema,
        response: { 200: postResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ post: await getPost(app.ctx, req.params.slug) }),
  );
};
