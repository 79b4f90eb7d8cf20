import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ChefPage as ChefPageData } from '#contracts/chefs';
import { chefDisplayName } from '#domain/chef';
import { clampPage, fromForPage, visiblePageCount } from '#domain/pagination';
import { kitchenState } from '#domain/kitchen-state';
import { GridSkeleton } from '../../components/GridSkeleton';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { usePageParam } from '../../lib/use-page-param';
import { HeartIcon } from '../../components/icons';
import { KitchenStatus } from '../../components/KitchenStatus';
import { LiveIndicator } from '../../components/LiveIndicator';
import { StarRating } from '../../components/StarRating';
import { notifyError, notifyMessage } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { DishCard } from '../../components/DishCard';
import { Markdown } from '../../components/Markdown';
import { ProfileCardHeader } from '../../components/ProfileCardHeader';
import { BusinessContacts, ProfileLinks } from '../../components/ProfileContacts';
import { ChefPlace } from '../../components/ChefPlace';
import { AlbumGallery } from '../../components/AlbumGallery';
import { producerKindLabels } from './chef-format';
import { ChefPageError, ChefPageSkeleton } from './chef-states';
import { useChefDishes, useChefPage, useFavoriteChef, useFollowChef } from './chefs-api';

/** Dishes per page on the chef page (a grid of 3 × 4 on wide screens). */
const DISHES_PAGE_SIZE = 12;

/** /chef/:id, /tag/:id and /producer/:id: a chef's public page (id or handle). */
export function ChefPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error, refetch } = useChefPage(id);
  if (isLoading) return <ChefPageSkeleton label="Loading chef" />;
  if (error || !data) return <ChefPageError error={error} onRetry={() => void refetch()} />;
  return <ChefView chef={data.chef} routeKey={id} />;
}

function ChefView({ chef, routeKey }: { chef: ChefPageData; routeKey: string }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ProfileCard chef={chef} routeKey={routeKey} />
        <ChefDishes chef={chef} />
        <AlbumGallery ownerId={chef.id} ownerName={chefDisplayName(chef)} />
      </Stack>
    </Container>
  );
}

function ProfileCard({ chef: c, routeKey }: { chef: ChefPageData; routeKey: string }) {
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-label="Chef profile">
      <ProfileCardHeader
        bannerUrl={c.bannerUrl}
        avatarUrl={c.avatarUrl}
        name={c.name}
        handle={c.handle}
      >
        <Group gap="xs">
          {c.producerKind && <Badge variant="light">{producerKindLabels[c.producerKind]}</Badge>}
          {c.streamStatus === 'live' && (
            <LiveIndicator chefId={c.id} streamId={c.streamId} chefName={chefDisplayName(c)} />
          )}
          {c.cookingStatus === 'cooking' && (
            <Badge color="orange" variant="light">
              Cooking
            </Badge>
          )}
          {c.approvalStatus !== 'approved' && (
            <Badge color="gray" variant="outline">
              Awaiting approval
            </Badge>
          )}
          {c.profileStatus === 'hide' && (
            <Badge color="gray" variant="outline">
              Hidden from the public
            </Badge>
          )}
        </Group>

        {c.approvalStatus === 'approved' && <ChefKitchen chef={c} />}

        {c.title && (
          <Text size="lg" fw={500}>
            {c.title}
          </Text>
        )}

        <Group gap="lg">
          <Text size="sm">
            <b data-testid="dishes-count">{c.dishesCount}</b>{' '}
            {c.dishesCount === 1 ? 'dish' : 'dishes'}
          </Text>
          <Text size="sm">
            <b data-testid="followers-count">{c.followersCount}</b>{' '}
            {c.followersCount === 1 ? 'follower' : 'followers'}
          </Text>
          <StarRating average={c.rating.average} count={c.rating.count} />
        </Group>

        <Group gap="sm">
          {!c.isOwner && <ChefActions chef={c} routeKey={routeKey} />}
          {!c.isOwner && (
            // Guests pass through sign-in (the messages route requires it) and come back.
            <Button component={Link} to={`/messages/new?uid=${c.id}`} variant="default">
              Send Message
            </Button>
          )}
          <Button component={Link} to={`/chef/menu/${c.id}`} variant="default">
            See menus
          </Button>
          {!c.isOwner && (
            <Button component={Link} to={`/complaint/chef/${c.id}`} variant="subtle">
              Report a problem
            </Button>
          )}
        </Group>

        {c.description && (
          <section aria-label="About">
            <Markdown source={c.description} />
          </section>
        )}

        <BusinessContacts
          businessName={c.businessName}
          businessPhone={c.businessPhone}
          businessEmail={c.businessEmail}
          website={c.website}
        />
        <ProfileLinks profile={c} label="Social links" skip={['website']} />
        <ChefPlace
          latitude={c.latitude}
          longitude={c.longitude}
          radiusM={c.locationRadiusM}
          name={chefDisplayName(c)}
        />
      </ProfileCardHeader>
    </Card>
  );
}

