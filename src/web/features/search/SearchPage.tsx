import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { fromForPage, searchPageSize, visiblePageCount } from '#domain/pagination';
import { DEFAULT_ZOOM, zoomToKm } from '#domain/map-zoom';
import { activeFilterCount, searchTextOrNull, type SearchFilter } from '#domain/search-filter';
import { messages } from '#domain/messages';
import { LocationBar } from './LocationBar';
import { LocationDialog } from './LocationDialog';
import { FilterDialog } from './FilterDialog';
import { LastCallsSection } from './LastCallsSection';
import { LiveNowRow } from '../../components/LiveNowRow';
import { ResultsGrid, ResultsSkeleton, type Results } from './ResultsGrid';
import { ActiveFilters } from './ActiveFilters';
import { settingsQuery } from '../../lib/queries/settings';
import { useSession } from '../../lib/session';
import { dishFilters, searchChefs, searchFoods } from './search-api';
import type { ChosenLocation } from './location-storage';
import { useSearchLocation } from './use-search-location';
import {
  awaitsMealPreferences,
  baseFilter,
  modeForPath,
  parseSearchState,
  serializeSearchState,
  type MapView,
  type SearchState,
  withMealPreferences,
} from './search-state';

const SearchMap = lazy(() => import('./SearchMap'));

const titles = {
  foods: 'Find food near you',
  deals: 'Deals of the day',
  chefs: 'Find chefs near you',
} as const;

