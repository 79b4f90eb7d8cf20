import { createRequire } from 'node:module';
import type { GeocodedPlace } from '../../providers/geocoding/geocoding.ts';
import type { Rng } from './rng.ts';
import { distanceKm } from '#domain/geo';

/** A spot producers cluster around: a real neighbourhood of the demo city, or a nearby ZIP centroid. */
export interface Neighbourhood {
  name: string | null;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zipcode: string;
  streets: readonly string[];
}

export interface DemoCity {
  label: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zipcode: string;
  timeZone: string;
  neighbourhoods: Neighbourhood[];
}

export const SAN_FRANCISCO_CENTRE = { latitude: 37.7749, longitude: -122.4194 };

const sf = (
  name: string,
  latitude: number,
  longitude: number,
  zipcode: string,
  streets: string[],
): Neighbourhood => ({
  name,
  latitude,
  longitude,
  city: 'San Francisco',
  state: 'CA',
  zipcode,
  streets,
});

/** San Francisco neighbourhoods (approximate centres), all within ~8 km of City Hall. */
const SAN_FRANCISCO: Neighbourhood[] = [
  sf('Mission District', 37.7599, -122.4148, '94110', [
    'Valencia St',
    'Mission St',
    '24th St',
    'Guerrero St',
  ]),
  sf('Bernal Heights', 37.7389, -122.4152, '94110', ['Cortland Ave', 'Folsom St', 'Precita Ave']),
  sf('Noe Valley', 37.7502, -122.4337, '94114', ['24th St', 'Church St', 'Castro St']),
  sf('Castro', 37.7609, -122.435, '94114', ['Castro St', 'Market St', '18th St']),
  sf('Haight-Ashbury', 37.7692, -122.4481, '94117', ['Haight St', 'Cole St', 'Page St']),
  sf('Inner Sunset', 37.7602, -122.4686, '94122', ['Irving St', '9th Ave', 'Judah St']),
  sf('Outer Sunset', 37.7553, -122.4945, '94122', ['Judah St', 'Noriega St', '45th Ave']),
  sf('Inner Richmond', 37.78, -122.4647, '94118', ['Clement St', 'Geary Blvd', '6th Ave']),
  sf('Outer Richmond', 37.7775, -122.4945, '94121', ['Balboa St', 'Geary Blvd', '36th Ave']),
  sf('Hayes Valley', 37.7765, -122.4241, '94102', ['Hayes St', 'Octavia St', 'Gough St']),
  sf('SoMa', 37.7785, -122.4056, '94103', ['Folsom St', 'Howard St', '6th St']),
  sf('Potrero Hill', 37.7605, -122.4009, '94107', ['18th St', 'Connecticut St', 'De Haro St']),
  sf('Dogpatch', 37.7579, -122.3892, '94107', ['3rd St', 'Tennessee St', '22nd St']),
  sf('North Beach', 37.8061, -122.4103, '94133', ['Columbus Ave', 'Grant Ave', 'Stockton St']),
  sf('Chinatown', 37.7941, -122.4078, '94108', ['Grant Ave', 'Stockton St', 'Clay St']),
  sf('Marina', 37.8037, -122.4368, '94123', ['Chestnut St', 'Union St', 'Fillmore St']),
  sf('Nob Hill', 37.793, -122.4161, '94109', ['Polk St', 'Hyde St', 'Sacramento St']),
  sf('Tenderloin', 37.7847, -122.4141, '94102', ['Larkin St', 'Eddy St', 'Jones St']),
  sf('Excelsior', 37.7244, -122.4272, '94112', ['Mission St', 'Geneva Ave', 'Persia Ave']),
  sf('Bayview', 37.7295, -122.3925, '94124', ['3rd St', 'Palou Ave', 'Oakdale Ave']),
  sf('Glen Park', 37.7339, -122.4336, '94131', ['Diamond St', 'Chenery St', 'Bosworth St']),
  sf('Japantown', 37.7853, -122.4298, '94115', ['Post St', 'Buchanan St', 'Sutter St']),
];

const GENERIC_STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Park Ave',
  'Elm St',
  'Washington St',
  'Lake St',
  'Hill St',
  'Pine St',
  'Cedar Ave',
  'Market St',
  'Church St',
  'Spring St',
  'Union Ave',
];

