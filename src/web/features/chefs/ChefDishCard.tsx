import { Link } from 'react-router';
import { AspectRatio, Box, Card, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DishCard } from '#contracts/catalog';
import { PotIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { StatusChips } from '../../components/StatusChips';
import { formatMoney } from '../../lib/format';

/**
 * A dish on the chef page and in menus: photo, name, price (and last-call price), rating,
 * status chips. (The shared DishCard takes a search hit with chef and distance, which these
 * lists do not carry.)
 */
export function ChefDishCard({ dish }: { dish: DishCard }) {
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
        <Text fw={700} title={dish.name} lineClamp={2}>
          {dish.name}
        </Text>
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
