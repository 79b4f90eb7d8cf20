import {
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { HeartIcon, MapPinIcon, TruckIcon } from '../../components/icons';
import { AppStoreBadges } from './AppStoreBadges';
import { ExploreCards } from './ExploreCards';
import { InviteCard } from './InviteCard';
import { BusinessPortalBanner } from '../../components/BusinessPortalBanner';

// The carousel and the about block (react-markdown) load in their own chunk, below the fold.
const HomeContent = lazy(() => import('./HomeContent').then((m) => ({ default: m.HomeContent })));
// The city field's autocomplete (Mantine's Combobox and its floating layer) and the place
// lookup are 70 KB gzip: they load in their own chunk, in a box that keeps the field's height.
const HomeLocationField = lazy(() =>
  import('./HomeLocationField').then((m) => ({ default: m.HomeLocationField })),
);

const promises = [
  {
    title: 'Cooked near you',
    body: 'Home chefs, restaurants, farmers and food trucks from your own neighbourhood.',
    Icon: MapPinIcon,
  },
  {
    title: 'Pickup or delivery',
    body: 'Order today or up to a week ahead, and collect it or have it brought to your door.',
    Icon: TruckIcon,
  },
  {
    title: 'Support local cooks',
    body: 'Every order goes to a real person in your community, paid within 48 hours.',
    Icon: HeartIcon,
  },
];

export function HomePage() {
  const { user, isLoading } = useSession();
  const firstName = user?.profile.name.trim().split(/\s+/)[0];

  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={48}>
        <Box component="section" aria-labelledby="home-hero-title" maw={720}>
          <Text fw={700} c="orange" tt="uppercase" size="sm" mb="xs">
            Local food marketplace
          </Text>
          <Title id="home-hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            Home-cooked and local food, from people near you.
          </Title>
          <Text size="lg" c="dimmed" mt="md" maw={600}>
            Potluck connects you with the cooks, bakers and growers in your area. Find a dish, order
            it for pickup or delivery, and enjoy food made with care.
          </Text>
        </Box>

        <Suspense fallback={<Box mih={170} maw={560} />}>
          <HomeLocationField />
        </Suspense>

        <ExploreCards />

        {user ? (
          <Paper
            component="section"
            aria-labelledby="home-greeting"
            withBorder
            radius="lg"
            p="xl"
            maw={560}
          >
            <Title id="home-greeting" order={2} size="h3">
              {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
            </Title>
            <Text c="dimmed" mt="xs">
              Keep your profile and addresses up to date so cooks near you know where to find you.
            </Text>
            <Button component={Link} to="/my/profile" mt="md">
              Go to my profile
            </Button>
          </Paper>
        ) : (
          // While the session loads, the guest card is laid out but invisible, so the page
          // below it does not jump when it appears (Lighthouse CLS).
          <Box
            style={isLoading ? { visibility: 'hidden' } : undefined}
            aria-hidden={isLoading || undefined}
          >
            <Paper
              component="section"
              aria-labelledby="home-join"
              withBorder
              radius="lg"
              p="xl"
              maw={560}
            >
              <Title id="home-join" order={2} size="h3">
                Join Potluck
              </Title>
              <Text c="dimmed" mt="xs">
                Create a free account to order from local cooks, save your addresses and follow the
                chefs you love.
              </Text>
              <Group mt="md" gap="md">
                <Button component={Link} to="/signup" size="md">
                  Sign up
                </Button>
                <Text size="sm">
                  Already a member?{' '}
                  <Anchor component={Link} to="/signin" fw={600}>
                    Log in
                  </Anchor>
                </Text>
              </Group>
            </Paper>
          </Box>
        )}

        {user?.profile.type === 'chef' && <BusinessPortalBanner />}

        {user && <InviteCard />}

        <SimpleGrid
          component="section"
          aria-label="Why Potluck"
          cols={{ base: 1, sm: 3 }}
          spacing="xl"
        >
          {promises.map((p) => (
            <Stack key={p.title} gap="xs">
              <ThemeIcon variant="light" size={44} radius="xl">
                <p.Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {p.title}
              </Title>
              <Text c="dimmed">{p.body}</Text>
            </Stack>
          ))}
        </SimpleGrid>

        <AppStoreBadges />

        <Suspense fallback={<Box mih={520} aria-hidden />}>
          <HomeContent />
        </Suspense>
      </Stack>
    </Container>
  );
}
