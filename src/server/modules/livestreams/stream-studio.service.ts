// GET /live-streams/studio: the chef's Go live screen: may they stream (and why not), can this
// machine carry it, their live broadcast, where a streaming app sends RTMP and whether they have
// a key (never the key itself).
import type { StreamStudio } from '#contracts/live-streams';
import { canStream, liveStreamMessages } from '#domain/live-streams';
import type { AppContext } from '../../context.ts';
import { streamerFacts } from '../chefs/stream-status-queries.ts';
import { currentLiveStreamOf, streamDishIds, streamKeyOf } from './live-stream-queries.ts';
import { ownLiveStream } from './own-live-stream.ts';
import { streamMediaStatus } from './start-live-stream.service.ts';

export async function getStreamStudio(ctx: AppContext, chefId: string): Promise<StreamStudio> {
  const [facts, media, current, key] = await Promise.all([
    streamerFacts(ctx.db, chefId),
    streamMediaStatus(ctx),
    currentLiveStreamOf(ctx.db, chefId),
    streamKeyOf(ctx.db, chefId),
  ]);
  const may = facts !== null && canStream(facts);
  // A key made for another provider no longer works: the chef makes a new one.
  const keyHere = key !== null && key.provider === ctx.streams.name;
  return {
    canStream: may,
    reason: may ? null : liveStreamMessages.notApproved,
    provider: ctx.streams.name,
    media,
    current: current ? ownLiveStream(ctx, current, await streamDishIds(ctx.db, current.id)) : null,
    rtmpUrl: keyHere ? key.rtmpUrl : null,
    hasStreamKey: keyHere,
  };
}
