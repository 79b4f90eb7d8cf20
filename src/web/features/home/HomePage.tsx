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
import { lazy, memo, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { prerenderedScreenAdopted, useSession } from '../../lib/session';
import { HeartIcon, MapPinIcon, TruckIcon } from '../../components/icons';
import { ExploreCards } from './ExploreCards';
import { PAYOUT_PROMISE_HOURS } from '#domain/payouts';
import { homePitch } from '../../i18n/catalogs/home';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { usePitch } from '../../i18n/use-pitch';
import { preparePitch as preparePitchCatalog } from '../../i18n/pitch-i18n';
import { useNearViewport } from '../../lib/near-viewport';

// The carousel and the about block (react-markdown) load in their own chunk, below the fold,
// once the section nears the window (decision 074).
const HomeContent = lazy(() => import('./HomeContent').then((m) => ({ default: m.HomeContent })));
// The app-store badges sit below the first screen: their own chunk.
const AppStoreBadges = lazy(() =>
  import('./AppStoreBadges').then((m) => ({ default: m.AppStoreBadges })),
);
// Cards only a signed-in person sees load in their own chunks: a guest never downloads them,
// and the home route keeps its size budget.
const InviteCard = lazy(() => import('./InviteCard').then((m) => ({ default: m.InviteCard })));
const BusinessPortalBanner = lazy(() =>
  import('../../components/BusinessPortalBanner').then((m) => ({
    default: m.BusinessPortalBanner,
  })),
);
// The city field's section (it reads the remembered place) loads in its own chunk, in a box that
// keeps the field's height; its autocomplete and place lookup load on first use (decision 075).
const HomeLocationField = lazy(() =>
  import('./HomeLocationField').then((m) => ({ default: m.HomeLocationField })),
);

const promises = [
  { title: 'home.promise.near.title', body: 'home.promise.near.body', Icon: MapPinIcon },
  { title: 'home.promise.delivery.title', body: 'home.promise.delivery.body', Icon: TruckIcon },
  { title: 'home.promise.local.title', body: 'home.promise.local.body', Icon: HeartIcon },
] as const;

/** The route's prepare step: the remembered language's texts, before the first render. */
export const preparePitch = () => preparePitchCatalog(homePitch);

export function HomePage() {
  const { user, isLoading } = useSession();
  const firstName = user?.profile.name.trim().split(/\s+/)[0];
  // The sales pitch (hero, promises, join card) speaks English or Chinese (decision 060).
  const { t, lang } = usePitch(homePitch);
  // This page is the prerendered screen (decision 073): once React has adopted it, what mounts
  // next renders from the session as it is.
  useEffect(() => prerenderedScreenAdopted(), []);

  // Only the cards that depend on the session are made here: the sections around them are
  // memoised and read the language themselves, so the session's answer (and React's check
  // right after adopting the prerendered screen) re-renders two cards, not the page
  // (Lighthouse TBT, decision 074).
  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={48}>
        <Hero />
        <LocationField />
        <Explore />

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
              lang={lang}
            >
              <Title id="home-join" order={2} size="h3">
                {t('home.join.title')}
              </Title>
              <Text c="dimmed" mt="xs">
                {t('home.join.body')}
              </Text>
              <Group mt="md" gap="md">
                <Button component={Link} to="/signup" size="md">
                  {t('home.join.signUp')}
                </Button>
                <Text size="sm">
                  {t('home.join.member')}{' '}
                  <Anchor component={Link} to="/signin" fw={600}>
                    {t('home.join.logIn')}
                  </Anchor>
                </Text>
              </Group>
            </Paper>
          </Box>
        )}

        <Suspense fallback={null}>
          {user?.profile.type === 'chef' && <BusinessPortalBanner />}
          {user && <InviteCard />}
        </Suspense>

        <Promises />

        <BelowTheFold />
      </Stack>
    </Container>
  );
}

const Hero = memo(function Hero() {
  const { t, lang, locale, setLocale } = usePitch(homePitch);
  return (
    <Box component="section" aria-labelledby="home-hero-title" maw={720} lang={lang}>
      <LanguageSwitch locale={locale} onChange={setLocale} />
      <Text fw={700} c="orange" tt="uppercase" size="sm" mb="xs">
        {t('home.eyebrow')}
      </Text>
      <Title id="home-hero-title" order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
        {t('home.title')}
      </Title>
      <Text size="lg" c="dimmed" mt="md" maw={600}>
        {t('home.lead')}
      </Text>
    </Box>
  );
});

const LocationField = memo(function LocationField() {
  // The box keeps the loaded field's height (taller on a phone, where its hint wraps) before
  // and after it arrives, so nothing below moves (Lighthouse CLS).
  return (
    <Box mih={{ base: 192, sm: 176 }} maw={560}>
      <Suspense fallback={null}>
        <HomeLocationField />
      </Suspense>
    </Box>
  );
});

const Explore = memo(ExploreCards);

const Promises = memo(function Promises() {
  const { t, lang } = usePitch(homePitch);
  return (
    <Stack component="section" aria-label={t('home.promises')} gap="md" lang={lang}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {promises.map((p) => (
          <Stack key={p.title} gap="xs">
            <ThemeIcon variant="light" size={44} radius="xl">
              <p.Icon size={22} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(p.title)}
            </Title>
            <Text c="dimmed">{t(p.body, { hours: PAYOUT_PROMISE_HOURS })}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Anchor component={Link} to="/why-us" fw={600}>
        {t('home.whyUs')}
      </Anchor>
    </Stack>
  );
});

const BelowTheFold = memo(function BelowTheFold() {
  return (
    <>
      <Suspense fallback={null}>
        <AppStoreBadges />
      </Suspense>
      <LowerHalf />
    </>
  );
});

/**
 * The lower half (live now, carousel, about, blog): its code, its four queries and its render
 * come only when its place nears the window. On a phone it is two screens down, so the first
 * screen no longer waits behind its Markdown parser (Lighthouse TBT, decision 074); the box
 * keeps its height until then, so nothing moves.
 */
function LowerHalf() {
  const [place, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <Box ref={near ? undefined : place} mih={520} aria-hidden />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HomeContent />
    </Suspense>
  );
}
