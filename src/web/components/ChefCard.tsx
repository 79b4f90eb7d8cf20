import { Avatar, Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ChefHit } from '#contracts/search';
import { chefDisplayName } from '#domain/chef';
import { KitchenStatus } from './KitchenStatus';
import { LiveIndicator } from './LiveIndicator';
import { StarRating } from './StarRating';
import { formatDistance, truncate } from './DishCard';

/** Spec §9: a chef card shows at most this many characters of the tagline. */
export const CHEF_TAGLINE_MAX = 100;

/**
 * A chef in a results grid: avatar, names, handle, tagline, counts, rating, distance. A live
 * chef's indicator links to the watch page: it sits over the card's corner beside the card's
 * link, not inside it (a link in a link is neither valid nor usable by keyboard).
 */
export function ChefCard({ chef }: { chef: ChefHit }) {
  const name = chefDisplayName(chef);
  const live = chef.streamStatus === 'live';
  return (
    <Box pos="relative" h="100%">
      <ChefCardLink chef={chef} name={name} live={live} />
      {live && (
        <Box pos="absolute" top={12} right={12}>
          <LiveIndicator chefId={chef.id} streamId={chef.streamId} chefName={name} />
        </Box>
      )}
    </Box>
  );
}

function ChefCardLink({ chef, name, live }: { chef: ChefHit; name: string; live: boolean }) {
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
      {/* Room for the live indicator in the corner. */}
      <Group wrap="nowrap" align="flex-start" pr={live ? 64 : undefined}>
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
          {chef.cookingStatus === 'cooking' && (
            <Group gap={6}>
              <Badge color="orange" variant="filled" radius="sm">
                Cooking
              </Badge>
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
