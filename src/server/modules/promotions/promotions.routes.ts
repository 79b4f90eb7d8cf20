import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  couponActiveBodySchema,
  couponIdParamsSchema,
  couponInputSchema,
  couponListResponseSchema,
  couponLookupQuerySchema,
  couponLookupResponseSchema,
  couponResponseSchema,
} from '#contracts/promotions';
import { signedInUserId } from '../../http/route-policy.ts';
import { createCoupon, listCoupons, lookupCoupon, setCouponState } from './coupons.service.ts';

const tags = ['promotions'];

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/coupons/lookup',
    {
      config: { auth: 'user', limit: 'couponGuess', cache: 'no-store' },
      schema: {
        tags,
        summary:
          "Spec §7's coupon lookup: 200 active, or statusCode 414 when the code is for named dishes (ask again with did)",
        querystring: couponLookupQuerySchema,
        response: { 200: couponLookupResponseSchema, ...errorResponses },
      },
    },
    async (req) => lookupCoupon(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/business/coupons',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My coupons, newest first, with their state and uses',
        response: { 200: couponListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listCoupons(ctx, signedInUserId(req)),
  );

  app.post(
    '/business/coupons',
    {
      config: { auth: 'chef', limit: 'catalogWrite' },
      schema: {
        tags,
        summary: 'Create a coupon (code unique per chef, case-insensitive)',
        body: couponInputSchema,
        response: { 200: couponResponseSchema, ...errorResponses },
      },
    },
    async (req) => createCoupon(ctx, signedInUserId(req), req.body),
  );

  app.put(
    '/business/coupons/:id/active',
    {
      config: { auth: 'chef', limit: 'catalogWrite' },
      schema: {
        tags,
        summary: 'Pause or resume one of my coupons',
        params: couponIdParamsSchema,
        body: couponActiveBodySchema,
        response: { 200: couponResponseSchema, ...errorResponses },
      },
    },
    async (req) => setCouponState(ctx, signedInUserId(req), req.params.id, req.body.active),
  );
};
