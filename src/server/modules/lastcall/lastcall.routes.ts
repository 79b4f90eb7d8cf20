import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  businessLastCallResponseSchema,
  businessLastCallsResponseSchema,
  createLastCallBodySchema,
  lastCallIdParamsSchema,
  lastCallDealsQuerySchema,
  lastCallDealsResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
} from '#contracts/lastcall';
import { signedInUserId as me } from '../../http/route-policy.ts';
import { createLastCall } from './create-last-call.service.ts';
import { liveDeals } from './deals.service.ts';
import { endMyLastCall, listMyLastCalls } from './my-last-calls.service.ts';
import { getSubscription, setPaused, subscribe, unsubscribe } from './subscription.service.ts';

const tags = ['last calls'];
/** A person's own subscription, counted against the user's subscription budget. */
const subscriber = { auth: 'user', limit: 'lastCallSubscription' } as const;

export const lastcallRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/last-calls',
    {
      // The viewer's avoided ingredients are marked: never cached in shared caches.
      config: { auth: 'public', limit: 'publicRead', cache: 'private-revalidate' },
      schema: {
        tags,
        summary: 'Dishes of live last calls within 10 km of a location, nearest first (public)',
        querystring: lastCallDealsQuerySchema,
        response: { 200: lastCallDealsResponseSchema, ...errorResponses },
      },
    },
    async (req) => liveDeals(ctx, req.query, req.auth?.userId ?? null),
  );

  app.get(
    '/last-calls/subscription',
    {
      config: { ...subscriber, cache: 'no-store' },
      schema: {
        tags,
        summary: 'My last-call subscription, or null when not subscribed',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => getSubscription(ctx, me(req)),
  );

  app.put(
    '/last-calls/subscription',
    {
      config: subscriber,
      schema: {
        tags,
        summary: 'Subscribe to last calls near a location (again: move it there and resume)',
        body: subscribeBodySchema,
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => subscribe(ctx, me(req), req.body),
  );

  app.post(
    '/last-calls/subscription/pause',
    {
      config: subscriber,
      schema: {
        tags,
        summary: 'Pause my last-call subscription (404 when not subscribed)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => setPaused(ctx, me(req), true),
  );

  app.post(
    '/last-calls/subscription/resume',
    {
      config: subscriber,
      schema: {
        tags,
        summary: 'Resume my paused last-call subscription (404 when not subscribed)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => setPaused(ctx, me(req), false),
  );

  app.delete(
    '/last-calls/subscription',
    {
      config: subscriber,
      schema: {
        tags,
        summary: 'Unsubscribe from last calls (idempotent)',
        response: { 200: subscriptionResponseSchema, ...errorResponses },
      },
    },
    async (req) => unsubscribe(ctx, me(req)),
  );

  // The chef's own last calls (business portal). Another chef's last call is a 404.

  app.get(
    '/business/last-calls',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My last calls: live ones, then the latest past ones',
        response: { 200: businessLastCallsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMyLastCalls(ctx, me(req)),
  );

  app.post(
    '/business/last-calls',
    {
      config: { auth: 'chef', limit: 'lastCallCreate', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Put some of my dishes on a last call starting now (alerts people near me)',
        body: createLastCallBodySchema,
        response: { 201: businessLastCallResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createLastCall(ctx, me(req), req.body)),
  );

  app.post(
    '/business/last-calls/:id/end',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'End my last call now',
        params: lastCallIdParamsSchema,
        response: { 200: businessLastCallResponseSchema, ...errorResponses },
      },
    },
    async (req) => endMyLastCall(ctx, me(req), req.params.id),
  );
};
