import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { OrderSummary } from '#contracts/orders';
import { orderLoadFailedMessage } from '#domain/messages';
import { LoadError } from '../../components/LoadError';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatMoney } from '../../lib/format';
import { RequireAuth } from '../../lib/RequireAuth';
import { addressText, orderStatusLabels, paymentStatusLabels } from './order-format';
import { useOrder } from './orders-api';

/** /order/view/:order_id (signed in; the buyer or the chef of the order). */
export function OrderRoute() {
  return (
    <RequireAuth>
      <OrderPage />
    </RequireAuth>
  );
}

function OrderPage() {
  const id = useParams().order_id ?? '';
  const query = useOrder(id);
  return (
    <Container size="md" py="xl">
      {query.isPending ? (
        <Stack aria-label="Loading the order">
          <Skeleton h={36} w="50%" />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      ) : query.isError ? (
        query.error instanceof ApiError && [400, 403, 404].includes(query.error.status) ? (
          <Stack>
            <Title order={1}>Order</Title>
            <Alert color="red" role="alert">
              {orderLoadFailedMessage(id)}
            </Alert>
          </Stack>
        ) : (
          <Stack>
            <Title order={1}>Order</Title>
            <LoadError
              title={orderLoadFailedMessage(id)}
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          </Stack>
        )
      ) : (
        <OrderView order={query.data.order} />
      )}
    </Container>
  );
}

function OrderView({ order }: { order: OrderSummary }) {
  const status = orderStatusLabels[order.status];
  const t = order.totals;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Your order</Title>
        <Badge color={status.color} variant="filled" size="lg" radius="sm">
          {status.label}
        </Badge>
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text>
            From{' '}
            <Anchor component={Link} to={`/chef/${order.chef.id}`} fw={600}>
              {order.chef.businessName ?? order.chef.name}
            </Anchor>
          </Text>
          <Text>
            {order.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery'},{' '}
            {order.deliveryAt ? formatDateTime(order.deliveryAt) : 'as soon as possible'}
          </Text>
          {order.deliveryAddress && <Text>To {addressText(order.deliveryAddress)}</Text>}
          <Text size="sm" c="dimmed">
            Placed {formatDateTime(order.createdAt)} · Order {order.id}
          </Text>
        </Stack>
      </Card>
      <section aria-labelledby="order-items">
        <Title order={2} size="h3" id="order-items" mb="sm">
          Items
        </Title>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>
                    {item.quantity} × {item.dishName}
                    {item.lastCall ? ' (last call)' : ''}
                  </Text>
                  {item.modifiers.map((m) => (
                    <Text key={m.modifierId} size="sm">
                      {m.name}: {m.options.map((o) => o.name).join(', ')}
                    </Text>
                  ))}
                  {item.specialInstruction && (
                    <Text size="sm" c="dimmed">
                      Instructions: {item.specialInstruction}
                    </Text>
                  )}
                </Stack>
                <Text fw={600}>{formatMoney(item.lineTotalCents)}</Text>
              </Group>
            </li>
          ))}
        </Stack>
      </section>
      <Divider />
      <section aria-labelledby="order-totals">
        <Title order={2} size="h3" id="order-totals" mb="sm">
          Totals
        </Title>
        <Stack gap={4} component="dl" m={0}>
          <Line label="Subtotal" cents={t.subtotalCents} />
          {t.discountCents > 0 && <Line label="Discount" cents={-t.discountCents} />}
          <Line label="Service fee" cents={t.serviceFeeCents} />
          <Line label="Delivery fee" cents={t.deliveryFeeCents} />
          <Line label="Tip" cents={t.tipCents} />
          <Line label="Total" cents={t.totalCents} strong />
        </Stack>
      </section>
      {order.payment && (
        <Text>
          Payment: {formatMoney(order.payment.amountCents)},{' '}
          {paymentStatusLabels[order.payment.status] ?? order.payment.status}.
        </Text>
      )}
    </Stack>
  );
}

function Line({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text component="dt" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}
