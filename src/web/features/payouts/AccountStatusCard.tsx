import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { PayoutAccount } from '#contracts/payouts';

const statusText: Record<PayoutAccount['status'], { label: string; color: string }> = {
  none: { label: 'Not set up', color: 'gray.8' },
  pending: { label: 'Pending', color: 'blue.9' },
  enabled: { label: 'Payouts enabled', color: 'teal.9' },
  failed: { label: 'Needs attention', color: 'red.9' },
};

/** The deposit account as the provider sees it: status, bank and last four digits. */
export function AccountStatusCard({ account }: { account: PayoutAccount }) {
  const status = statusText[account.status];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Deposit account</Text>
          <Badge color={status.color} variant="filled" radius="sm">
            {status.label}
          </Badge>
        </Group>
        {account.bankName || account.last4 ? (
          <Text>
            {account.bankName ?? 'Bank account'}
            {account.last4 ? ` ending in ${account.last4}` : ''}
          </Text>
        ) : (
          <Text c="dimmed">No bank account on file yet.</Text>
        )}
        {account.requirement && (
          <Text c="red.9" role="status">
            {account.requirement}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
