import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  campaignActiveBodySchema,
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  couponActiveBodySchema,
  couponIdParamsSchema,
  couponInputSchema,
  couponListResponseSchema,
  couponLookupQuerySchema,
  couponLookupResponseSchema,
  couponResponseSchema,
} from '#contracts/promotions';
import { signedInUserId } from '../../http/route-policy.ts';
import {
  createCampaign,
  endCampaign,
  listCampaigns,
  setCampaignState,
} from './campaigns.service.ts';
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

  app.get(
    '/business/campaigns',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My campaigns, newest first, with their state and what each sold',
        response: { 200: campaignListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listCampaigns(ctx, signedInUserId(req)),
  );

  app.post(
    '/business/campaigns',
    {
      config: { auth: 'chef', limit: 'catalogWrite' },
      schema: {
        tags,
        summary: 'Start a campaign: some of my dishes at a discount over a period',
        body: campaignInputSchema,
        response: { 200: campaignResponseSchema, ...errorResponses },
      },
    },
    async (req) => createCampaign(ctx, signedInUserId(req), req.body),
  );

  app.put(
    '/business/campaigns/:id/active',
    {
      config: { auth: 'chef', limit: 'catalogWrite' },
      schema: {
        tags,
        summary: 'Pause or resume one of my campaigns',
        params: campaignIdParamsSchema,
        body: campaignActiveBodySchema,
        response: { 200: campaignResponseSchema, ...errorResponses },
      },
    },
    async (req) => setCampaignState(ctx, signedInUserId(req), req.params.id, req.body.active),
  );

  app.post(
    '/business/campaigns/:id/end',
    {
      config: { auth: 'chef', limit: 'catalogWrite' },
      schema: {
        tags,
        summary: 'End one of my campaigns now; orders already placed keep their price',
        params: campaignIdParamsSchema,
        response: { 200: campaignResponseSchema, ...errorResponses },
      },
    },
    async (req) => endCampaign(ctx, signedInUserId(req), req.params.id),
  );
};
