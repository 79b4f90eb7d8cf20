import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { MoneySummary } from '#contracts/adminmoney';
import { formatUsd } from '#domain/fees';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { moneySummaryQuery } from '../../lib/queries/admin-money';
import { errorMessage } from '../../lib/useFormSubmit';
import { AdminMoneyFrame } from './AdminMoneyFrame';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function AdminMoneySummaryRoute() {
  return (
    <RequireAdmin>
      <AdminMoneySummaryPage />
    </RequireAdmin>
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The platform's money on one UTC day, from the ledger, and whether the ledger reconciles. */
function AdminMoneySummaryPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && ISO_DAY.test(asked) ? asked : todayUtc();
  const [typed, setTyped] = useState(date);
  const summary = useQuery(moneySummaryQuery(date));
  return (
    <AdminMoneyFrame title="Money">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Day (UTC)"
          value={typed}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setTyped(value);
            if (ISO_DAY.test(value)) setParams({ date: value });
          }}
          description="Figures are for entries posted on this day, in UTC."
        />
      </Group>
      {summary.isPending && (
        <Stack gap="sm" role="status" aria-label="Loading the day's figures">
          <Skeleton height={90} />
          <Skeleton height={90} />
        </Stack>
      )}
      {summary.isError && (
        <LoadError
          title="The day's figures could not be loaded"
          message={errorMessage(summary.error)}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.data && <Figures summary={summary.data.summary} />}
    </AdminMoneyFrame>
  );
}

function Figures({ summary: s }: { summary: MoneySummary }) {
  const quiet =
    s.capturesCount === 0 &&
    s.refundsCount === 0 &&
    s.payoutsCreatedCount === 0 &&
    s.payoutsPaidCount === 0 &&
    s.payoutsFailedCount === 0;
  return (
    <Stack gap="lg">
      <Reconciliation summary={s} />
      {quiet ? (
        <EmptyState text="No money moved on this day.">
          <Text size="sm">Pick another day above.</Text>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Figure label="Gross sales" value={s.grossSalesCents}>
            {s.capturesCount} {s.capturesCount === 1 ? 'order' : 'orders'} charged
          </Figure>
          <Figure label="Platform fees" value={s.platformFeesCents}>
            Commission and service fees, net of refunds
          </Figure>
          <Figure label="Chef earnings" value={s.chefEarningsCents}>
            Net of refunds
          </Figure>
          <Figure label="Tips to chefs" value={s.tipsChefCents} />
          <Figure label="Tips to couriers" value={s.tipsCourierCents} />
          <Figure label="Delivery fees" value={s.deliveryFeesCents} />
          <Figure label="Refunds" value={s.refundsCents}>
            {s.refundsCount} {s.refundsCount === 1 ? 'refund' : 'refunds'}
          </Figure>
          <Figure label="Payouts created" value={s.payoutsCreatedCents}>
            {s.payoutsCreatedCount} {s.payoutsCreatedCount === 1 ? 'payout' : 'payouts'}
          </Figure>
          <Figure label="Payouts paid" value={s.payoutsPaidCents}>
            {s.payoutsPaidCount} reached the bank
            {s.payoutsFailedCount > 0 &&
              `; ${s.payoutsFailedCount} failed (${formatUsd(s.payoutsFailedCents)})`}
          </Figure>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: number;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" component="h2" m={0} fw={500}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {formatUsd(value)}
      </Text>
      {children && (
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      )}
    </Paper>
  );
}

function Reconciliation({ summary }: { summary: MoneySummary }) {
  const r = summary.reconciliation;
  if (r.balanced)
    return (
      <Alert color="teal" title="The ledger reconciles">
        Payments, refunds, orders and payouts all match the ledger.
      </Alert>
    );
  return (
    <Alert color="red" title="The ledger does not reconcile" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {r.differences.length} {r.differences.length === 1 ? 'difference' : 'differences'} between
          the ledger and the records:
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Check</Table.Th>
                <Table.Th scope="col">Reference</Table.Th>
                <Table.Th scope="col">Expected</Table.Th>
                <Table.Th scope="col">Ledger</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.differences.map((d) => (
                <Table.Tr key={`${d.check}:${d.reference}`}>
                  <Table.Td>{d.check}</Table.Td>
                  <Table.Td>{d.reference}</Table.Td>
                  <Table.Td>{formatUsd(d.expectedCents)}</Table.Td>
                  <Table.Td>{formatUsd(d.ledgerCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}
