import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OrderSummary } from '#contracts/orders';
import { CheckCircleIcon } from '../../components/icons';
import { formatDateTime } from '../../lib/format';
import { orderTimeline } from './order-format';

/** Each status the order went through, oldest first; the current one stands out. */
export function OrderTimeline({ history }: { history: OrderSummary['statusHistory'] }) {
  const entries = orderTimeline(history);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="order-timeline">
      <Title order={2} size="h3" id="order-timeline" mb="sm">
        Status history
      </Title>
      <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((e, i) => (
          <Group
            component="li"
            key={`${e.status}-${e.at}`}
            gap="sm"
            wrap="nowrap"
            align="stretch"
            aria-current={e.current ? 'step' : undefined}
          >
            <Stack gap={0} align="center">
              <ThemeIcon
                size={22}
                radius="xl"
                variant={e.current ? 'filled' : 'light'}
                aria-hidden="true"
              >
                <CheckCircleIcon size={14} />
              </ThemeIcon>
              {i < entries.length - 1 && (
                <Box
                  aria-hidden="true"
                  style={{ flex: 1, width: 2, background: 'var(--mantine-color-default-border)' }}
                />
              )}
            </Stack>
            <Stack gap={0} pb="sm">
              <Text fw={e.current ? 700 : 500}>{e.label}</Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(e.at)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
