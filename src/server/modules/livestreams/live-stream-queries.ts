// The live streams module owns the SQL of live_streams, live_stream_dishes and stream_keys: a
// chef's broadcasts, the dishes they feature and the chef's stream at the provider with the
// hash of its key (docs/decisions/025-query-modules-own-their-tables.md, 062).
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { liveStreamDishes, liveStreams, streamKeys } from '../../db/schema/live-streams.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { chefNameColumns, visibleChef } from '../chefs/chef-queries.ts';

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

/** The unique index that keeps one live broadcast per chef (a racing second start fails on it). */
export const ONE_LIVE_PER_CHEF = 'live_streams_one_live_per_chef';

/** Every column of a broadcast the chef's own view needs. */
const streamColumns = {
  id: liveStreams.id,
  chefId: liveStreams.chefId,
  title: liveStreams.title,
  source: liveStreams.source,
  status: liveStreams.status,
  provider: liveStreams.provider,
  providerStreamId: liveStreams.providerStreamId,
  playbackUrl: liveStreams.playbackUrl,
  startedAt: liveStreams.startedAt,
  lastSeenAt: liveStreams.lastSeenAt,
  mediaStartedAt: liveStreams.mediaStartedAt,
  endedAt: liveStreams.endedAt,
  endReason: liveStreams.endReason,
};

export interface LiveStreamRow {
  id: string;
  chefId: string;
  title: string;
  source: 'browser' | 'rtmp';
  status: 'live' | 'ended';
  provider: string;
  providerStreamId: string | null;
  playbackUrl: string | null;
  startedAt: Date;
  lastSeenAt: Date;
  mediaStartedAt: Date | null;
  endedAt: Date | null;
  endReason: 'stopped' | 'lost' | 'suspended' | null;
}

type RawStreamRow = { [K in keyof typeof streamColumns]: unknown } & {
  source: string;
  status: string;
  endReason: string | null;
};
const asStreamRow = (r: RawStreamRow) => r as unknown as LiveStreamRow;

/** A broadcast by id, or null. */
export async function liveStreamById(
  db: Queryable,
  streamId: string,
): Promise<LiveStreamRow | null> {
  const [row] = await db
    .select(streamColumns)
    .from(liveStreams)
    .where(eq(liveStreams.id, streamId))
    .limit(1);
  return row ? asStreamRow(row) : null;
}

/** The chef's live broadcast, or null. */
export async function currentLiveStreamOf(
  db: Queryable,
  chefId: string,
): Promise<LiveStreamRow | null> {
  const [row] = await db
    .select(streamColumns)
    .from(liveStreams)
    .where(and(eq(liveStreams.chefId, chefId), eq(liveStreams.status, 'live')))
    .limit(1);
  return row ? asStreamRow(row) : null;
}

/** A new live broadcast; a second live one of the same chef fails on ONE_LIVE_PER_CHEF. */
export async function insertLiveStream(
  db: Queryable,
  input: {
    chefId: string;
    title: string;
    source: 'browser' | 'rtmp';
    provider: string;
    providerStreamId: string;
    at: Date;
  },
): Promise<LiveStreamRow> {
  const [row] = await db
    .insert(liveStreams)
    .values({
      chefId: input.chefId,
      title: input.title,
      source: input.source,
      provider: input.provider,
      providerStreamId: input.providerStreamId,
      startedAt: input.at,
      lastSeenAt: input.at,
    })
    .returning(streamColumns);
  return asStreamRow(row!);
}

/** Where viewers load the broadcast's playlist (known once the provider readied it). */
export async function setPlaybackUrl(
  db: Queryable,
  streamId: string,
  playbackUrl: string,
): Promise<void> {
  await db.update(liveStreams).set({ playbackUrl }).where(eq(liveStreams.id, streamId));
}

/** The featured dishes of a broadcast, in the chef's order. */
export async function insertStreamDishes(
  db: Queryable,
  streamId: string,
  dishIds: readonly string[],
): Promise<void> {
  if (dishIds.length === 0) return;
  await db
    .insert(liveStreamDishes)
    .values(dishIds.map((dishId, position) => ({ streamId, dishId, position })));
}

