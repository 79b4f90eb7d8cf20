import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ChefHit } from '#contracts/search';
import { chefDisplayName } from '#domain/chef';
import { KitchenStatus } from './KitchenStatus';
import { StarRating } from './StarRating';
import { formatDistance, truncate } from './DishCard';

/** Spec §9: a chef card shows at most this many characters of the tagline. */
export const CHEF_TAGLINE_MAX = 100;

/** A chef in a results grid: avatar, names, handle, tagline, counts, rating, distance. */
export function ChefCard({ chef }: { chef: ChefHit }) {
  const name = chefDisplayName(chef);
  return (
    <Card
      component={Link}
      to={`/chef/${chef.id}`}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      aria-label={name}
    >
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={chef.avatarUrl} alt="" size={64} radius="xl" color="orange">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={1}>
            {name}
          </Text>
          {chef.handle && (
            <Text size="sm" c="dimmed">
              @{chef.handle}
            </Text>
          )}
          {(chef.streamStatus === 'live' || chef.cookingStatus === 'cooking') && (
            <Group gap={6}>
              {chef.streamStatus === 'live' && (
                <Badge color="red" variant="filled" radius="sm">
                  Live
                </Badge>
              )}
              {chef.cookingStatus === 'cooking' && (
                <Badge color="orange" variant="filled" radius="sm">
                  Cooking
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Group>
      <Stack mt="sm" gap={0}>
        <KitchenStatus kitchen={chef.kitchen} />
      </Stack>
      {chef.title && (
        <Text size="sm" mt="sm" title={chef.title}>
          {truncate(chef.title, CHEF_TAGLINE_MAX)}
        </Text>
      )}
      <Group justify="space-between" mt="sm" gap="xs">
        <StarRating
          average={chef.rating.count ? chef.rating.average : null}
          count={chef.rating.count}
          size={14}
        />
        <Text size="sm" c="dimmed">
          {formatDistance(chef.distanceKm, chef.distanceRounded)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {chef.dishesCount} {chef.dishesCount === 1 ? 'dish' : 'dishes'} · {chef.followersCount}{' '}
        {chef.followersCount === 1 ? 'follower' : 'followers'}
      </Text>
    </Card>
  );
}
