import { useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Loader, Stack, Text } from '@mantine/core';

/** How often the page asks whether the chef's media has arrived, besides the room's word. */
const PLAYLIST_RETRY_MS = 3_000;
/** A player that failed for good is rebuilt after this long. */
const REBUILD_MS = 3_000;

type PlayerState = 'waiting' | 'playing' | 'error';

/** Whether an HLS media playlist has at least one segment to play. */
export function playlistHasMedia(text: string): boolean {
  return text.includes('#EXTINF');
}

/** The playlist URL as the browser fetches it (relative to this site, or absolute). */
function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

/**
 * The broadcast's video: low-latency HLS through hls.js, loaded only here, or the browser's own
 * HLS (Safari). It starts muted (browsers block autoplay with sound) with a clear "Unmute"
 * button; the native controls give play, pause, volume and full screen. Captions are off. Until
 * the chef's media arrives it says so and asks for the playlist again every few seconds and
 * whenever the room says media came (`mediaSignal` changes); errors recover.
 */
export function WatchPlayer({
  playbackUrl,
  title,
  mediaSignal,
}: {
  playbackUrl: string;
  title: string;
  mediaSignal: number;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<PlayerState>('waiting');
  const [muted, setMuted] = useState(true);
  const [attempt, setAttempt] = useState(0);

  // Fetch the player while the playlist is asked for, not after.
  useEffect(() => {
    const video = videoRef.current;
    if (video && !video.canPlayType('application/vnd.apple.mpegurl'))
      void import('hls.js/light').catch(() => undefined);
  }, []);

  // Before the player is built: ask whether the playlist has a segment yet.
  useEffect(() => {
    if (ready) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const probe = async () => {
      try {
        const res = await fetch(absolute(playbackUrl), {
          cache: 'no-store',
          signal: abort.signal,
        });
        if (res.ok && playlistHasMedia(await res.text())) {
          setReady(true);
          return;
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      timer = setTimeout(() => void probe(), PLAYLIST_RETRY_MS);
    };
    void probe();
    return () => {
      abort.abort();
      if (timer !== null) clearTimeout(timer);
    };
  }, [playbackUrl, ready, mediaSignal]);

  // The player itself, once there is media.
  useEffect(() => {
    const video = videoRef.current;
    if (!ready || !video) return;
    let disposed = false;
    let destroy: () => void = () => undefined;
    let rebuild: ReturnType<typeof setTimeout> | null = null;
    const src = absolute(playbackUrl);
    const start = () => {
      video.muted = true;
      void video.play().catch(() => undefined);
    };
    const failed = () => {
      if (disposed) return;
      setState('error');
      rebuild = setTimeout(() => setAttempt((n) => n + 1), REBUILD_MS);
    };

    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      // Safari plays HLS itself; its text tracks stay off.
      video.src = src;
      const onError = () => failed();
      video.addEventListener('error', onError);
      start();
      destroy = () => {
        video.removeEventListener('error', onError);
        video.removeAttribute('src');
        video.load();
      };
    } else {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          failed();
          return;
        }
        const hls = new Hls({
          lowLatencyMode: true,
          liveSyncDuration: 1.5,
          liveMaxLatencyDuration: 6,
          maxLiveSyncPlaybackRate: 1.5,
          backBufferLength: 30,
          manifestLoadingMaxRetry: 6,
          levelLoadingMaxRetry: 6,
          fragLoadingMaxRetry: 6,
        });
        let mediaRecoveries = 0;
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
            setTimeout(() => {
              if (!disposed) hls.startLoad();
            }, 1_000);
          } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 3) {
            mediaRecoveries += 1;
            hls.recoverMediaError();
          } else {
            hls.destroy();
            failed();
          }
        });
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.loadSource(src);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      }, failed);
    }

    const playing = () => setState('playing');
    video.addEventListener('playing', playing);
    return () => {
      disposed = true;
      if (rebuild !== null) clearTimeout(rebuild);
      video.removeEventListener('playing', playing);
      destroy();
    };
  }, [playbackUrl, ready, attempt]);

  // Captions and subtitles stay off unless the viewer turns them on.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracks = video.textTracks;
    const off = () => {
      for (const track of Array.from(tracks)) if (track.mode === 'showing') track.mode = 'disabled';
    };
    tracks.addEventListener('addtrack', off);
    return () => tracks.removeEventListener('addtrack', off);
  }, []);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    if (video.volume === 0) video.volume = 1;
    void video.play().catch(() => undefined);
  };

  return (
    <Stack gap="xs">
      <Box
        pos="relative"
        bg="dark.9"
        style={{ aspectRatio: '16 / 9', borderRadius: 8, overflow: 'hidden' }}
      >
        <video
          ref={videoRef}
          data-testid="stream-video"
          aria-label={`Live video: ${title}`}
          controls={ready}
          autoPlay
          muted
          playsInline
          onVolumeChange={(e) => setMuted(e.currentTarget.muted || e.currentTarget.volume === 0)}
          style={{
            width: '100%',
            height: '100%',
            display: ready ? 'block' : 'none',
            background: '#000',
          }}
        />
        {state !== 'playing' && (
          <Stack
            pos="absolute"
            inset={0}
            align="center"
            justify="center"
            gap="sm"
            role="status"
            c="white"
            style={{ pointerEvents: 'none' }}
          >
            <Loader color="white" size="md" aria-hidden="true" />
            <Text fw={600} c="white">
              {state === 'error'
                ? 'The video stalled. Reconnecting…'
                : ready
                  ? 'Starting the video…'
                  : 'The chef is getting ready…'}
            </Text>
          </Stack>
        )}
      </Box>
      {ready && muted && (
        <Group>
          <Button onClick={unmute} variant="filled" color="dark">
            Unmute
          </Button>
          <Text size="sm" c="dimmed">
            The video starts without sound.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
