// What every bench script does the same way: print a line, wait, name the machine's load
// average beside each figure (a rate means little without it), pick a percentile, and exit on
// Ctrl-C or SIGTERM so the child processes they start (servers, ffmpeg) go with them.
import { loadavg } from 'node:os';

export const log = (line: string) => console.log(line);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "load average 0.52, 0.31, 0.20": the 1, 5 and 15 minute figures. */
export const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** The p-th percentile (nearest rank) of values in any order; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Stopped from outside: exit, so the children a bench started are killed with it. */
export function exitOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(130));
}
