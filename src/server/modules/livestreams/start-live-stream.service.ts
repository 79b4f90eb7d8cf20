// POST /live-streams: an approved chef goes live (issue 16). One live broadcast per chef (the
// partial unique index settles a race), only the chef's own dishes featured, and for the local
// provider only when ffmpeg can carry it. The broadcast, its dishes and the profile's pointers
// are written in one transaction; followers hear of it after the commit.
import type { OwnLiveStream, StartLiveStream } from '#contracts/live-streams';
import { canStream, liveStreamMessages } from '#domain/live-streams';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.ts';
import { ffmpegStatus } from '../../providers/streams/ffmpeg.ts';
import { chefDishesByIds } from '../catalog/dish-queries.ts';
import { setProfileStreamLive, streamerFacts } from '../chefs/stream-status-queries.ts';
import { raiseFollowerAlert } from '../followeralerts/follower-alerts.service.ts';
import {
  ONE_LIVE_PER_CHEF,
  currentLiveStreamOf,
  insertLiveStream,
  insertStreamDishes,
  setPlaybackUrl,
  type LiveStreamRow,
} from './live-stream-queries.ts';
import { ownLiveStream } from './own-live-stream.ts';
import { chefStream, providerCall } from './stream-provider.ts';

/** 403 notApproved unless the chef may stream now (approved, not suspended, not deleted). */
export async function assertMayStream(ctx: AppContext, chefId: string): Promise<void> {
  const facts = await streamerFacts(ctx.db, chefId);
  if (!facts || !canStream(facts)) throw forbidden(liveStreamMessages.notApproved);
}

/** Whether this machine can carry a broadcast: ffmpeg for the local provider, always for Mux. */
export async function streamMediaStatus(
  ctx: AppContext,
): Promise<{ available: boolean; reason: string | null }> {
  if (ctx.streams.name !== 'local') return { available: true, reason: null };
  const status = await ffmpegStatus(ctx.config.FFMPEG_PATH);
  return status.available
    ? { available: true, reason: null }
    : { available: false, reason: status.reason };
}

export async function startLiveStream(
  ctx: AppContext,
  chefId: string,
  input: StartLiveStream,
): Promise<OwnLiveStream> {
  await assertMayStream(ctx, chefId);
  if (await currentLiveStreamOf(ctx.db, chefId)) throw conflict(liveStreamMessages.alreadyLive);
  const own = await chefDishesByIds(ctx.db, chefId, input.dishIds);
  if (input.dishIds.some((id) => !own.has(id)))
    throw badRequest(liveStreamMessages.notYourDish, { dishIds: liveStreamMessages.notYourDish });
  // The local provider turns every source into HLS with ffmpeg: without it nobody would see
  // anything, so the chef is told why now rather than after going live.
  const media = await streamMediaStatus(ctx);
  if (!media.available)
    throw new AppError(503, 'service_unavailable', media.reason ?? liveStreamMessages.notLive);
  const channel = await chefStream(ctx, chefId);

  let row: LiveStreamRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertLiveStream(tx, {
        chefId,
        title: input.title,
        source: input.source,
        provider: ctx.streams.name,
        providerStreamId: channel.providerStreamId,
        at: ctx.clock.now(),
      });
      await insertStreamDishes(tx, inserted.id, input.dishIds);
      // Readied inside the transaction, after the row won the one-live index: a losing racer
      // never touches the provider (Mux plays every broadcast of the chef's one stream).
      const { playbackUrl } = await providerCall('start a broadcast', () =>
        ctx.streams.startBroadcast({
          providerStreamId: channel.providerStreamId,
          broadcastId: inserted.id,
          channelPlaybackUrl: channel.playbackUrl,
        }),
      );
      await setPlaybackUrl(tx, inserted.id, playbackUrl);
      await setProfileStreamLive(tx, chefId, inserted.id);
      return { ...inserted, playbackUrl };
    });
  } catch (err) {
    if (isUniqueViolation(err, ONE_LIVE_PER_CHEF)) throw conflict(liveStreamMessages.alreadyLive);
    throw err;
  }

  try {
    await raiseFollowerAlert(ctx, {
      chefId,
      kind: 'live_stream',
      subjectId: row.id,
      subject: row.title,
    });
  } catch (err) {
    // The broadcast stands; followers simply miss this one alert.
    console.warn(`live stream ${row.id}: follower alert not raised:`, err);
  }
  return ownLiveStream(ctx, row, input.dishIds);
}
