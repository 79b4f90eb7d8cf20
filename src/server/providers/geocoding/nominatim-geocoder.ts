import type { GeocodedPlace, GeocodingProvider } from './geocoding.ts';
import { getJson } from './http-json.ts';

interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  neighbourhood?: string;
  suburb?: string;
  quarter?: string;
  city?: string;
  town?: string;
  village?: string;
  hamlet?: string;
  municipality?: string;
  county?: string;
  state?: string;
  'ISO3166-2-lvl4'?: string;
  postcode?: string;
  country_code?: string;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
  address?: NominatimAddress;
}

/** Maps one Nominatim result (format=jsonv2, addressdetails=1) to our place shape. */
export function mapNominatimPlace(p: NominatimPlace): GeocodedPlace | null {
  const latitude = Number(p.lat);
  const longitude = Number(p.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = p.address ?? {};
  const street = a.road ?? a.pedestrian;
  const address1 = street ? [a.house_number, street].filter(Boolean).join(' ') : undefined;
  // "US-CA" → "CA"; elsewhere keep the state's name.
  const iso = a['ISO3166-2-lvl4'];
  const state = iso && iso.includes('-') ? (iso.split('-')[1] as string) : (a.state ?? '');
  const neighborhood = a.neighbourhood ?? a.suburb ?? a.quarter;
  return {
    formattedAddress: p.display_name,
    ...(address1 ? { address1 } : {}),
    city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.county ?? '',
    state,
    zipcode: (a.postcode ?? '').split(/[;,]/)[0]?.trim() ?? '',
    ...(neighborhood ? { neighborhood } : {}),
    latitude,
    longitude,
  };
}

/** OpenStreetMap Nominatim (public or self-hosted). Its policy asks for an identifying User-Agent. */
export class NominatimGeocoder implements GeocodingProvider {
  readonly name = 'nominatim' as const;
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly userAgent = 'Potluck/0.1 (local-food marketplace; https://github.com/potluck)',
  ) {
    this.base = baseUrl.replace(/\/$/, '');
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.base}${path}`);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...params }))
      url.searchParams.set(k, v);
    return url;
  }

  private headers() {
    return { 'user-agent': this.userAgent, 'accept-language': 'en' };
  }

  private async search(query: string, limit: number): Promise<GeocodedPlace[]> {
    const q = query.trim();
    if (!q) return [];
    const data = await getJson(this.url('/search', { q, limit: String(limit) }), this.headers());
    if (!Array.isArray(data)) return [];
    return (data as NominatimPlace[])
      .map(mapNominatimPlace)
      .filter((p): p is GeocodedPlace => p !== null);
  }

  async forward(query: string): Promise<GeocodedPlace | null> {
    const [first] = await this.search(query, 1);
    return first ?? null;
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    const data = await getJson(
      this.url('/reverse', { lat: String(latitude), lon: String(longitude) }),
      this.headers(),
    );
    if (!data || typeof data !== 'object' || 'error' in data) return null;
    return mapNominatimPlace(data as NominatimPlace);
  }

  async autocomplete(query: string, limit = 5): Promise<GeocodedPlace[]> {
    return this.search(query, Math.max(1, Math.min(limit, 20)));
  }
}
