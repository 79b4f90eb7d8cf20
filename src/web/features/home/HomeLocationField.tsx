import { useRef, useState, type KeyboardEvent } from 'react';
import { Anchor, Autocomplete, Box, Loader, Paper, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { GeocodedPlaceDto } from '#contracts/geocoding';
import { MapPinIcon } from '../../components/icons';
import { ApiError } from '../../lib/api';
import { PLACE_QUERY_MIN_LENGTH, placeSuggestionsQuery } from '../../lib/queries/places';
import { useSearchLocation } from '../../lib/search-location';

/**
 * Dishes near a city in two steps from the home page (issue 14): type a city, pick a
 * suggestion (or press Enter for the first), and the food search opens around it. The place is
 * the search's own remembered location, so a returning person finds it here and on /foods.
 */
export function HomeLocationField() {
  const navigate = useNavigate();
  const [location, chooseLocation] = useSearchLocation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const box = useRef<HTMLDivElement>(null);

  const places = useQuery(placeSuggestionsQuery(debounced));
  const results: GeocodedPlaceDto[] = places.data?.results ?? [];
  const searching =
    text.trim().length >= PLACE_QUERY_MIN_LENGTH &&
    (places.isFetching || text.trim() !== debounced);

  const choose = (place: GeocodedPlaceDto) => {
    chooseLocation({ label: place.formattedAddress, lat: place.latitude, lon: place.longitude });
    void navigate('/foods');
  };
  const choosePlace = (label: string) => {
    const place = results.find((p) => p.formattedAddress === label);
    if (place) choose(place);
  };
  // Enter with no suggestion highlighted takes the first one, as the best food apps do.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (box.current?.querySelector('[data-combobox-selected]')) return;
    const first = results[0];
    if (first && debounced === text.trim()) {
      e.preventDefault();
      choose(first);
    }
  };

  const error =
    places.error instanceof ApiError
      ? places.error.message
      : places.error
        ? 'Places could not be loaded. Try again.'
        : null;
  const noMatch =
    debounced.length >= PLACE_QUERY_MIN_LENGTH && places.isSuccess && results.length === 0;

  return (
    <Paper
      component="section"
      aria-labelledby="home-location-title"
      withBorder
      radius="lg"
      p="lg"
      maw={560}
      ref={box}
    >
      <Title id="home-location-title" order={2} size="h3">
        Find dishes near you
      </Title>
      <Autocomplete
        mt="sm"
        label="Your city"
        description="Type a city and pick it to see the dishes cooked near it."
        placeholder="For example San Francisco"
        value={text}
        onChange={setText}
        onKeyDown={onKeyDown}
        data={results.map((p) => p.formattedAddress)}
        filter={({ options }) => options}
        onOptionSubmit={choosePlace}
        leftSection={<MapPinIcon size={18} />}
        rightSection={
          searching ? <Loader size="xs" role="status" aria-label="Looking for places" /> : null
        }
        error={error}
        size="md"
        comboboxProps={{ withinPortal: false }}
        autoComplete="off"
      />
      <Box role="status">
        {noMatch && (
          <Text size="sm" c="dimmed" mt="xs">
            No places match “{debounced}”.
          </Text>
        )}
      </Box>
      {location && (
        <Box mt="sm">
          <Text size="sm">
            Last time:{' '}
            <Anchor component={Link} to="/foods" fw={600}>
              Dishes near {location.label}
            </Anchor>
          </Text>
        </Box>
      )}
    </Paper>
  );
}
