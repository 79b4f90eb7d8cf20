// The live streams' chat owns the SQL of live_chat_messages and live_chat_mutes: what viewers
// write during a broadcast, what the chef removed, and whom a chef muted in their streams
// (docs/decisions/025-query-modules-own-their-tables.md, 062).
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { liveChatMessages, liveChatMutes } from '../../db/schema/live-streams.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** Shown instead of a person whose account has been deleted (their messages stay). */
export const DELETED_AUTHOR_NAME = 'Deleted account';

export interface ChatAuthor {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface ChatRow {
  id: string;
  streamId: string;
  body: string;
  createdAt: Date;
  author: ChatAuthor;
}

const authorColumns = {
  authorId: users.id,
  deletedAt: users.deletedAt,
  name: profiles.name,
  avatarUrl: profiles.avatarUrl,
};

function toAuthor(row: {
  authorId: string;
  deletedAt: Date | null;
  name: string | null;
  avatarUrl: string | null;
}): ChatAuthor {
  if (row.deletedAt) return { id: row.authorId, name: DELETED_AUTHOR_NAME, avatarUrl: null };
  return { id: row.authorId, name: row.name ?? '', avatarUrl: row.avatarUrl };
}

/** The person as the chat shows them (name and avatar only), or null when there is no such user. */
export async function chatAuthor(db: Queryable, userId: string): Promise<ChatAuthor | null> {
  const [row] = await db
    .select(authorColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAuthor(row) : null;
}

/** The stream's last `limit` messages that were not removed, oldest first. */
export async function recentChatMessages(
  db: Queryable,
  streamId: string,
  limit: number,
): Promise<ChatRow[]> {
  const rows = await db
    .select({
      id: liveChatMessages.id,
      streamId: liveChatMessages.streamId,
      body: liveChatMessages.body,
      createdAt: liveChatMessages.createdAt,
      ...authorColumns,
    })
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.authorId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(liveChatMessages.streamId, streamId), isNull(liveChatMessages.removedAt)))
    .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({
    id: row.id,
    streamId: row.streamId,
    body: row.body,
    createdAt: row.createdAt,
    author: toAuthor(row),
  }));
}

/**
 * Serialises one person's messages to one stream until the transaction ends, so counting
 * their last minute and adding a message cannot interleave with another of their requests.
 */
export async function lockChatter(tx: Queryable, streamId: string, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`live-chat:${streamId}:${userId}`}::text, 0))`,
  );
}

/** Messages the person wrote in the stream since `since` (removed ones included). */
export async function chatMessagesSince(
  db: Queryable,
  streamId: string,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.streamId, streamId),
        eq(liveChatMessages.authorId, userId),
        gte(liveChatMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertChatMessage(
  db: Queryable,
  values: { streamId: string; authorId: string; body: string; createdAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(liveChatMessages)
    .values(values)
    .returning({ id: liveChatMessages.id, createdAt: liveChatMessages.createdAt });
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}

/**
 * Removes a message of the stream from its chat. 'missing' when the stream has no such
 * message; 'already' when it was removed before.
 */
export async function removeChatMessage(
  db: Queryable,
  streamId: string,
  messageId: string,
  at: Date,
): Promise<'removed' | 'already' | 'missing'> {
  const rows = await db
    .update(liveChatMessages)
    .set({ removedAt: at })
    .where(
      and(
        eq(liveChatMessages.id, messageId),
        eq(liveChatMessages.streamId, streamId),
        isNull(liveChatMessages.removedAt),
      ),
    )
    .returning({ id: liveChatMessages.id });
  if (rows.length > 0) return 'removed';
  const [existing] = await db
    .select({ id: liveChatMessages.id })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.streamId, streamId)))
    .limit(1);
  return existing ? 'already' : 'missing';
}

/** Whether the chef muted the person in their streams' chat. */
export async function isMutedBy(db: Queryable, chefId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveChatMutes.userId })
    .from(liveChatMutes)
    .where(and(eq(liveChatMutes.chefId, chefId), eq(liveChatMutes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Whom the chef muted in their streams' chat (the chef's own moderation view). */
export async function mutedUserIdsOf(db: Queryable, chefId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: liveChatMutes.userId })
    .from(liveChatMutes)
    .where(eq(liveChatMutes.chefId, chefId));
  return rows.map((r) => r.userId);
}

/** Mutes the person in the chef's streams (again is a no-op). */
export async function muteChatter(
  db: Queryable,
  chefId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(liveChatMutes)
    .values({ chefId, userId, createdAt: at })
    .onConflictDoNothing({ target: [liveChatMutes.chefId, liveChatMutes.userId] });
}

export async function unmuteChatter(db: Queryable, chefId: string, userId: string): Promise<void> {
  await db
    .delete(liveChatMutes)
    .where(and(eq(liveChatMutes.chefId, chefId), eq(liveChatMutes.userId, userId)));
}
