import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CommissionStructure, PayoutAccountStatus } from '#contracts/payouts';
import { COMMISSION_CHOICES } from '#domain/onboarding';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { notifyMessage } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import {
  connectPayouts,
  useCompleteStep,
  useFinance,
  useRemovePayoutAccount,
  useSaveFinance,
} from './onboarding-api';
import { StepActions } from './StepActions';

// Filled, dark shades: they keep their contrast under a dialog's overlay too.
const statusText: Record<PayoutAccountStatus, { label: string; color: string }> = {
  none: { label: 'Not set up', color: 'gray.8' },
  pending: { label: 'Setup not finished', color: 'yellow.9' },
  enabled: { label: 'Ready for payouts', color: 'teal.9' },
  failed: { label: 'Refused', color: 'red.9' },
};

export function FinanceStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const finance = useFinance();
  const save = useSaveFinance();
  const complete = useCompleteStep();
  const [commission, setCommission] = useState<CommissionStructure | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useRemovePayoutAccount();
  const [error, setError] = useState<string | null>(null);

  const saved = finance.data?.finance.commissionStructure;
  useEffect(() => {
    if (saved && commission === null) setCommission(saved);
  }, [saved, commission]);

  const connect = async () => {
    setError(null);
    setConnecting(true);
    try {
      const { url } = await connectPayouts('/chef/apply?step=finance');
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err));
      setConnecting(false);
    }
  };

  const removeAccount = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (res) => {
        setConfirmRemove(false);
        if (res.message) notifyMessage(res.message);
      },
      onError: (err) => {
        setConfirmRemove(false);
        setError(errorMessage(err));
      },
    });
  };

  const saveAndContinue = async () => {
    setError(null);
    try {
      if (commission) {
        const res = await save.mutateAsync({ commissionStructure: commission });
        if (res.message) notifyMessage(res.message);
      }
      await complete.mutateAsync('finance');
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const account = finance.data?.finance.account;
  const status = account ? statusText[account.status] : null;

  return (
    <Stack gap="lg">
      <Title order={2}>Finance</Title>
      <FormError error={error} />
      {finance.isLoading && <Skeleton h={160} radius="md" />}
      {finance.isError && (
        <LoadError
          title="Your finance settings could not be loaded"
          message={errorMessage(finance.error)}
          onRetry={() => void finance.refetch()}
        />
      )}
      {account && status && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Deposit account
            </Title>
            <Group gap="sm">
              <Text>Status:</Text>
              <Badge color={status.color} variant="filled">
                {status.label}
              </Badge>
            </Group>
            {account.bankName && (
              <Text size="sm">
                {account.bankName}
                {account.last4 ? ` ending in ${account.last4}` : ''}
              </Text>
            )}
            {account.requirement && (
              <Text size="sm" c="dimmed">
                {account.requirement}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              We pay your earnings into this account within 48 hours. You set it up with our
              payments provider; we never see your full account number.
            </Text>
            <Group gap="sm">
              <Button
                variant={account.status === 'enabled' ? 'default' : 'filled'}
                onClick={() => void connect()}
                loading={connecting}
              >
                {account.status === 'enabled' ? 'Update deposit account' : 'Set up deposit account'}
              </Button>
              {account.status !== 'none' && (
                <Button variant="outline" color="red.9" onClick={() => setConfirmRemove(true)}>
                  Remove deposit account
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title="Remove your deposit account?"
        confirmLabel="Remove account"
        onConfirm={removeAccount}
        loading={remove.isPending}
        danger
      >
        The account is closed at our payments provider, and nothing is paid out until you connect an
        account again.
      </ConfirmDialog>
      {finance.isSuccess && (
        <Card withBorder radius="md" padding="lg">
          <Radio.Group
            label="Commission"
            description="How Potluck is paid for each order."
            value={commission ?? ''}
            onChange={(v) => setCommission(v as CommissionStructure)}
          >
            <Stack gap="xs" mt="xs">
              {COMMISSION_CHOICES.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </Stack>
          </Radio.Group>
        </Card>
      )}
      <StepActions
        onBack={onBack}
        submitting={save.isPending || complete.isPending}
        onContinue={() => void saveAndContinue()}
      />
    </Stack>
  );
}
