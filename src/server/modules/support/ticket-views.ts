// A ticket as its owner sees it (staff replies signed "Potluck support", internal notes never
// included) and as staff see it in the inbox (names, e-mails and notes).
import type { ComplaintAccount } from '#contracts/complaints';
import type { AdminTicketDetail, TicketDetail, TicketSummary } from '#contracts/support';
import { chefDisplayName } from '#domain/chef';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { supportMessages } from '#domain/support';
import {
  findTicket,
  personOf,
  requesterAccountOf,
  ticketMessages,
  type RequesterAccountRow,
  type TicketRow,
} from './support-queries.ts';

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

/**
 * The requester's account as the admin acts on it (the complaints inbox's account shape: a
 * chef by their business name, a person by their name or e-mail); null for a deleted account.
 */
function requesterAccount(a: RequesterAccountRow | null): ComplaintAccount | null {
  if (!a || a.deletedAt) return null;
  return {
    id: a.id,
    name:
      a.type === 'chef' ? chefDisplayName(a) : a.name?.trim() || a.email.split('@')[0] || 'Someone',
    email: a.email,
    type: a.type,
    suspendedAt: a.suspendedAt ? a.suspendedAt.toISOString() : null,
    suspendedReason: a.suspendedReason,
  };
}

export async function adminView(db: Queryable, ticketId: string): Promise<AdminTicketDetail> {
  const row = await findTicket(db, ticketId);
  if (!row) throw notFound(supportMessages.ticketNotFound);
  const [messages, member, assignee] = await Promise.all([
    ticketMessages(db, row.id, { includeInternal: true }),
    row.userId ? requesterAccountOf(db, row.userId) : null,
    row.assignedAdminId ? personOf(db, row.assignedAdminId) : null,
  ]);
  const requesterName = member?.name ?? null;
  const requesterEmail = member?.email ?? row.email;
  return {
    ...ticketSummary(row),
    body: row.body,
    requester: { userId: row.userId, name: requesterName, email: requesterEmail },
    requesterAccount: requesterAccount(member),
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
