import type {
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  adminTicketReplyBodySchema,
  adminTicketResponseSchema,
  adminTicketStatusBodySchema,
  adminTicketViewResponseSchema,
  createTicketBodySchema,
  createTicketResponseSchema,
  myTicketsResponseSchema,
  ticketIdParamsSchema,
  ticketReplyBodySchema,
  ticketResponseSchema,
  ticketViewResponseSchema,
} from '#contracts/support';
import { endpoint } from './endpoint';

export const createSupportTicket = endpoint<{
  body: typeof createTicketBodySchema;
  response: typeof createTicketResponseSchema;
}>('POST', '/support/tickets');

export const getMySupportTickets = endpoint<{
  response: typeof myTicketsResponseSchema;
}>('GET', '/support/tickets');

/** The owner's session or a guest's key (header x-ticket-key) opens it. */
export const getSupportTicket = endpoint<{
  params: typeof ticketIdParamsSchema;
  response: typeof ticketViewResponseSchema;
}>('GET', '/support/tickets/{ticketId}');

export const replyToSupportTicket = endpoint<{
  params: typeof ticketIdParamsSchema;
  body: typeof ticketReplyBodySchema;
  response: typeof ticketResponseSchema;
}>('POST', '/support/tickets/{ticketId}/replies');

export const getSupportInbox = endpoint<{
  query: typeof adminTicketListQuerySchema;
  response: typeof adminTicketListResponseSchema;
}>('GET', '/admin/support/tickets');

export const getAdminSupportTicket = endpoint<{
  params: typeof ticketIdParamsSchema;
  response: typeof adminTicketViewResponseSchema;
}>('GET', '/admin/support/tickets/{ticketId}');

export const assignSupportTicket = endpoint<{
  params: typeof ticketIdParamsSchema;
  response: typeof adminTicketResponseSchema;
}>('POST', '/admin/support/tickets/{ticketId}/assign');

export const answerSupportTicket = endpoint<{
  params: typeof ticketIdParamsSchema;
  body: typeof adminTicketReplyBodySchema;
  response: typeof adminTicketResponseSchema;
}>('POST', '/admin/support/tickets/{ticketId}/replies');

export const setSupportTicketStatus = endpoint<{
  params: typeof ticketIdParamsSchema;
  body: typeof adminTicketStatusBodySchema;
  response: typeof adminTicketResponseSchema;
}>('POST', '/admin/support/tickets/{ticketId}/status');
