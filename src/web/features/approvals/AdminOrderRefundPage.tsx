import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { REFUND_REASON_MAX, type AdminOrderMoney } from '#contracts/adminmoney';
import { formatUsd } from '#domain/fees';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import { notifyMessage } from '../../lib/notify';
import { adminMoneyKey, adminOrderQuery, refundOrder } from '../../lib/queries/admin-money';
import { errorMessage, submitErrorView } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { AdminMoneyFrame } from './AdminMoneyFrame';
import {
  amountCentsOf,
  emptyRefundForm,
  refundFormSchema,
  refundRequestBody,
  type RefundFormValues,
} from './refund-form-values';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function AdminOrderRefundRoute() {
  return (
    <RequireAdmin>
      <AdminOrderRefundPage />
    </RequireAdmin>
  );
}

/** Look an order up by id, read its money, refund all or part of it with a reason. */
function AdminOrderRefundPage() {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const [typed, setTyped] = useState(orderId);
  return (
    <AdminMoneyFrame title="Refund an order">
      <form
        role="search"
        aria-label="Find an order"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) setParams({ order: typed.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Order id"
            description="The order's id, as in its address /order/view/…"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" disabled={!typed.trim()}>
            Look up
          </Button>
        </Group>
      </form>
      {orderId ? (
        <OrderMoney key={orderId} orderId={orderId} />
      ) : (
        <EmptyState text="Enter an order id to see its money and refund it." />
      )}
    </AdminMoneyFrame>
  );
}

const statusColors: Record<string, string> = {
  succeeded: 'teal.9',
  pending: 'gray.8',
  failed: 'red.9',
};

function OrderMoney({ orderId }: { orderId: string }) {
  const order = useQuery(adminOrderQuery(orderId));
  const [done, setDone] = useState<string | null>(null);
  if (order.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading the order">
        <Skeleton height={120} />
        <Skeleton height={160} />
      </Stack>
    );
  if (order.isError)
    return (
      <LoadError
        title="The order could not be loaded"
        message={errorMessage(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  const o = order.data.order;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-money">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} id="order-money" size="h3">
              {o.foodName ?? 'Order'} · #{o.orderId.slice(0, 8)}
            </Title>
            <Badge variant="outline" color="gray.8" radius="sm">
              {o.status}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Fact label="Chef">
              <Anchor component={Link} to={`/admin/money/chefs/${o.chef.id}`}>
                {o.chef.name}
              </Anchor>
            </Fact>
            <Fact label="Buyer">
              {o.buyer.name}
              {o.buyer.email ? ` (${o.buyer.email})` : ''}
            </Fact>
            <Fact label="Ordered">{formatDateTime(o.createdAt)}</Fact>
            <Fact label="Order total">{formatUsd(o.totalCents)}</Fact>
            <Fact label="Charged to the card">{formatUsd(o.capturedCents)}</Fact>
            <Fact label="Refunded so far">{formatUsd(o.refundedCents)}</Fact>
            <Fact label="Left to refund">
              <strong>{formatUsd(o.refundableCents)}</strong>
            </Fact>
          </SimpleGrid>
        </Stack>
      </Paper>
      {done && (
        <Alert color="teal" title="Refund done" role="status">
          {done}
        </Alert>
      )}
      <RefundForm order={o} onDone={setDone} />
      <Refunds order={o} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

const newKey = () => `admin-refund-${crypto.randomUUID()}`;

function RefundForm({ order, onDone }: { order: AdminOrderMoney; onDone: (m: string) => void }) {
  const qc = useQueryClient();
  const form = useForm<RefundFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyRefundForm,
    validate: validateWith(refundFormSchema(order.refundableCents)),
  });
  const [confirming, setConfirming] = useState<RefundFormValues | null>(null);
  // One key per refund the admin means: a retry after a lost answer refunds once.
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: (values: RefundFormValues) =>
      refundOrder(order.orderId, refundRequestBody(values), key),
    onSuccess: async (data) => {
      setConfirming(null);
      setKey(newKey());
      form.reset();
      onDone(data.message);
      notifyMessage(data.message);
      qc.setQueryData(adminOrderQuery(order.orderId).queryKey, { order: data.order });
      await qc.invalidateQueries({ queryKey: adminMoneyKey });
    },
    onError: (err) => {
      setConfirming(null);
      const view = submitErrorView(err, 'with-message');
      if (view.fields.amountCents) form.setFieldError('amount', view.fields.amountCents);
      if (view.fields.reason) form.setFieldError('reason', view.fields.reason);
      setError(view.message);
    },
  });

  if (order.capturedCents === 0)
    return (
      <EmptyState text="Nothing to refund: this order's card was never charged.">
        <Text size="sm">A card is charged when the chef accepts the order.</Text>
      </EmptyState>
    );
  if (order.refundableCents === 0)
    return <EmptyState text="This order has been refunded in full." />;

  const amountFor = (v: RefundFormValues) =>
    formatUsd(amountCentsOf(v.amount) ?? order.refundableCents);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="refund-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          setConfirming(values);
        })}
      >
        <Stack gap="md">
          <Title order={2} id="refund-title" size="h3">
            Refund
          </Title>
          <FormError error={error} />
          <NumberInput
            label="Amount to refund ($)"
            description={`Leave empty to refund everything left: ${formatUsd(order.refundableCents)}.`}
            min={0}
            decimalScale={2}
            fixedDecimalScale={false}
            allowNegative={false}
            hideControls
            key={form.key('amount')}
            {...form.getInputProps('amount')}
          />
          <Textarea
            label="Reason"
            description="The buyer and the chef see it."
            required
            autosize
            minRows={2}
            maxLength={REFUND_REASON_MAX}
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red.9">
              Refund…
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Refund this order?"
        confirmLabel={confirming ? `Refund ${amountFor(confirming)}` : 'Refund'}
        onConfirm={() => confirming && refund.mutate(confirming)}
        loading={refund.isPending}
        danger
      >
        {confirming
          ? `${amountFor(confirming)} goes back to ${order.buyer.name}'s card and comes off ${order.chef.name}'s balance. Both are told. This cannot be undone.`
          : ''}
      </ConfirmDialog>
    </Paper>
  );
}

function Refunds({ order }: { order: AdminOrderMoney }) {
  if (order.refunds.length === 0) return <Text c="dimmed">No refunds yet.</Text>;
  return (
    <Stack gap="xs" component="section" aria-labelledby="refunds-title">
      <Title order={2} id="refunds-title" size="h3">
        Refunds
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Amount</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                <Table.Td>{formatUsd(r.amountCents)}</Table.Td>
                <Table.Td>
                  <Badge variant="filled" radius="sm" color={statusColors[r.status] ?? 'gray.8'}>
                    {r.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
