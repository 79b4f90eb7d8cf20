import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LastCallDeal } from '#contracts/lastcall';
import { dishBadgeLabels, UNLIMITED } from '#domain/dish-status';
import { timeLeftLabel } from '#domain/last-call';
import { chefDisplayName } from '#domain/chef';
import { AvoidedIngredients } from '../../components/AvoidedIngredients';
import { DISH_CARD_NAME_MAX, formatDistance, truncate } from '../../components/DishCard';
import { DishPhoto } from '../../components/DishPhoto';
import { DishPrice } from '../../components/DishPrice';
import { formatTime } from '../../lib/format';

function portionsLeft(amountLeft: number): string {
  if (amountLeft === UNLIMITED) return 'Plenty left';
  return `${amountLeft} left`;
}

/**
 * One last-call deal: photo, name, chef, last-call price over the struck regular price, time
 * left, and the avoided ingredients the server marked for the person looking.
 */
export function LastCallDealCard({ deal, now }: { deal: LastCallDeal; now: Date }) {
  const chefName = chefDisplayName(deal.chef);
  return (
    <Card component={Link} to={`/dish/${deal.dishId}`} withBorder radius="md" padding="sm" h="100%">
      <DishPhoto url={deal.photoUrl} iconSize={40}>
        <Badge color="red.9" variant="filled" radius="sm" pos="absolute" top={8} left={8} size="lg">
          {deal.offPercent}% off
        </Badge>
      </DishPhoto>
      <Stack gap={4} mt="sm">
        <Text fw={700} title={deal.dishName} lineClamp={1}>
          {truncate(deal.dishName, DISH_CARD_NAME_MAX)}
        </Text>
        {chefName && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            by {chefName}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <DishPrice priceCents={deal.priceCents} dealPriceCents={deal.lastCallPriceCents} />
          <Text size="sm" c="dimmed">
            {formatDistance(deal.distanceKm, deal.distanceRounded)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} title={`Ends at ${formatTime(deal.endsAt)}`}>
            {timeLeftLabel(new Date(deal.endsAt), now)}
          </Text>
          {deal.soldOut ? (
            <Badge color="gray.8" variant="filled" radius="sm">
              {dishBadgeLabels.soldOut}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {portionsLeft(deal.amountLeft)}
            </Text>
          )}
        </Group>
        <AvoidedIngredients found={deal.avoidedIngredients} />
      </Stack>
    </Card>
  );
}
