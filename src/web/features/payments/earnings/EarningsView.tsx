import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { EarningsResponse } from '#contracts/payouts';
import { earningsMessages } from '#domain/earnings';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { formatMoney } from '../../../lib/format';
import { earningsCsvHref, earningsQuery } from '../../../lib/queries/earnings';
import { errorMessage } from '../../../lib/useFormSubmit';
import { arrivalText, dateIn, payoutChips } from './earnings-format';
import { EarningsRangeForm } from './EarningsRangeForm';

/** Where a chef opens or fixes their deposit account (the wizard's Finance step). */
export const FINANCE_SETTINGS_PATH = '/chef/apply?step=finance';

/** A chef's side of /accounts/payment_history: balance, earnings per order, payouts. */
export function EarningsView() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const range = from && to ? { from, to } : {};
  const earnings = useQuery(earningsQuery(range));

  const showRange = (next: { from: string; to: string }) => {
    const p = new URLSearchParams(params);
    p.set('from', next.from);
    p.set('to', next.to);
    setParams(p);
  };

  if (earnings.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading your earnings">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={88} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={56} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (earnings.isError) {
    return (
      <LoadError
        title="Could not load your earnings"
        message={errorMessage(earnings.error)}
        onRetry={() => void earnings.refetch()}
      />
    );
  }
  const data = earnings.data;
  const empty = data.orders.length === 0 && data.payouts.length === 0;
  return (
    <Stack gap="lg">
      {!data.depositAccountEnabled && (
        <Alert color="orange" title={earningsMessages.connectAccount}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{earningsMessages.connectAccountBody}</Text>
            <Button component={Link} to={FINANCE_SETTINGS_PATH} size="xs">
              Set up deposit account
            </Button>
          </Stack>
        </Alert>
      )}
      <BalanceCards balance={data.balance} />
      <EarningsRangeForm
        key={`${data.range.from}|${data.range.to}`}
        range={data.range}
        onShow={showRange}
        csvHref={earningsCsvHref(data.range)}
      />
      {empty ? (
        <EmptyState text="No earnings in these dates.">
          <Text c="dimmed" size="sm" ta="center">
            Earnings appear here when you accept an order. Choose other dates, or add dishes buyers
            can order.
          </Text>
          <Button component={Link} to="/product/list">
            Go to the business portal
          </Button>
        </EmptyState>
      ) : (
        <>
          <OrdersTable data={data} />
          <PayoutsTable data={data} />
        </>
      )}
    </Stack>
  );
}

const BALANCES = [
  { key: 'availableCents', label: 'Available', hint: 'Paid at the next payout' },
  { key: 'pendingCents', label: 'Pending', hint: 'Orders not completed yet' },
  { key: 'inTransitCents', label: 'On its way', hint: 'Sent to your bank' },
  { key: 'paidOutCents', label: 'Paid out', hint: 'Reached your bank' },
] as const;

function BalanceCards({ balance }: { balance: EarningsResponse['balance'] }) {
  return (
    <SimpleGrid component="section" aria-label="Balance" cols={{ base: 2, sm: 4 }}>
      {BALANCES.map((b) => (
        <Card key={b.key} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed" component="h2" fw={600} m={0}>
            {b.label}
          </Text>
          <Text fw={700} size="xl">
            {formatMoney(balance[b.key])}
          </Text>
          <Text size="xs" c="dimmed">
            {b.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A table that scrolls sideways on a phone, reachable by keyboard. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

const money = (cents: number) => (cents === 0 ? '—' : formatMoney(cents));

function OrdersTable({ data }: { data: EarningsResponse }) {
  const zone = data.range.timeZone;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Earnings by order
      </Title>
      {data.orders.length === 0 ? (
        <Text c="dimmed">No orders in these dates.</Text>
      ) : (
        <ScrollRegion label="Earnings by order">
          <Table striped miw={880}>
            <Table.Caption>
              Net {formatMoney(data.totals.netCents)}
              {data.totals.refundedCents !== 0 &&
                ` · refunds ${formatMoney(data.totals.refundedCents)}`}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Subtotal</Table.Th>
                <Table.Th scope="col">Discount</Table.Th>
                <Table.Th scope="col">Commission</Table.Th>
                <Table.Th scope="col">Service fee</Table.Th>
                <Table.Th scope="col">Tip share</Table.Th>
                <Table.Th scope="col">Net</Table.Th>
                <Table.Th scope="col">Refunds</Table.Th>
                <Table.Th scope="col">Payout</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.orders.map((o) => (
                <Table.Tr key={o.orderId}>
                  <Table.Td>{dateIn(o.orderedAt, zone)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/order/view/${o.orderId}`}>
                      {o.reference}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {o.foodName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatMoney(o.subtotalCents)}</Table.Td>
                  <Table.Td>{o.discountCents ? formatMoney(-o.discountCents) : '—'}</Table.Td>
                  <Table.Td>{o.commissionCents ? formatMoney(-o.commissionCents) : '—'}</Table.Td>
                  <Table.Td>{money(o.serviceFeeCents)}</Table.Td>
                  <Table.Td>{money(o.tipShareCents)}</Table.Td>
                  <Table.Td fw={700}>{formatMoney(o.netCents)}</Table.Td>
                  <Table.Td c={o.refundedCents < 0 ? 'red.9' : undefined}>
                    {money(o.refundedCents)}
                  </Table.Td>
                  <Table.Td>
                    {o.payoutStatus ? payoutChips[o.payoutStatus].label : 'Not paid out yet'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Text size="xs" c="dimmed">
        The service fee is paid by the buyer to Potluck; it is shown for reference and is not taken
        from your earnings.
      </Text>
    </Stack>
  );
}

function PayoutsTable({ data }: { data: EarningsResponse }) {
  const zone = data.range.timeZone;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Payouts
      </Title>
      {data.payouts.length === 0 ? (
        <Text c="dimmed">
          No payouts in these dates. Completed orders are paid out within 48 hours.
        </Text>
      ) : (
        <ScrollRegion label="Payouts">
          <Table striped miw={600}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Orders</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Arrival</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.payouts.map((p) => {
                const chip = payoutChips[p.status];
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{dateIn(p.createdAt, zone)}</Table.Td>
                    <Table.Td fw={700}>{formatMoney(p.amountCents)}</Table.Td>
                    <Table.Td>{p.orderCount}</Table.Td>
                    <Table.Td>
                      <Badge color={chip.color} variant="filled" radius="sm">
                        {chip.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td c={p.status === 'failed' ? 'red.9' : undefined}>
                      {arrivalText(p, zone)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {data.payouts.some((p) => p.status === 'failed') && (
        <Group gap="xs">
          <Text size="sm">A payout failed.</Text>
          <Anchor component={Link} to={FINANCE_SETTINGS_PATH} size="sm">
            Check your deposit account
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
