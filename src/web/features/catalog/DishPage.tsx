import { useParams } from 'react-router';
import { Alert, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';
import { chefDisplayName } from '#domain/chef';
import { StarRating } from '../../components/StarRating';
import { StatusChips } from '../../components/StatusChips';
import { LiveIndicator } from '../../components/LiveIndicator';
import { useDish, type DishRef } from './catalog-api';
import { DishReviews } from './DishReviews';
import { ChefContact } from './dish-page/ChefContact';
import { DishFacts } from './dish-page/DishFacts';
import { DishLoadError } from './dish-page/DishLoadError';
import { DishPriceLine } from './dish-page/DishPriceLine';
import { DishPromotions } from './dish-page/DishPromotions';
import { DishSkeleton } from './dish-page/DishSkeleton';
import { DishVideos } from './dish-page/DishVideos';
import { FavoriteButton } from './dish-page/FavoriteButton';
import { OrderControls } from './dish-page/OrderControls';
import { PhotoCarousel } from './dish-page/PhotoCarousel';
import { ShareButtons } from './dish-page/ShareButtons';
import { SuggestedDishes } from './dish-page/SuggestedDishes';

/** /dish/:id and /food/:food_id. */
export function DishByIdPage() {
  const params = useParams();
  const id = params.id ?? params.food_id ?? '';
  return <DishScreen dishRef={{ by: 'id', id }} />;
}

/** /product/:slug. */
export function DishBySlugPage() {
  const { slug = '' } = useParams();
  return <DishScreen dishRef={{ by: 'slug', slug }} />;
}

function DishScreen({ dishRef }: { dishRef: DishRef }) {
  const { data, isLoading, isPending, error, refetch } = useDish(dishRef);

  if (isLoading || (isPending && !error)) return <DishSkeleton />;
  if (error || !data) return <DishLoadError error={error} onRetry={() => void refetch()} />;

  // A new dish (another id or slug) starts with fresh order controls.
  return <DishView key={data.dish.id} dish={data.dish} />;
}

/** The dish's media and facts on the left; its price, actions, order and chef on the right. */
function DishView({ dish }: { dish: DishDetail }) {
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PhotoCarousel name={dish.name} photos={dish.photos} />
            {dish.videos.length > 0 && <DishVideos name={dish.name} videos={dish.videos} />}
            {dish.description && (
              <section aria-labelledby="dish-about">
                <Title order={2} size="h4" id="dish-about" mb="xs">
                  About this dish
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{dish.description}</Text>
              </section>
            )}
            <DishFacts dish={dish} />
            <DishReviews dishId={dish.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Stack gap={6}>
              <StatusChips badges={dish.badges} />
              {dish.liveStreamId && <LiveNow dish={dish} streamId={dish.liveStreamId} />}
              <Title order={1}>{dish.name}</Title>
              <StarRating average={dish.rating.average} count={dish.rating.count} />
            </Stack>
            <DishPriceLine dish={dish} />
            <DishPromotions dish={dish} />
            <Group gap="xs">
              <FavoriteButton dish={dish} />
            </Group>
            <ShareButtons name={dish.name} url={dish.shareUrl} />
            {dish.isOwner ? (
              <Alert color="gray" title="This is your dish">
                This is how customers see it. Ordering controls are hidden for you.
              </Alert>
            ) : (
              <OrderControls dish={dish} />
            )}
            <SuggestedDishes dishes={dish.suggestedDishes} isOwner={dish.isOwner} />
            <ChefContact dish={dish} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** The chef is cooking this dish on a live stream now: the indicator links to the watch page. */
function LiveNow({ dish, streamId }: { dish: DishDetail; streamId: string }) {
  const chefName = chefDisplayName(dish.chef);
  return (
    <Group gap="xs">
      <LiveIndicator chefId={dish.chef.id} streamId={streamId} chefName={chefName}>
        Live now
      </LiveIndicator>
      <Text size="sm">Featured in {chefName}&rsquo;s live stream</Text>
    </Group>
  );
}
