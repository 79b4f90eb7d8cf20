import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './Dialog';

/**
 * "Are you sure?" before something that cannot be taken back: the question, what happens,
 * a way out (first, so Enter on an opened dialog never confirms by accident) and the action.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  loading = false,
  danger = false,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen; plain text is wrapped in a paragraph. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  loading?: boolean;
  /** Deleting or removing: the action button is red. */
  danger?: boolean;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
