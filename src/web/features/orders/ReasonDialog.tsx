import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { ORDER_REASON_MAX } from '#contracts/orders';
import { Dialog } from '../../components/Dialog';
import { charactersLeft } from './order-format';

/**
 * A confirmation that may ask for a reason (the chef's reject and cancel need one; the buyer's
 * cancel does not). The reason is shown to the other party.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  children,
  reasonLabel,
  confirmLabel,
  keepLabel,
  pending,
  error,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Omitted: no reason is asked. */
  reasonLabel?: string;
  confirmLabel: string;
  keepLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reasonLabel && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reasonLabel ? reason.trim() : undefined);
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {children}
        {reasonLabel && (
          <Textarea
            label={reasonLabel}
            required
            autosize
            minRows={3}
            maxLength={ORDER_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            description={charactersLeft(reason, ORDER_REASON_MAX)}
            error={missing ? 'Give a reason: the customer sees it.' : undefined}
            data-autofocus
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button color="red.8" onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
