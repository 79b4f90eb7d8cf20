import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { formatMoney, formatTime } from '../../../lib/format';

/** The price per unit; during a last call, the reduced price beside the regular one. */
export function DishPriceLine({ dish }: { dish: DishDetail }) {
  const unit = dish.priceUnit ? ` / ${dish.priceUnit}` : '';
  if (dish.lastCallPriceCents !== null) {
    return (
      <Stack gap={2}>
        <Group gap="sm" align="baseline">
          <Text size="xl" fw={700} c="orange">
            <VisuallyHidden>Last call price </VisuallyHidden>
            {formatMoney(dish.lastCallPriceCents)}
            {unit}
          </Text>
          <Text c="dimmed" td="line-through">
            <VisuallyHidden>Regular price </VisuallyHidden>
            {formatMoney(dish.priceCents)}
          </Text>
          <Badge color="red.9" variant="filled" radius="sm">
            Last call
          </Badge>
        </Group>
        {dish.lastCallEndsAt && (
          <Text size="sm" c="dimmed">
            Last call ends at {formatTime(dish.lastCallEndsAt)}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Text size="xl" fw={700}>
      {formatMoney(dish.priceCents)}
      {unit}
    </Text>
  );
}
