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
import { acceptInvitation } from './accept-invitation.service.ts';
import { getInvitation } from './get-invitation.service.ts';
import { ignoreInvitation } from './ignore-invitation.service.ts';
import { listReceivedInvitations } from './list-received-invitations.service.ts';
import { listSentInvitations } from './list-sent-invitations.service.ts';
import { sendInvitations } from './send-invitations.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['invitations'];

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/invitations',
    {
      config: { auth: 'user', limit: 'invitationSend' },
      schema: {
        tags,
        summary: 'Invite comma-separated e-mail addresses; answers per address',
        body: sendInvitationsRequestSchema,
        response: { 200: sendInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      return sendInvitations(ctx, userId, req.body, req.log);
    },
  );

  app.get(
    '/invitations/sent',
    {
      config: { auth: 'user', limit: 'invitationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Invitations I sent, newest first',
        querystring: invitationsPageQuerySchema,
        response: { 200: sentInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listSentInvitations(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/invitations/received',
    {
      config: { auth: 'user', limit: 'invitationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Pending invitations to my (verified) e-mail address, newest first',
        querystring: invitationsPageQuerySchema,
        response: { 200: receivedInvitationsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listReceivedInvitations(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/invitations/:id',
    {
      config: { auth: 'user', limit: 'invitationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One invitation, for its sender or the invited person (404 for anyone else)',
        params: invitationIdParamsSchema,
        response: { 200: invitationDetailResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ invitation: await getInvitation(ctx, signedInUserId(req), req.params.id) }),
  );

  app.post(
    '/invitations/:id/accept',
    {
      config: { auth: 'user', limit: 'invitationAnswer' },
      schema: {
        tags,
        summary: 'Accept a pending invitation to me: I follow the sender',
        params: invitationIdParamsSchema,
        response: { 200: invitationAnswerResponseSchema, ...errorResponses },
      },
    },
    async (req) => acceptInvitation(ctx, signedInUserId(req), req.params.id),
  );

  app.post(
    '/invitations/:id/ignore',
    {
      config: { auth: 'user', limit: 'invitationAnswer' },
      schema: {
        tags,
        summary: 'Ignore a pending invitation to me',
        params: invitationIdParamsSchema,
        response: { 200: invitationAnswerResponseSchema, ...errorResponses },
      },
    },
    async (req) => ignoreInvitation(ctx, signedInUserId(req), req.params.id),
  );
};
