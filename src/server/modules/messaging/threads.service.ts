import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  messagingMessages,
  type DirectRecipientResponse,
  type ThreadListQuery,
  type ThreadListResponse,
  type ThreadResponse,
} from '#contracts/messaging';
import { directThreadKey } from '#domain/messaging';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { messageThreads, threadMembers } from '../../db/schema/messaging.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  assertOpenThreadMember,
  findOpenDirectThread,
  memberInfoOf,
  messageableMember,
  otherMemberId,
  toMemberInfo,
} from './members.ts';

// Threads: the list (spec "open threads of the member sorted newest first, only with a last
// message"), one thread's header, and get-or-create of the one open direct thread per pair.

const me = alias(threadMembers, 'me');
const other = alias(threadMembers, 'other');

/** GET /messaging/threads — my open threads that have a message, newest last message first. */
export async function listMyThreads(
  ctx: AppContext,
  userId: string,
  page: ThreadListQuery,
): Promise<ThreadListResponse> {
  const where = and(
    eq(me.userId, userId),
    eq(messageThreads.status, 'open'),
    isNotNull(messageThreads.lastMessageAt),
  );
  // Served by messages_unread_idx (thread_id where status = 'new').
  const unreadCount = sql<number>`(
    select count(*)::int from messages m
    where m.thread_id = ${messageThreads.id} and m.status = 'new' and m.sender_id <> ${userId}
  )`;
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({
        id: messageThreads.id,
        lastMessageSenderId: messageThreads.lastMessageSenderId,
        lastMessageBody: messageThreads.lastMessageBody,
        lastMessageAt: messageThreads.lastMessageAt,
        unreadCount,
        otherId: users.id,
        deletedAt: users.deletedAt,
        name: profiles.name,
        handle: profiles.handle,
        avatarUrl: profiles.avatarUrl,
        type: profiles.type,
      })
      .from(me)
      .innerJoin(messageThreads, eq(messageThreads.id, me.threadId))
      .innerJoin(other, and(eq(other.threadId, me.threadId), ne(other.userId, userId)))
      .innerJoin(users, eq(users.id, other.userId))
      .leftJoin(profiles, eq(profiles.id, other.userId))
      .where(where)
      .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(me)
      .innerJoin(messageThreads, eq(messageThreads.id, me.threadId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      other: toMemberInfo({ ...r, id: r.otherId }),
      lastMessage: {
        senderId: r.lastMessageSenderId,
        body: r.lastMessageBody ?? '',
        sentAt: (r.lastMessageAt ?? new Date(0)).toISOString(),
        mine: r.lastMessageSenderId === userId,
      },
      unreadCount: Number(r.unreadCount),
    })),
    total: totalRow?.total ?? 0,
  };
}

/** GET /messaging/threads/:threadId — the thread's header; 404 unless I am a member. */
export async function getThread(
  ctx: AppContext,
  userId: string,
  threadId: string,
): Promise<ThreadResponse> {
  await assertOpenThreadMember(ctx.db, threadId, userId);
  const otherId = await otherMemberId(ctx.db, threadId, userId);
  const info = otherId ? await memberInfoOf(ctx.db, otherId) : null;
  if (!info) throw notFound(messagingMessages.threadNotFound);
  return { thread: { id: threadId, other: info } };
}

/**
 * GET /messaging/direct/:userId — for "/messages/new?uid=": the person and our open thread,
 * if there already is one (then the page shows that thread instead of a blank one).
 */
export async function directRecipient(
  ctx: AppContext,
  userId: string,
  recipientId: string,
): Promise<DirectRecipientResponse> {
  if (userId === recipientId) throw badRequest(messagingMessages.cannotMessageSelf);
  const threadId = await findOpenDirectThread(ctx.db, directThreadKey(userId, recipientId));
  // An existing conversation stays reachable even if the other person has since hidden
  // their profile; a new one needs someone you could find.
  const known = threadId ? await memberInfoOf(ctx.db, recipientId) : null;
  const recipient = known ?? (await messageableMember(ctx.db, userId, recipientId));
  return { recipient, threadId };
}

/**
 * POST /messaging/direct/:userId — the open direct thread between us, created if there is
 * none. The partial unique index on direct_key (open threads only) makes concurrent
 * creations converge on one thread: the loser's insert does nothing and it reads the winner's.
 */
export async function openDirectThread(
  ctx: AppContext,
  userId: string,
  recipientId: string,
): Promise<ThreadResponse & { created: boolean }> {
  if (userId === recipientId) throw badRequest(messagingMessages.cannotMessageSelf);
  const directKey = directThreadKey(userId, recipientId);
  const existing = await findOpenDirectThread(ctx.db, directKey);
  if (existing) {
    const info = await memberInfoOf(ctx.db, recipientId);
    if (!info) throw notFound(messagingMessages.recipientNotFound);
    return { thread: { id: existing, other: info }, created: false };
  }
  const recipient = await messageableMember(ctx.db, userId, recipientId);
  const now = ctx.clock.now();
  const createdId = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messageThreads)
      .values({ type: 'direct_message', status: 'open', directKey, createdAt: now, updatedAt: now })
      .onConflictDoNothing({
        target: messageThreads.directKey,
        where: sql`status = 'open' AND direct_key IS NOT NULL`,
      })
      .returning({ id: messageThreads.id });
    if (!inserted) return null;
    await tx.insert(threadMembers).values([
      { threadId: inserted.id, userId, createdAt: now },
      { threadId: inserted.id, userId: recipientId, createdAt: now },
    ]);
    return inserted.id;
  });
  if (createdId) return { thread: { id: createdId, other: recipient }, created: true };
  const winner = await findOpenDirectThread(ctx.db, directKey);
  if (!winner) throw new Error(`direct thread ${directKey} vanished after a conflict`);
  return { thread: { id: winner, other: recipient }, created: false };
}
