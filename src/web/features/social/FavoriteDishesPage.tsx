import { Link } from 'react-router';
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { FavoriteDishCard } from '#contracts/social';
import { isSoldOut } from '#domain/dish-status';
import { AvoidedIngredients } from '../../components/AvoidedIngredients';
import { StatusChips } from '../../components/StatusChips';
import { formatMoney } from '../../lib/format';
import { RequireAuth } from '../../lib/RequireAuth';
import { notifyError, notifyMessage } from '../../lib/notify';
import { HomeButton, SocialList } from './SocialList';
import { usePageParam } from '../../lib/use-page-param';
import { fromForPage } from '#domain/pagination';
import { SOCIAL_PAGE_SIZE, useFavoriteDishes, useRemoveFavoriteDish } from './social-api';

export function FavoriteDishesRoute() {
  return (
    <RequireAuth>
      <FavoriteDishesPage />
    </RequireAuth>
  );
}

function FavoriteDishesPage() {
  const [page, setPage] = usePageParam();
  const from = fromForPage(page, SOCIAL_PAGE_SIZE);
  const query = useFavoriteDishes(from);
  const remove = useRemoveFavoriteDish();
  return (
    <SocialList
      title="Favourite products"
      intro="Dishes you saved, newest first."
      query={query}
      page={page}
      setPage={setPage}
      empty={{
        text: 'No favourite dishes yet.',
        next: <HomeButton>Find food near you</HomeButton>,
      }}
      itemKey={(d) => d.id}
      renderItem={(d) => (
        <DishItem
          dish={d}
          pending={remove.isPending && remove.variables === d.id}
          onRemove={() =>
            remove.mutate(d.id, {
              onSuccess: (res) => res.message && notifyMessage(res.message),
              onError: (err) => notifyError(err.message),
            })
          }
        />
      )}
    />
  );
}

function DishItem({
  dish: d,
  pending,
  onRemove,
}: {
  dish: FavoriteDishCard;
  pending: boolean;
  onRemove: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={d.name} h="100%">
      <Card.Section>
        {d.photoUrl ? (
          <Image src={d.photoUrl} alt="" h={140} fit="cover" />
        ) : (
          <div
            aria-hidden="true"
            style={{ height: 140, background: 'var(--mantine-color-orange-light)' }}
          />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={`/dish/${d.id}`} fw={600} lineClamp={2}>
          {d.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          by{' '}
          <Anchor component={Link} to={`/chef/${d.chefId}`} inherit>
            {d.chefBusinessName ?? d.chefName}
          </Anchor>
        </Text>
        <AvoidedIngredients found={d.avoidedIngredients} />
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700}>{formatMoney(d.priceCents)}</Text>
            <StatusChips
              badges={{ soldOut: isSoldOut(d), isNew: false, cookingNow: d.status === 'cooking' }}
            />
          </Group>
          <Button
            size="xs"
            variant="default"
            onClick={onRemove}
            loading={pending}
            aria-label={`Remove ${d.name} from favourites`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
