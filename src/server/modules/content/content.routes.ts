import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aboutResponseSchema,
  carouselResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postParamsSchema,
  postResponseSchema,
  helpArticleResponseSchema,
  helpListQuerySchema,
  helpListResponseSchema,
} from '#contracts/content';
import { errorResponses } from '#contracts/errors';
import {
  getAbout,
  getHelpArticle,
  getPost,
  listCarousel,
  listHelpArticles,
  listPosts,
} from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/carousel',
    {
      config: { auth: 'public', cache: 'public-revalidate' },
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
      config: { auth: 'public', cache: 'public-revalidate' },
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
      config: { auth: 'public', cache: 'public-revalidate' },
      schema: {
        tags: ['content'],
        summary: 'The published blog posts, newest first (20 a page, or `size`)',
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listPosts(app.ctx, req.query.from, req.query.size),
  );

  app.get(
    '/content/posts/:slug',
    {
      config: { auth: 'public', cache: 'public-revalidate' },
      schema: {
        tags: ['content'],
        summary: 'One published blog post (404 for a draft or a missing one)',
        params: postParamsSchema,
        response: { 200: postResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ post: await getPost(app.ctx, req.params.slug) }),
  );

  app.get(
    '/content/help',
    {
      config: { auth: 'public', cache: 'public-revalidate', limit: 'search' },
      schema: {
        tags: ['content'],
        summary:
          'The published help articles grouped by topic; with q, those whose title or text holds every word',
        querystring: helpListQuerySchema,
        response: { 200: helpListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listHelpArticles(app.ctx, req.query.q),
  );

  app.get(
    '/content/help/:slug',
    {
      config: { auth: 'public', cache: 'public-revalidate' },
      schema: {
        tags: ['content'],
        summary: 'One published help article (404 for a draft or a missing one)',
        params: postParamsSchema,
        response: { 200: helpArticleResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ article: await getHelpArticle(app.ctx, req.params.slug) }),
  );
};
