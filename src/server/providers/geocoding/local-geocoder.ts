import zipcodes, { type ZipCode } from 'zipcodes';
import type { GeocodedPlace, GeocodingProvider } from './geocoding.ts';
import { distanceKm } from '#domain/geo';

/** A city of the gazetteer: its ZIP centroids, their mean position and a representative ZIP. */
interface City {
  city: string;
  state: string;
  /** Upper-cased name, for case-insensitive prefix matching. */
  key: string;
  latitude: number;
  longitude: number;
  zips: string[];
  /** ZIP whose centroid is nearest the city's mean position. */
  centralZip: string;
}

interface Gazetteer {
  zips: Map<string, ZipCode>;
  cities: Map<string, City>;
  /** Cities ordered larger first (more ZIP codes ≈ larger place), then by name. */
  citiesBySize: City[];
  /** 1°×1° cells of ZIP centroids, for nearest-centroid lookups. */
  grid: Map<string, ZipCode[]>;
  stateByName: Map<string, string>;
  stateAbbrs: Set<string>;
}

let gazetteer: Gazetteer | null = null;

const MILITARY = new Set(['AA', 'AE', 'AP']);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const cityKey = (city: string, state: string) => `${city.toUpperCase()}|${state.toUpperCase()}`;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}|${Math.floor(lon)}`;

/** Built once, on first use: about 41k US ZIP centroids. */
function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  const zips = new Map<string, ZipCode>();
  const grid = new Map<string, ZipCode[]>();
  const groups = new Map<string, ZipCode[]>();
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== 'US' || !Number.isFinite(z.latitude) || !Number.isFinite(z.longitude))
      continue;
    // Military post offices (AA, AE, AP) have no place on the map.
    if (MILITARY.has(z.state) || (z.latitude === 0 && z.longitude === 0)) continue;
    zips.set(z.zip, z);
    const cell = cellKey(z.latitude, z.longitude);
    const inCell = grid.get(cell);
    if (inCell) inCell.push(z);
    else grid.set(cell, [z]);
    const k = cityKey(z.city, z.state);
    const group = groups.get(k);
    if (group) group.push(z);
    else groups.set(k, [z]);
  }
  const cities = new Map<string, City>();
  for (const [k, group] of groups) {
    // Median, not mean: a few stray ZIP centroids must not drag a city into the sea.
    const latitude = median(group.map((z) => z.latitude));
    const longitude = median(group.map((z) => z.longitude));
    let central = group[0] as ZipCode;
    for (const z of group) {
      if (
        distanceKm(latitude, longitude, z.latitude, z.longitude) <
        distanceKm(latitude, longitude, central.latitude, central.longitude)
      ) {
        central = z;
      }
    }
    cities.set(k, {
      city: central.city,
      state: central.state,
      key: central.city.toUpperCase(),
      latitude,
      longitude,
      zips: group.map((z) => z.zip).sort(),
      centralZip: central.zip,
    });
  }
  const citiesBySize = [...cities.values()].sort(
    (a, b) =>
      b.zips.length - a.zips.length ||
      a.city.localeCompare(b.city) ||
      a.state.localeCompare(b.state),
  );
  const stateByName = new Map<string, string>();
  const stateAbbrs = new Set<string>();
  for (const [name, abbr] of Object.entries(zipcodes.states.full)) {
    stateByName.set(name.toUpperCase(), abbr.toUpperCase());
  }
  for (const z of zips.values()) stateAbbrs.add(z.state.toUpperCase());
  gazetteer = { zips, cities, citiesBySize, grid, stateByName, stateAbbrs };
  return gazetteer;
}

const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
const COUNTRY_AT_END = /,?\s*(?:USA|U\.S\.A\.|US|United States(?: of America)?)\s*$/i;

/** Normalises a state abbreviation or full name to its two-letter code, or null. */
function toState(g: Gazetteer, text: string): string | null {
  const t = text.trim().replace(/\.$/, '').toUpperCase();
  if (t.length === 2 && g.stateAbbrs.has(t)) return t;
  return g.stateByName.get(t) ?? null;
}

function placeFromZip(z: ZipCode, address1?: string): GeocodedPlace {
  const area = `${z.city}, ${z.state} ${z.zip}`;
  return {
    formattedAddress: address1 ? `${address1}, ${area}` : area,
    ...(address1 ? { address1 } : {}),
    city: z.city,
    state: z.state,
    zipcode: z.zip,
    latitude: z.latitude,
    longitude: z.longitude,
  };
}

function placeFromCity(c: City, address1?: string): GeocodedPlace {
  const area = `${c.city}, ${c.state} ${c.centralZip}`;
  return {
    formattedAddress: address1 ? `${address1}, ${area}` : area,
    ...(address1 ? { address1 } : {}),
    city: c.city,
    state: c.state,
    zipcode: c.centralZip,
    latitude: round(c.latitude),
    longitude: round(c.longitude),
  };
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** Removes a trailing city name (case-insensitive) from a free-text part; returns the rest. */
function stripSuffix(text: string, suffix: string): string | null {
  const t = text.trimEnd();
  if (t.toUpperCase().endsWith(suffix.toUpperCase())) {
    const before = t.slice(0, t.length - suffix.length);
    if (before === '' || /[\s,]$/.test(before)) return before.replace(/[\s,]+$/, '');
  }
  return null;
}

/**
 * Offline geocoding over the US ZIP gazetteer of the `zipcodes` package. Precision is the
 * ZIP (or city) centroid: a street address resolves to the centroid of its ZIP code, which
 * is what nearest-first search needs; the street itself is kept as address1.
 */
export class LocalGeocoder implements GeocodingProvider {
  readonly name = 'local' as const;

  async forward(query: string): Promise<GeocodedPlace | null> {
    return this.forwardSync(query);
  }

  forwardSync(query: string): GeocodedPlace | null {
    const g = load();
    let rest = query.trim().replace(/\s+/g, ' ').replace(COUNTRY_AT_END, '').trim();
    if (!rest || rest.length > 300) return null;

    // 1. A trailing ZIP code.
    let zip: ZipCode | undefined;
    const zipMatch = ZIP_AT_END.exec(rest);
    if (zipMatch) {
      zip = g.zips.get(zipMatch[1] as string);
      rest = rest.slice(0, zipMatch.index).replace(/[\s,]+$/, '');
    }

    // 2. A trailing state (its own comma part, or the last word(s) of the last part).
    let state: string | null = null;
    const parts = rest
      ? rest
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : [];
    const last = parts.at(-1);
    if (last) {
      const whole = toState(g, last);
      if (whole) {
        // "New York" alone is a city; "California" alone is too vague to place.
        if (parts.length === 1 && !zip) {
          const city = this.findCity(last, null);
          return city ? placeFromCity(city) : null;
        }
        state = whole;
        parts.pop();
      } else {
        const words = last.split(' ');
        for (const n of [3, 2, 1]) {
          if (words.length <= n) continue;
          const candidate = toState(g, words.slice(-n).join(' '));
          if (candidate) {
            state = candidate;
            parts[parts.length - 1] = words.slice(0, -n).join(' ');
            break;
          }
        }
      }
    }

    // 3. Resolve by ZIP first: it is the most precise thing we have.
    if (zip && (!state || zip.state === state)) {
      const street = this.streetBefore(parts, zip.city);
      return placeFromZip(zip, street);
    }

    // 4. Otherwise by city (+ state): the last remaining part ends with the city name.
    const lastPart = parts.at(-1);
    if (!lastPart) return null;
    if (parts.length > 1 || state) {
      const city = this.findCity(lastPart, state);
      if (city) {
        const street = parts.slice(0, -1).join(', ') || undefined;
        return placeFromCity(city, street);
      }
    }
    // "1 Market St San Francisco CA" without commas: find the longest city suffix.
    const words = lastPart.split(' ');
    for (let i = 0; i < words.length; i++) {
      const candidate = words.slice(i).join(' ');
      const city = this.findCity(candidate, state);
      if (city) {
        const street =
          [...parts.slice(0, -1), words.slice(0, i).join(' ')].filter(Boolean).join(', ') ||
          undefined;
        if (!street && !state && parts.length === 1 && i === 0) return placeFromCity(city);
        return placeFromCity(city, street);
      }
    }
    return null;
  }

  private streetBefore(parts: string[], city: string): string | undefined {
    if (parts.length === 0) return undefined;
    const last = parts.at(-1) as string;
    const withoutCity = stripSuffix(last, city);
    const head = withoutCity === null ? parts : [...parts.slice(0, -1), withoutCity];
    // A last part that names some other place ("Springfield") is not a street either.
    if (withoutCity === null && parts.length > 1) head.pop();
    return head.filter(Boolean).join(', ') || undefined;
  }

  private findCity(name: string, state: string | null): City | undefined {
    const g = load();
    const n = name.trim();
    if (!n) return undefined;
    if (state) return g.cities.get(cityKey(n, state));
    const key = n.toUpperCase();
    // No state: the largest city of that name.
    return g.citiesBySize.find((c) => c.key === key);
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      return null;
    }
    const g = load();
    const baseLat = Math.floor(latitude);
    const baseLon = Math.floor(longitude);
    let best: ZipCode | null = null;
    let bestKm = Infinity;
    // Ring by ring; once something is found, one more ring settles cell-boundary cases.
    const maxRing = 3;
    let foundAtRing = -1;
    for (let ring = 0; ring <= maxRing; ring++) {
      for (let dLat = -ring; dLat <= ring; dLat++) {
        for (let dLon = -ring; dLon <= ring; dLon++) {
          if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
          for (const z of g.grid.get(`${baseLat + dLat}|${baseLon + dLon}`) ?? []) {
            const km = distanceKm(latitude, longitude, z.latitude, z.longitude);
            if (km < bestKm) {
              bestKm = km;
              best = z;
            }
          }
        }
      }
      if (best && foundAtRing < 0) foundAtRing = ring;
      if (foundAtRing >= 0 && ring > foundAtRing) break;
    }
    return best ? placeFromZip(best) : null;
  }

  async autocomplete(query: string, limit = 5): Promise<GeocodedPlace[]> {
    const g = load();
    const max = Math.max(1, Math.min(limit, 20));
    const q = query.trim().replace(/\s+/g, ' ');
    if (!q) return [];

    if (/^\d{1,5}$/.test(q)) {
      const out: GeocodedPlace[] = [];
      for (const [code, z] of g.zips) {
        if (code.startsWith(q)) out.push(placeFromZip(z));
      }
      return out.sort((a, b) => a.zipcode.localeCompare(b.zipcode)).slice(0, max);
    }

    // "san fr", "San Francisco, C", "portland or"
    const [cityPart = '', statePart = ''] = q.split(',').map((p) => p.trim().toUpperCase());
    const results: GeocodedPlace[] = [];
    for (const c of g.citiesBySize) {
      if (!c.key.startsWith(cityPart)) continue;
      if (statePart && !c.state.startsWith(statePart)) continue;
      results.push({
        formattedAddress: `${c.city}, ${c.state}`,
        city: c.city,
        state: c.state,
        zipcode: c.centralZip,
        latitude: round(c.latitude),
        longitude: round(c.longitude),
      });
      if (results.length >= max) break;
    }
    if (results.length === 0 && !statePart) {
      // "portland or": the last word may be a state.
      const words = cityPart.split(' ');
      const state = words.length > 1 ? toState(g, words.at(-1) as string) : null;
      if (state) return this.autocomplete(`${words.slice(0, -1).join(' ')}, ${state}`, max);
    }
    return results;
  }
}
