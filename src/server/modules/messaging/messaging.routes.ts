import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  directRecipientResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  threadIdParamsSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  threadResponseSchema,
  unreadCountResponseSchema,
  userIdParamsSchema,
} from '#contracts/messaging';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { listMessages, markThreadRead, sendMessage, unreadTotal } from './messages.service.ts';
import { directRecipient, getThread, listMyThreads, openDirectThread } from './threads.service.ts';

const tags = ['messaging'];
const MINUTE = 60;
const HOUR = 3_600;
/** Messages a person may send: a lively chat, not a spam run. */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PER_HOUR = 300;
/** New conversations a person may start (each one reaches a new inbox). */
export const NEW_THREADS_PER_HOUR = 30;
/** Reads per user per minute: each live event re-reads a few lists, in several open tabs. */
export const MESSAGING_READS_PER_MINUTE = 300;

async function reader(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `messaging-read:${userId}`, MESSAGING_READS_PER_MINUTE, MINUTE);
  return userId;
}

async function sender(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `messaging-send:${userId}`, MESSAGES_PER_MINUTE, MINUTE);
  await consumeRateLimit(ctx, `messaging-send-hour:${userId}`, MESSAGES_PER_HOUR, HOUR);
  return userId;
}

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/messaging/threads',
    {
      schema: {
        tags,
        summary: 'My open threads with a last message, newest first, with my unread counts',
        querystring: threadListQuerySchema,
        response: { 200: threadListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listMyThreads(ctx, userId, req.query);
    },
  );

  app.get(
    '/messaging/unread',
    {
      schema: {
        tags,
        summary: 'How many messages to me are still new (the inbox badge)',
        response: { 200: unreadCountResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return { count: await unreadTotal(ctx.db, userId) };
    },
  );

  app.get(
    '/messaging/direct/:userId',
    {
      schema: {
        tags,
        summary: 'The person to write to and our open thread, if any (404 if not reachable)',
        params: userIdParamsSchema,
        response: { 200: directRecipientResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return directRecipient(ctx, userId, req.params.userId);
    },
  );

  app.post(
    '/messaging/direct/:userId',
    {
      schema: {
        tags,
        summary: 'Get or create the open direct thread with a person (not yourself)',
        params: userIdParamsSchema,
        response: { 200: threadResponseSchema, 201: threadResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = requireUser(req);
      await consumeRateLimit(ctx, `messaging-thread:${userId}`, NEW_THREADS_PER_HOUR, HOUR);
      const { created, thread } = await openDirectThread(ctx, userId, req.params.userId);
      return reply.code(created ? 201 : 200).send({ thread });
    },
  );

  app.get(
    '/messaging/threads/:threadId',
    {
      schema: {
        tags,
        summary: 'A thread I am a member of (404 otherwise)',
        params: threadIdParamsSchema,
        response: { 200: threadResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return getThread(ctx, userId, req.params.threadId);
    },
  );

  app.get(
    '/messaging/threads/:threadId/messages',
    {
      schema: {
        tags,
        summary: 'Messages of a thread I am a member of, a page before a time, oldest first',
        params: threadIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listMessages(ctx, userId, req.params.threadId, req.query);
    },
  );

  app.post(
    '/messaging/threads/:threadId/messages',
    {
      schema: {
        tags,
        summary: 'Send a message to a thread I am a member of',
        params: threadIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: sendMessageResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await sender(ctx, req);
      const message = await sendMessage(ctx, userId, req.params.threadId, req.body.body);
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/messaging/threads/:threadId/read',
    {
      schema: {
        tags,
        summary: "Mark the other side's new messages read (opening the thread does this)",
        params: threadIdParamsSchema,
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = await reader(ctx, req);
      return markThreadRead(ctx, userId, req.params.threadId, req.body.until);
    },
  );
};
