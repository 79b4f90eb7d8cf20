import { Link, useParams } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import type { ChefMenu, ChefPage } from '#contracts/chefs';
import { messages } from '#domain/messages';
import { LoadError } from '../../components/LoadError';
import { DishCard } from '../../components/DishCard';
import { availabilityText } from './chef-format';
import { ChefPageError, ChefPageSkeleton } from './chef-states';
import { useChefMenus, useChefPage } from './chefs-api';

/** /chef/menu/:id: the chef's active menus, children nested, with their dishes and hours. */
export function ChefMenuPage() {
  const { id = '' } = useParams();
  const chef = useChefPage(id);
  if (chef.isLoading) return <ChefPageSkeleton label="Loading menus" />;
  if (chef.error || !chef.data) {
    return <ChefPageError error={chef.error} onRetry={() => void chef.refetch()} />;
  }
  return <MenusView chef={chef.data.chef} />;
}

function MenusView({ chef }: { chef: ChefPage }) {
  const { data, isLoading, isError, refetch } = useChefMenus(chef.id);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/chef/${chef.id}`} size="sm">
            ← Back to {chef.name}
          </Anchor>
          <Title order={1}>Menus of {chef.name}</Title>
          {data && (
            <Text size="sm" c="dimmed">
              Hours are in the chef&apos;s time zone ({data.timeZone}).
            </Text>
          )}
        </Stack>
        {isLoading ? (
          <Stack role="status" aria-label="Loading menus">
            <Skeleton height={32} width="40%" />
            <Skeleton height={220} />
          </Stack>
        ) : isError || !data ? (
          <LoadError title="Unable to load the menus" onRetry={() => void refetch()} />
        ) : data.menus.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{messages.noMenusFound}</Text>
            <Text c="dimmed">
              {chef.name} has not published a menu yet. Their dishes are on their page.
            </Text>
            <Button component={Link} to={`/chef/${chef.id}`}>
              See {chef.name}&apos;s dishes
            </Button>
          </Stack>
        ) : (
          data.menus.map((m) => <MenuSection key={m.id} menu={m} level={2} />)
        )}
      </Stack>
    </Container>
  );
}

function MenuSection({ menu, level }: { menu: ChefMenu; level: number }) {
  const order = Math.min(level, 6) as TitleOrder;
  const titleId = `menu-${menu.id}`;
  const nested = level > 2;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder={!nested}
      radius="md"
      p={nested ? 0 : 'md'}
      pl={nested ? 'md' : undefined}
      style={nested ? { borderLeft: '3px solid var(--mantine-color-orange-light)' } : undefined}
    >
      <Stack gap="sm">
        <Group gap="xs" align="center">
          <Title order={order} size={nested ? 'h4' : 'h3'} id={titleId}>
            {menu.name}
          </Title>
          {menu.followerOnly && (
            <Badge variant="light" color="grape">
              Followers only
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Available: {availabilityText(menu.availability)}
        </Text>
        {menu.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {menu.items.map((d) => (
              <DishCard key={d.id} dish={d} />
            ))}
          </SimpleGrid>
        )}
        {menu.children.map((child) => (
          <MenuSection key={child.id} menu={child} level={level + 1} />
        ))}
        {menu.items.length === 0 && menu.children.length === 0 && (
          <Text size="sm" c="dimmed">
            No dishes in this menu right now.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
