// The live streams module owns the SQL of live_streams, live_stream_dishes and stream_keys: a
// chef's broadcasts, the dishes they feature and the chef's stream at the provider with the
// hash of its key (docs/decisions/025-query-modules-own-their-tables.md, 062).
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { liveStreams, streamKeys } from '../../db/schema/live-streams.ts';

/** What the ingest (browser socket or RTMP) needs to know about a broadcast. */
export interface IngestStream {
  id: string;
  chefId: string;
  status: 'live' | 'ended';
  source: 'browser' | 'rtmp';
  providerStreamId: string | null;
}

/** A broadcast as the ingest sees it, or null when there is none with this id. */
export async function liveStreamForIngest(
  db: Queryable,
  streamId: string,
): Promise<IngestStream | null> {
  const [row] = await db
    .select({
      id: liveStreams.id,
      chefId: liveStreams.chefId,
      status: liveStreams.status,
      source: liveStreams.source,
      providerStreamId: liveStreams.providerStreamId,
    })
    .from(liveStreams)
    .where(eq(liveStreams.id, streamId))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    status: row.status as IngestStream['status'],
    source: row.source as IngestStream['source'],
  };
}

/**
 * The live RTMP broadcast of the chef whose stream key hashes to `keyHash`, or null (no such
 * key, or its chef is not live from a streaming app).
 */
export async function liveRtmpStreamByKeyHash(
  db: Queryable,
  keyHash: string,
): Promise<{ id: string; chefId: string; keyHash: string } | null> {
  const [row] = await db
    .select({ id: liveStreams.id, chefId: liveStreams.chefId, keyHash: streamKeys.keyHash })
    .from(streamKeys)
    .innerJoin(liveStreams, eq(liveStreams.chefId, streamKeys.chefId))
    .where(
      and(
        eq(streamKeys.keyHash, keyHash),
        eq(liveStreams.status, 'live'),
        eq(liveStreams.source, 'rtmp'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A sign of the source at `at`: the grace period counts from here (only while live). */
export async function touchLiveStream(db: Queryable, streamId: string, at: Date): Promise<void> {
  await db
    .update(liveStreams)
    .set({ lastSeenAt: at })
    .where(and(eq(liveStreams.id, streamId), eq(liveStreams.status, 'live')));
}

/** The first segment of the broadcast is out: true when this call recorded it. */
export async function markMediaStarted(
  db: Queryable,
  streamId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(liveStreams)
    .set({ mediaStartedAt: at })
    .where(and(eq(liveStreams.id, streamId), isNull(liveStreams.mediaStartedAt)))
    .returning({ id: liveStreams.id });
  return rows.length > 0;
}
