// What an admin does to a ticket in the inbox: take it, answer it, note something for the
// other admins, change its status. Each change is made under the ticket's row lock together
// with its admin_actions record ('ticket.update'); the person is e-mailed after commit.
import type { AdminTicketResponse, AdminTicketViewResponse } from '#contracts/support';
import {
  normalizeSupportText,
  statusAfterReply,
  supportMessages,
  type SupportTicketStatus,
} from '#domain/support';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';
import {
  findTicket,
  insertTicketMessage,
  recordTicketAction,
  updateTicket,
  type TicketRow,
} from './support-queries.ts';
import { newGuestKey } from './ticket-access.ts';
import { sendStaffReply } from './ticket-mail.ts';
import { adminView } from './ticket-views.ts';

/** Runs `change` on the locked ticket and records it; answers what `change` returns. */
async function changeTicket<T>(
  ctx: AppContext,
  adminId: string,
  ticketId: string,
  change: (
    tx: Tx,
    ticket: TicketRow,
    now: Date,
  ) => Promise<{ details: Record<string, unknown> | null; result: T }>,
): Promise<{ ticket: TicketRow; result: T }> {
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, ticketId, { forUpdate: true });
    if (!ticket) throw notFound(supportMessages.ticketNotFound);
    const { details, result } = await change(tx, ticket, now);
    if (details) {
      await recordTicketAction(tx, {
        adminId,
        subjectId: ticket.userId,
        details: { ticketId: ticket.id, referenceId: ticket.referenceId, ...details },
        now,
      });
    }
    return { ticket, result, recorded: details !== null };
  });
  // Other admins' open inbox pages show the change.
  if (changed.recorded) await tellAdminInbox(ctx, 'support');
  return { ticket: changed.ticket, result: changed.result };
}

export async function getInboxTicket(
  ctx: AppContext,
  ticketId: string,
): Promise<AdminTicketViewResponse> {
  return { ticket: await adminView(ctx.db, ticketId) };
}

/** Assigns the ticket to the admin asking (taking it over from another admin, if any). */
export async function assignToSelf(
  ctx: AppContext,
  adminId: string,
  ticketId: string,
): Promise<AdminTicketResponse> {
  await changeTicket(ctx, adminId, ticketId, async (tx, ticket, now) => {
    if (ticket.assignedAdminId === adminId) return { details: null, result: null };
    await updateTicket(tx, ticket.id, { assignedAdminId: adminId }, now);
    return {
      details: { change: 'assign', from: ticket.assignedAdminId, to: adminId },
      result: null,
    };
  });
  return { ticket: await adminView(ctx.db, ticketId), message: supportMessages.assigned };
}

/**
 * A reply the person sees (the ticket then waits for them, and they are e-mailed a link), or
 * an internal note only staff ever see (status and e-mail untouched). A guest's e-mail carries
 * a new key: only the hash of the newest one is kept, so the newest link is the one that works.
 */
export async function replyAsStaff(
  ctx: AppContext,
  adminId: string,
  ticketId: string,
  input: { message: string; internal: boolean },
): Promise<AdminTicketResponse> {
  const body = normalizeSupportText(input.message);
  if (!body)
    throw badRequest(supportMessages.messageRequired, { message: supportMessages.messageRequired });
  const { ticket, result: guestKey } = await changeTicket(
    ctx,
    adminId,
    ticketId,
    async (tx, ticket, now) => {
      const status = input.internal ? null : statusAfterReply(true);
      await insertTicketMessage(
        tx,
        {
          ticketId: ticket.id,
          authorId: adminId,
          fromStaff: true,
          internal: input.internal,
          body,
          now,
        },
        status,
      );
      const guest = !input.internal && !ticket.userId ? newGuestKey() : null;
      if (guest) await updateTicket(tx, ticket.id, { guestTokenHash: guest.hash }, now);
      return {
        details: input.internal
          ? { change: 'note' }
          : { change: 'reply', from: ticket.status, to: status },
        result: guest?.key ?? null,
      };
    },
  );
  if (!input.internal) await sendStaffReply(ctx, ticket, body, guestKey);
  return {
    ticket: await adminView(ctx.db, ticketId),
    message: input.internal ? supportMessages.noteAdded : supportMessages.staffReplied,
  };
}

export async function setStatus(
  ctx: AppContext,
  adminId: string,
  ticketId: string,
  status: SupportTicketStatus,
): Promise<AdminTicketResponse> {
  await changeTicket(ctx, adminId, ticketId, async (tx, ticket, now) => {
    if (ticket.status === status) throw conflict(supportMessages.statusUnchanged);
    await updateTicket(tx, ticket.id, { status }, now);
    return { details: { change: 'status', from: ticket.status, to: status }, result: null };
  });
  return { ticket: await adminView(ctx.db, ticketId), message: supportMessages.statusChanged };
}
