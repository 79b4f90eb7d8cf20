import { spawnSync } from 'node:child_process';

/**
 * Test media for the streams tests: a few seconds of WebM (VP8 + Opus), what a browser's
 * MediaRecorder sends, made by the system's ffmpeg. Null when ffmpeg is not installed.
 */
export function makeTestWebm(seconds = 3): Buffer | null {
  const run = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      String(seconds),
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  return run.status === 0 && run.stdout.length > 0 ? run.stdout : null;
}

/** The WebM in MediaRecorder-sized pieces. */
export function chunks(media: Buffer, size = 8 * 1024): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < media.length; i += size) out.push(media.subarray(i, i + size));
  return out;
}

/** Bytes no demuxer can read. */
export function garbage(bytes = 64 * 1024): Buffer {
  const b = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) b[i] = (i * 7919 + 13) % 251;
  return b;
}
