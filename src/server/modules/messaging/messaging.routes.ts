import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  directRecipientResponseSchema,
  markReadBodySchema,
  markReadResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  recipientListQuerySchema,
  recipientListResponseSchema,
  recipientLookupBodySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  threadIdParamsSchema,
  threadListQuerySchema,
  threadListResponseSchema,
  threadResponseSchema,
  unreadCountResponseSchema,
  userIdParamsSchema,
} from '#contracts/messaging';
import { listMessages, markThreadRead, sendMessage, unreadTotal } from './messages.service.ts';
import { directRecipient, getThread, listMyThreads, openDirectThread } from './threads.service.ts';
import { listRecipients, lookupRecipient } from './recipients.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['messaging'];

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/messaging/threads',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My open threads with a last message, newest first, with my unread counts',
        querystring: threadListQuerySchema,
        response: { 200: threadListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMyThreads(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/messaging/unread',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'How many messages to me are still new (the inbox badge)',
        response: { 200: unreadCountResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ count: await unreadTotal(ctx.db, signedInUserId(req)) }),
  );

  app.get(
    '/messaging/recipients',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'People I may start a conversation with: ordered from, sold to, followed, following me',
        querystring: recipientListQuerySchema,
        response: { 200: recipientListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listRecipients(ctx, signedInUserId(req), req.query),
  );

  app.post(
    '/messaging/recipients/lookup',
    {
      // Tight, per person and per address: an e-mail lookup must not harvest accounts.
      config: {
        auth: 'user',
        limit: ['recipientLookup', 'recipientLookupDaily', 'recipientLookupIp'],
        cache: 'no-store',
      },
      schema: {
        tags,
        summary:
          'The person with this e-mail (lower-cased) and our open thread; 404 "{email} not found"',
        body: recipientLookupBodySchema,
        response: { 200: directRecipientResponseSchema, ...errorResponses },
      },
    },
    async (req) => lookupRecipient(ctx, signedInUserId(req), req.body.email),
  );

  app.get(
    '/messaging/direct/:userId',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The person to write to and our open thread, if any (404 if not reachable)',
        params: userIdParamsSchema,
        response: { 200: directRecipientResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      return directRecipient(ctx, userId, req.params.userId);
    },
  );

  app.post(
    '/messaging/direct/:userId',
    {
      config: { auth: 'user', limit: 'threadOpen' },
      schema: {
        tags,
        summary: 'Get or create the open direct thread with a person (not yourself)',
        params: userIdParamsSchema,
        response: { 200: threadResponseSchema, 201: threadResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      const { created, thread } = await openDirectThread(ctx, userId, req.params.userId);
      return reply.code(created ? 201 : 200).send({ thread });
    },
  );

  app.get(
    '/messaging/threads/:threadId',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'A thread I am a member of (404 otherwise)',
        params: threadIdParamsSchema,
        response: { 200: threadResponseSchema, ...errorResponses },
      },
    },
    async (req) => getThread(ctx, signedInUserId(req), req.params.threadId),
  );

  app.get(
    '/messaging/threads/:threadId/messages',
    {
      config: { auth: 'user', limit: 'messagingRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Messages of a thread I am a member of, a page before a time, oldest first',
        params: threadIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMessages(ctx, signedInUserId(req), req.params.threadId, req.query),
  );

  app.post(
    '/messaging/threads/:threadId/messages',
    {
      config: { auth: 'user', limit: ['messageSend', 'messageSendHourly'] },
      schema: {
        tags,
        summary: 'Send a message to a thread I am a member of',
        params: threadIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: sendMessageResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      const { body, orderId } = req.body;
      const message = await sendMessage(ctx, userId, req.params.threadId, body, orderId);
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/messaging/threads/:threadId/read',
    {
      config: { auth: 'user', limit: 'messagingRead' },
      schema: {
        tags,
        summary: "Mark the other side's new messages read (opening the thread does this)",
        params: threadIdParamsSchema,
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...errorResponses },
      },
    },
    async (req) => markThreadRead(ctx, signedInUserId(req), req.params.threadId, req.body.until),
  );
};
