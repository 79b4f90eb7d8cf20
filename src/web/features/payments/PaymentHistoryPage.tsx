import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  Button,
} from '@mantine/core';
import type { PaymentHistoryItem, PaymentStatus } from '#contracts/payments';
import { cardLabel } from '#domain/cards';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { formatDateTime, formatMoney } from '../../lib/format';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';
import { EarningsView } from './earnings/EarningsView';
import { usePaymentHistory } from './payments-api';

export function PaymentHistoryRoute() {
  return (
    <RequireAuth>
      <PaymentHistoryPage />
    </RequireAuth>
  );
}

/** What each state means to the buyer, and its chip colour (dark shades keep 4.5:1 contrast). */
const statusChips: Record<PaymentStatus, { label: string; color: string }> = {
  requires_authorization: { label: 'Pending', color: 'gray.8' },
  authorized: { label: 'Authorized', color: 'blue.9' },
  captured: { label: 'Paid', color: 'teal.9' },
  voided: { label: 'Cancelled', color: 'gray.8' },
  refunded: { label: 'Refunded', color: 'violet.9' },
  failed: { label: 'Declined', color: 'red.9' },
};

function PaymentHistoryPage() {
  const { user } = useSession();
  return user?.profile.type === 'chef' ? <ChefPaymentHistory /> : <BuyerPaymentHistory />;
}

/**
 * A chef's payment history: their earnings first, and what they bought themselves on a second
 * tab (?tab=purchases), exactly as a buyer sees it.
 */
function ChefPaymentHistory() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'purchases' ? 'purchases' : 'earnings';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/accounts" size="sm">
            Accounts
          </Anchor>
          <Title order={1}>Payment history</Title>
        </div>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === 'purchases') next.set('tab', 'purchases');
            else next.delete('tab');
            setParams(next);
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="earnings">Earnings</Tabs.Tab>
            <Tabs.Tab value="purchases">Purchases</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="earnings" pt="lg">
            <EarningsView />
          </Tabs.Panel>
          <Tabs.Panel value="purchases" pt="lg">
            <PurchaseList />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function BuyerPaymentHistory() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/accounts/payment" size="sm">
            Payment methods
          </Anchor>
          <Title order={1}>Payment history</Title>
        </div>
        <PurchaseList />
      </Stack>
    </Container>
  );
}

/** The card payments of the signed-in person's own orders (what a buyer has always seen). */
function PurchaseList() {
  const { data, isLoading, isError, refetch } = usePaymentHistory();
  const items = data?.items ?? [];
  return (
    <Stack gap="lg">
      {isLoading && (
        <Stack role="status" aria-busy="true" aria-label="Loading your payments">
          <Skeleton height={80} radius="md" />
          <Skeleton height={80} radius="md" />
        </Stack>
      )}

      {isError && <LoadError title="Could not load your payments" onRetry={() => void refetch()} />}

      {data && items.length === 0 && (
        <EmptyState text="No payments yet.">
          <Text c="dimmed" size="sm" ta="center">
            Payments for your orders appear here once you check out.
          </Text>
          <Button component={Link} to="/">
            Find food near you
          </Button>
        </EmptyState>
      )}

      {items.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Payments"
        >
          {items.map((p) => (
            <PaymentRow key={p.id} payment={p} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PaymentRow({ payment: p }: { payment: PaymentHistoryItem }) {
  const chip = statusChips[p.status];
  // What actually left the card: the capture (less refunds) once captured, else the hold.
  const shown = p.capturedCents > 0 ? p.capturedCents : p.amountCents;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{formatMoney(shown)}</Text>
            <Badge color={chip.color} variant="filled" radius="sm">
              {chip.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(p.createdAt)}
            {p.card ? ` · ${cardLabel(p.card.brand, p.card.last4)}` : ''}
          </Text>
          {p.refundedCents > 0 && <Text size="sm">Refunded {formatMoney(p.refundedCents)}</Text>}
          {p.status === 'failed' && p.failureMessage && (
            <Text size="sm" c="red.9">
              {p.failureMessage}
            </Text>
          )}
        </Stack>
        {p.orderId && (
          <Anchor
            component={Link}
            to={`/order/view/${p.orderId}`}
            size="sm"
            style={{ whiteSpace: 'nowrap' }}
          >
            View order
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
