import { and, desc, eq, lt, lte, ne, sql } from 'drizzle-orm';
import {
  messagingMessages,
  type MarkReadResponse,
  type MessageItem,
  type MessageListQuery,
  type MessageListResponse,
} from '#contracts/messaging';
import { orderReference } from '#domain/earnings';
import { canSendMessage, normalizeMessageBody } from '#domain/messaging';
import type { AppContext } from '../../context.ts';
import {
  messages as messageItems,
  messageThreads,
  threadMembers,
} from '../../db/schema/messaging.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishLive } from '../../realtime/publish.ts';
import type { Queryable } from '../../db/client.ts';
import { isOrderBetween } from '../orders/order-queries.ts';
import { assertOpenThreadMember, otherMemberId } from './members.ts';

// Message items: read a page, send (spec "add item, update lastMessage"), mark read
// (spec "batch mark read"; "opening a thread marks its new messages read"), unread counts.

type MessageRow = typeof messageItems.$inferSelect;

function toItem(row: MessageRow, userId: string): MessageItem {
  return {
    id: row.id,
    threadId: row.threadId,
    senderId: row.senderId,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    status: row.status,
    mine: row.senderId === userId,
    order: row.orderId ? { id: row.orderId, reference: orderReference(row.orderId) } : null,
  };
}

/** GET /messaging/threads/:threadId/messages — a page of messages, oldest first; members only. */
export async function listMessages(
  ctx: AppContext,
  userId: string,
  threadId: string,
  query: MessageListQuery,
): Promise<MessageListResponse> {
  await assertOpenThreadMember(ctx.db, threadId, userId);
  const rows = await ctx.db
    .select()
    .from(messageItems)
    .where(
      and(
        eq(messageItems.threadId, threadId),
        query.before ? lt(messageItems.createdAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(messageItems.createdAt))
    .limit(query.size + 1);
  const hasMore = rows.length > query.size;
  return {
    items: rows
      .slice(0, query.size)
      .reverse()
      .map((r) => toItem(r, userId)),
    hasMore,
  };
}

/**
 * POST /messaging/threads/:threadId/messages — adds a message and makes it the thread's last
 * message in one transaction. The thread row is locked first, so concurrent sends to one
 * thread are serialised: each gets a sent time strictly after the previous one (ordering and
 * the `before` cursor never see ties) and the cached last message is always the newest.
 * A message about an order names one between the two members (decision 049), else 404.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: string,
  threadId: string,
  rawBody: string,
  orderId?: string,
): Promise<MessageItem> {
  const body = normalizeMessageBody(rawBody);
  if (!canSendMessage(body)) throw badRequest('Write a message first.');
  const { item, memberIds } = await ctx.db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ id: messageThreads.id, lastMessageAt: messageThreads.lastMessageAt })
      .from(messageThreads)
      .innerJoin(
        threadMembers,
        and(eq(threadMembers.threadId, messageThreads.id), eq(threadMembers.userId, userId)),
      )
      .where(and(eq(messageThreads.id, threadId), eq(messageThreads.status, 'open')))
      .limit(1)
      .for('update', { of: messageThreads });
    if (!thread) throw notFound(messagingMessages.threadNotFound);
    if (orderId) {
      const otherId = await otherMemberId(tx, threadId, userId);
      if (!otherId || !(await isOrderBetween(tx, orderId, userId, otherId))) {
        throw notFound(messagingMessages.orderNotShared);
      }
    }
    const now = ctx.clock.now();
    const previous = thread.lastMessageAt?.getTime() ?? 0;
    const sentAt = new Date(Math.max(now.getTime(), previous + 1));
    const [row] = await tx
      .insert(messageItems)
      .values({
        threadId,
        senderId: userId,
        body,
        orderId: orderId ?? null,
        status: 'new',
        createdAt: sentAt,
      })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    await tx
      .update(messageThreads)
      .set({
        lastMessageId: row.id,
        lastMessageSenderId: userId,
        lastMessageBody: body,
        lastMessageAt: sentAt,
        updatedAt: now,
      })
      .where(eq(messageThreads.id, threadId));
    const members = await tx
      .select({ userId: threadMembers.userId })
      .from(threadMembers)
      .where(eq(threadMembers.threadId, threadId));
    return { item: toItem(row, userId), memberIds: members.map((m) => m.userId) };
  });
  // Every member, the sender too (their other tabs); only after the commit, so whoever
  // re-reads on this event finds the message.
  await publishLive(ctx, memberIds, { type: 'message.created', threadId });
  return item;
}

/**
 * POST /messaging/threads/:threadId/read — marks the other side's new messages read, up to
 * `until` (the newest one the reader has seen) so a message that arrives meanwhile stays new.
 */
export async function markThreadRead(
  ctx: AppContext,
  userId: string,
  threadId: string,
  until: string | undefined,
): Promise<MarkReadResponse> {
  await assertOpenThreadMember(ctx.db, threadId, userId);
  const marked = await ctx.db
    .update(messageItems)
    .set({ status: 'read' })
    .where(
      and(
        eq(messageItems.threadId, threadId),
        eq(messageItems.status, 'new'),
        ne(messageItems.senderId, userId),
        until ? lte(messageItems.createdAt, new Date(until)) : undefined,
      ),
    )
    .returning({ id: messageItems.id });
  if (marked.length > 0) {
    // The sender's "Seen" and the reader's unread badge in their other tabs.
    const members = await ctx.db
      .select({ userId: threadMembers.userId })
      .from(threadMembers)
      .where(eq(threadMembers.threadId, threadId));
    await publishLive(
      ctx,
      members.map((m) => m.userId),
      { type: 'message.read', threadId },
    );
  }
  return { marked: marked.length, unreadTotal: await unreadTotal(ctx.db, userId) };
}

/** New messages sent to me in my open threads (the inbox badge; spec "count of new items"). */
export async function unreadTotal(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messageItems)
    .innerJoin(
      threadMembers,
      and(eq(threadMembers.threadId, messageItems.threadId), eq(threadMembers.userId, userId)),
    )
    .innerJoin(
      messageThreads,
      and(eq(messageThreads.id, messageItems.threadId), eq(messageThreads.status, 'open')),
    )
    .where(and(eq(messageItems.status, 'new'), ne(messageItems.senderId, userId)));
  return Number(row?.count ?? 0);
}
