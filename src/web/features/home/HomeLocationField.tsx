import { Anchor, Box, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MapPinIcon } from '../../components/icons';
import { StandInInput } from '../../components/StandInInput';
import { firstUseModule, useFirstUse } from '../../lib/first-use';
import { useSearchLocation } from '../../lib/search-location';
import { CITY_FIELD } from './city-field';

// The autocomplete (Mantine's Combobox and its floating layer) and the place lookup load when a
// person first reaches for the field; a stand-in of the same look holds its place (decision 075).
const cityAutocompleteModule = firstUseModule(() => import('./CityAutocomplete'));

/**
 * Dishes near a city in two steps from the home page (issue 14): type a city, pick a
 * suggestion (or press Enter for the first), and the food search opens around it. The place is
 * the search's own remembered location, so a returning person finds it here and on /foods.
 */
export function HomeLocationField() {
  const [location] = useSearchLocation();
  const city = useFirstUse(cityAutocompleteModule);
  return (
    <Paper
      component="section"
      aria-labelledby="home-location-title"
      withBorder
      radius="lg"
      p="lg"
      maw={560}
    >
      <Title id="home-location-title" order={2} size="h3">
        Find dishes near you
      </Title>
      {city.module ? (
        <city.module.CityAutocomplete readHandoff={city.readHandoff} />
      ) : (
        <StandInInput
          inputRef={city.standInRef}
          onFirstUse={city.start}
          size="md"
          {...CITY_FIELD}
          leftSection={<MapPinIcon size={18} />}
          rootStyle={{ marginTop: 'var(--mantine-spacing-sm)' }}
        />
      )}
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
