import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { preparedPerDatabase, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/accounts.ts';
import { profiles } from '../db/schema/profiles.ts';
import { hashToken } from '../lib/session-token.ts';
import { sharedWhileRunning } from '../lib/shared-while-running.ts';

const HOUR = 3_600_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who sent a request, as the route policy needs it. */
export interface SessionAuth {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** The profile's type now ('chef' for applicants and approved chefs alike); null without one. */
  profileType: string | null;
}

/** The session row of a token's hash with its user and profile. */
const sessionQuery = (db: Database) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isAdmin: users.isAdmin,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      profileType: profiles.type,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');

/** Every request reads its session: prepared once per database. */
const sessionByHash = preparedPerDatabase(sessionQuery);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/**
 * Requests sent together with one cookie (a page's parallel calls, a checkout and its retry)
 * share one read of the session while it runs; nothing is kept after it.
 */
const sessionReaderOf = preparedPerDatabase((db: Database) =>
  sharedWhileRunning(async (tokenHash: string): Promise<SessionRow | undefined> => {
    const [row] = await sessionByHash(db).execute({ tokenHash });
    return row;
  }),
);

/**
 * The session a cookie token stands for, or null. An expired session (idle or absolute),
 * or one whose user is deleted or suspended, counts as signed out and is removed. The kernel resolves
 * sessions itself (the auth module starts and ends them), so nothing below the modules
 * reaches up into one.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<SessionAuth | null> {
  const row = await sessionReaderOf(ctx.db)(hashToken(token));
  if (!row) return null;
  const now = ctx.clock.now().getTime();
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_HOURS * HOUR;
  if (row.deletedAt || row.suspendedAt || now >= row.expiresAt.getTime() || now >= idleLimit) {
    await ctx.db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    isAdmin: row.isAdmin,
    profileType: row.profileType ?? null,
  };
}
