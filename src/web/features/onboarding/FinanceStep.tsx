import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CommissionStructure, PayoutAccountStatus } from '#contracts/payouts';
import { COMMISSION_CHOICES } from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { notifyMessage } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import { connectPayouts, useCompleteStep, useFinance, useSaveFinance } from './onboarding-api';
import { StepActions } from './StepActions';

const statusText: Record<PayoutAccountStatus, { label: string; color: string }> = {
  none: { label: 'Not set up', color: 'gray' },
  pending: { label: 'Setup not finished', color: 'yellow' },
  enabled: { label: 'Ready for payouts', color: 'teal' },
  failed: { label: 'Refused', color: 'red' },
};

export function FinanceStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const finance = useFinance();
  const save = useSaveFinance();
  const complete = useCompleteStep();
  const [commission, setCommission] = useState<CommissionStructure | null>(null);
  const [connecting, setConnecting] = useState(false);
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
              <Badge color={status.color} variant="light">
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
            <Button
              variant={account.status === 'enabled' ? 'default' : 'filled'}
              onClick={() => void connect()}
              loading={connecting}
              w="fit-content"
            >
              {account.status === 'enabled' ? 'Update deposit account' : 'Set up deposit account'}
            </Button>
          </Stack>
        </Card>
      )}
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
