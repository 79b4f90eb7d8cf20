import { AspectRatio, Box, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { DishBadges } from '#domain/dish-status';
import { formatMoney } from '../lib/format';
import { StatusChips } from './StatusChips';
import { StarRating } from './StarRating';
import { PotIcon } from './icons';

/** Spec §9: a dish card shows at most this many characters of the name. */
export const DISH_CARD_NAME_MAX = 27;

/** Cuts text to `max` characters with an ellipsis (the full text stays in the title). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

export function formatDistance(km: number): string {
  if (!Number.isFinite(km)) return '';
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** What a dish card shows; search hits, chef pages and menus all map to it. */
export interface DishCardView {
  id: string;
  name: string;
  photoUrl: string | null;
  priceCents: number;
  /** The live last-call price, else null. */
  lastCallPriceCents: number | null;
  /** `average` null or `count` 0: nobody rated it yet. */
  rating: { average: number | null; count: number };
  badges: DishBadges;
  /** Shown as "by …" where the list mixes chefs (search). */
  chefName?: string | null;
  /** Shown where the list is around a place (search). */
  distanceKm?: number;
}

/** A dish in a grid: photo, name, price (and last-call price), rating, badges. */
export function DishCard({ dish }: { dish: DishCardView }) {
  const { chefName, distanceKm } = dish;
  const deal = dish.lastCallPriceCents !== null && dish.lastCallPriceCents < dish.priceCents;
  return (
    <Card
      component={Link}
      to={`/dish/${dish.id}`}
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      aria-label={dish.name}
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {dish.photoUrl ? (
            <Image src={dish.photoUrl} alt="" loading="lazy" />
          ) : (
            <Box
              bg="var(--mantine-color-orange-light)"
              c="orange"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center' }}
            >
              <PotIcon size={48} />
            </Box>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} title={dish.name} lineClamp={1}>
          {truncate(dish.name, DISH_CARD_NAME_MAX)}
        </Text>
        {chefName && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            by {chefName}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            {deal ? (
              <>
                <Text fw={700} c="red.8">
                  {formatMoney(dish.lastCallPriceCents ?? dish.priceCents)}
                </Text>
                <Text size="sm" c="dimmed" td="line-through">
                  <VisuallyHidden>was </VisuallyHidden>
                  {formatMoney(dish.priceCents)}
                </Text>
              </>
            ) : (
              <Text fw={700}>{formatMoney(dish.priceCents)}</Text>
            )}
          </Group>
          {distanceKm !== undefined && (
            <Text size="sm" c="dimmed">
              {formatDistance(distanceKm)}
            </Text>
          )}
        </Group>
        <StarRating
          average={dish.rating.count ? dish.rating.average : null}
          count={dish.rating.count}
          size={14}
        />
        <StatusChips badges={dish.badges} />
      </Stack>
    </Card>
  );
}
