import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionUser } from '#contracts/auth';
import type { AppContext } from '../../context.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY = 24 * 3_600_000;

// Resolving a cookie into a session is the kernel's job: src/server/http/session.ts.
export { resolveSession, type SessionAuth } from '../../http/session.ts';

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
      name: row.name ?? row.email ?? '',
      handle: row.handle,
      avatarUrl: row.avatarUrl,
      isNewProfile: row.isNewProfile,
    },
  };
}
