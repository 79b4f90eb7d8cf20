import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NominatimGeocoder } from './nominatim-geocoder.ts';
import { GoogleGeocoder } from './google-geocoder.ts';
import { GeocodingUnavailableError } from './http-json.ts';

/** An upstream stand-in: records each request, answers whatever the test queued. */
const seen: { url: URL; headers: http.IncomingHttpHeaders }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: [] };
const server = http.createServer((req, res) => {
  seen.push({ url: new URL(req.url ?? '/', 'http://upstream'), headers: req.headers });
  res
    .writeHead(reply.status, { 'content-type': 'application/json' })
    .end(JSON.stringify(reply.body));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const nominatimPlace = {
  lat: '37.7936',
  lon: '-122.3951',
  display_name:
    '1, Market Street, Financial District, San Francisco, California, 94105, United States',
  address: {
    house_number: '1',
    road: 'Market Street',
    neighbourhood: 'Financial District',
    city: 'San Francisco',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    postcode: '94105',
    country_code: 'us',
  },
};

describe('NominatimGeocoder', () => {
  it('searches with jsonv2, address details, limit 1 and a User-Agent, and maps the place', async () => {
    reply = { status: 200, body: [nominatimPlace] };
    const g = new NominatimGeocoder(`${base}/`, 'PotluckTest/1.0');
    const place = await g.forward('1 Market St, San Francisco, CA 94105');
    const req = seen[0];
    expect(req?.url.pathname).toBe('/search');
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: '1 Market St, San Francisco, CA 94105',
      limit: '1',
    });
    expect(req?.headers['user-agent']).toBe('PotluckTest/1.0');
    expect(place).toEqual({
      formattedAddress: nominatimPlace.display_name,
      address1: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      neighborhood: 'Financial District',
      latitude: 37.7936,
      longitude: -122.3951,
    });
  });

  it('sends a default User-Agent', async () => {
    reply = { status: 200, body: [] };
    expect(await new NominatimGeocoder(base).forward('nowhere')).toBeNull();
    expect(String(seen[0]?.headers['user-agent'])).toMatch(/^Potluck\//);
  });

  it('reverses by lat and lon; an error body means nothing found', async () => {
    const g = new NominatimGeocoder(base);
    reply = {
      status: 200,
      body: {
        ...nominatimPlace,
        address: { ...nominatimPlace.address, road: undefined, town: 'Sausalito', city: undefined },
      },
    };
    const place = await g.reverse(37.79, -122.39);
    expect(seen[0]?.url.pathname).toBe('/reverse');
    expect(seen[0]?.url.searchParams.get('lat')).toBe('37.79');
    expect(seen[0]?.url.searchParams.get('lon')).toBe('-122.39');
    expect(place).toMatchObject({ city: 'Sausalito', state: 'CA' });
    expect(place?.address1).toBeUndefined();
    reply = { status: 200, body: { error: 'Unable to geocode' } };
    expect(await g.reverse(0, 0)).toBeNull();
  });

  it('autocompletes with the requested limit', async () => {
    reply = { status: 200, body: [nominatimPlace, nominatimPlace] };
    const results = await new NominatimGeocoder(base).autocomplete('1 Market', 2);
    expect(seen[0]?.url.searchParams.get('limit')).toBe('2');
    expect(results).toHaveLength(2);
  });

  it('turns upstream failures into GeocodingUnavailableError', async () => {
    reply = { status: 503, body: { error: 'overloaded' } };
    await expect(new NominatimGeocoder(base).forward('x')).rejects.toBeInstanceOf(
      GeocodingUnavailableError,
    );
  });
});

const googleResult = {
  formatted_address: '1 Market St, San Francisco, CA 94105, USA',
  address_components: [
    { long_name: '1', short_name: '1', types: ['street_number'] },
    { long_name: 'Market Street', short_name: 'Market St', types: ['route'] },
    {
      long_name: 'Financial District',
      short_name: 'Financial District',
      types: ['neighborhood', 'political'],
    },
    { long_name: 'San Francisco', short_name: 'SF', types: ['locality', 'political'] },
    {
      long_name: 'California',
      short_name: 'CA',
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '94105', short_name: '94105', types: ['postal_code'] },
  ],
  geometry: { location: { lat: 37.7941, lng: -122.3947 } },
};

describe('GoogleGeocoder', () => {
  it('geocodes by address with the key and maps address_components and geometry.location', async () => {
    reply = { status: 200, body: { status: 'OK', results: [googleResult] } };
    const place = await new GoogleGeocoder('test-key', base).forward('1 Market St, San Francisco');
    expect(seen[0]?.url.pathname).toBe('/maps/api/geocode/json');
    expect(seen[0]?.url.searchParams.get('address')).toBe('1 Market St, San Francisco');
    expect(seen[0]?.url.searchParams.get('key')).toBe('test-key');
    expect(place).toEqual({
      formattedAddress: '1 Market St, San Francisco, CA 94105, USA',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      neighborhood: 'Financial District',
      latitude: 37.7941,
      longitude: -122.3947,
    });
  });

  it('reverses with latlng', async () => {
    reply = { status: 200, body: { status: 'OK', results: [googleResult] } };
    await new GoogleGeocoder('k', base).reverse(37.79, -122.39);
    expect(seen[0]?.url.searchParams.get('latlng')).toBe('37.79,-122.39');
  });

  it('answers null on ZERO_RESULTS and throws (without the key) on other statuses', async () => {
    reply = { status: 200, body: { status: 'ZERO_RESULTS', results: [] } };
    expect(await new GoogleGeocoder('k', base).forward('nowhere')).toBeNull();
    reply = {
      status: 200,
      body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' },
    };
    const err = await new GoogleGeocoder('secret-key', base).forward('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeocodingUnavailableError);
    expect(String((err as Error).message)).not.toContain('secret-key');
  });

  it('autocompletes up to the limit', async () => {
    reply = {
      status: 200,
      body: { status: 'OK', results: [googleResult, googleResult, googleResult] },
    };
    expect(await new GoogleGeocoder('k', base).autocomplete('1 Market', 2)).toHaveLength(2);
  });
});
