// POST /live-streams/key: the chef's key for streaming apps, shown this once. Only its hash is
// kept; a new key replaces the old at the provider and here, so the old one stops working.
import type { StreamKeyResponse } from '#contracts/live-streams';
import type { AppContext } from '../../context.ts';
import { setStreamKeyHash } from './live-stream-queries.ts';
import { assertMayStream } from './start-live-stream.service.ts';
import { chefStream, providerCall } from './stream-provider.ts';
import { hashStreamKey } from './stream-key.ts';

export const STREAM_KEY_SHOWN_ONCE =
  'Copy your stream key now: it is shown only this once. Anyone with it can stream as you.';

export async function resetStreamKey(ctx: AppContext, chefId: string): Promise<StreamKeyResponse> {
  await assertMayStream(ctx, chefId);
  const stream = await chefStream(ctx, chefId);
  let streamKey = stream.newKey;
  if (!streamKey) {
    const fresh = await providerCall('reset a stream key', () =>
      ctx.streams.resetStreamKey(stream.providerStreamId),
    );
    streamKey = fresh.streamKey;
    await setStreamKeyHash(ctx.db, chefId, hashStreamKey(streamKey));
  }
  return { rtmpUrl: stream.rtmpUrl, streamKey, message: STREAM_KEY_SHOWN_ONCE };
}
