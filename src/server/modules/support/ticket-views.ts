// A ticket as its owner sees it (staff replies signed "Potluck support", internal notes never
// included) and as staff see it in the inbox (names, e-mails and notes).
import type { AdminTicketDetail, TicketDetail, TicketSummary } from '#contracts/support';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { accountOf, accountView } from '../accounts/account-queries.ts';
import { supportMessages } from '#domain/support';
import { findTicket, personOf, ticketMessages, type TicketRow } from './support-queries.ts';

export const STAFF_SIGNATURE = 'Potluck support';

export function ticketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    referenceId: row.referenceId,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
  };
}

export async function ownerView(db: Queryable, row: TicketRow): Promise<TicketDetail> {
  const messages = await ticketMessages(db, row.id, { includeInternal: false });
  return {
    ...ticketSummary(row),
    body: row.body,
    messages: messages.map((m) => ({
      id: m.id,
      fromStaff: m.fromStaff,
      internal: false,
      authorName: m.fromStaff ? STAFF_SIGNATURE : 'You',
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function adminView(db: Queryable, ticketId: string): Promise<AdminTicketDetail> {
  const row = await findTicket(db, ticketId);
  if (!row) throw notFound(supportMessages.ticketNotFound);
  const [messages, member, assignee] = await Promise.all([
    ticketMessages(db, row.id, { includeInternal: true }),
    row.userId ? accountOf(db, row.userId) : null,
    row.assignedAdminId ? personOf(db, row.assignedAdminId) : null,
  ]);
  const requesterName = member?.name ?? null;
  const requesterEmail = member?.email ?? row.email;
  return {
    ...ticketSummary(row),
    body: row.body,
    requester: { userId: row.userId, name: requesterName, email: requesterEmail },
    // The admin may suspend the requester from the ticket; a deleted account has nothing to act on.
    requesterAccount: member && !member.deletedAt ? accountView(member) : null,
    assignedAdmin: row.assignedAdminId
      ? { id: row.assignedAdminId, name: assignee?.name ?? assignee?.email ?? null }
      : null,
    messages: messages.map((m) => ({
      id: m.id,
      fromStaff: m.fromStaff,
      internal: m.internal,
      authorName: m.fromStaff
        ? (m.authorName ?? m.authorEmail ?? STAFF_SIGNATURE)
        : (requesterName ?? requesterEmail ?? 'Guest'),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
