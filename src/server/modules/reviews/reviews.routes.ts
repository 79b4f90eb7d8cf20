import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  createCustomerReviewBodySchema,
  createDishReviewBodySchema,
  createOrderReviewBodySchema,
  createReviewResponseSchema,
  orderReviewsParamsSchema,
  orderReviewsResponseSchema,
} from '#contracts/reviews';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import {
  createCustomerReview,
  createDishReview,
  createOrderReview,
} from './create-review.service.ts';
import { getOrderReviews } from './order-reviews.service.ts';

const tags = ['reviews'];
/** Review submissions per user per minute: an order with many dishes stays well below. */
export const REVIEW_WRITES_PER_MINUTE = 30;
export const REVIEW_READS_PER_MINUTE = 300;
const MINUTE = 60;

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const writer = async (userId: string) =>
    consumeRateLimit(ctx, `review-write:${userId}`, REVIEW_WRITES_PER_MINUTE, MINUTE);

  app.get(
    '/reviews/orders/:orderId',
    {
      schema: {
        tags,
        summary:
          'What I may review on one of my orders (order, each dish, the customer) and what I wrote',
        params: orderReviewsParamsSchema,
        response: { 200: orderReviewsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `review-read:${userId}`, REVIEW_READS_PER_MINUTE, MINUTE);
      reply.header('cache-control', 'no-store');
      return getOrderReviews(ctx, userId, req.params.orderId);
    },
  );

  app.post(
    '/reviews/order',
    {
      schema: {
        tags,
        summary: "Review my completed order (adds to the chef's overall rating); once",
        body: createOrderReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await writer(userId);
      return createOrderReview(ctx, userId, req.body);
    },
  );

  app.post(
    '/reviews/dish',
    {
      schema: {
        tags,
        summary: 'Review a dish of my completed order (adds to its rating); once per dish',
        body: createDishReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await writer(userId);
      return createDishReview(ctx, userId, req.body);
    },
  );

  app.post(
    '/reviews/customer',
    {
      schema: {
        tags,
        summary: 'As the chef of a completed order, review its customer; once',
        body: createCustomerReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      await writer(userId);
      return createCustomerReview(ctx, userId, req.body);
    },
  );
};
