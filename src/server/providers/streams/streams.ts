/**
 * The streams provider (issue 16): where a chef's broadcast is received and turned into HLS for
 * viewers. The local one (this machine: the browser's media over the live WebSocket, or RTMP,
 * through ffmpeg into the storage provider) works offline; Mux carries it when configured.
 */
export interface LiveStreamEndpoint {
  /** The provider's id of the chef's live stream (reused across broadcasts). */
  providerStreamId: string;
  /** Where a streaming app (OBS) sends RTMP. */
  rtmpUrl: string;
  /** Where viewers load the HLS playlist. */
  playbackUrl: string;
}

export interface StreamsProvider {
  readonly name: 'local' | 'mux';
  /**
   * Makes the chef's live stream at the provider (one per chef, reused for every broadcast) and
   * returns where to send and play it with its RTMP key. The provider makes the key (Mux does
   * not let us choose one), so callers store what comes back.
   */
  createLiveStream(input: { chefId: string }): Promise<LiveStreamEndpoint & { streamKey: string }>;
  /**
   * Readies the chef's stream for one broadcast (`broadcastId` is the live_streams row) and
   * returns the HLS playlist viewers load for it. The local provider gives each broadcast its
   * own playlist; Mux plays every broadcast of a stream at the stream's playback URL
   * (`channelPlaybackUrl`, what createLiveStream returned).
   */
  startBroadcast(input: {
    providerStreamId: string;
    broadcastId: string;
    channelPlaybackUrl: string | null;
  }): Promise<{ playbackUrl: string }>;
  /** A new RTMP key; the old one stops working at once. */
  resetStreamKey(providerStreamId: string): Promise<{ streamKey: string }>;
  /**
   * Ends the broadcast now: the viewers' playlist ends at once and the encoder is disconnected
   * (by Mux about a minute later, if it has not stopped first). The live stream stays for the
   * next one.
   */
  endBroadcast(input: { providerStreamId: string; broadcastId: string }): Promise<void>;
  /** Removes the live stream (an account deleted). */
  deleteLiveStream(providerStreamId: string): Promise<void>;
}

/** The provider answered with an error or could not be reached; nothing was changed. */
export class StreamsProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'StreamsProviderError';
  }
}
