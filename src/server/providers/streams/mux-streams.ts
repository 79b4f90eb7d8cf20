import Mux from '@mux/mux-node';
import { StreamsProviderError, type LiveStreamEndpoint, type StreamsProvider } from './streams.ts';

/** Where OBS and other streaming apps send to Mux: RTMP over TLS (Mux's RTMPS entry point). */
export const MUX_RTMP_URL = 'rtmps://global-live.mux.com:443/app';

/** Viewers' HLS playlist of a Mux playback id. */
export function muxPlaybackUrl(playbackId: string): string {
  return `https://stream.mux.com/${encodeURIComponent(playbackId)}.m3u8`;
}

export interface MuxStreamsConfig {
  /** MUX_TOKEN_ID and MUX_TOKEN_SECRET: an access token with Mux Video read and write. */
  tokenId: string;
  tokenSecret: string;
  /** MUX_BASE_URL: https://api.mux.com, or a stand-in for tests. */
  baseUrl?: string;
  /** How long one request may wait for Mux's answer. */
  timeoutMs?: number;
}

/**
 * Hosted live streams through Mux's official SDK (@mux/mux-node, decision 061). One Mux live
 * stream per chef, reused for every broadcast: public playback, low latency, and each broadcast
 * kept as a public asset. Mux makes the stream key itself.
 *
 * No automatic retries: creating a stream or resetting a key is not idempotent, and the
 * lifecycle service owns what happens after a failure. Every failure becomes a
 * StreamsProviderError whose message names the step and Mux's answer, never the token or a
 * stream key; the SDK's own logging is off so nothing it would print can carry them either.
 */
export class MuxStreamsProvider implements StreamsProvider {
  readonly name = 'mux' as const;
  private readonly mux: Mux;

  constructor(config: MuxStreamsConfig) {
    if (!config.tokenId || !config.tokenSecret)
      throw new Error('The Mux streams provider needs MUX_TOKEN_ID and MUX_TOKEN_SECRET');
    this.mux = new Mux({
      tokenId: config.tokenId,
      tokenSecret: config.tokenSecret,
      baseURL: (config.baseUrl ?? 'https://api.mux.com').replace(/\/$/, ''),
      // Named explicitly so the SDK never falls back to other MUX_* variables of the process.
      webhookSecret: null,
      jwtSigningKey: null,
      jwtPrivateKey: null,
      authorizationToken: null,
      maxRetries: 0,
      timeout: config.timeoutMs ?? 15_000,
      logLevel: 'off',
    });
  }

  async createLiveStream(input: {
    chefId: string;
  }): Promise<LiveStreamEndpoint & { streamKey: string }> {
    const stream = await this.call('create a live stream', () =>
      this.mux.video.liveStreams.create({
        playback_policies: ['public'],
        latency_mode: 'low',
        new_asset_settings: { playback_policies: ['public'] },
        // Mux hands this back in its webhooks: which chef the stream belongs to.
        passthrough: `chef:${input.chefId}`,
      }),
    );
    const playbackId = stream.playback_ids?.find((p) => p.policy === 'public')?.id;
    if (!stream.id || !stream.stream_key || !playbackId)
      throw new StreamsProviderError(
        'Mux created a live stream but its answer had no id, stream key or public playback id',
      );
    return {
      providerStreamId: stream.id,
      streamKey: stream.stream_key,
      rtmpUrl: MUX_RTMP_URL,
      playbackUrl: muxPlaybackUrl(playbackId),
    };
  }

  /** Mux plays every broadcast of a stream at the stream's one playback URL; nothing to call. */
  startBroadcast(input: {
    providerStreamId: string;
    broadcastId: string;
    channelPlaybackUrl: string | null;
  }): Promise<{ playbackUrl: string }> {
    if (!input.channelPlaybackUrl)
      return Promise.reject(new StreamsProviderError('The Mux stream has no playback URL'));
    return Promise.resolve({ playbackUrl: input.channelPlaybackUrl });
  }

  async resetStreamKey(providerStreamId: string): Promise<{ streamKey: string }> {
    const stream = await this.call('reset the stream key', () =>
      this.mux.video.liveStreams.resetStreamKey(providerStreamId),
    );
    if (!stream.stream_key)
      throw new StreamsProviderError('Mux reset the stream key but its answer had no new key');
    return { streamKey: stream.stream_key };
  }

  /**
   * Mux's "complete": the recording ends and players get the end of the playlist at once. Mux
   * closes the encoder's connection itself about a minute later (unless it reconnects first,
   * which starts a new broadcast), so the chef's app should stop too.
   */
  async endBroadcast(input: { providerStreamId: string; broadcastId: string }): Promise<void> {
    await this.call('end the broadcast', () =>
      this.mux.video.liveStreams.complete(input.providerStreamId),
    );
  }

  /** A stream Mux no longer has (404) counts as deleted. */
  async deleteLiveStream(providerStreamId: string): Promise<void> {
    try {
      await this.call('delete the live stream', () =>
        this.mux.video.liveStreams.delete(providerStreamId),
      );
    } catch (err) {
      if (err instanceof StreamsProviderError && err.status === 404) return;
      throw err;
    }
  }

  private async call<T>(step: string, request: () => PromiseLike<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw toProviderError(step, err);
    }
  }
}

/** Mux's error answers: `{ "error": { "type": "...", "messages": ["..."] } }`. */
function toProviderError(step: string, err: unknown): StreamsProviderError {
  if (err instanceof Mux.APIConnectionError) {
    // Also covers timeouts (APIConnectionTimeoutError). The cause is a socket error: no secrets.
    const cause = err.cause instanceof Error ? causeMessage(err.cause) : err.message;
    return new StreamsProviderError(`Mux could not be reached to ${step}: ${cause}`);
  }
  if (err instanceof Mux.APIError && typeof err.status === 'number') {
    const body = err.error as { error?: { type?: unknown; messages?: unknown } } | undefined;
    const type = typeof body?.error?.type === 'string' ? body.error.type : undefined;
    const messages = Array.isArray(body?.error?.messages)
      ? body.error.messages.filter((m): m is string => typeof m === 'string')
      : [];
    const detail = [type, messages.join('; ')].filter(Boolean).join(': ') || 'no details';
    return new StreamsProviderError(
      `Mux refused to ${step} (HTTP ${err.status}): ${detail}`,
      err.status,
    );
  }
  return new StreamsProviderError(
    `Mux failed to ${step}: ${err instanceof Error ? err.message : String(err)}`,
  );
}

/** `fetch failed` hides the socket's reason one level down (ECONNREFUSED and the like). */
function causeMessage(cause: Error): string {
  const inner = cause.cause;
  if (inner instanceof Error) {
    const code = (inner as NodeJS.ErrnoException).code;
    return code ? `${cause.message} (${code})` : `${cause.message} (${inner.message})`;
  }
  return cause.message;
}
