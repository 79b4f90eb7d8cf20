// A broadcast ends (issue 16): stopped by its chef, lost (no sign of the source within the grace
// period), or its chef's account suspended. One transaction ends the row and clears the
// profile's pointers; then the provider ends the playlist and the room hears the end.
import type { OwnLiveStream } from '#contracts/live-streams';
import { STREAM_GRACE_SECONDS, liveStreamMessages, streamLost } from '#domain/live-streams';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { publishStreamRoom } from '../../realtime/stream-rooms.ts';
import { clearProfileStream } from '../chefs/stream-status-queries.ts';
import {
  liveStreamById,
  liveStreamIdsOf,
  liveStreamsSilentSince,
  markStreamEnded,
  streamDishIds,
  type LiveStreamRow,
} from './live-stream-queries.ts';
import { ownLiveStream } from './own-live-stream.ts';

export type StreamEndReason = 'stopped' | 'lost' | 'suspended';

/**
 * Ends the broadcast if it is live; the ended row, or null when it had already ended (then
 * nothing else happens, so concurrent enders act once). The provider's failure is logged, not
 * thrown: the broadcast has ended for Potluck either way.
 */
export async function endLiveStream(
  ctx: AppContext,
  streamId: string,
  reason: StreamEndReason,
): Promise<LiveStreamRow | null> {
  const ended = await ctx.db.transaction(async (tx) => {
    const row = await markStreamEnded(tx, streamId, reason, ctx.clock.now());
    if (row) await clearProfileStream(tx, row.chefId, row.id);
    return row;
  });
  if (!ended) return null;
  if (ended.providerStreamId) {
    try {
      await ctx.streams.endBroadcast({
        providerStreamId: ended.providerStreamId,
        broadcastId: ended.id,
      });
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      console.warn(`live stream ${ended.id}: the provider did not end the broadcast: ${detail}`);
    }
  }
  await publishStreamRoom(ctx, ended.id, { type: 'stream.ended' });
  return ended;
}

/** POST /live-streams/{id}/stop: only the chef who runs it; stopping an ended one is a no-op. */
export async function stopLiveStream(
  ctx: AppContext,
  chefId: string,
  streamId: string,
): Promise<OwnLiveStream> {
  const row = await liveStreamById(ctx.db, streamId);
  if (!row) throw notFound(liveStreamMessages.notFound);
  if (row.chefId !== chefId) throw forbidden();
  const ended =
    (await endLiveStream(ctx, streamId, 'stopped')) ??
    (await liveStreamById(ctx.db, streamId)) ??
    row;
  return ownLiveStream(ctx, ended, await streamDishIds(ctx.db, streamId));
}

/** Ends every live broadcast of a chef (an account suspended or deleted). */
export async function endLiveStreamsOf(
  ctx: AppContext,
  chefId: string,
  reason: StreamEndReason,
): Promise<number> {
  let n = 0;
  for (const id of await liveStreamIdsOf(ctx.db, chefId))
    if (await endLiveStream(ctx, id, reason)) n += 1;
  return n;
}

/**
 * The scheduled sweep: ends broadcasts with no sign of their source for longer than the grace
 * period (the domain's streamLost), reason 'lost'. Idempotent. Returns how many it ended.
 */
export async function sweepLostStreams(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const silent = await liveStreamsSilentSince(
    ctx.db,
    new Date(now.getTime() - STREAM_GRACE_SECONDS * 1000),
  );
  let n = 0;
  for (const s of silent)
    if (streamLost(s.lastSeenAt, now) && (await endLiveStream(ctx, s.id, 'lost'))) n += 1;
  return n;
}
