// Snackbars per spec §8: errors stay 6 seconds in red, messages 10 seconds. The notifications
// package loads on first use, not with the first screen (the home route's size budget): its
// store lives in the module, so a snackbar shown before <Snackbars> mounts appears when it does.
import { markSnackAsked } from './snack-asked';

type Snack = { color: string; title?: string; message: string; autoClose: number };

function show(snack: Snack): void {
  markSnackAsked();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ ...snack, closeButtonProps: { 'aria-label': 'Close' } }),
  );
}

export function notifyError(message: string, title?: string): void {
  show({ color: 'red', title, message, autoClose: 6_000 });
}

export function notifyMessage(message: string, title?: string): void {
  show({ color: 'teal', title, message, autoClose: 10_000 });
}
