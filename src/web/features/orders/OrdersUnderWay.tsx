import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';
import { orderStatusLabels } from './order-format';
import type { DrawerOrder } from './orders-api';

const MAX_SHOWN = 5;

/** "Active orders" of the notifications drawer (spec §2): each a link to its page. */
export function OrdersUnderWay({
  orders,
  onNavigate,
}: {
  orders: DrawerOrder[];
  onNavigate: () => void;
}) {
  if (orders.length === 0) return null;
  // Newest first, whichever side they are on.
  const shown = [...orders]
    .sort((a, b) => Date.parse(b.order.createdAt) - Date.parse(a.order.createdAt))
    .slice(0, MAX_SHOWN);
  return (
    <Stack component="section" aria-labelledby="drawer-orders" gap="xs">
      <Text component="h3" size="sm" fw={700} id="drawer-orders">
        Active orders
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map(({ order, side }) => {
          const status = orderStatusLabels[order.status];
          const unseen = side === 'seller' && order.viewedAt === null;
          return (
            <li key={`${side}-${order.id}`}>
              <Paper withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={`/order/view/${order.id}`}
                      onClick={onNavigate}
                      fw={600}
                      size="sm"
                    >
                      {order.foodName ?? 'Order'}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {side === 'seller'
                        ? `Received from ${order.counterpart.name}`
                        : `From ${order.counterpart.name}`}{' '}
                      · {formatMoney(order.totalCents)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Badge color={status.color} variant="filled" radius="sm" size="sm">
                      {status.label}
                    </Badge>
                    {unseen && (
                      <Badge color="red.9" variant="light" radius="sm" size="sm">
                        Not seen yet
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Paper>
            </li>
          );
        })}
      </Stack>
      <Anchor component={Link} to="/order/list" onClick={onNavigate} size="sm">
        See all orders
      </Anchor>
    </Stack>
  );
}
