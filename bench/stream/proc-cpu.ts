// CPU time of the server and of its ffmpeg children over a bench:stream run, read from /proc
// (Linux): sampled every second so an ffmpeg that starts or ends within the run is counted.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function stat(pid: number): { comm: string; cpuSeconds: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { comm, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) out.push(...text.split(' ').map(Number));
    }
  } catch {
    // Gone.
  }
  return out;
}

/** Samples the server's and its ffmpeg children's CPU seconds until stop(). */
export function trackCpu(serverPid: number) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const kind = new Map<number, 'server' | 'ffmpeg'>();
  let initial = true;
  const sample = () => {
    const server = stat(serverPid);
    if (server) note(serverPid, 'server', server.cpuSeconds);
    for (const pid of childrenOf(serverPid)) {
      const s = stat(pid);
      if (s && s.comm === 'ffmpeg') note(pid, 'ffmpeg', s.cpuSeconds);
    }
  };
  const note = (pid: number, k: 'server' | 'ffmpeg', seconds: number) => {
    // A child first seen after the first sample started within the run: it counts from 0.
    if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
    kind.set(pid, k);
    last.set(pid, seconds);
  };
  sample();
  initial = false;
  const started = performance.now();
  const timer = setInterval(sample, 1000);
  return {
    /** CPU % of one core over the run (100 = one core busy), per kind. */
    stop(): { server: number; ffmpeg: number } {
      clearInterval(timer);
      sample();
      const wall = (performance.now() - started) / 1000;
      const spent = { server: 0, ffmpeg: 0 };
      for (const [pid, end] of last) spent[kind.get(pid)!] += end - (first.get(pid) ?? 0);
      return {
        server: (spent.server / wall) * 100,
        ffmpeg: (spent.ffmpeg / wall) * 100,
      };
    },
  };
}
