import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chefIdParamsSchema,
  dishDetailResponseSchema,
  dishIdParamsSchema,
  dishLabelResponseSchema,
  dishSlugParamsSchema,
  producerPromotionsResponseSchema,
} from '#contracts/catalog';
import { errorResponses } from '#contracts/errors';
import { dishReviewsQuerySchema, dishReviewsResponseSchema } from '#contracts/reviews';
import { getDishById, getDishBySlug } from './get-dish.service.ts';
import { getDishLabel } from './get-dish-label.service.ts';
import { getProducerPromotions } from './get-producer-promotions.service.ts';
import { listDishReviews } from './dish-reviews.service.ts';
import { lagTolerant } from '../../http/read-your-writes.ts';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public dish pages tolerate a second of lag: the read replica when there is one, the
  // primary for a chef who just saved (decision 071).
  const ctx = lagTolerant(app.ctx);
  // Answers depend on the viewer: never cache them in shared caches.
  const config = { auth: 'public', limit: 'publicRead', cache: 'private-revalidate' } as const;

  app.get(
    '/dishes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A dish page (404 when private or its chef is hidden, unless you own it)',
        params: dishIdParamsSchema,
        response: { 200: dishDetailResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ dish: await getDishById(ctx, req.params.id, req.auth?.userId ?? null) }),
  );

  app.get(
    '/dishes/by-slug/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'A dish page by its slug (/product/{slug})',
        params: dishSlugParamsSchema,
        response: { 200: dishDetailResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      dish: await getDishBySlug(ctx, req.params.slug, req.auth?.userId ?? null),
    }),
  );

  app.get(
    '/dishes/:id/reviews',
    {
      config,
      schema: {
        tags,
        summary: 'Public reviews of a dish, newest first (404 when the dish is not visible)',
        params: dishIdParamsSchema,
        querystring: dishReviewsQuerySchema,
        response: { 200: dishReviewsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listDishReviews(ctx, req.params.id, req.auth?.userId ?? null, req.query.page),
  );

  app.get(
    '/dishes/labels/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A printable label of a dish (/dish/label/{id})',
        params: dishIdParamsSchema,
        response: { 200: dishLabelResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ label: await getDishLabel(ctx, req.params.id, req.auth?.userId ?? null) }),
  );

  app.get(
    '/chefs/:id/promotions',
    {
      config,
      schema: {
        tags,
        summary:
          "A producer's running promotions and coupons (/dish/promo/{id}); never coupon codes",
        params: chefIdParamsSchema,
        response: { 200: producerPromotionsResponseSchema, ...errorResponses },
      },
    },
    async (req) => getProducerPromotions(ctx, req.params.id, req.auth?.userId ?? null),
  );
};
