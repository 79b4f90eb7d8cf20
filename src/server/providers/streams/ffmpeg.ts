import { execFile } from 'node:child_process';

/**
 * Whether the machine can run ffmpeg, which the local streams provider needs to turn a chef's
 * broadcast into HLS. ffmpeg comes from the system's packages (`apt-get install -y ffmpeg`;
 * decision 061), never from npm: this is how 'Go live' tells the chef what is missing instead
 * of failing later in the middle of a broadcast.
 */
export type FfmpegStatus =
  { available: true; version: string } | { available: false; reason: string };

/** How to get ffmpeg, for the chef-facing and log messages. */
export const FFMPEG_INSTALL_HINT =
  'install it from the system packages (sudo apt-get install -y ffmpeg) or set FFMPEG_PATH';

const TIMEOUT_MS = 5_000;

// One probe per path for the life of the process: ffmpeg does not come and go while we run,
// and 'Go live' asks on every start.
const probes = new Map<string, Promise<FfmpegStatus>>();

/**
 * Runs `<ffmpegPath> -version` once (then answers from the cache) and says whether ffmpeg is
 * there and which version. Never throws. `ffmpegPath` is config.FFMPEG_PATH (default `ffmpeg`,
 * found on PATH).
 */
export function ffmpegStatus(ffmpegPath = 'ffmpeg'): Promise<FfmpegStatus> {
  let probe = probes.get(ffmpegPath);
  if (!probe) {
    probe = probeFfmpeg(ffmpegPath);
    probes.set(ffmpegPath, probe);
  }
  return probe;
}

function probeFfmpeg(ffmpegPath: string): Promise<FfmpegStatus> {
  return new Promise((resolve) => {
    try {
      execFile(
        ffmpegPath,
        ['-version'],
        { timeout: TIMEOUT_MS, windowsHide: true, maxBuffer: 1024 * 1024 },
        (err, stdout, stderr) => {
          if (err) {
            resolve({ available: false, reason: describeFailure(ffmpegPath, err, stderr) });
            return;
          }
          const version = /^ffmpeg version (\S+)/m.exec(stdout)?.[1];
          resolve(
            version
              ? { available: true, version }
              : {
                  available: false,
                  reason: `${ffmpegPath} -version did not print an ffmpeg version: ${FFMPEG_INSTALL_HINT}`,
                },
          );
        },
      );
    } catch (err) {
      // execFile throws synchronously on some bad arguments (an empty path, a NUL byte).
      resolve({ available: false, reason: describeFailure(ffmpegPath, err, '') });
    }
  });
}

function describeFailure(ffmpegPath: string, err: unknown, stderr: string): string {
  const e = err as NodeJS.ErrnoException & { killed?: boolean; code?: string | number };
  if (e.code === 'ENOENT')
    return `ffmpeg is not installed (${ffmpegPath} was not found): ${FFMPEG_INSTALL_HINT}`;
  if (e.code === 'EACCES')
    return `ffmpeg at ${ffmpegPath} cannot be run (permission denied): ${FFMPEG_INSTALL_HINT}`;
  if (e.killed) return `ffmpeg at ${ffmpegPath} did not answer within ${TIMEOUT_MS / 1000} s`;
  const detail = stderr.trim().split('\n')[0] || (err instanceof Error ? err.message : String(err));
  return `ffmpeg at ${ffmpegPath} failed to start (${detail}): ${FFMPEG_INSTALL_HINT}`;
}
