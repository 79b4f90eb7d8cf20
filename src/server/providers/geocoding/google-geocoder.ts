import type { GeocodedPlace, GeocodingProvider } from './geocoding.ts';
import { GeocodingUnavailableError, getJson } from './http-json.ts';

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleResult {
  formatted_address: string;
  address_components: GoogleComponent[];
  geometry: { location: { lat: number; lng: number } };
}

interface GoogleResponse {
  status: string;
  results?: GoogleResult[];
  error_message?: string;
}

/** Maps one Geocoding API result: address_components and geometry.location. */
export function mapGoogleResult(r: GoogleResult): GeocodedPlace {
  const find = (type: string) => r.address_components.find((c) => c.types.includes(type));
  const streetNumber = find('street_number')?.long_name;
  const route = find('route')?.short_name;
  const address1 = route ? [streetNumber, route].filter(Boolean).join(' ') : undefined;
  const neighborhood = find('neighborhood')?.long_name ?? find('sublocality')?.long_name;
  return {
    formattedAddress: r.formatted_address,
    ...(address1 ? { address1 } : {}),
    city:
      find('locality')?.long_name ??
      find('postal_town')?.long_name ??
      find('sublocality')?.long_name ??
      find('administrative_area_level_2')?.long_name ??
      '',
    state: find('administrative_area_level_1')?.short_name ?? '',
    zipcode: find('postal_code')?.long_name ?? '',
    ...(neighborhood ? { neighborhood } : {}),
    latitude: r.geometry.location.lat,
    longitude: r.geometry.location.lng,
  };
}

/** Google Maps Geocoding API. */
export class GoogleGeocoder implements GeocodingProvider {
  readonly name = 'google' as const;
  private readonly base: string;

  constructor(
    private readonly apiKey: string,
    baseUrl = 'https://maps.googleapis.com',
  ) {
    this.base = baseUrl.replace(/\/$/, '');
  }

  private async geocode(params: Record<string, string>): Promise<GeocodedPlace[]> {
    const url = new URL(`${this.base}/maps/api/geocode/json`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', this.apiKey);
    const data = (await getJson(url, {})) as GoogleResponse;
    if (data.status === 'ZERO_RESULTS') return [];
    // The key is in the URL: never echo the URL or Google's message into our errors.
    if (data.status !== 'OK')
      throw new GeocodingUnavailableError(`Google geocoding status ${data.status}`);
    return (data.results ?? []).map(mapGoogleResult);
  }

  async forward(query: string): Promise<GeocodedPlace | null> {
    if (!query.trim()) return null;
    const [first] = await this.geocode({ address: query.trim() });
    return first ?? null;
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    const [first] = await this.geocode({ latlng: `${latitude},${longitude}` });
    return first ?? null;
  }

  async autocomplete(query: string, limit = 5): Promise<GeocodedPlace[]> {
    if (!query.trim()) return [];
    return (await this.geocode({ address: query.trim() })).slice(
      0,
      Math.max(1, Math.min(limit, 20)),
    );
  }
}
