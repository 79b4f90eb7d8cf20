import { and, eq, ne, sql } from 'drizzle-orm';
import type { MemberInfo } from '#contracts/messaging';
import { messagingMessages } from '#contracts/messaging';
import { users } from '../../db/schema/accounts.ts';
import { messageThreads, threadMembers } from '../../db/schema/messaging.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { visibleChef } from '../chefs/chef-queries.ts';
import { haveOrderBetween } from '../orders/order-queries.ts';

/** Shown instead of a person whose account has been deleted; their old messages stay. */
export const DELETED_MEMBER_NAME = 'Deleted account';

const memberColumns = {
  id: users.id,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
  name: profiles.name,
  handle: profiles.handle,
  avatarUrl: profiles.avatarUrl,
  type: profiles.type,
  profileStatus: profiles.profileStatus,
};

type MemberRow = {
  id: string;
  deletedAt: Date | null;
  name: string | null;
  handle: string | null;
  avatarUrl: string | null;
  type: 'customer' | 'chef' | null;
};

/** Spec "member_info" without the e-mail (see memberInfoSchema). */
export function toMemberInfo(row: MemberRow): MemberInfo {
  if (row.deletedAt) {
    return { id: row.id, name: DELETED_MEMBER_NAME, handle: null, avatarUrl: null, isChef: false };
  }
  return {
    id: row.id,
    name: row.name ?? '',
    handle: row.handle,
    avatarUrl: row.avatarUrl,
    isChef: row.type === 'chef',
  };
}

async function memberRow(db: Queryable, userId: string) {
  const [row] = await db
    .select({ ...memberColumns, chefVisible: sql<boolean>`coalesce((${visibleChef}), false)` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Anyone's member info (they already share a thread with the caller); null if no such user. */
export async function memberInfoOf(db: Queryable, userId: string): Promise<MemberInfo | null> {
  const row = await memberRow(db, userId);
  return row ? toMemberInfo(row) : null;
}

/**
 * A person `requesterId` may start a new conversation with (decision 049): an account that
 * exists and is neither deleted nor suspended, and either whose profile anyone can open
 * (public; for a chef, approved too) or who is the other party of an order between them (a
 * chef reaches the buyer of an order, and the buyer the chef, whatever their profile shows).
 * Null for anyone else, whichever case it was.
 */
async function messageableOrNull(
  db: Queryable,
  requesterId: string,
  userId: string,
): Promise<MemberInfo | null> {
  const row = await memberRow(db, userId);
  if (!row || row.deletedAt || row.suspendedAt || !row.type) return null;
  const findable = row.profileStatus === 'public' && (row.type !== 'chef' || row.chefVisible);
  if (!findable && !(await haveOrderBetween(db, requesterId, userId))) return null;
  return toMemberInfo(row);
}

/** messageableOrNull, or 404 with one message, so the answer does not tell which case it was. */
export async function messageableMember(
  db: Queryable,
  requesterId: string,
  userId: string,
): Promise<MemberInfo> {
  const member = await messageableOrNull(db, requesterId, userId);
  if (!member) throw notFound(messagingMessages.recipientNotFound);
  return member;
}

/**
 * The person with this login e-mail (already lower-cased), if `requesterId` may start a
 * conversation with them; null for a miss and for anyone they may not write to alike.
 */
export async function messageableMemberByEmail(
  db: Queryable,
  requesterId: string,
  email: string,
): Promise<MemberInfo | null> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return found ? messageableOrNull(db, requesterId, found.id) : null;
}

/** The open direct thread with this key, if any. */
export async function findOpenDirectThread(
  db: Queryable,
  directKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.directKey, directKey), eq(messageThreads.status, 'open')))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The open thread `threadId` if `userId` is one of its members. Anything else — no such
 * thread, closed, or someone else's — is the same 404, so ids cannot be probed.
 */
export async function assertOpenThreadMember(
  db: Queryable,
  threadId: string,
  userId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .innerJoin(
      threadMembers,
      and(eq(threadMembers.threadId, messageThreads.id), eq(threadMembers.userId, userId)),
    )
    .where(and(eq(messageThreads.id, threadId), eq(messageThreads.status, 'open')))
    .limit(1);
  if (!row) throw notFound(messagingMessages.threadNotFound);
}

/** The member of a direct thread who is not `userId` (null once their account is gone). */
export async function otherMemberId(
  db: Queryable,
  threadId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: threadMembers.userId })
    .from(threadMembers)
    .where(and(eq(threadMembers.threadId, threadId), ne(threadMembers.userId, userId)))
    .limit(1);
  return row?.userId ?? null;
}
