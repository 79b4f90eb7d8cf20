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
import {
  createCustomerReview,
  createDishReview,
  createOrderReview,
} from './create-review.service.ts';
import { getOrderReviews } from './order-reviews.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/reviews/orders/:orderId',
    {
      config: { auth: 'user', limit: 'reviewRead', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'What I may review on one of my orders (order, each dish, the customer) and what I wrote',
        params: orderReviewsParamsSchema,
        response: { 200: orderReviewsResponseSchema, ...errorResponses },
      },
    },
    async (req) => getOrderReviews(ctx, signedInUserId(req), req.params.orderId),
  );

  app.post(
    '/reviews/order',
    {
      config: { auth: 'user', limit: 'reviewWrite' },
      schema: {
        tags,
        summary: "Review my completed order (adds to the chef's overall rating); once",
        body: createOrderReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => createOrderReview(ctx, signedInUserId(req), req.body),
  );

  app.post(
    '/reviews/dish',
    {
      config: { auth: 'user', limit: 'reviewWrite' },
      schema: {
        tags,
        summary: 'Review a dish of my completed order (adds to its rating); once per dish',
        body: createDishReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => createDishReview(ctx, signedInUserId(req), req.body),
  );

  app.post(
    '/reviews/customer',
    {
      config: { auth: 'user', limit: 'reviewWrite' },
      schema: {
        tags,
        summary: 'As the chef of a completed order, review its customer; once',
        body: createCustomerReviewBodySchema,
        response: { 200: createReviewResponseSchema, ...errorResponses },
      },
    },
    async (req) => createCustomerReview(ctx, signedInUserId(req), req.body),
  );
};
