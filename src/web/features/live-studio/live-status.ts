import type { OwnLiveStream } from '#contracts/live-streams';
import type { IngestStatus } from './ingest-client';

// The one line the Go live screen says about a broadcast while it runs (read out as a live
// region), from what the server last said (media in the playlist) and what this browser's
// ingest is doing. Pure, so every combination is tested.

export type LiveTone = 'live' | 'waiting' | 'problem';

export interface LiveStatusLine {
  tone: LiveTone;
  /** Short: the badge and the start of the status line. */
  label: string;
  /** What is going on, in a sentence. */
  detail: string;
}

export const LIVE_LABEL = 'Live — viewers can see you';

export function liveStatusLine(
  stream: Pick<OwnLiveStream, 'source' | 'receivingMedia'>,
  /** This browser's ingest; null when this browser is not the one sending. */
  ingest: IngestStatus | null,
): LiveStatusLine {
  if (stream.source === 'rtmp') {
    return stream.receivingMedia
      ? { tone: 'live', label: LIVE_LABEL, detail: 'Your streaming app is sending video.' }
      : {
          tone: 'waiting',
          label: 'Waiting for your streaming app…',
          detail:
            'Start streaming in your app with the server and stream key below. Viewers see you a few seconds after it connects.',
        };
  }
  if (!ingest || ingest.state === 'stopped') {
    return {
      tone: 'problem',
      label: 'Not sending',
      detail:
        'This browser is not sending video to your stream. Send from this browser to carry on, or stop the stream.',
    };
  }
  switch (ingest.state) {
    case 'refused':
      return { tone: 'problem', label: 'Stopped sending', detail: ingest.message };
    case 'reconnecting':
      return {
        tone: 'problem',
        label: 'Reconnecting…',
        detail: `${ingest.reason ? `The server stopped taking the video: ${ingest.reason.replace(/\.$/, '')}.` : 'The connection dropped.'} Trying again in ${Math.max(1, Math.round(ingest.delayMs / 1000))} s (attempt ${ingest.attempt}).`,
      };
    case 'connecting':
      return { tone: 'waiting', label: 'Connecting…', detail: 'Connecting to Potluck.' };
    case 'sending':
      return stream.receivingMedia
        ? { tone: 'live', label: LIVE_LABEL, detail: 'Your camera and microphone are on air.' }
        : {
            tone: 'waiting',
            label: 'Connecting…',
            detail: 'Your video is on its way. Viewers see you in a few seconds.',
          };
  }
}
