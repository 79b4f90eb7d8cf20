import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import {
  socialMessages,
  type FollowedChefsResponse,
  type FollowStateResponse,
  type SocialPageQuery,
} from '#contracts/social';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings } from '../../db/schema/social.ts';
import { badRequest } from '../../http/errors.ts';
import type { Queryable } from '../../db/client.ts';
import { assertChefVisible, chefCardColumns, visibleChef } from '../chefs/chef-queries.ts';

// followers_count is changed only in the transaction that inserted or deleted a followings
// row, and only when a row really was inserted or deleted (ON CONFLICT DO NOTHING / DELETE …
// RETURNING). Concurrent duplicates wait on the unique index or the row lock and then change
// nothing, so the counter always equals the number of rows.

/** Leaves the chef's profile updated_at alone: a new follower is not a profile edit. */
const keepUpdatedAt = sql`${profiles.updatedAt}`;

async function followersCountOf(db: Queryable, chefId: string): Promise<number> {
  const [row] = await db
    .select({ followersCount: profiles.followersCount })
    .from(profiles)
    .where(eq(profiles.id, chefId))
    .limit(1);
  return row?.followersCount ?? 0;
}

/**
 * Inserts the following from → to unless it exists, and bumps the counter only when it
 * inserted. Call inside a transaction (also used when an accepted invitation creates a follow).
 * Returns whether a row was inserted and the followee's follower count afterwards.
 */
export async function insertFollowing(
  tx: Queryable,
  fromUserId: string,
  toUserId: string,
  opts: { now: Date; invitationId?: string | null },
): Promise<{ inserted: boolean; followersCount: number }> {
  const inserted = await tx
    .insert(followings)
    .values({
      fromUserId,
      toUserId,
      invitationId: opts.invitationId ?? null,
      createdAt: opts.now,
    })
    .onConflictDoNothing({ target: [followings.fromUserId, followings.toUserId] })
    .returning({ id: followings.id });
  if (inserted.length === 0) {
    return { inserted: false, followersCount: await followersCountOf(tx, toUserId) };
  }
  const [row] = await tx
    .update(profiles)
    .set({ followersCount: sql`${profiles.followersCount} + 1`, updatedAt: keepUpdatedAt })
    .where(eq(profiles.id, toUserId))
    .returning({ followersCount: profiles.followersCount });
  return { inserted: true, followersCount: row?.followersCount ?? 0 };
}

/** Deletes the following from → to if present and lowers the counter only when it deleted. */
export async function deleteFollowing(
  tx: Queryable,
  fromUserId: string,
  toUserId: string,
): Promise<{ deleted: boolean; followersCount: number }> {
  const deleted = await tx
    .delete(followings)
    .where(and(eq(followings.fromUserId, fromUserId), eq(followings.toUserId, toUserId)))
    .returning({ id: followings.id });
  if (deleted.length === 0) {
    return { deleted: false, followersCount: await followersCountOf(tx, toUserId) };
  }
  const [row] = await tx
    .update(profiles)
    .set({ followersCount: sql`${profiles.followersCount} - 1`, updatedAt: keepUpdatedAt })
    .where(eq(profiles.id, toUserId))
    .returning({ followersCount: profiles.followersCount });
  return { deleted: true, followersCount: row?.followersCount ?? 0 };
}

/** POST /follows/:chefId — follow a visible chef (not yourself); following twice changes nothing. */
export async function followChef(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FollowStateResponse> {
  if (userId === chefId) throw badRequest(socialMessages.cannotFollowSelf);
  await assertChefVisible(ctx.db, chefId);
  const { followersCount } = await ctx.db.transaction((tx) =>
    insertFollowing(tx, userId, chefId, { now: ctx.clock.now() }),
  );
  return { following: true, followersCount, message: messages.follow };
}

/**
 * DELETE /follows/:chefId — unfollow. Always possible while you follow the chef (even one
 * hidden since); otherwise the chef must be visible, as for following.
 */
export async function unfollowChef(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FollowStateResponse> {
  if (userId === chefId) throw badRequest(socialMessages.cannotFollowSelf);
  const { deleted, followersCount } = await ctx.db.transaction((tx) =>
    deleteFollowing(tx, userId, chefId),
  );
  if (!deleted) await assertChefVisible(ctx.db, chefId);
  return { following: false, followersCount, message: messages.unfollow };
}

/** GET /follows/:chefId — the follow button's state and the chef's follower count. */
export async function followState(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FollowStateResponse> {
  await assertChefVisible(ctx.db, chefId);
  const [[row], followersCount] = await Promise.all([
    ctx.db
      .select({ id: followings.id })
      .from(followings)
      .where(and(eq(followings.fromUserId, userId), eq(followings.toUserId, chefId)))
      .limit(1),
    followersCountOf(ctx.db, chefId),
  ]);
  return { following: Boolean(row), followersCount };
}

/** GET /follows — the visible chefs the user follows, newest first (/social/followingchef). */
export async function listFollowedChefs(
  ctx: AppContext,
  userId: string,
  page: SocialPageQuery,
): Promise<FollowedChefsResponse> {
  const where = and(eq(followings.fromUserId, userId), visibleChef);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({ ...chefCardColumns, followedAt: followings.createdAt })
      .from(followings)
      .innerJoin(profiles, eq(profiles.id, followings.toUserId))
      .innerJoin(users, eq(users.id, followings.toUserId))
      .where(where)
      .orderBy(desc(followings.createdAt), asc(followings.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(followings)
      .innerJoin(profiles, eq(profiles.id, followings.toUserId))
      .innerJoin(users, eq(users.id, followings.toUserId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      name: r.name ?? '',
      followedAt: r.followedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}
