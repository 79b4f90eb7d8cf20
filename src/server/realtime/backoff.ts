/**
 * Exponential backoff with jitter: attempt 0 waits about `baseMs`, each further attempt
 * doubles it up to `maxMs`; the wait is drawn from the upper half of that range so many
 * instances (or browsers) that lost the same server do not all come back at once.
 */
export function reconnectDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
