import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '#contracts/auth';
import type { AppContext } from '../../context.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { hashToken, newToken } from './tokens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionAuth {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
}

/** Starts a session for a user: a new random token every time; only its hash is stored. */
export async function createSession(
  ctx: AppContext,
  userId: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_DAYS * DAY);
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

/**
 * The session a cookie token stands for, or null. An expired session (idle or absolute),
 * or one whose user is deleted, counts as signed out and is removed.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionAuth | null> {
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isAdmin: users.isAdmin,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const now = ctx.clock.now().getTime();
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_HOURS * HOUR;
  if (row.deletedAt || now >= row.expiresAt.getTime() || now >= idleLimit) {
    await ctx.db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { userId: row.userId, sessionId: row.sessionId, isAdmin: row.isAdmin };
}

export async function deleteSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user, or every one but `exceptSessionId`. */
export async function deleteUserSessions(
  ctx: AppContext,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await ctx.db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

/** The signed-in user as the web app sees it (spec: who is signed in, profile summary). */
export async function getSessionUser(ctx: AppContext, userId: string): Promise<SessionUser | null> {
  const [row] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      verificationEmailCount: users.verificationEmailCount,
      isAdmin: users.isAdmin,
      profileId: profiles.id,
      type: profiles.type,
      name: profiles.name,
      handle: profiles.handle,
      avatarUrl: profiles.avatarUrl,
      isNewProfile: profiles.isNewProfile,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    verificationEmailCount: row.verificationEmailCount,
    isAdmin: row.isAdmin,
    profile: {
      id: row.profileId,
      type: row.type,
      name: row.name ?? row.email,
      handle: row.handle,
      avatarUrl: row.avatarUrl,
      isNewProfile: row.isNewProfile,
    },
  };
}
