import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  lastCallDealsQuerySchema,
  lastCallDealsResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
} from '#contracts/lastcall';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { limitPublicRead } from '../ratelimit/public-read-limit.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { liveDeals } from './deals.service.ts';
import { getSubscription, setPaused, subscribe, unsubscribe } from './subscription.service.ts';

const tags = ['last calls'];
/** Subscription calls per user per minute: a person clicks a few times; a script would not stop. */
export const SUBSCRIPTION_CALLS_PER_MINUTE = 60;

/** The signed-in user (401 otherwise), counted against the user's subscription budget. */
async function subscriber(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `lastcall-sub:${userId}`, SUBSCRIPTION_CALLS_PER_MINUTE, 60);
  return userId;
}

export const lastcallRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/last-calls',
    {
      schema: {
        tags,
        summary: 'Dishes of live last calls within 10 km of a location, nearest first (public)',
        querystring: lastCallDealsQuerySchema,
        response: { 200: lastCallDealsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      await limitPublicRead(ctx, req);
      return liveDeals(ctx, req.query);
    },
  );

  app.get(
    '/last-calls/subscription',
    {
      schema: {
        tags,
        summary: 'My last-call subscription, or null when not subscribed',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await subscriber(ctx, req);
      reply.header('cache-control', 'no-store');
      return getSubscription(ctx, userId);
    },
  );

  app.put(
    '/last-calls/subscription',
    {
      schema: {
        tags,
        summary: 'Subscribe to last calls near a location (again: move it there and resume)',
        body: subscribeBodySchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => subscribe(ctx, await subscriber(ctx, req), req.body),
  );

  app.post(
    '/last-calls/subscription/pause',
    {
      schema: {
        tags,
        summary: 'Pause my last-call subscription (404 when not subscribed)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => setPaused(ctx, await subscriber(ctx, req), true),
  );

  app.post(
    '/last-calls/subscription/resume',
    {
      schema: {
        tags,
        summary: 'Resume my paused last-call subscription (404 when not subscribed)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => setPaused(ctx, await subscriber(ctx, req), false),
  );

  app.delete(
    '/last-calls/subscription',
    {
      schema: {
        tags,
        summary: 'Unsubscribe from last calls (idempotent)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => unsubscribe(ctx, await subscriber(ctx, req)),
  );
};
