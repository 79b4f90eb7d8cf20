import { and, eq, ne, sql } from 'drizzle-orm';
import type { MemberInfo } from '#contracts/messaging';
import { messagingMessages } from '#contracts/messaging';
import { users } from '../../db/schema/accounts.ts';
import { messageThreads, threadMembers } from '../../db/schema/messaging.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { visibleChef } from '../chefs/chef-queries.ts';

/** Shown instead of a person whose account has been deleted; their old messages stay. */
export const DELETED_MEMBER_NAME = 'Deleted account';

const memberColumns = {
  id: users.id,
  deletedAt: users.deletedAt,
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
 * A person a new conversation may be started with: an account that exists, is not deleted
 * and whose profile is public (for a chef: approved too) — the same people whose profile page
 * anyone can open.
 * Anyone else is 404 with one message, so the answer does not tell which case it was.
 */
export async function messageableMember(db: Queryable, userId: string): Promise<MemberInfo> {
  const row = await memberRow(db, userId);
  if (!row || row.deletedAt || !row.type || row.profileStatus !== 'public') {
    throw notFound(messagingMessages.recipientNotFound);
  }
  // A chef is someone you could find only once anyone may see them (approved, not hidden).
  if (row.type === 'chef' && !row.chefVisible) throw notFound(messagingMessages.recipientNotFound);
  return toMemberInfo(row);
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
