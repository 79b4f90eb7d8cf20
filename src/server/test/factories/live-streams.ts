import { eq } from 'drizzle-orm';
import { liveStreams } from '../../db/schema/live-streams.ts';
import type { TestApp } from '../test-app.ts';

// Test-only: a broadcast row written straight to the database, for tests that need a live (or
// ended) stream without going through the start route and a streams provider.

/** A live browser broadcast of `chefId` (an approved chef, see makeChef); returns its id. */
export async function makeLiveStream(
  t: TestApp,
  chefId: string,
  values: { title?: string; source?: 'browser' | 'rtmp' } = {},
): Promise<string> {
  const now = t.clock.now();
  const [row] = await t.ctx.db
    .insert(liveStreams)
    .values({
      chefId,
      title: values.title ?? 'Cooking live',
      source: values.source ?? 'browser',
      status: 'live',
      provider: 'local',
      startedAt: now,
      lastSeenAt: now,
    })
    .returning({ id: liveStreams.id });
  if (!row) throw new Error('live stream insert failed');
  return row.id;
}

/** Ends the broadcast as if the chef stopped it. */
export async function endLiveStream(t: TestApp, streamId: string): Promise<void> {
  await t.ctx.db
    .update(liveStreams)
    .set({ status: 'ended', endedAt: t.clock.now(), endReason: 'stopped' })
    .where(eq(liveStreams.id, streamId));
}
