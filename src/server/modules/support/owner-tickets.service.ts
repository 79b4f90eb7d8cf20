import type { MyTicketsResponse, TicketResponse, TicketViewResponse } from '#contracts/support';
import { normalizeSupportText, statusAfterReply, supportMessages } from '#domain/support';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';
import { findTicket, insertTicketMessage, ticketsOfUser } from './support-queries.ts';
import { requireTicketAccess, type TicketViewer } from './ticket-access.ts';
import { ownerView, ticketSummary } from './ticket-views.ts';

/** GET /support/tickets: the signed-in person's tickets, latest activity first. */
export async function listMyTickets(ctx: AppContext, userId: string): Promise<MyTicketsResponse> {
  const rows = await ticketsOfUser(ctx.db, userId);
  return { items: rows.map(ticketSummary) };
}

/** GET /support/tickets/:ticketId: the owner's or the guest key holder's view. */
export async function getOwnTicket(
  ctx: AppContext,
  viewer: TicketViewer,
  ticketId: string,
): Promise<TicketViewResponse> {
  const ticket = requireTicketAccess(await findTicket(ctx.db, ticketId), viewer);
  return { ticket: await ownerView(ctx.db, ticket) };
}

/**
 * The person answers on their ticket: the reply joins the thread and the ticket goes back to
 * staff's open queue, a solved one included (a new question about the same thing).
 */
export async function replyAsOwner(
  ctx: AppContext,
  viewer: TicketViewer,
  ticketId: string,
  message: string,
): Promise<TicketResponse> {
  const body = normalizeSupportText(message);
  if (!body)
    throw badRequest(supportMessages.messageRequired, { message: supportMessages.messageRequired });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const ticket = requireTicketAccess(await findTicket(tx, ticketId, { forUpdate: true }), viewer);
    await insertTicketMessage(
      tx,
      // The owner wrote it: a guest key holder signed in as someone else still speaks for the guest.
      {
        ticketId: ticket.id,
        authorId: ticket.userId,
        fromStaff: false,
        internal: false,
        body,
        now,
      },
      statusAfterReply(false),
    );
  });
  await tellAdminInbox(ctx, 'support');
  const ticket = requireTicketAccess(await findTicket(ctx.db, ticketId), viewer);
  return { ticket: await ownerView(ctx.db, ticket), message: supportMessages.replied };
}
