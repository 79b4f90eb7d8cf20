// The chef's stream at the streams provider, made on first use and kept in stream_keys with the
// hash of its key (decision 062). Provider failures become a 503 the chef can read, without the
// provider's words (which may carry ids) or any key.
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { StreamsProviderError } from '../../providers/streams/streams.ts';
import { saveStreamKey, streamKeyOf } from './live-stream-queries.ts';
import { hashStreamKey } from './stream-key.ts';

export const STREAMS_UNAVAILABLE =
  'The streaming service could not be reached. Try again in a moment.';

/** Runs a provider call; its failure is a 503 with plain words (logged without secrets). */
export async function providerCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const detail = err instanceof StreamsProviderError ? err.message : String(err);
    console.warn(`streams provider could not ${what}: ${detail}`);
    throw new AppError(503, 'service_unavailable', STREAMS_UNAVAILABLE);
  }
}

export interface ChefStream {
  providerStreamId: string;
  rtmpUrl: string;
  playbackUrl: string | null;
  /** The key, only when the stream was made by this call (shown once, never stored). */
  newKey: string | null;
}

/**
 * The chef's stream at the current provider: the stored one, or a new one (also when the
 * provider changed since it was made), whose key's hash is stored and the key handed back once.
 */
export async function chefStream(ctx: AppContext, chefId: string): Promise<ChefStream> {
  const stored = await streamKeyOf(ctx.db, chefId);
  if (stored?.providerStreamId && stored.provider === ctx.streams.name) {
    return {
      providerStreamId: stored.providerStreamId,
      rtmpUrl: stored.rtmpUrl ?? '',
      playbackUrl: stored.playbackUrl,
      newKey: null,
    };
  }
  const made = await providerCall('make a live stream', () =>
    ctx.streams.createLiveStream({ chefId }),
  );
  await saveStreamKey(ctx.db, {
    chefId,
    keyHash: hashStreamKey(made.streamKey),
    provider: ctx.streams.name,
    providerStreamId: made.providerStreamId,
    rtmpUrl: made.rtmpUrl,
    playbackUrl: made.playbackUrl || null,
  });
  return {
    providerStreamId: made.providerStreamId,
    rtmpUrl: made.rtmpUrl,
    playbackUrl: made.playbackUrl || null,
    newKey: made.streamKey,
  };
}
