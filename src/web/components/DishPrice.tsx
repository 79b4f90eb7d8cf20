import { Group, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '../lib/format';

/**
 * The price to pay; with a lower offer price (a last call's or a campaign's, named by
 * `dealLabel` for screen readers), the offer in red and the regular price struck through.
 */
export function DishPrice({
  priceCents,
  dealPriceCents,
  dealLabel = 'Last-call price',
}: {
  priceCents: number;
  dealPriceCents: number | null;
  dealLabel?: string;
}) {
  if (dealPriceCents === null || dealPriceCents >= priceCents)
    return <Text fw={700}>{formatMoney(priceCents)}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} c="red.8">
        <VisuallyHidden>{dealLabel} </VisuallyHidden>
        {formatMoney(dealPriceCents)}
      </Text>
      <Text size="sm" c="dimmed" td="line-through">
        <VisuallyHidden>regular price </VisuallyHidden>
        {formatMoney(priceCents)}
      </Text>
    </Group>
  );
}
