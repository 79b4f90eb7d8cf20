import { Link, useSearchParams } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderListItem } from '#contracts/orders';
import { pagesNeeded } from '#domain/pagination';
import { OrderCalendar, useCalendarParams } from '../../components/calendar/OrderCalendar';
import { CookingStatusSwitch } from '../../components/CookingStatusSwitch';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { formatDateTime, formatMoney } from '../../lib/format';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';
import { calendarQuery } from '../../lib/queries/calendar';
import { usePageParam } from '../../lib/use-page-param';
import {
  deliveryText,
  itemCountText,
  listCount,
  orderListLabels,
  orderListNames,
  orderStatusLabels,
  parseListParams,
  type OrderListName,
  type OrderSide,
} from './order-format';
import { useOrderCounts, useOrderList } from './orders-api';
import { useOrdersLive } from './use-orders-live';

/** /order/list (signed in): my orders; a chef also sees the orders they received. */
export function OrderListRoute() {
  return (
    <RequireAuth>
      <OrderListPage />
    </RequireAuth>
  );
}

const sideLabels: Record<OrderSide, string> = { seller: 'Received', buyer: 'My orders' };

function OrderListPage() {
  const { user } = useSession();
  const isChef = user?.profile.type === 'chef';
  const [params, setParams] = useSearchParams();
  const { side, list } = parseListParams(params, isChef);
  // The buyer's calendar of orders placed for later sits beside their three lists.
  const tab: OrderTab =
    side === 'buyer' && params.get('list') === CALENDAR_TAB ? CALENDAR_TAB : list;
  const counts = useOrderCounts();
  useOrdersLive();

  // Switching list starts at its first page.
  const choose = (next: { side?: OrderSide; list?: OrderTab }) => {
    const p = new URLSearchParams(params);
    p.set('side', next.side ?? side);
    p.set('list', next.list ?? (next.side ? 'new' : tab));
    for (const key of ['page', 'view', 'date']) p.delete(key);
    setParams(p);
  };

  const lists = <OrderLists side={side} list={tab} counts={counts.data} onList={choose} />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Orders</Title>
        {isChef && side === 'seller' && <CookingStatusSwitch />}
        {isChef ? (
          <Tabs
            value={side}
            onChange={(v) => v && choose({ side: v as OrderSide })}
            keepMounted={false}
          >
            <Tabs.List aria-label="Whose orders">
              {(['seller', 'buyer'] as const).map((s) => (
                <Tabs.Tab
                  key={s}
                  value={s}
                  rightSection={
                    s === 'seller' && counts.data && counts.data.seller.unviewed > 0 ? (
                      <Badge color="red.9" size="sm" circle={counts.data.seller.unviewed < 10}>
                        {counts.data.seller.unviewed}
                        <VisuallyHidden> not seen yet</VisuallyHidden>
                      </Badge>
                    ) : null
                  }
                >
                  {sideLabels[s]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {(['seller', 'buyer'] as const).map((s) => (
              <Tabs.Panel key={s} value={s} pt="md">
                {lists}
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          lists
        )}
      </Stack>
    </Container>
  );
}

const CALENDAR_TAB = 'calendar';
type OrderTab = OrderListName | typeof CALENDAR_TAB;

function OrderLists({
  side,
  list,
  counts,
  onList,
}: {
  side: OrderSide;
  list: OrderTab;
  counts: Parameters<typeof listCount>[0];
  onList: (next: { list: OrderTab }) => void;
}) {
  return (
    <Tabs
      value={list}
      onChange={(v) => v && onList({ list: v as OrderTab })}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List aria-label={side === 'seller' ? 'Received orders' : 'My orders'}>
        {orderListNames.map((name) => {
          const count = listCount(counts, side, name);
          return (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                count > 0 ? (
                  <Badge size="sm" variant="white" color="dark" circle={count < 10}>
                    {count}
                  </Badge>
                ) : null
              }
            >
              {orderListLabels[name]}
            </Tabs.Tab>
          );
        })}
        {side === 'buyer' && <Tabs.Tab value={CALENDAR_TAB}>Calendar</Tabs.Tab>}
      </Tabs.List>
      {orderListNames.map((name) => (
        <Tabs.Panel key={name} value={name} pt="md">
          <OrderListPanel side={side} list={name} />
        </Tabs.Panel>
      ))}
      {side === 'buyer' && (
        <Tabs.Panel value={CALENDAR_TAB} pt="md">
          <BuyerCalendar />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

function OrderListPanel({ side, list }: { side: OrderSide; list: OrderListName }) {
  const [page, setPage] = usePageParam();
  const query = useOrderList(side, list, page);
  if (query.isPending)
    return (
      <Stack role="status" aria-label="Loading orders" gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={92} radius="md" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <LoadError
        title="Unable to load your orders"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const { orders, total, pageSize } = query.data;
  if (orders.length === 0) return <EmptyList side={side} list={list} />;
  return (
    <Stack gap="md">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={`${orderListLabels[list]} orders`}
      >
        {orders.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} side={side} />
          </li>
        ))}
      </Stack>
      <PagePicker
        total={pagesNeeded(total, pageSize)}
        value={page}
        onChange={setPage}
        label="Order pages"
      />
    </Stack>
  );
}

/** The buyer's orders placed for later, by week or day (decision 055). */
function BuyerCalendar() {
  const { view, date, setCalendar } = useCalendarParams();
  const query = useQuery(calendarQuery('buyer', date));
  return (
    <OrderCalendar
      query={query}
      view={view}
      date={date}
      onChange={setCalendar}
      whoText={(o) => `from ${o.counterpart.name}`}
      emptyAction={
        <Button component={Link} to="/foods">
          Find food near you
        </Button>
      }
    />
  );
}

const emptyTexts: Record<OrderSide, Record<OrderListName, string>> = {
  buyer: {
    new: 'No new orders yet.',
    active: 'No orders on their way.',
    archive: 'No past orders yet.',
  },
  seller: {
    new: 'No new orders yet. They appear here the moment a customer orders.',
    active: 'No orders in progress.',
    archive: 'No finished orders yet.',
  },
};

function EmptyList({ side, list }: { side: OrderSide; list: OrderListName }) {
  return (
    <EmptyState text={emptyTexts[side][list]}>
      {side === 'buyer' && (
        <Button component={Link} to="/foods">
          Find food near you
        </Button>
      )}
    </EmptyState>
  );
}

function OrderRow({ order, side }: { order: OrderListItem; side: OrderSide }) {
  const status = orderStatusLabels[order.status];
  const unseen = side === 'seller' && order.viewedAt === null && order.status === 'new';
  const who =
    side === 'seller' ? `For ${order.counterpart.name}` : `From ${order.counterpart.name}`;
  const titleId = `order-${order.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      style={unseen ? { borderLeft: '4px solid var(--mantine-color-red-8)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/order/view/${order.id}`} fw={700} id={titleId}>
            {order.foodName ?? 'Order'}
          </Anchor>
          <Text size="sm">
            {who} · {itemCountText(order.itemCount)} · {formatMoney(order.totalCents)}
            {side === 'seller' && <> · you earn {formatMoney(order.chefEarningsCents)}</>}
          </Text>
          <Text size="sm" c="dimmed">
            Ordered {formatDateTime(order.createdAt)} ·{' '}
            {deliveryText(order.deliveryMethod, order.deliveryAt)}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Badge color={status.color} variant="filled" radius="sm">
            {status.label}
          </Badge>
          {unseen && (
            <Badge color="red.9" variant="light" radius="sm">
              Not seen yet
            </Badge>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
