import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  invitationAnswerResponseSchema,
  invitationDetailResponseSchema,
  invitationIdParamsSchema,
  invitationsPageQuerySchema,
  receivedInvitationsResponseSchema,
  sendInvitationsRequestSchema,
  sendInvitationsResponseSchema,
  sentInvitationsResponseSchema,
} from '#contracts/invitations';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import {
  acceptInvitation,
  getInvitation,
  ignoreInvitation,
  listReceivedInvitations,
  listSentInvitations,
  sendInvitations,
} from './invitations.service.ts';

const tags = ['invitations'];
/** Send requests per user per hour (each address is also counted: INVITE_MAILS_PER_HOUR). */
export const INVITE_SENDS_PER_HOUR = 30;
/** Accept / ignore per user per minute. */
export const INVITE_ANSWERS_PER_MINUTE = 60;
/** Reads per user per minute (the notifications drawer polls the received list). */
export const INVITE_READS_PER_MINUTE = 300;

async function limited(
  ctx: AppContext,
  req: FastifyRequest,
  kind: string,
  limit: number,
  windowSeconds: number,
): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `invite-${kind}:${userId}`, limit, windowSeconds);
  return userId;
}

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = (req: FastifyRequest) => limited(ctx, req, 'read', INVITE_READS_PER_MINUTE, 60);
  const answerer = (req: FastifyRequest) =>
    limited(ctx, req, 'answer', INVITE_ANSWERS_PER_MINUTE, 60);

  app.post(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Invite comma-separated e-mail addresses; answers per address',
        body: sendInvitationsRequestSchema,
        response: { 200: sendInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = await limited(ctx, req, 'send', INVITE_SENDS_PER_HOUR, 3_600);
      return sendInvitations(ctx, userId, req.body, req.log);
    },
  );

  app.get(
    '/invitations/sent',
    {
      schema: {
        tags,
        summary: 'Invitations I sent, newest first',
        querystring: invitationsPageQuerySchema,
        response: { 200: sentInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(req);
      reply.header('cache-control', 'no-store');
      return listSentInvitations(ctx, userId, req.query);
    },
  );

  app.get(
    '/invitations/received',
    {
      schema: {
        tags,
        summary: 'Pending invitations to my (verified) e-mail address, newest first',
        querystring: invitationsPageQuerySchema,
        response: { 200: receivedInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(req);
      reply.header('cache-control', 'no-store');
      return listReceivedInvitations(ctx, userId, req.query);
    },
  );

  app.get(
    '/invitations/:id',
    {
      schema: {
        tags,
        summary: 'One invitation, for its sender or the invited person (404 for anyone else)',
        params: invitationIdParamsSchema,
        response: { 200: invitationDetailResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(req);
      reply.header('cache-control', 'no-store');
      return { invitation: await getInvitation(ctx, userId, req.params.id) };
    },
  );

  app.post(
    '/invitations/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a pending invitation to me: I follow the sender',
        params: invitationIdParamsSchema,
        response: { 200: invitationAnswerResponseSchema, ...errorResponses },
      },
    },
    async (req) => acceptInvitation(ctx, await answerer(req), req.params.id),
  );

  app.post(
    '/invitations/:id/ignore',
    {
      schema: {
        tags,
        summary: 'Ignore a pending invitation to me',
        params: invitationIdParamsSchema,
        response: { 200: invitationAnswerResponseSchema, ...errorResponses },
      },
    },
    async (req) => ignoreInvitation(ctx, await answerer(req), req.params.id),
  );
};
