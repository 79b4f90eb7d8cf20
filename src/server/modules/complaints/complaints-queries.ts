// The complaints module owns the SQL of complaints, of their rows in support_messages (the
// support module owns the ticket rows of that table) and of an account's suspension
// (docs/decisions/025-query-modules-own-their-tables.md).
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ComplaintCategory, ComplaintStatus } from '#domain/complaints';
import type { Queryable } from '../../db/client.ts';
import { personName } from '../accounts/account-queries.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { complaints, supportMessages } from '../../db/schema/support.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintMessageRow = typeof supportMessages.$inferSelect;

/** The key of a complaint's n-th photo (1-based); private: served only through the module. */
export const complaintPhotoKey = (complaintId: string, n: number) =>
  `complaint/${complaintId}/photo-${n}`;

/** The API path the complainer and admins load a photo from. */
export const complaintPhotoUrl = (complaintId: string, n: number) =>
  `/api/v1/complaints/${complaintId}/photos/${n}`;

/** True for the database's refusal of a second open complaint per person, chef and order. */
export const isOneOpenViolation = (err: unknown) =>
  isUniqueViolation(err, 'complaints_one_open_unique');

/** The buyer's own orders from one chef, newest first, with a line naming their dishes. */
export async function ordersOfBuyerFromChef(
  db: Queryable,
  buyerId: string,
  chefId: string,
  limit = 50,
) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      // Qualified by hand: inside the subquery a bare "id" would name the item's own id.
      summary: sql<string>`coalesce((select string_agg(oi.quantity || ' × ' || oi.dish_name, ', ' order by oi.created_at, oi.id) from ${orderItems} oi where oi.order_id = "orders"."id"), '')`,
    })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.sellerId, chefId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** Whether the order is the buyer's own order from that chef. */
export async function isOwnOrderFromChef(
  db: Queryable,
  orderId: string,
  buyerId: string,
  chefId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId), eq(orders.sellerId, chefId)));
  return Boolean(row);
}

export async function insertComplaint(db: Queryable, values: typeof complaints.$inferInsert) {
  const [row] = await db.insert(complaints).values(values).returning();
  return row!;
}

export async function complaintById(db: Queryable, id: string, forUpdate = false) {
  const q = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** A person's complaints, newest first. */
export async function complaintsFiledBy(db: Queryable, userId: string, limit = 100) {
  return db
    .select()
    .from(complaints)
    .where(eq(complaints.fromUserId, userId))
    .orderBy(desc(complaints.createdAt))
    .limit(limit);
}

/** The thread of each complaint, oldest first; internal notes only when asked for. */
export async function messagesOf(
  db: Queryable,
  complaintIds: string[],
  withInternal: boolean,
): Promise<(ComplaintMessageRow & { authorName: string | null })[]> {
  if (complaintIds.length === 0) return [];
  const rows = await db
    .select({ message: supportMessages, name: profiles.name, email: users.email })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .leftJoin(profiles, eq(profiles.id, supportMessages.authorId))
    .where(
      and(
        inArray(supportMessages.complaintId, complaintIds),
        withInternal ? undefined : eq(supportMessages.internal, false),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((r) => ({
    ...r.message,
    authorName: r.email === null ? null : personName({ name: r.name, email: r.email }),
  }));
}

export async function insertComplaintMessage(
  db: Queryable,
  values: {
    complaintId: string;
    authorId: string;
    fromStaff: boolean;
    internal: boolean;
    body: string;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

export async function updateComplaint(
  db: Queryable,
  id: string,
  values: Partial<
    Pick<ComplaintRow, 'status' | 'closedAt' | 'assignedAdminId' | 'identityShared'>
  > & {
    updatedAt: Date;
  },
) {
  await db.update(complaints).set(values).where(eq(complaints.id, id));
}

/** Records one admin action (who, what, on whom, why, and the details of the change). */
export async function recordAdminAction(
  db: Queryable,
  values: {
    adminId: string;
    action: 'complaint.update' | 'account.suspend' | 'account.reinstate';
    subjectId: string | null;
    reason: string | null;
    details: Record<string, unknown>;
    createdAt: Date;
  },
) {
  await db.insert(adminActions).values(values);
}

const complainer = aliasedTable(profiles, 'complainer');
const chef = aliasedTable(profiles, 'complained_chef');
const assignee = aliasedTable(profiles, 'assignee');

function inboxFilter(filter: { status?: ComplaintStatus; category?: ComplaintCategory }): SQL {
  return and(
    filter.status ? eq(complaints.status, filter.status) : undefined,
    filter.category ? eq(complaints.category, filter.category) : undefined,
  ) as SQL;
}

/** One page of the inbox, oldest open first within a status, newest first otherwise. */
export async function inboxPage(
  db: Queryable,
  filter: { status?: ComplaintStatus; category?: ComplaintCategory },
  page: number,
  pageSize: number,
) {
  const where = inboxFilter(filter);
  const rows = await db
    .select({
      complaint: complaints,
      complainerName: complainer.name,
      chefName: chef.name,
      chefBusinessName: chef.businessName,
      chefHandle: chef.handle,
      assigneeName: assignee.name,
    })
    .from(complaints)
    .leftJoin(complainer, eq(complainer.id, complaints.fromUserId))
    .leftJoin(chef, eq(chef.id, complaints.toUserId))
    .leftJoin(assignee, eq(assignee.id, complaints.assignedAdminId))
    .where(where)
    .orderBy(
      // Open work first, then the newest.
      sql`case when ${complaints.closedAt} is null then 0 else 1 end`,
      desc(complaints.createdAt),
      desc(complaints.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(complaints).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many complaints hold each status, within a category when one is chosen. */
export async function countsByStatus(db: Queryable, category?: ComplaintCategory) {
  const rows = await db
    .select({ status: complaints.status, n: count() })
    .from(complaints)
    .where(category ? eq(complaints.category, category) : undefined)
    .groupBy(complaints.status);
  const counts = { open: 0, in_review: 0, resolved: 0, dismissed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

// --- suspension --------------------------------------------------------------------------

/** Locks the account row, so two admins deciding at once take turns. */
export async function lockAccount(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function setSuspension(
  db: Queryable,
  userId: string,
  suspension: { at: Date; reason: string } | null,
) {
  await db
    .update(users)
    .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null })
    .where(eq(users.id, userId));
}

/** Ends every session of the account (a suspended person is signed out everywhere). */
export async function endSessionsOf(db: Queryable, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Whether an account exists and is not deleted. */
export async function liveAccountExists(db: Queryable, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return Boolean(row);
}