/** Follow and favourite; guests are sent to sign in and come back here. */
function ChefActions({ chef: c, routeKey }: { chef: ChefPageData; routeKey: string }) {
  const { user, isLoading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowChef(routeKey);
  const favorite = useFavoriteChef(routeKey);

  const signInFirst = () => {
    if (sessionLoading) return;
    const back = `${location.pathname}${location.search}`;
    void navigate(`/signin?redirect=${encodeURIComponent(back)}`);
  };

  const toggleFollow = () => {
    if (!user) return signInFirst();
    follow.mutate(
      { chefId: c.id, follow: !c.isFollowing },
      {
        onSuccess: (res) => res.message && notifyMessage(res.message),
        onError: (err) => notifyError(err.message),
      },
    );
  };

  const toggleFavorite = () => {
    if (!user) return signInFirst();
    favorite.mutate(
      { chefId: c.id, favorite: !c.isFavorite },
      {
        onSuccess: (res) => res.message && notifyMessage(res.message),
        onError: (err) => notifyError(err.message),
      },
    );
  };

  return (
    <>
      <Button
        onClick={toggleFollow}
        loading={follow.isPending}
        variant={c.isFollowing ? 'default' : 'filled'}
      >
        {c.isFollowing ? 'Unfollow' : 'Follow'}
      </Button>
      <Button
        onClick={toggleFavorite}
        loading={favorite.isPending}
        variant={c.isFavorite ? 'light' : 'default'}
        leftSection={<HeartIcon size={18} />}
      >
        {c.isFavorite ? 'Remove from favourites' : 'Add to favourites'}
      </Button>
    </>
  );
}

function ChefDishes({ chef }: { chef: ChefPageData }) {
  const [page, setPage] = usePageParam({ keepScroll: true });
  const { data, isLoading, isError, isPlaceholderData, refetch } = useChefDishes(
    chef.id,
    fromForPage(page, DISHES_PAGE_SIZE),
    DISHES_PAGE_SIZE,
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="chef-dishes-title">
      <Title order={2} size="h3" id="chef-dishes-title">
        Dishes
      </Title>
      {isLoading ? (
        <GridSkeleton label="Loading dishes" height={240} />
      ) : isError || !data ? (
        <LoadError title="Unable to load the dishes" onRetry={() => void refetch()} />
      ) : data.dishes.length === 0 && page === 1 ? (
        <Text c="dimmed">{chef.name} has no dishes on offer right now. Check back soon.</Text>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
          >
            {data.dishes.map((d) => (
              <DishCard key={d.id} dish={d} />
            ))}
          </SimpleGrid>
          <PagePicker
            total={visiblePageCount(data.total, DISHES_PAGE_SIZE)}
            value={clampPage(page, data.total, DISHES_PAGE_SIZE)}
            onChange={setPage}
            label="Dish pages"
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Whether the chef takes an order now, for later only, or not at all: the domain's rule over
 * the page's hours, zone and order settings (decision 048), as the dish cards and page say it.
 */
function ChefKitchen({ chef }: { chef: ChefPageData }) {
  const k = kitchenState(
    {
      hours: chef.businessHours,
      timeZone: chef.timeZone,
      leadTimeMinutes: chef.orderSettings.defaultLeadTimeMinutes,
      preOrderDisabled: chef.orderSettings.disablePreOrder,
    },
    new Date(),
  );
  return (
    <KitchenStatus
      kitchen={{ state: k.state, at: k.at?.toISOString() ?? null, timeZone: chef.timeZone }}
    />
  );
}
