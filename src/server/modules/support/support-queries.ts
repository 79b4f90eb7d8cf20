// The support module owns the SQL of support tickets and of their rows in support_messages
// (docs/decisions/025-query-modules-own-their-tables.md); the complaints module owns the
// complaint rows of that table. Services call these inside their own transactions.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SupportTicketStatus } from '#domain/support';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { supportMessages, supportTickets } from '../../db/schema/support.ts';

export interface TicketRow {
  id: string;
  userId: string | null;
  email: string | null;
  referenceId: string;
  subject: string;
  body: string;
  status: SupportTicketStatus;
  assignedAdminId: string | null;
  guestTokenHash: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
}

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  email: supportTickets.email,
  referenceId: supportTickets.referenceId,
  subject: supportTickets.subject,
  body: supportTickets.body,
  status: supportTickets.status,
  assignedAdminId: supportTickets.assignedAdminId,
  guestTokenHash: supportTickets.guestTokenHash,
  createdAt: supportTickets.createdAt,
  lastMessageAt: supportTickets.lastMessageAt,
};

export interface NewTicket {
  userId: string | null;
  email: string | null;
  referenceId: string;
  subject: string;
  body: string;
  guestTokenHash: string | null;
  now: Date;
}

/** Inserts a ticket; null when its reference ID is taken already (the caller draws again). */
export async function insertTicket(db: Queryable, ticket: NewTicket): Promise<string | null> {
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId: ticket.userId,
      email: ticket.email,
      referenceId: ticket.referenceId,
      subject: ticket.subject,
      body: ticket.body,
      guestTokenHash: ticket.guestTokenHash,
      lastMessageAt: ticket.now,
      createdAt: ticket.now,
      updatedAt: ticket.now,
    })
    .onConflictDoNothing({ target: supportTickets.referenceId })
    .returning({ id: supportTickets.id });
  return row?.id ?? null;
}

/** One ticket; `forUpdate` locks it for the rest of the caller's transaction. */
export async function findTicket(
  db: Queryable,
  ticketId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TicketRow | null> {
  const query = db
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export interface TicketMessageRow {
  id: string;
  fromStaff: boolean;
  internal: boolean;
  body: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
}

/** A ticket's replies, oldest first; internal notes only when asked (staff). */
export async function ticketMessages(
  db: Queryable,
  ticketId: string,
  opts: { includeInternal: boolean },
): Promise<TicketMessageRow[]> {
  const filter = opts.includeInternal
    ? eq(supportMessages.ticketId, ticketId)
    : and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.internal, false));
  return db
    .select({
      id: supportMessages.id,
      fromStaff: supportMessages.fromStaff,
      internal: supportMessages.internal,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      authorId: supportMessages.authorId,
      authorName: profiles.name,
      authorEmail: users.email,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .leftJoin(profiles, eq(profiles.id, supportMessages.authorId))
    .where(filter)
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export interface NewTicketMessage {
  ticketId: string;
  authorId: string | null;
  fromStaff: boolean;
  internal: boolean;
  body: string;
  now: Date;
}

/**
 * Adds a reply or a note. A reply the person sees also moves the ticket to `status` and
 * becomes its latest message; an internal note changes neither.
 */
export async function insertTicketMessage(
  db: Queryable,
  message: NewTicketMessage,
  status: SupportTicketStatus | null,
): Promise<void> {
  await db.insert(supportMessages).values({
    ticketId: message.ticketId,
    authorId: message.authorId,
    fromStaff: message.fromStaff,
    internal: message.internal,
    body: message.body,
    createdAt: message.now,
  });
  if (message.internal) {
    await db
      .update(supportTickets)
      .set({ updatedAt: message.now })
      .where(eq(supportTickets.id, message.ticketId));
    return;
  }
  await db
    .update(supportTickets)
    .set({
      ...(status ? { status } : {}),
      lastMessageAt: message.now,
      updatedAt: message.now,
    })
    .where(eq(supportTickets.id, message.ticketId));
}

export async function updateTicket(
  db: Queryable,
  ticketId: string,
  change: {
    status?: SupportTicketStatus;
    assignedAdminId?: string;
    guestTokenHash?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .update(supportTickets)
    .set({ ...change, updatedAt: now })
    .where(eq(supportTickets.id, ticketId));
}

/** The signed-in person's tickets, latest activity first. */
export async function ticketsOfUser(db: Queryable, userId: string) {
  return db
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(sql`coalesce(${supportTickets.lastMessageAt}, ${supportTickets.createdAt})`))
    .limit(200);
}

export interface PersonRow {
  name: string | null;
  email: string | null;
}

/** A member's name and e-mail (the requester of a member's ticket, an assigned admin). */
export async function personOf(db: Queryable, userId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select({ name: profiles.name, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

const requester = alias(users, 'requester');
const requesterProfile = alias(profiles, 'requester_profile');
const assigneeProfile = alias(profiles, 'assignee_profile');

/** Whether the person's side spoke last among the replies they can see (none: the person). */
const lastFromStaff = sql<boolean>`coalesce((
  select m.from_staff from support_messages m
  where m.ticket_id = ${supportTickets.id} and not m.internal
  order by m.created_at desc, m.id desc limit 1), false)`;

/**
 * The inbox: tickets in `status` (optionally only those assigned to `assignedTo`), the ones
 * waiting longest first, with the requester and the assigned admin.
 */
export async function inboxPage(
  db: Queryable,
  filter: { status: SupportTicketStatus; assignedTo: string | null },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(supportTickets.status, filter.status),
    filter.assignedTo ? eq(supportTickets.assignedAdminId, filter.assignedTo) : undefined,
  );
  const rows = await db
    .select({
      ...ticketColumns,
      requesterName: requesterProfile.name,
      requesterEmail: requester.email,
      assigneeName: assigneeProfile.name,
      lastFromStaff,
    })
    .from(supportTickets)
    .leftJoin(requester, eq(requester.id, supportTickets.userId))
    .leftJoin(requesterProfile, eq(requesterProfile.id, supportTickets.userId))
    .leftJoin(assigneeProfile, eq(assigneeProfile.id, supportTickets.assignedAdminId))
    .where(where)
    .orderBy(
      filter.status === 'solved'
        ? desc(supportTickets.updatedAt)
        : asc(sql`coalesce(${supportTickets.lastMessageAt}, ${supportTickets.createdAt})`),
      asc(supportTickets.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Tickets per status, for the inbox's tabs (optionally only those assigned to one admin). */
export async function inboxCounts(
  db: Queryable,
  assignedTo: string | null,
): Promise<Record<SupportTicketStatus, number>> {
  const rows = await db
    .select({ status: supportTickets.status, n: count() })
    .from(supportTickets)
    .where(assignedTo ? eq(supportTickets.assignedAdminId, assignedTo) : undefined)
    .groupBy(supportTickets.status);
  const counts: Record<SupportTicketStatus, number> = { open: 0, waiting: 0, solved: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Records an admin's change to a ticket in admin_actions ('ticket.update'). */
export async function recordTicketAction(
  db: Queryable,
  action: {
    adminId: string;
    /** The member who asked; null for a guest's ticket (the details name the ticket). */
    subjectId: string | null;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await db.insert(adminActions).values({
    adminId: action.adminId,
    action: 'ticket.update',
    subjectId: action.subjectId,
    details: action.details,
    createdAt: action.now,
  });
}
