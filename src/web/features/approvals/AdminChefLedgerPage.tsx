import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AdminPayout, ChefLedgerResponse } from '#contracts/adminmoney';
import { formatUsd } from '#domain/fees';
import { pagesNeeded } from '#domain/pagination';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { formatDate, formatDateTime } from '../../lib/format';
import { notifyMessage } from '../../lib/notify';
import { adminMoneyKey, chefLedgerQuery, retryFailedPayout } from '../../lib/queries/admin-money';
import { errorMessage } from '../../lib/useFormSubmit';
import { AdminMoneyFrame } from './AdminMoneyFrame';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function AdminChefLedgerRoute() {
  return (
    <RequireAdmin>
      <AdminChefLedgerPage />
    </RequireAdmin>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountLabels: Record<string, string> = {
  buyer_payments: 'Buyer payments',
  refunds: 'Refunds',
  chef_payable: 'Owed to the chef',
  platform_fees: 'Platform fees',
  courier_share: 'Courier share',
  tips_payable: 'Courier tips',
  coupon_funding: 'Coupon funding',
  credits: 'Credits',
  payouts_in_transit: 'Payouts on their way',
  paid_out: 'Paid out',
};

const kindLabels: Record<string, string> = {
  capture: 'Card charged',
  refund: 'Refund',
  payout_created: 'Payout sent',
  payout_paid: 'Payout arrived',
  payout_failed: 'Payout failed',
  credit_granted: 'Credit granted',
  credit_expired: 'Credit expired',
  reversal: 'Reversal',
};

const payoutColors: Record<AdminPayout['status'], string> = {
  pending: 'gray.8',
  in_transit: 'blue.9',
  paid: 'teal.9',
  failed: 'red.9',
};
const payoutLabels: Record<AdminPayout['status'], string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
};

/** A chef's ledger by id: balances, payouts (a failed one can be retried), entries. */
function AdminChefLedgerPage() {
  const { chefId = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(chefId);
  const [error, setError] = useState<string | null>(null);
  return (
    <AdminMoneyFrame title="Chef ledger">
      <form
        role="search"
        aria-label="Find a chef's ledger"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const id = typed.trim();
          if (!UUID.test(id)) {
            setError('Enter a chef id: 36 characters such as 1a2b3c4d-….');
            return;
          }
          setError(null);
          void navigate(`/admin/money/chefs/${id}`);
        }}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Chef id"
            description="From the chef's approval page or an order"
            value={typed}
            error={error}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 45 }}>
            Look up
          </Button>
        </Group>
      </form>
      {UUID.test(chefId) ? (
        <Ledger key={chefId} chefId={chefId} />
      ) : (
        <EmptyState text="Enter a chef id to see their ledger and payouts.">
          <Anchor component={Link} to="/admin/approvals?status=approved">
            Find a chef among the approved applications
          </Anchor>
        </EmptyState>
      )}
    </AdminMoneyFrame>
  );
}

function Ledger({ chefId }: { chefId: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.min(4, Math.max(1, Number(params.get('page')) || 1));
  const ledger = useQuery({ ...chefLedgerQuery(chefId, page), placeholderData: keepPreviousData });
  if (ledger.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading the ledger">
        <Skeleton height={100} />
        <Skeleton height={200} />
      </Stack>
    );
  if (ledger.isError)
    return (
      <LoadError
        title="The ledger could not be loaded"
        message={errorMessage(ledger.error)}
        onRetry={() => void ledger.refetch()}
      />
    );
  const l = ledger.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {l.chef.name}
        </Title>
        <Anchor component={Link} to={`/admin/approvals/${chefId}`}>
          Application
        </Anchor>
      </Group>
      <Balances ledger={l} />
      <Payouts chefId={chefId} payouts={l.payouts} payoutStatus={l.chef.payoutStatus} />
      <Entries ledger={l} />
      {l.entriesTotal > l.pageSize && (
        <PagePicker
          total={Math.min(4, pagesNeeded(l.entriesTotal, l.pageSize))}
          value={page}
          onChange={(p) => setParams({ page: String(p) })}
          label="Ledger entry pages"
        />
      )}
    </Stack>
  );
}

