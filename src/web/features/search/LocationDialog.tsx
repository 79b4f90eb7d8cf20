import { useEffect, useState } from 'react';
import { Autocomplete, Button, Divider, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { GeocodedPlaceDto } from '#contracts/geocoding';
import { Dialog } from '../../components/Dialog';
import { MapPinIcon } from '../../components/icons';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { addressesQuery } from '../../lib/queries/addresses';
import { PLACE_QUERY_MIN_LENGTH, placeSuggestionsQuery } from '../../lib/queries/places';
import { reversePlace } from './search-api';
import type { ChosenLocation } from './location-storage';

/** Spec §9: the browser's position, low accuracy, waiting up to 10 s, cached up to 10 min. */
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 10 * 60_000,
};

function geolocationMessage(err: GeolocationPositionError): string {
  if (err.code === err.PERMISSION_DENIED) {
    return 'Location access is turned off. Allow it in your browser, or choose a city.';
  }
  if (err.code === err.TIMEOUT) return 'Finding your location took too long. Try again.';
  return 'Your location could not be found. Choose a city instead.';
}

export function LocationDialog({
  opened,
  onClose,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  onChoose: (location: ChosenLocation) => void;
}) {
  const { user } = useSession();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) {
      setText('');
      setGeoError(null);
    }
  }, [opened]);

  const places = useQuery({
    ...placeSuggestionsQuery(debounced),
    enabled: opened && debounced.length >= PLACE_QUERY_MIN_LENGTH,
  });
  const addresses = useQuery({ ...addressesQuery(), enabled: opened && Boolean(user) });

  const results: GeocodedPlaceDto[] = places.data?.results ?? [];
  const saved = (addresses.data?.addresses ?? []).filter(
    (a) => a.latitude !== null && a.longitude !== null,
  );

  const choosePlace = (label: string) => {
    const place = results.find((p) => p.formattedAddress === label);
    if (place) onChoose({ label, lat: place.latitude, lon: place.longitude });
  };

  const useCurrentLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeoError('This browser cannot share your location. Choose a city instead.');
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const lat = pos.coords.latitude;
        const lon = pos.coords.longitude;
        reversePlace(lat, lon)
          .then((r) => r.place?.formattedAddress ?? 'Current location')
          .catch(() => 'Current location')
          .then((label) => {
            setLocating(false);
            onChoose({ label, lat, lon });
          });
      },
      (err) => {
        setLocating(false);
        setGeoError(geolocationMessage(err));
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const placesError = places.error instanceof ApiError ? places.error.message : null;

  return (
    <Dialog opened={opened} onClose={onClose} title="Search location" centered>
      <Stack>
        <Autocomplete
          label="City or address"
          placeholder="Start typing a city"
          value={text}
          onChange={setText}
          data={results.map((p) => p.formattedAddress)}
          filter={({ options }) => options}
          onOptionSubmit={choosePlace}
          rightSection={places.isFetching ? <Loader size="xs" /> : null}
          error={placesError}
          data-autofocus
          comboboxProps={{ withinPortal: false }}
        />
        {debounced.length >= 2 && places.isSuccess && results.length === 0 && (
          <Text size="sm" c="dimmed">
            No places match “{debounced}”.
          </Text>
        )}
        <Button variant="light" onClick={useCurrentLocation} loading={locating}>
          Use my current location
        </Button>
        {geoError && (
          <Text size="sm" c="red.8" role="alert">
            {geoError}
          </Text>
        )}
        {saved.length > 0 && (
          <>
            <Divider label="Your addresses" labelPosition="left" />
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {saved.map((a) => {
                const label =
                  a.formattedAddress ?? [a.address1, a.city, a.state].filter(Boolean).join(', ');
                return (
                  <li key={a.id}>
                    <UnstyledButton
                      onClick={() =>
                        onChoose({ label, lat: a.latitude ?? 0, lon: a.longitude ?? 0 })
                      }
                      p="xs"
                      w="100%"
                      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    >
                      <Text size="sm" fw={600} component="span" display="flex" style={{ gap: 6 }}>
                        <MapPinIcon size={16} />
                        {a.name ?? label}
                      </Text>
                      {a.name && (
                        <Text size="xs" c="dimmed">
                          {label}
                        </Text>
                      )}
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
