// The SQL of a chef's live stream pointers on the profile (spec §3 stream_status and stream_id,
// issue 16), beside chef-queries.ts in the chefs module, which owns profiles' chef columns. The
// live streams module sets and clears them in the transaction that starts or ends a broadcast.
import { and, eq, sql } from 'drizzle-orm';
import type { StreamerFacts } from '#domain/live-streams';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** What decides whether the chef may go live (the domain's canStream); null when not a chef. */
export async function streamerFacts(db: Queryable, chefId: string): Promise<StreamerFacts | null> {
  const [row] = await db
    .select({
      approvalStatus: profiles.approvalStatus,
      suspended: sql<boolean>`(${users.suspendedAt} is not null)`,
      deleted: sql<boolean>`(${users.deletedAt} is not null)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, chefId), eq(profiles.type, 'chef')))
    .limit(1);
  return row ?? null;
}

/** The profile says the chef is live in this broadcast. */
export async function setProfileStreamLive(
  db: Queryable,
  chefId: string,
  streamId: string,
): Promise<void> {
  await db.update(profiles).set({ streamStatus: 'live', streamId }).where(eq(profiles.id, chefId));
}

/** The profile no longer points at this broadcast (only when it still does). */
export async function clearProfileStream(
  db: Queryable,
  chefId: string,
  streamId: string,
): Promise<void> {
  await db
    .update(profiles)
    .set({ streamStatus: 'offline', streamId: null })
    .where(and(eq(profiles.id, chefId), eq(profiles.streamId, streamId)));
}
