import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorResponseSchema } from '#contracts/errors';
import {
  liveNowResponseSchema,
  liveStreamParamsSchema,
  liveStreamSchema,
  ownLiveStreamSchema,
  startLiveStreamSchema,
  streamKeyResponseSchema,
  streamStudioSchema,
} from '#contracts/live-streams';
import { signedInUserId } from '../../http/route-policy.ts';
import { stopLiveStream } from './end-live-stream.service.ts';
import { startLiveStream } from './start-live-stream.service.ts';
import { resetStreamKey } from './stream-key.service.ts';
import { getStreamStudio } from './stream-studio.service.ts';
import { getLiveStream, listLiveNow } from './watch-live-stream.service.ts';

const tags = ['live-streams'];
const withUnavailable = { ...errorResponses, 503: errorResponseSchema };

/**
 * A chef's live broadcasts (issue 16): the Go live screen, start, stop and the streaming app's
 * key for the chef; the "Live now" row and the watch page for anyone. Chat and the room socket
 * are in stream-chat.routes.ts.
 */
export const liveStreamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/live-streams/studio',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My Go live screen: may I stream, can this server carry it, what is live',
        response: { 200: streamStudioSchema, ...errorResponses },
      },
    },
    async (req) => getStreamStudio(ctx, signedInUserId(req)),
  );

  app.post(
    '/live-streams',
    {
      config: { auth: 'chef', limit: 'streamStart', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Go live (approved chefs; 409 when already live; 503 when this server cannot carry video)',
        body: startLiveStreamSchema,
        response: { 201: ownLiveStreamSchema, ...withUnavailable },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await startLiveStream(ctx, signedInUserId(req), req.body)),
  );

  app.post(
    '/live-streams/:id/stop',
    {
      config: { auth: 'chef', limit: 'streamModerate', cache: 'no-store' },
      schema: {
        tags,
        summary: 'End my broadcast (the chef who runs it)',
        params: liveStreamParamsSchema,
        response: { 200: ownLiveStreamSchema, ...errorResponses },
      },
    },
    async (req) => stopLiveStream(ctx, signedInUserId(req), req.params.id),
  );

  app.post(
    '/live-streams/key',
    {
      config: { auth: 'chef', limit: 'streamKey', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Make my stream key for streaming apps (a new one replaces the old); shown once',
        response: { 200: streamKeyResponseSchema, ...withUnavailable },
      },
    },
    async (req) => resetStreamKey(ctx, signedInUserId(req)),
  );

  app.get(
    '/live-streams',
    {
      config: { auth: 'public', limit: 'publicRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Live now: broadcasts live now, most watched first (anyone)',
        response: { 200: liveNowResponseSchema, ...errorResponses },
      },
    },
    async () => listLiveNow(ctx),
  );

  app.get(
    '/live-streams/:id',
    {
      config: { auth: 'public', limit: 'publicRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The watch page: a broadcast, its chef and its dishes (anyone, guests too)',
        params: liveStreamParamsSchema,
        response: { 200: liveStreamSchema, ...errorResponses },
      },
    },
    async (req) => getLiveStream(ctx, req.params.id, req.auth?.userId ?? null),
  );
};
