import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SalesPeriodSummary } from '#contracts/payouts';
import { LoadError } from '../../components/LoadError';
import { formatMoney } from '../../lib/format';
import { salesSummaryQuery } from '../../lib/queries/earnings';

/** This week's and this month's sales, in the chef's own calendar (the portal's first card). */
export function SalesSummary() {
  const summary = useQuery(salesSummaryQuery());
  return (
    <Stack component="section" aria-labelledby="sales-summary-title" gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="sales-summary-title">
          Sales
        </Title>
        <Anchor component={Link} to="/accounts/payment_history" size="sm">
          Earnings and payouts
        </Anchor>
      </Group>
      {summary.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading your sales">
          <Skeleton height={110} radius="md" />
          <Skeleton height={110} radius="md" />
        </SimpleGrid>
      )}
      {summary.isError && (
        <LoadError title="Could not load your sales" onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PeriodCard title="This week" period={summary.data.week} />
          <PeriodCard title="This month" period={summary.data.month} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PeriodCard({ title, period }: { title: string; period: SalesPeriodSummary }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} component="h3" m={0} size="md">
        {title}
      </Text>
      {period.orderCount === 0 ? (
        <Text c="dimmed" size="sm">
          No orders yet. Accepted orders show here.
        </Text>
      ) : (
        <Group gap="xl" mt={4}>
          <Figure label="Orders" value={String(period.orderCount)} />
          <Figure label="Gross sales" value={formatMoney(period.grossSalesCents)} />
          <Figure label="Net earnings" value={formatMoney(period.netEarningsCents)} />
        </Group>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}
