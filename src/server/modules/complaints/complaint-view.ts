// A complaint as its two audiences see it: the person who filed it (their words, the staff's
// replies, never an internal note) and the admins (everything, with both parties' accounts).
import type { AdminComplaint, ComplaintAccount, MyComplaint } from '#contracts/complaints';
import type { Queryable } from '../../db/client.ts';
import { complaintPhotoUrl, messagesOf, type ComplaintRow } from './complaints-queries.ts';
import { accountOf, accountView, type AccountFacts } from '../accounts/account-queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const photoUrlsOf = (c: ComplaintRow) =>
  c.photoKeys.map((_, i) => complaintPhotoUrl(c.id, i + 1));

/** The person's own complaints with their visible threads, in the order given. */
export async function toMyComplaints(db: Queryable, rows: ComplaintRow[]): Promise<MyComplaint[]> {
  const threads = await messagesOf(
    db,
    rows.map((r) => r.id),
    false,
  );
  const chefIds = [...new Set(rows.map((r) => r.toUserId).filter((id): id is string => !!id))];
  const chefs = new Map<string, AccountFacts>();
  for (const id of chefIds) {
    const chef = await accountOf(db, id);
    if (chef) chefs.set(id, chef);
  }
  return rows.map((c) => {
    const chef = c.toUserId ? chefs.get(c.toUserId) : undefined;
    return {
      id: c.id,
      referenceId: c.referenceId,
      chef: chef ? { id: chef.id, name: chef.name } : null,
      orderId: c.orderId,
      category: c.category,
      content: c.content,
      photoUrls: photoUrlsOf(c),
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      closedAt: iso(c.closedAt),
      replies: threads
        .filter((m) => m.complaintId === c.id)
        .map((m) => ({
          id: m.id,
          fromStaff: m.fromStaff,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        })),
    };
  });
}

const toAccount = (a: AccountFacts | null): ComplaintAccount | null => a && accountView(a);

/** The whole complaint for the admins' inbox. */
export async function toAdminComplaint(
  db: Queryable,
  c: ComplaintRow,
  adminId: string,
): Promise<AdminComplaint> {
  const [complainer, chef, assigned, thread] = [
    c.fromUserId ? await accountOf(db, c.fromUserId) : null,
    c.toUserId ? await accountOf(db, c.toUserId) : null,
    c.assignedAdminId ? await accountOf(db, c.assignedAdminId) : null,
    await messagesOf(db, [c.id], true),
  ];
  return {
    id: c.id,
    referenceId: c.referenceId,
    category: c.category,
    status: c.status,
    content: c.content,
    photoUrls: photoUrlsOf(c),
    identityShared: c.identityShared,
    assignedAdmin: assigned ? { id: assigned.id, name: assigned.name } : null,
    assignedToMe: c.assignedAdminId === adminId,
    complainer: toAccount(complainer),
    chef: toAccount(chef),
    orderId: c.orderId,
    createdAt: c.createdAt.toISOString(),
    closedAt: iso(c.closedAt),
    messages: thread.map((m) => ({
      id: m.id,
      fromStaff: m.fromStaff,
      internal: m.internal,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