type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };
type ZipcodesLib = { radius(zip: string, miles: number, full: true): ZipRecord[] };

/** Rough US time zone from longitude (states that straddle zones get their larger side). */
export function timeZoneFor(state: string, longitude: number): string {
  if (state === 'HI') return 'Pacific/Honolulu';
  if (state === 'AK') return 'America/Anchorage';
  if (state === 'AZ') return 'America/Phoenix';
  if (longitude < -114.5) return 'America/Los_Angeles';
  if (longitude < -101.5) return 'America/Denver';
  if (longitude < -86.5) return 'America/Chicago';
  return 'America/New_York';
}

/**
 * Neighbourhoods for the demo city: San Francisco's own when the centre is San Francisco,
 * otherwise ZIP centroids within ~5 miles from the local gazetteer (a single spot if none).
 */
export function demoCity(label: string, place: GeocodedPlace | null): DemoCity {
  const latitude = place?.latitude ?? SAN_FRANCISCO_CENTRE.latitude;
  const longitude = place?.longitude ?? SAN_FRANCISCO_CENTRE.longitude;
  const isSanFrancisco =
    !place ||
    distanceKm(latitude, longitude, SAN_FRANCISCO_CENTRE.latitude, SAN_FRANCISCO_CENTRE.longitude) <
      6;
  if (isSanFrancisco) {
    return {
      label,
      latitude,
      longitude,
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94102',
      timeZone: 'America/Los_Angeles',
      neighbourhoods: SAN_FRANCISCO,
    };
  }
  const city = place.city;
  const state = place.state;
  let neighbourhoods: Neighbourhood[] = [];
  if (place.zipcode) {
    try {
      const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipcodesLib;
      const seen = new Set<string>();
      neighbourhoods = zipcodes
        .radius(place.zipcode, 5, true)
        .filter((z) => distanceKm(latitude, longitude, z.latitude, z.longitude) <= 7.5)
        .filter((z) => {
          const at = `${z.latitude},${z.longitude}`;
          if (seen.has(at)) return false;
          seen.add(at);
          return true;
        })
        .sort((a, b) => a.zip.localeCompare(b.zip))
        .map((z) => ({
          name: null,
          latitude: z.latitude,
          longitude: z.longitude,
          city: z.city,
          state: z.state,
          zipcode: z.zip,
          streets: GENERIC_STREETS,
        }));
    } catch {
      neighbourhoods = [];
    }
  }
  if (neighbourhoods.length === 0) {
    neighbourhoods = [
      {
        name: null,
        latitude,
        longitude,
        city,
        state,
        zipcode: place.zipcode,
        streets: GENERIC_STREETS,
      },
    ];
  }
  return {
    label,
    latitude,
    longitude,
    city,
    state,
    zipcode: place.zipcode,
    timeZone: timeZoneFor(state, longitude),
    neighbourhoods,
  };
}

export interface DemoAddress {
  address1: string;
  city: string;
  state: string;
  zipcode: string;
  neighborhood: string | null;
  formattedAddress: string;
  latitude: number;
  longitude: number;
}

/** A street address near a neighbourhood (jitter ≤ ~600 m), kept within ~8 km of the centre. */
export function addressNear(rng: Rng, city: DemoCity, spot: Neighbourhood): DemoAddress {
  let latitude = spot.latitude;
  let longitude = spot.longitude;
  for (let attempt = 0; attempt < 5; attempt++) {
    const lat = spot.latitude + rng.float(-0.0055, 0.0055);
    const lon = spot.longitude + rng.float(-0.007, 0.007);
    if (distanceKm(city.latitude, city.longitude, lat, lon) <= 8) {
      latitude = lat;
      longitude = lon;
      break;
    }
  }
  latitude = Math.round(latitude * 1e6) / 1e6;
  longitude = Math.round(longitude * 1e6) / 1e6;
  const address1 = `${rng.int(1, 39) * 100 + rng.int(0, 99)} ${rng.pick(spot.streets)}`;
  return {
    address1,
    city: spot.city,
    state: spot.state,
    zipcode: spot.zipcode,
    neighborhood: spot.name,
    formattedAddress: `${address1}, ${spot.city}, ${spot.state} ${spot.zipcode}`.replace(/ $/, ''),
    latitude,
    longitude,
  };
}
