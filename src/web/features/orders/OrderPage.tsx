import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
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
import { chefDisplayName } from '#domain/chef';
import { LoadError } from '../../components/LoadError';
import { ApiError } from '../../lib/api';
import { formatDateTime, formatMoney } from '../../lib/format';
import { RequireAuth } from '../../lib/RequireAuth';
import { BuyerActions } from './BuyerActions';
import { BuyerResponseForm } from './BuyerResponseForm';
import { ChefActions } from './ChefActions';
import { DeliveryTimeForm } from './DeliveryTimeForm';
import {
  actionsFor,
  addressText,
  deliveryText,
  endedReason,
  orderStatusLabels,
  paymentText,
  reviewLinks,
} from './order-format';
import { useMarkViewed, useOrder } from './orders-api';
import { OrderTimeline } from './OrderTimeline';
import { useOrdersLive } from './use-orders-live';

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
  // The status changes while the page is open: the live event makes it read the order again.
  useOrdersLive();
  return (
    <Container size="md" py="xl">
      {query.isPending ? (
        <Stack role="status" aria-label="Loading the order">
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
            <Group>
              <Button component={Link} to="/order/list" variant="default">
                See your orders
              </Button>
            </Group>
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

/** The chef opening a new order for the first time: once, so the robot call stays off. */
function useMarkViewedOnce(order: OrderSummary) {
  const markViewed = useMarkViewed(order.id);
  const sent = useRef<string | null>(null);
  const unseen = order.viewerRole === 'seller' && order.viewedAt === null;
  useEffect(() => {
    if (!unseen || sent.current === order.id) return;
    sent.current = order.id;
    markViewed.mutate();
  }, [unseen, order.id, markViewed]);
}

function OrderView({ order }: { order: OrderSummary }) {
  useMarkViewedOnce(order);
  const status = orderStatusLabels[order.status];
  const t = order.totals;
  const isSeller = order.viewerRole === 'seller';
  const reason = endedReason(order);
  const actions = actionsFor(order);
  const reviews = reviewLinks(order);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{isSeller ? `Order from ${order.buyer.name}` : 'Your order'}</Title>
        <Badge
          color={status.color}
          variant="filled"
          size="lg"
          radius="sm"
          role="status"
          aria-label={`Status: ${status.label}`}
        >
          {status.label}
        </Badge>
      </Group>
      {reason && (
        <Alert color="red" title={`This order was ${status.label.toLowerCase()}`}>
          {reason}
        </Alert>
      )}
      <Card withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="sm">
            {isSeller ? (
              <Text>
                Customer:{' '}
                {order.buyer.publicProfile ? (
                  <Anchor component={Link} to={`/profile/${order.buyer.id}`} fw={600}>
                    {order.buyer.name}
                  </Anchor>
                ) : (
                  <strong>{order.buyer.name}</strong>
                )}
              </Text>
            ) : (
              <Text>
                From{' '}
                <Anchor component={Link} to={`/chef/${order.chef.id}`} fw={600}>
                  {chefDisplayName(order.chef)}
                </Anchor>
              </Text>
            )}
            {/* Decision 049: a conversation with the other party that names this order. */}
            <Button
              component={Link}
              to={`/messages/new?uid=${isSeller ? order.buyer.id : order.chef.id}&order=${order.id}`}
              variant="default"
              size="xs"
            >
              Message {isSeller ? order.buyer.name : chefDisplayName(order.chef)}
            </Button>
          </Group>
          <Text>{deliveryText(order.deliveryMethod, order.deliveryAt)}</Text>
          {order.deliveryAddress && <Text>To {addressText(order.deliveryAddress)}</Text>}
          {order.pickupAddress && <Text>Pick up at {addressText(order.pickupAddress)}</Text>}
          {order.deliveryMethod === 'pickup' && !isSeller && order.status === 'new' && (
            <Text size="sm" c="dimmed">
              The pickup address shows here once the chef accepts your order.
            </Text>
          )}
          {order.payment && (
            <Text>
              Paid with {paymentText(order.payment)} ({formatMoney(order.payment.amountCents)})
            </Text>
          )}
          {order.buyerResponse && !actions.includes('respond') && (
            <Text>Note from the customer: {order.buyerResponse}</Text>
          )}
          <Text size="sm" c="dimmed">
            Placed {formatDateTime(order.createdAt)} · Order {order.id}
          </Text>
          {!isSeller && (
            <Anchor component={Link} to={`/complaint/chef/${order.chef.id}?order=${order.id}`}>
              Report a problem with this order
            </Anchor>
          )}
        </Stack>
      </Card>
      {isSeller ? <ChefActions order={order} /> : <BuyerActions order={order} />}
      {reviews.length > 0 && (
        <Stack component="section" aria-labelledby="order-reviews" gap="xs">
          <Text component="h2" fw={700} size="lg" id="order-reviews">
            Reviews
          </Text>
          <Group gap="sm">
            {reviews.map((r) => (
              <Button key={r.to} component={Link} to={r.to} variant="light">
                {r.label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {actions.includes('change_delivery_time') && <DeliveryTimeForm order={order} />}
      {actions.includes('respond') && <BuyerResponseForm order={order} />}
      <OrderTimeline history={order.statusHistory} />
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
          {isSeller && (
            <>
              <Line label="Commission" cents={-t.commissionCents} />
              <Line label="You earn" cents={t.chefEarningsCents} strong />
            </>
          )}
        </Stack>
      </section>
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