export function SearchPage() {
  const { pathname } = useLocation();
  const mode = modeForPath(pathname);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params, mode), [params, mode]);
  const [location, chooseSearchLocation] = useSearchLocation();
  const [locationOpen, setLocationOpen] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [text, setText] = useState(state.q);
  const [debouncedText] = useDebouncedValue(text, 400);

  const update = (next: Partial<SearchState>, replace = false) => {
    setParams(serializeSearchState({ ...state, ...next }, mode), { replace });
  };

  // A signed-in person's food search starts with their meal preferences as filters; it waits
  // for them (or for them to fail) rather than search twice.
  const { user, isLoading: sessionLoading } = useSession();
  const preferences = useQuery({
    ...settingsQuery(user?.id ?? ''),
    enabled: Boolean(user) && awaitsMealPreferences(state, mode),
  });
  const mealPreferences = preferences.data?.mealPreferences;
  const awaitingPreferences =
    awaitsMealPreferences(state, mode) &&
    (sessionLoading || (Boolean(user) && preferences.isPending));
  useEffect(() => {
    if (!mealPreferences) return;
    const next = withMealPreferences(state, mode, mealPreferences);
    if (next) setParams(serializeSearchState(next, mode), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mealPreferences, state, mode]);
  const fromPreferences = useMemo(
    () =>
      new Set(
        [...(mealPreferences?.diets ?? []), ...(mealPreferences?.origins ?? [])].map((v) =>
          v.toLowerCase(),
        ),
      ),
    [mealPreferences],
  );

  // Back/forward changes the query: the box follows it. The echo of the box's own write is
  // skipped: it can arrive after the person typed on, and would put back what they erased.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current !== null && state.q.trim() === written.current) return;
    written.current = null;
    setText(state.q);
  }, [state.q]);

  // Typing: search once the text settles (only text of 2+ characters is sent, spec §5).
  useEffect(() => {
    const next = debouncedText.trim();
    if (next === state.q.trim()) return;
    written.current = next;
    update({ q: next, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  const size = searchPageSize(mode);
  const center = state.map ?? (location ? { lat: location.lat, lon: location.lon } : null);
  const zoom = state.map?.zoom ?? DEFAULT_ZOOM;
  const filters = mode === 'chefs' ? undefined : dishFilters(state.filter, state.q);
  const from = fromForPage(state.page, size);

  const results = useQuery({
    // Per person: a signed-in person's hits carry the ingredients they avoid.
    queryKey: [
      'search',
      mode,
      center,
      state.q,
      state.page,
      state.filter,
      state.map?.zoom ?? null,
      user?.id ?? null,
    ],
    enabled: center !== null && !awaitingPreferences,
    placeholderData: keepPreviousData,
    // Cards show who is cooking now and live (decision 047): fresh within seconds, not 30 s.
    staleTime: 5_000,
    queryFn: async ({ signal }): Promise<Results> => {
      const loc = center ? { lat: center.lat, lon: center.lon } : null;
      if (mode === 'chefs') {
        const text = searchTextOrNull(state.q);
        const r = await searchChefs(
          {
            ...(text ? { text } : {}),
            ...(state.map ? { distanceKm: zoomToKm(state.map.zoom) } : {}),
            size,
            from,
            location: loc,
          },
          signal,
        );
        return { kind: 'chefs', ...r };
      }
      const r = await searchFoods(
        {
          ...filters,
          size,
          from,
          distanceKm: state.map ? zoomToKm(state.map.zoom) : state.filter.distanceRange,
          location: loc,
        },
        signal,
      );
      return { kind: 'foods', ...r };
    },
  });

  const chooseLocation = (loc: ChosenLocation) => {
    chooseSearchLocation(loc);
    setLocationOpen(false);
    update({ map: null, page: 1 });
  };
  // Filters the person chooses are theirs: the preferences are not applied over them again.
  const applyFilter = (filter: SearchFilter) => {
    setFilterOpen(false);
    update({ filter, map: null, page: 1, prefs: mode === 'foods' });
  };
  const onMapMove = (view: MapView) => {
    update({ map: { lat: view.lat, lon: view.lon, zoom: Math.round(view.zoom) }, page: 1 }, true);
  };
  const onPage = (page: number) => {
    update({ page });
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };

  const base = baseFilter(mode);
  const filterCount = activeFilterCount({
    ...state.filter,
    discount: state.filter.discount === base.discount ? 0 : state.filter.discount,
  });
  const data = results.data;
  const pages = data ? visiblePageCount(data.total, size) : 1;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {titles[mode]}
        </Title>
        <LocationBar location={location} onChange={() => setLocationOpen(true)} />
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            type="search"
            label={mode === 'chefs' ? 'Search chefs' : 'Search dishes'}
            placeholder={mode === 'chefs' ? 'Name, or @handle' : 'Dish, ingredient or cuisine'}
            description={mode === 'chefs' ? 'Start with @ to find a handle' : undefined}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1 }}
          />
          {mode !== 'chefs' && (
            <Button
              variant="default"
              onClick={() => setFilterOpen(true)}
              rightSection={
                filterCount > 0 ? (
                  <Badge size="sm" circle>
                    {filterCount}
                    <VisuallyHidden> active</VisuallyHidden>
                  </Badge>
                ) : null
              }
            >
              Filter
            </Button>
          )}
        </Group>

        {mode !== 'chefs' && (
          <Switch
            label="Open now"
            description="Only chefs who take an order right now"
            checked={state.filter.openNow}
            onChange={(e) =>
              update({
                filter: { ...state.filter, openNow: e.currentTarget.checked },
                page: 1,
                prefs: mode === 'foods',
              })
            }
          />
        )}
        {mode !== 'chefs' && (
          <ActiveFilters
            filter={state.filter}
            fromPreferences={state.prefs ? fromPreferences : new Set()}
            filterCount={filterCount}
            onChange={(filter) => update({ filter, page: 1, prefs: mode === 'foods' })}
            onClear={() => update({ filter: base, page: 1, prefs: mode === 'foods' })}
          />
        )}
        <LiveNowRow />
        {location && <LastCallsSection location={location} />}
        {!center ? (
          <Paper withBorder radius="md" p="lg">
            <Stack align="center" gap="sm">
              <Text ta="center" fw={600}>
                {messages.searchLocationNotSet}
              </Text>
              <Button onClick={() => setLocationOpen(true)}>Set location</Button>
            </Stack>
          </Paper>
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
              <Box id="search-results" component="section" aria-label="Results">
                {results.isError ? (
                  <Alert color="red" title="Can not load the order" role="alert">
                    {results.error.message}
                  </Alert>
                ) : data ? (
                  <Box style={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
                    <ResultsGrid
                      results={data}
                      page={Math.min(state.page, pages)}
                      pages={pages}
                      onPage={onPage}
                    />
                  </Box>
                ) : (
                  <ResultsSkeleton count={6} />
                )}
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
              <Box>
                <Suspense fallback={<Skeleton height={320} radius="md" />}>
                  <SearchMap
                    center={center}
                    zoom={zoom}
                    type={mode === 'chefs' ? 'chef' : 'food'}
                    filters={filters}
                    onUserMove={onMapMove}
                  />
                </Suspense>
              </Box>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <LocationDialog
        opened={locationOpen}
        onClose={() => setLocationOpen(false)}
        onChoose={chooseLocation}
      />
      {mode !== 'chefs' && (
        <FilterDialog
          opened={filterOpen}
          onClose={() => setFilterOpen(false)}
          value={state.filter}
          defaults={base}
          onApply={applyFilter}
        />
      )}
    </Container>
  );
}