/** The featured dish ids of a broadcast, in the chef's order. */
export async function streamDishIds(db: Queryable, streamId: string): Promise<string[]> {
  const rows = await db
    .select({ dishId: liveStreamDishes.dishId })
    .from(liveStreamDishes)
    .where(eq(liveStreamDishes.streamId, streamId))
    .orderBy(asc(liveStreamDishes.position));
  return rows.map((r) => r.dishId);
}

/**
 * Ends the broadcast if it is live; the ended row, or null when it had already ended (or
 * there is none), so two enders never both act on it.
 */
export async function markStreamEnded(
  db: Queryable,
  streamId: string,
  reason: 'stopped' | 'lost' | 'suspended',
  at: Date,
): Promise<LiveStreamRow | null> {
  const [row] = await db
    .update(liveStreams)
    .set({ status: 'ended', endedAt: at, endReason: reason })
    .where(and(eq(liveStreams.id, streamId), eq(liveStreams.status, 'live')))
    .returning(streamColumns);
  return row ? asStreamRow(row) : null;
}

/** Live broadcasts with no sign of their source since `before` (the lost-stream sweep). */
export async function liveStreamsSilentSince(
  db: Queryable,
  before: Date,
): Promise<{ id: string; lastSeenAt: Date }[]> {
  return db
    .select({ id: liveStreams.id, lastSeenAt: liveStreams.lastSeenAt })
    .from(liveStreams)
    .where(and(eq(liveStreams.status, 'live'), lt(liveStreams.lastSeenAt, before)))
    .orderBy(asc(liveStreams.lastSeenAt))
    .limit(500);
}

/** The chef's live broadcasts (an account suspended or deleted ends them). */
export async function liveStreamIdsOf(db: Queryable, chefId: string): Promise<string[]> {
  const rows = await db
    .select({ id: liveStreams.id })
    .from(liveStreams)
    .where(and(eq(liveStreams.chefId, chefId), eq(liveStreams.status, 'live')));
  return rows.map((r) => r.id);
}

/**
 * Broadcasts live now whose chef anyone may see, newest first, at most `limit` (the "Live now"
 * row ranks them by viewers, which only the rooms know).
 */
export async function visibleLiveStreams(db: Queryable, limit: number) {
  return db
    .select({
      id: liveStreams.id,
      chefId: liveStreams.chefId,
      title: liveStreams.title,
      startedAt: liveStreams.startedAt,
      avatarUrl: profiles.avatarUrl,
      ...chefNameColumns,
    })
    .from(liveStreams)
    .innerJoin(profiles, eq(profiles.id, liveStreams.chefId))
    .innerJoin(users, eq(users.id, liveStreams.chefId))
    .where(and(eq(liveStreams.status, 'live'), visibleChef))
    .orderBy(desc(liveStreams.startedAt), asc(liveStreams.id))
    .limit(limit);
}

/** The chef's stream at the provider (the key itself is never stored), or null. */
export async function streamKeyOf(db: Queryable, chefId: string) {
  const [row] = await db
    .select({
      provider: streamKeys.provider,
      providerStreamId: streamKeys.providerStreamId,
      rtmpUrl: streamKeys.rtmpUrl,
      playbackUrl: streamKeys.playbackUrl,
    })
    .from(streamKeys)
    .where(eq(streamKeys.chefId, chefId))
    .limit(1);
  return row ?? null;
}

/** Keeps the chef's stream at the provider and its key's hash (replacing any earlier one). */
export async function saveStreamKey(
  db: Queryable,
  input: {
    chefId: string;
    keyHash: string;
    provider: string;
    providerStreamId: string;
    rtmpUrl: string;
    playbackUrl: string | null;
  },
): Promise<void> {
  const { chefId: _chefId, ...rest } = input;
  await db
    .insert(streamKeys)
    .values(input)
    .onConflictDoUpdate({ target: streamKeys.chefId, set: rest });
}

/** A new key's hash for the chef's stream: the old key stops matching at once. */
export async function setStreamKeyHash(
  db: Queryable,
  chefId: string,
  keyHash: string,
): Promise<void> {
  await db.update(streamKeys).set({ keyHash }).where(eq(streamKeys.chefId, chefId));
}
