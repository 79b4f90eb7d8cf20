import { and, eq } from 'drizzle-orm';
import {
  lastCallMessages,
  type LastCallSubscription,
  type SubscribeInput,
  type SubscriptionResponse,
} from '#contracts/lastcall';
import type { AppContext } from '../../context.ts';
import { subscriptions } from '../../db/schema/lastcall.ts';
import { notFound } from '../../http/errors.ts';

// The signed-in user's last-call subscription (spec §6: subscribed, paused, resumed,
// unsubscribed). One row per user and type (unique index), always addressed by the session's
// user id, so nobody can read or change another person's subscription.

type SubscriptionRow = typeof subscriptions.$inferSelect;

const ofUser = (userId: string) =>
  and(eq(subscriptions.userId, userId), eq(subscriptions.type, 'last_call'));

function toSubscription(row: SubscriptionRow): LastCallSubscription {
  return {
    type: 'last_call',
    userId: row.userId,
    radiusKm: row.radiusKm,
    location: { lat: row.latitude, lon: row.longitude },
    isPaused: row.isPaused,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /last-calls/subscription — the subscription, or null when not subscribed. */
export async function getSubscription(
  ctx: AppContext,
  userId: string,
): Promise<SubscriptionResponse> {
  const [row] = await ctx.db.select().from(subscriptions).where(ofUser(userId)).limit(1);
  return { subscription: row ? toSubscription(row) : null };
}

/**
 * PUT /last-calls/subscription — subscribe at a location. Subscribing again moves the
 * subscription to the new location and radius and makes it active again (not paused): one
 * upsert on the (user, type) unique index, so two tabs subscribing at once leave one row.
 */
export async function subscribe(
  ctx: AppContext,
  userId: string,
  input: SubscribeInput,
): Promise<SubscriptionResponse> {
  const now = ctx.clock.now();
  const values = {
    radiusKm: input.radiusKm,
    latitude: input.location.lat,
    longitude: input.location.lon,
    isPaused: false,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(subscriptions)
    .values({ userId, type: 'last_call', ...values, createdAt: now })
    .onConflictDoUpdate({ target: [subscriptions.userId, subscriptions.type], set: values })
    .returning();
  if (!row) throw new Error('subscription upsert returned no row');
  return { subscription: toSubscription(row) };
}

/** POST …/pause and …/resume — 404 when not subscribed; pausing twice changes nothing else. */
export async function setPaused(
  ctx: AppContext,
  userId: string,
  isPaused: boolean,
): Promise<SubscriptionResponse> {
  const [row] = await ctx.db
    .update(subscriptions)
    .set({ isPaused, updatedAt: ctx.clock.now() })
    .where(ofUser(userId))
    .returning();
  if (!row) throw notFound(lastCallMessages.notSubscribed);
  return { subscription: toSubscription(row) };
}

/** DELETE /last-calls/subscription — unsubscribe (idempotent: nothing to delete is fine). */
export async function unsubscribe(ctx: AppContext, userId: string): Promise<SubscriptionResponse> {
  await ctx.db.delete(subscriptions).where(ofUser(userId));
  return { subscription: null };
}