function Balances({ ledger }: { ledger: ChefLedgerResponse }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="balances-title">
      <Stack gap="sm">
        <Title order={3} id="balances-title" size="h4">
          Balances
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Text size="sm">
            <Text span c="dimmed">
              Available for the next payout:{' '}
            </Text>
            {formatUsd(ledger.availableCents)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Pending on running orders:{' '}
            </Text>
            {formatUsd(ledger.pendingCents)}
          </Text>
        </SimpleGrid>
        {ledger.balances.length === 0 ? (
          <Text size="sm" c="dimmed">
            No money has moved for this chef yet.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {ledger.balances.map((b) => (
              <List.Item key={b.account}>
                {accountLabels[b.account] ?? b.account}: {formatUsd(b.balanceCents)}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

function Payouts({
  chefId,
  payouts,
  payoutStatus,
}: {
  chefId: string;
  payouts: AdminPayout[];
  payoutStatus: ChefLedgerResponse['chef']['payoutStatus'];
}) {
  const qc = useQueryClient();
  const [retrying, setRetrying] = useState<AdminPayout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: (payoutId: string) => retryFailedPayout(payoutId),
    onSuccess: async (data) => {
      setRetrying(null);
      setError(null);
      notifyMessage(data.message);
      await qc.invalidateQueries({ queryKey: [...adminMoneyKey, 'ledger', chefId] });
    },
    onError: (err) => {
      setRetrying(null);
      setError(errorMessage(err));
    },
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="payouts-title">
      <Title order={3} id="payouts-title" size="h4">
        Payouts
      </Title>
      <Text size="sm" c="dimmed">
        Deposit account: {payoutStatus === 'none' ? 'not set up' : payoutStatus}
      </Text>
      {error && (
        <Alert color="red" role="alert" title="The payout was not retried">
          {error}
        </Alert>
      )}
      {payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payouts yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Arrival</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                  <Table.Td>{formatUsd(p.amountCents)}</Table.Td>
                  <Table.Td>
                    <Badge variant="filled" radius="sm" color={payoutColors[p.status]}>
                      {payoutLabels[p.status]}
                    </Badge>
                    {p.failureMessage && <Text size="xs">{p.failureMessage}</Text>}
                  </Table.Td>
                  <Table.Td>{p.arrivalDate ? formatDate(p.arrivalDate) : '—'}</Table.Td>
                  <Table.Td>
                    {p.canRetry ? (
                      <Button size="xs" variant="default" onClick={() => setRetrying(p)}>
                        Retry
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={retrying !== null}
        onClose={() => setRetrying(null)}
        title="Retry this payout?"
        confirmLabel="Retry the payout"
        onConfirm={() => retrying && retry.mutate(retrying.id)}
        loading={retry.isPending}
      >
        {retrying
          ? `The payout provider is asked whether the chef's deposit account works now; if it does, ${formatUsd(retrying.amountCents)} and anything else available is paid at once.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

function Entries({ ledger }: { ledger: ChefLedgerResponse }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="entries-title">
      <Title order={3} id="entries-title" size="h4">
        Entries
      </Title>
      {ledger.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No ledger entries{ledger.page > 1 ? ' on this page' : ' yet'}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Caption>
              Newest first; {ledger.entriesTotal} in all (the latest 200 can be paged through)
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Posted</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Lines</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.postedAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {kindLabels[e.kind] ?? e.kind}
                    </Text>
                    {e.orderId && (
                      <Anchor
                        component={Link}
                        to={`/admin/money/orders?order=${e.orderId}`}
                        size="xs"
                      >
                        Order #{e.orderId.slice(0, 8)}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <List size="xs" spacing={0}>
                      {e.lines.map((line, i) => (
                        <List.Item key={i}>
                          {accountLabels[line.account] ?? line.account}
                          {line.partyId === ledger.chef.id ? ' (this chef)' : ''}:{' '}
                          {formatUsd(line.amountCents)}
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
