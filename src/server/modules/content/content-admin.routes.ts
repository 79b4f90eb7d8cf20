import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutBodySchema,
  adminAboutResponseSchema,
  adminCarouselResponseSchema,
  adminHelpArticleResponseSchema,
  adminHelpListResponseSchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
  carouselItemBodySchema,
  carouselItemPatchSchema,
  carouselItemResponseSchema,
  carouselOrderBodySchema,
  contentIdParamsSchema,
  contentImageResponseSchema,
  helpArticleBodySchema,
  helpArticlePatchSchema,
  postBodySchema,
  postPatchSchema,
} from '#contracts/content';
import { errorResponses } from '#contracts/errors';
import { AVATAR_MAX_BYTES } from '#contracts/profiles';
import { signedInUserId } from '../../http/route-policy.ts';
import { readUploadedImage } from '../files/images.ts';
import {
  createCarouselItem,
  deleteCarouselItem,
  listCarouselAdmin,
  orderCarousel,
  updateCarouselItem,
} from './carousel-admin.service.ts';
import { storeContentImage } from './content-images.service.ts';
import {
  createPost,
  deletePost,
  getAboutAdmin,
  getPostAdmin,
  listPostsAdmin,
  saveAbout,
  updatePost,
} from './documents-admin.service.ts';
import {
  createHelpArticle,
  deleteHelpArticle,
  getHelpAdmin,
  listHelpAdmin,
  updateHelpArticle,
} from './help-admin.service.ts';

const tags = ['admin'];
const deleted = { 204: z.null().describe('Deleted'), ...errorResponses };

/**
 * Content management (issue 15 point 4): the home carousel, the about page, blog posts and
 * help articles. Admins only (others 403, guests 401); the public reads go through
 * content.routes.ts and read the database each time, so a change shows at once.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Multipart only in this scope, with the avatar's limits: one image of 5 MB.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  // ——— Carousel ———

  app.get(
    '/admin/content/carousel',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Every home-carousel item (web), active or not, in display order',
        response: { 200: adminCarouselResponseSchema, ...errorResponses },
      },
    },
    async () => listCarouselAdmin(ctx.db),
  );

  app.post(
    '/admin/content/carousel',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Add a carousel item at the end (409 when 8 are active already)',
        body: carouselItemBodySchema,
        response: { 201: carouselItemResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ item: await createCarouselItem(ctx, req.body) }),
  );

  app.put(
    '/admin/content/carousel/order',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Reorder the carousel: every item id once, first shown first',
        body: carouselOrderBodySchema,
        response: { 200: adminCarouselResponseSchema, ...errorResponses },
      },
    },
    async (req) => orderCarousel(ctx, req.body.ids),
  );

  app.patch(
    '/admin/content/carousel/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Change a carousel item (switching one on past 8 active is a 409)',
        params: contentIdParamsSchema,
        body: carouselItemPatchSchema,
        response: { 200: carouselItemResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ item: await updateCarouselItem(ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/admin/content/carousel/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Delete a carousel item',
        params: contentIdParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await deleteCarouselItem(ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/content/images',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Upload a carousel image (multipart "file": JPEG, PNG, WebP or GIF up to 5 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 201: contentImageResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const adminId = signedInUserId(req);
      const imageUrl = await storeContentImage(ctx, adminId, await readUploadedImage(req));
      return reply.code(201).send({ imageUrl });
    },
  );

  // ——— About ———

  app.get(
    '/admin/content/about',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The about document, draft or published (null before one is written)',
        response: { 200: adminAboutResponseSchema, ...errorResponses },
      },
    },
    async () => ({ document: await getAboutAdmin(ctx) }),
  );

  app.put(
    '/admin/content/about',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Write the about document (publishing stamps its date)',
        body: aboutBodySchema,
        response: { 200: adminAboutResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ document: await saveAbout(ctx, req.body) }),
  );

  // ——— Blog posts ———

  app.get(
    '/admin/content/posts',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Every blog post, drafts too, last edited first',
        response: { 200: adminPostListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ posts: await listPostsAdmin(ctx) }),
  );

  app.post(
    '/admin/content/posts',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Write a blog post, draft or published (409 when its address is taken)',
        body: postBodySchema,
        response: { 201: adminPostResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ post: await createPost(ctx, req.body) }),
  );

  app.get(
    '/admin/content/posts/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One blog post, draft or published',
        params: contentIdParamsSchema,
        response: { 200: adminPostResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ post: await getPostAdmin(ctx, req.params.id) }),
  );

  app.patch(
    '/admin/content/posts/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Change a blog post; publishing stamps its date, a draft has none',
        params: contentIdParamsSchema,
        body: postPatchSchema,
        response: { 200: adminPostResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ post: await updatePost(ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/admin/content/posts/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Delete a blog post',
        params: contentIdParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await deletePost(ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ——— Help articles ———

  app.get(
    '/admin/content/help',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Every help article, drafts too, by topic and display order',
        response: { 200: adminHelpListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ articles: await listHelpAdmin(ctx) }),
  );

  app.post(
    '/admin/content/help',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Write a help article, draft or published (409 when its address is taken)',
        body: helpArticleBodySchema,
        response: { 201: adminHelpArticleResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ article: await createHelpArticle(ctx, req.body) }),
  );

  app.get(
    '/admin/content/help/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One help article, draft or published',
        params: contentIdParamsSchema,
        response: { 200: adminHelpArticleResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ article: await getHelpAdmin(ctx, req.params.id) }),
  );

  app.patch(
    '/admin/content/help/:id',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Change a help article; publishing stamps its date, a draft has none',
        params: contentIdParamsSchema,
        body: helpArticlePatchSchema,
        response: { 200: adminHelpArticleResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ article: await updateHelpArticle(ctx, req.params.id, req.body) }),
  );

  app.delete(
    '/admin/content/help/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Delete a help article',
        params: contentIdParamsSchema,
        response: deleted,
      },
    },
    async (req, reply) => {
      await deleteHelpArticle(ctx, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
