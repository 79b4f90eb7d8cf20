import { useId } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DishCampaign } from '#contracts/catalog';
import type { KitchenStateView } from '#contracts/kitchen';
import { distanceText } from '#domain/chef-location';
import type { DishBadges } from '#domain/dish-status';
import { dishOffer } from '../lib/dish-offer';
import { AvoidedIngredients } from './AvoidedIngredients';
import { StatusChips } from './StatusChips';
import { StarRating } from './StarRating';
import { DishPhoto } from './DishPhoto';
import { DishPrice } from './DishPrice';
import { KitchenStatus } from './KitchenStatus';

/** Spec §9: a dish card shows at most this many characters of the name. */
export const DISH_CARD_NAME_MAX = 27;

/** Cuts text to `max` characters with an ellipsis (the full text stays in the title). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** "1.3 km"; a home chef's rounded distance reads "under 1 km" / "about 2.5 km" (decision 052). */
export function formatDistance(km: number, rounded = false): string {
  return distanceText(km, rounded);
}

/** What a dish card shows; search hits, chef pages and menus all map to it. */
export interface DishCardView {
  id: string;
  name: string;
  photoUrl: string | null;
  priceCents: number;
  /** The live last-call price, else null. */
  lastCallPriceCents: number | null;
  /** A running campaign on the dish, else null. */
  campaign: DishCampaign | null;
  /** `average` null or `count` 0: nobody rated it yet. */
  rating: { average: number | null; count: number };
  badges: DishBadges;
  /** Shown as "by …" where the list mixes chefs (search). */
  chefName?: string | null;
  /** Shown where the list is around a place (search). */
  distanceKm?: number;
  /** The chef is shown as an area: `distanceKm` is rounded ("under 1 km", "about 2.5 km"). */
  distanceRounded?: boolean;
  /**
   * The signed-in person's avoided ingredients this dish contains, as the server marks every
   * list of dishes (contracts/catalog); absent or empty: nothing is shown.
   */
  avoidedIngredients?: readonly string[];
  /** The chef's kitchen now, shown where the list mixes chefs (search). */
  kitchen?: KitchenStateView;
}

/**
 * A dish in a grid: photo, name, price (the lowest offer's over the struck regular price, and a
 * campaign's name when its price is the one charged), rating, badges, and "Contains …, which
 * you avoid." for a person whose avoided ingredients it contains (the link's description).
 */
export function DishCard({ dish }: { dish: DishCardView }) {
  const { chefName, distanceKm } = dish;
  const offer = dishOffer(dish);
  const avoidedId = useId();
  const avoided = (dish.avoidedIngredients?.length ?? 0) > 0;
  return (
    <Card
      component={Link}
      to={`/dish/${dish.id}`}
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      aria-label={dish.name}
      aria-describedby={avoided ? avoidedId : undefined}
    >
      <DishPhoto url={dish.photoUrl} />
      <Stack gap={6} mt="sm">
        <Text fw={700} title={dish.name} lineClamp={1}>
          {truncate(dish.name, DISH_CARD_NAME_MAX)}
        </Text>
        {chefName && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            by {chefName}
          </Text>
        )}
        {dish.kitchen && <KitchenStatus kitchen={dish.kitchen} />}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <DishPrice
            priceCents={dish.priceCents}
            dealPriceCents={offer.kind === 'regular' ? null : offer.priceCents}
            dealLabel={offer.kind === 'campaign' ? 'Campaign price' : 'Last-call price'}
          />
          {distanceKm !== undefined && (
            <Text size="sm" c="dimmed">
              {formatDistance(distanceKm, dish.distanceRounded)}
            </Text>
          )}
        </Group>
        {offer.kind === 'campaign' && (
          <Badge color="orange.9" variant="filled" radius="sm" maw="100%">
            {offer.campaign.name}
          </Badge>
        )}
        <StarRating
          average={dish.rating.count ? dish.rating.average : null}
          count={dish.rating.count}
          size={14}
        />
        <StatusChips badges={dish.badges} />
        <AvoidedIngredients found={dish.avoidedIngredients} id={avoidedId} />
      </Stack>
    </Card>
  );
}
