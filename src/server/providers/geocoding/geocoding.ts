export interface GeocodedPlace {
  formattedAddress: string;
  address1?: string;
  city: string;
  state: string;
  zipcode: string;
  neighborhood?: string;
  latitude: number;
  longitude: number;
}

/** Forward, reverse and autocomplete geocoding. The local one works offline. */
export interface GeocodingProvider {
  readonly name: 'local' | 'nominatim' | 'google';
  forward(query: string): Promise<GeocodedPlace | null>;
  reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null>;
  autocomplete(query: string, limit?: number): Promise<GeocodedPlace[]>;
}
