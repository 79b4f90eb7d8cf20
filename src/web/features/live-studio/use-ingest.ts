import { useEffect, useState } from 'react';
import { IngestClient, type IngestSocket, type IngestStatus } from './ingest-client';
import { RECORDER_TIMESLICE_MS, ingestSocketUrl } from './media';

/**
 * Sends `stream` to the broadcast's ingest socket while `ingestPath` is set: MediaRecorder
 * chunks of `mimeType` every half second. A new stream (another camera chosen) starts a new
 * connection; clearing the path or leaving the screen closes it.
 */
export function useIngest(
  stream: MediaStream | null,
  ingestPath: string | null,
  mimeType: string | null,
): IngestStatus {
  const [status, setStatus] = useState<IngestStatus>({ state: 'stopped' });

  useEffect(() => {
    if (!stream || !ingestPath || !mimeType) return;
    const client = new IngestClient({
      url: ingestSocketUrl(window.location, ingestPath),
      createSocket: (url) => new WebSocket(url) as IngestSocket,
      createRecorder: (onChunk, onError) => {
        const recorder = new MediaRecorder(stream, {
          mimeType,
          videoBitsPerSecond: 1_200_000,
          audioBitsPerSecond: 96_000,
        });
        recorder.ondataavailable = (event) => onChunk(event.data);
        recorder.onerror = () =>
          onError(
            'Recording stopped in this browser. Check your camera and microphone, then send from this browser again.',
          );
        return {
          start: (ms) => recorder.start(ms),
          stop: () => {
            if (recorder.state !== 'inactive') recorder.stop();
          },
        };
      },
      timesliceMs: RECORDER_TIMESLICE_MS,
      onStatus: setStatus,
    });
    client.start();
    return () => client.stop();
  }, [stream, ingestPath, mimeType]);

  return stream && ingestPath && mimeType ? status : { state: 'stopped' };
}
