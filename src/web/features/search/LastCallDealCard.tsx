import {
  AspectRatio,
  Badge,
  Box,
  Card,
  Group,
  Image,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { LastCallDeal } from '#contracts/lastcall';
import { dishBadgeLabels, UNLIMITED } from '#domain/dish-status';
import { timeLeftLabel } from '#domain/last-call';
import { DISH_CARD_NAME_MAX, formatDistance, truncate } from '../../components/DishCard';
import { PotIcon } from '../../components/icons';
import { formatMoney, formatTime } from '../../lib/format';

function portionsLeft(amountLeft: number): string {
  if (amountLeft === UNLIMITED) return 'Plenty left';
  return `${amountLeft} left`;
}

/** One last-call deal: photo, name, chef, last-call price over the struck regular price, time left. */
export function LastCallDealCard({ deal, now }: { deal: LastCallDeal; now: Date }) {
  const chefName = deal.chef.businessName ?? deal.chef.name;
  return (
    <Card component={Link} to={`/dish/${deal.dishId}`} withBorder radius="md" padding="sm" h="100%">
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          {deal.photoUrl ? (
            <Image src={deal.photoUrl} alt="" loading="lazy" />
          ) : (
            <Box
              bg="var(--mantine-color-orange-light)"
              c="orange"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center' }}
            >
              <PotIcon size={40} />
            </Box>
          )}
        </AspectRatio>
        <Badge color="red.9" variant="filled" radius="sm" pos="absolute" top={8} left={8} size="lg">
          {deal.offPercent}% off
        </Badge>
      </Card.Section>
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
          <Group gap={6} wrap="nowrap">
            <Text fw={700} c="red.8">
              <VisuallyHidden>Last-call price </VisuallyHidden>
              {formatMoney(deal.lastCallPriceCents)}
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              <VisuallyHidden>regular price </VisuallyHidden>
              {formatMoney(deal.priceCents)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDistance(deal.distanceKm)}
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
      </Stack>
    </Card>
  );
}
