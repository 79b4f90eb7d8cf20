import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  adminTicketReplyBodySchema,
  adminTicketResponseSchema,
  adminTicketStatusBodySchema,
  adminTicketViewResponseSchema,
  createTicketBodySchema,
  createTicketResponseSchema,
  myTicketsResponseSchema,
  TICKET_KEY_HEADER,
  ticketIdParamsSchema,
  ticketKeyHeadersSchema,
  ticketReplyBodySchema,
  ticketResponseSchema,
  ticketViewResponseSchema,
} from '#contracts/support';
import { signedInUserId } from '../../http/route-policy.ts';
import { createTicket } from './create-ticket.service.ts';
import { listInbox } from './inbox.service.ts';
import { getOwnTicket, listMyTickets, replyAsOwner } from './owner-tickets.service.ts';
import { assignToSelf, getInboxTicket, replyAsStaff, setStatus } from './staff-actions.service.ts';
import type { TicketViewer } from './ticket-access.ts';

const tags = ['support'];
const adminTags = ['admin'];

/** Support tickets (issue 13 point 5) and the admin's support inbox (point 6). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const viewerOf = (req: {
    auth?: { userId: string } | null;
    headers: Record<string, unknown>;
  }): TicketViewer => {
    const key = req.headers[TICKET_KEY_HEADER];
    return { userId: req.auth?.userId ?? null, key: typeof key === 'string' ? key : undefined };
  };

  app.post(
    '/support/tickets',
    {
      config: { auth: 'public', limit: ['supportTicketCreate', 'supportTicketCreateEmail'] },
      schema: {
        tags,
        summary: 'File a support request (guests give an e-mail and get a key to the ticket)',
        body: createTicketBodySchema,
        response: { 201: createTicketResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await createTicket(ctx, req.auth?.userId ?? null, req.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/support/tickets',
    {
      config: { auth: 'user', limit: 'supportRead', cache: 'no-store' },
      schema: {
        tags,
        summary: "The signed-in person's support requests, latest activity first",
        response: { 200: myTicketsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMyTickets(ctx, signedInUserId(req)),
  );

  app.get(
    '/support/tickets/:ticketId',
    {
      config: { auth: 'public', limit: 'supportRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One support request with its thread (owner, or a guest with the e-mailed key)',
        params: ticketIdParamsSchema,
        headers: ticketKeyHeadersSchema,
        response: { 200: ticketViewResponseSchema, ...errorResponses },
      },
    },
    async (req) => getOwnTicket(ctx, viewerOf(req), req.params.ticketId),
  );

  app.post(
    '/support/tickets/:ticketId/replies',
    {
      config: { auth: 'public', limit: 'supportReply' },
      schema: {
        tags,
        summary: 'Answer on a support request (it goes back to the open queue)',
        params: ticketIdParamsSchema,
        headers: ticketKeyHeadersSchema,
        body: ticketReplyBodySchema,
        response: { 200: ticketResponseSchema, ...errorResponses },
      },
    },
    async (req) => replyAsOwner(ctx, viewerOf(req), req.params.ticketId, req.body.message),
  );

  app.get(
    '/admin/support/tickets',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags: adminTags,
        summary: 'The support inbox: requests by status, with the count of each status',
        querystring: adminTicketListQuerySchema,
        response: { 200: adminTicketListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listInbox(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/admin/support/tickets/:ticketId',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        tags: adminTags,
        summary: 'One support request in full, internal notes included',
        params: ticketIdParamsSchema,
        response: { 200: adminTicketViewResponseSchema, ...errorResponses },
      },
    },
    async (req) => getInboxTicket(ctx, req.params.ticketId),
  );

  app.post(
    '/admin/support/tickets/:ticketId/assign',
    {
      config: { auth: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Assign a support request to oneself',
        params: ticketIdParamsSchema,
        response: { 200: adminTicketResponseSchema, ...errorResponses },
      },
    },
    async (req) => assignToSelf(ctx, signedInUserId(req), req.params.ticketId),
  );

  app.post(
    '/admin/support/tickets/:ticketId/replies',
    {
      config: { auth: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Answer a support request (the person is e-mailed) or add an internal note',
        params: ticketIdParamsSchema,
        body: adminTicketReplyBodySchema,
        response: { 200: adminTicketResponseSchema, ...errorResponses },
      },
    },
    async (req) => replyAsStaff(ctx, signedInUserId(req), req.params.ticketId, req.body),
  );

  app.post(
    '/admin/support/tickets/:ticketId/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags: adminTags,
        summary: "Change a support request's status (open, waiting, solved)",
        params: ticketIdParamsSchema,
        body: adminTicketStatusBodySchema,
        response: { 200: adminTicketResponseSchema, ...errorResponses },
      },
    },
    async (req) => setStatus(ctx, signedInUserId(req), req.params.ticketId, req.body.status),
  );
};
