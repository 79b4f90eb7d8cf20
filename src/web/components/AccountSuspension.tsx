import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComplaintAccount } from '#contracts/complaints';
import { SUSPEND_REASON_MAX } from '#domain/complaints';
import { ConfirmDialog } from './ConfirmDialog';
import { FormError } from './FormError';
import { formatDateTime } from '../lib/format';
import { reinstateUser, suspendUser } from '../lib/queries/complaints';
import { errorMessage } from '../lib/useFormSubmit';

/** The record the admin decides from, named in the admin action's details. */
export type SuspensionSource = { complaintId: string } | { ticketId: string };

/**
 * One account's suspension, as the admin inboxes show it (a complaint's chef and complainer,
 * a support request's requester): the reason and the confirmed suspension, or when and why it
 * is suspended and the way back. `role` names the account on the page ("chef" reads "The chef:
 * …", "Suspend the chef…").
 */
export function AccountSuspension({
  account,
  role,
  source,
  queryKey,
  onChanged,
}: {
  account: ComplaintAccount;
  role: string;
  source: SuspensionSource;
  /** The query of the page's record, read again after a change. */
  queryKey: QueryKey;
  /** Told the sentence to show once the change is made and the record read again. */
  onChanged: (message: string) => Promise<void> | void;
}) {
  const qc = useQueryClient();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const act = async (suspend: boolean) => {
    setError(null);
    setBusy(true);
    try {
      const res = suspend
        ? await suspendUser(account.id, { reason, ...source })
        : await reinstateUser(account.id);
      setReason('');
      await qc.invalidateQueries({ queryKey });
      const cancelled =
        res.cancelledOrders > 0
          ? ` ${res.cancelledOrders} open ${res.cancelledOrders === 1 ? 'order was' : 'orders were'} cancelled and refunded.`
          : '';
      await onChanged(`${account.name}: ${res.message}${cancelled}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {`The ${role}: ${account.name}`}
        </Title>
        <FormError error={error} />
        {account.suspendedAt ? (
          <>
            <Text>
              Suspended {formatDateTime(account.suspendedAt)}: {account.suspendedReason}
            </Text>
            <Group>
              <Button variant="default" loading={busy} onClick={() => void act(false)}>
                Reinstate the {role}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Textarea
              label={`Reason to suspend the ${role}`}
              description="Recorded with the suspension. Their open orders are cancelled and refunded."
              autosize
              minRows={2}
              maxLength={SUSPEND_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <Group>
              <Button color="red.9" onClick={() => setConfirming(true)}>
                Suspend the {role}…
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Suspend ${account.name}?`}
        confirmLabel={`Suspend the ${role}`}
        onConfirm={() => void act(true)}
        loading={busy}
        danger
      >
        {account.type === 'chef'
          ? `${account.name} is signed out and cannot sign in; their page and dishes are hidden; their open orders are cancelled and the buyers' money released or refunded.`
          : `${account.name} is signed out and cannot sign in; their open orders are cancelled and their money released or refunded.`}
      </ConfirmDialog>
    </Paper>
  );
}
