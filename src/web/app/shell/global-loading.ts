// Spec §4/§9: the global spinner shows while work is in flight, and a stuck loading flag
// clears itself after 15 seconds (checked every 5 seconds). A short delay keeps quick
// requests from flashing the bar.
export const SPINNER_DELAY_MS = 300;
export const SPINNER_MAX_MS = 15_000;
export const SPINNER_CHECK_MS = 5_000;

/** Whether the bar shows, given when the current busy spell began (null = idle). */
export function spinnerVisible(busySince: number | null, now: number): boolean {
  if (busySince === null) return false;
  const elapsed = now - busySince;
  return elapsed >= SPINNER_DELAY_MS && elapsed < SPINNER_MAX_MS;
}
