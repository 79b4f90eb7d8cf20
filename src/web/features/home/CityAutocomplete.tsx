import { useRef, useState, type KeyboardEvent } from 'react';
import { Autocomplete, Box, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { GeocodedPlaceDto } from '#contracts/geocoding';
import { MapPinIcon } from '../../components/icons';
import { ApiError } from '../../lib/api';
import { useHandoff, useTakeHandoff, type Handoff } from '../../lib/first-use';
import { PLACE_QUERY_MIN_LENGTH, placeSuggestionsQuery } from '../../lib/queries/places';
import { useSearchLocation } from '../../lib/search-location';
import { CITY_FIELD } from './city-field';

/**
 * The home page's city field (issue 14): type a city, pick a suggestion (or press Enter for the
 * first), and the food search opens around it. It replaces the field's stand-in on first use
 * (decision 075) and carries on from what the stand-in held (`readHandoff`).
 */
export function CityAutocomplete({ readHandoff }: { readHandoff?: () => Handoff }) {
  const handoff = useHandoff(readHandoff);
  const navigate = useNavigate();
  const [, chooseLocation] = useSearchLocation();
  const [text, setText] = useState(handoff.text);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const box = useRef<HTMLDivElement>(null);
  const handoffRef = useTakeHandoff(handoff);

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
    <div ref={box}>
      <Autocomplete
        ref={handoffRef}
        mt="sm"
        label={CITY_FIELD.label}
        description={CITY_FIELD.description}
        placeholder={CITY_FIELD.placeholder}
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
    </div>
  );
}
