// The only SQL on push_tokens (a person's push devices) and push_outbox (the dev outbox).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { pushOutbox, pushTokens } from '../../db/schema/notifications.ts';

export type PushDeviceRow = typeof pushTokens.$inferSelect;

export interface WebSubscriptionInput {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  now: Date;
}

/**
 * Inserts this browser's subscription, or refreshes it when the same person registers the
 * same endpoint again. An endpoint registered by someone else is left alone (null): in one
 * statement, so two requests racing for one endpoint cannot both win.
 */
export async function upsertWebSubscription(
  db: Queryable,
  input: WebSubscriptionInput,
): Promise<PushDeviceRow | null> {
  const [row] = await db
    .insert(pushTokens)
    .values({
      userId: input.userId,
      platform: 'web',
      token: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      userAgent: input.userAgent,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: {
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        updatedAt: input.now,
      },
      setWhere: sql`${pushTokens.userId} = ${input.userId}`,
    })
    .returning();
  return row ?? null;
}

export function listDevicesOf(db: Queryable, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.createdAt), desc(pushTokens.id));
}

export function listWebDevicesOf(db: Queryable, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushTokens)
    .where(and(eq(pushTokens.userId, userId), eq(pushTokens.platform, 'web')));
}

/** Removes one of `userId`'s devices; false when it is not theirs (or not there). */
export async function deleteDeviceOf(db: Queryable, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.id, id), eq(pushTokens.userId, userId)))
    .returning({ id: pushTokens.id });
  return gone.length > 0;
}

/** The push service said the subscription no longer exists. */
export async function deleteByEndpoint(db: Queryable, endpoint: string): Promise<void> {
  await db.delete(pushTokens).where(eq(pushTokens.token, endpoint));
}

/** Stamps the devices a push reached; a fan-out stamps a whole batch in one statement. */
export async function markPushed(db: Queryable, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushTokens)
    .set({ lastPushedAt: at })
    .where(inArray(pushTokens.id, ids as string[]));
}

const OUTBOX_LIMIT = 100;

export function latestOutbox(db: Queryable) {
  return db
    .select()
    .from(pushOutbox)
    .orderBy(desc(pushOutbox.createdAt), desc(pushOutbox.id))
    .limit(OUTBOX_LIMIT);
}

/** The web devices of many people at once (a follower-alert fan-out pushes to a batch). */
export function listWebDevicesOfMany(
  db: Queryable,
  userIds: readonly string[],
): Promise<PushDeviceRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushTokens)
    .where(and(inArray(pushTokens.userId, [...userIds]), eq(pushTokens.platform, 'web')));
}
