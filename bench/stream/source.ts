// The broadcast's source for bench:stream: ffmpeg's test pattern encoded in real time (-re) and
// published over RTMP as a streaming app would (OBS-like settings: x264 zerolatency, a keyframe
// every second, AAC). Its progress reports (every 0.1 s: how far the output has got, read here
// with the wall clock) tell when each media time left the source (sentAt).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Source {
  process: ChildProcess;
  /**
   * Wall-clock ms (Date.now) when the source had sent media up to `mediaMs`, interpolated
   * between the two progress reports around it; null when no report has passed it yet.
   */
  sentAt(mediaMs: number): number | null;
  stop(): Promise<void>;
}

export function startSource(opts: {
  rtmpUrl: string;
  size: string;
  fps: number;
  seconds: number;
}): Source {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
    ...['-stats_period', '0.1', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${opts.size}:rate=${opts.fps}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(opts.seconds)],
    ...['-c:v', 'libx264', '-preset', 'superfast', '-tune', 'zerolatency'],
    ...['-g', String(opts.fps), '-b:v', '1200k', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-f', 'flv', opts.rtmpUrl],
  ];
  const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const reports: { wall: number; outMs: number }[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    const m = /^out_time_us=(\d+)$/.exec(line);
    if (!m) return;
    const outMs = Number(m[1]) / 1000;
    if (outMs <= 0) return;
    if (outMs > (reports.at(-1)?.outMs ?? 0)) reports.push({ wall: Date.now(), outMs });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const guard = () => child.kill('SIGKILL');
  process.once('exit', guard);
  return {
    process: child,
    sentAt: (mediaMs) => {
      const i = reports.findIndex((r) => r.outMs >= mediaMs);
      if (i < 0) return null;
      const after = reports[i]!;
      const before = reports[i - 1] ?? { wall: after.wall - after.outMs, outMs: 0 };
      const share = (mediaMs - before.outMs) / (after.outMs - before.outMs);
      return before.wall + share * (after.wall - before.wall);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
      process.off('exit', guard);
    },
  };
}
