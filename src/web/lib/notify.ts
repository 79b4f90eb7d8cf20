import { notifications } from '@mantine/notifications';

// Snackbars per spec §8: errors stay 6 seconds in red, messages 10 seconds.
export function notifyError(message: string, title?: string): void {
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: 6_000,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

export function notifyMessage(message: string, title?: string): void {
  notifications.show({
    color: 'teal',
    title,
    message,
    autoClose: 10_000,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}
