import type { WebSocket } from 'ws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  chatHistoryResponseSchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatMuteParamsSchema,
  liveStreamParamsSchema,
  moderationResponseSchema,
  postChatMessageSchema,
  streamRoomPath,
} from '#contracts/live-streams';
import { liveStreamMessages } from '#domain/live-streams';
import { forbidden, notFound } from '../../http/errors.ts';
import { RateLimitedError, signedInUserId } from '../../http/route-policy.ts';
import { originAllowed } from '../../realtime/live.routes.ts';
import { MAX_ROOM_SOCKETS_PER_CLIENT, ROOM_CLOSE } from '../../realtime/stream-rooms.ts';
import { liveStreamForIngest } from './live-stream-queries.ts';
import {
  postChatMessage,
  removeStreamChatMessage,
  setChatterMuted,
  streamChatHistory,
} from './stream-chat.service.ts';

const tags = ['live-streams'];

/**
 * A live stream's chat (HTTP) and its room (GET /api/v1/live-streams/{id}/room, the watch
 * page's listen-only WebSocket: chat as it is written and removed, viewer counts, the end).
 */
export const streamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/live-streams/:id/chat',
    {
      config: { auth: 'public', limit: 'publicRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The last 50 chat messages of a stream, oldest first (anyone)',
        params: liveStreamParamsSchema,
        response: { 200: chatHistoryResponseSchema, ...errorResponses },
      },
    },
    async (req) => streamChatHistory(ctx, req.params.id),
  );

  app.post(
    '/live-streams/:id/chat',
    {
      config: { auth: 'user', limit: 'streamChat', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Write in a live stream’s chat (409 once ended, 403 when the chef muted you, 429 past 10 a minute)',
        params: liveStreamParamsSchema,
        body: postChatMessageSchema,
        response: { 201: chatMessageSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const message = await postChatMessage(ctx, signedInUserId(req), req.params.id, req.body.body);
      return reply.code(201).send(message);
    },
  );

  app.delete(
    '/live-streams/:id/chat/:messageId',
    {
      config: { auth: 'user', limit: 'streamModerate', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The chef removes a message from their stream’s chat',
        params: chatMessageParamsSchema,
        response: { 200: moderationResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      removeStreamChatMessage(ctx, signedInUserId(req), req.params.id, req.params.messageId),
  );

  app.put(
    '/live-streams/:id/mutes/:userId',
    {
      config: { auth: 'user', limit: 'streamModerate', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The chef mutes a person in their streams’ chat (this and later streams)',
        params: chatMuteParamsSchema,
        response: { 200: moderationResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      setChatterMuted(ctx, signedInUserId(req), req.params.id, req.params.userId, true),
  );

  app.delete(
    '/live-streams/:id/mutes/:userId',
    {
      config: { auth: 'user', limit: 'streamModerate', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The chef lets a muted person write in their streams’ chat again',
        params: chatMuteParamsSchema,
        response: { 200: moderationResponseSchema, ...errorResponses },
      },
    },
    async (req) =>
      setChatterMuted(ctx, signedInUserId(req), req.params.id, req.params.userId, false),
  );

  // The room socket. Sockets this app opened are closed with it (several apps may share one
  // context in tests; the context's rooms close on shutdown).
  const opened = new Set<WebSocket>();
  app.addHook('onClose', async () => ctx.streamRooms.closeSockets(opened));
  const roomPath = streamRoomPath(':id').replace(/^\/api\/v1/, '');

  app.get(
    roomPath,
    {
      websocket: true,
      schema: { hide: true },
      config: { auth: 'public', limit: 'streamSocket' },
      // Refusals run before the upgrade, so they are plain HTTP answers on the handshake.
      preValidation: async (req) => {
        // Cookies ride along with a handshake from any site: refuse other sites' pages.
        if (!originAllowed(req, ctx.config.publicBaseUrl)) throw forbidden();
      },
      // After the route policy counted the handshake against streamSocket.
      preHandler: async (req) => {
        const params = liveStreamParamsSchema.safeParse(req.params);
        if (!params.success) throw notFound(liveStreamMessages.notFound);
        const stream = await liveStreamForIngest(ctx.db, params.data.id);
        if (!stream) throw notFound(liveStreamMessages.notFound);
        if (stream.status !== 'live') throw notFound(liveStreamMessages.ended);
        if (ctx.streamRooms.socketsOf(roomClientKey(req)) >= MAX_ROOM_SOCKETS_PER_CLIENT) {
          throw new RateLimitedError(30, 'Too many open streams. Close a tab.');
        }
      },
    },
    (socket, req) => {
      const { id } = req.params as { id: string };
      opened.add(socket);
      socket.on('close', () => opened.delete(socket));
      ctx.streamRooms.join(id, socket, req.auth?.userId ?? null, roomClientKey(req));
      // The stream may have ended between the check above and the join, its end told to a
      // room this socket was not in yet: look once more now that it is.
      void liveStreamForIngest(ctx.db, id).then(
        (stream) => {
          if (stream?.status !== 'live') socket.close(ROOM_CLOSE.ended, 'stream ended');
        },
        () => undefined,
      );
    },
  );
};

/** Who holds a room socket, for the cap on open ones: the signed-in person, or a guest's IP. */
function roomClientKey(req: { auth?: { userId: string } | null; ip: string }): string {
  return req.auth ? `user:${req.auth.userId}` : `ip:${req.ip}`;
}
