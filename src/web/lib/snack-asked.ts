// The snackbar container (App's <Snackbars>) mounts once the first snackbar is asked for, so a
// first screen with nothing to say neither loads nor renders it (decision 075). Its own module,
// so the entry chunk carries this flag and not lib/notify.

let asked = false;
const listeners = new Set<() => void>();

/** Whether a snackbar was asked for yet, for useSyncExternalStore. */
export const snackAskedFor = (): boolean => asked;

/** Calls `onFirstSnack` when the first snackbar is asked for; returns what stops listening. */
export function subscribeToFirstSnack(onFirstSnack: () => void): () => void {
  listeners.add(onFirstSnack);
  return () => listeners.delete(onFirstSnack);
}

/** lib/notify, before it shows a snackbar. */
export function markSnackAsked(): void {
  if (asked) return;
  asked = true;
  for (const listener of listeners) listener();
}
