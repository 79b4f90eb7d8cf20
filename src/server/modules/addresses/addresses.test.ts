import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { signUpUser, type TestUser } from '../profiles/test-users.ts';
import { GeocodingUnavailableError } from '../../providers/geocoding/http-json.ts';
import type { GeocodingProvider } from '../../providers/geocoding/geocoding.ts';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t, 'Ann');
  bob = await signUpUser(t, 'Bob');
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

const market = {
  name: 'Home',
  address1: '1 Market St',
  address2: 'Apt 2',
  city: 'san francisco',
  state: 'ca',
  zipcode: '94105',
  type: 'home',
};

describe('addresses', () => {
  let annAddressId = '';

  it('401 on every route when signed out', async () => {
    expect((await call(null, 'GET', '/addresses')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/addresses', market)).statusCode).toBe(401);
    expect(
      (await call(null, 'PATCH', '/addresses/00000000-0000-4000-8000-000000000000', { name: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(null, 'DELETE', '/addresses/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(401);
  });

  it('starts empty', async () => {
    const res = await call(ann, 'GET', '/addresses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ addresses: [] });
  });

  it('creates a geocoded address that keeps street, city, state, ZIP and coordinates', async () => {
    const res = await call(ann, 'POST', '/addresses', market);
    expect(res.statusCode).toBe(201);
    const a = res.json().address;
    expect(a).toMatchObject({
      name: 'Home',
      address1: '1 Market St',
      address2: 'Apt 2',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      latitude: 37.7864,
      longitude: -122.3892,
      formattedAddress: '1 Market St, Apt 2, San Francisco, CA 94105',
      type: 'home',
      usesUserLocation: false,
      isDefault: true,
    });
    annAddressId = a.id;
    const list = (await call(ann, 'GET', '/addresses')).json().addresses;
    expect(list).toHaveLength(1);
  });

  it('validates the body', async () => {
    const res = await call(ann, 'POST', '/addresses', { ...market, address1: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.address1).toBe('Enter the street address.');
    expect(
      (
        await call(ann, 'POST', '/addresses', {
          ...market,
          userLocation: { latitude: 123, longitude: 0 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('422 geocoding_failed when the address cannot be placed and no location was sent', async () => {
    const res = await call(ann, 'POST', '/addresses', {
      address1: '1 Nowhere Rd',
      city: 'Faketown',
      state: 'ZZ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'geocoding_failed',
      message: 'We could not find that address. Check the street, city and ZIP code.',
    });
  });

  it('falls back to the user location and says so', async () => {
    const res = await call(ann, 'POST', '/addresses', {
      address1: '1 Nowhere Rd',
      city: 'Faketown',
      state: 'ZZ',
      userLocation: { latitude: 37.75, longitude: -122.45 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({
      address1: '1 Nowhere Rd',
      city: 'Faketown',
      latitude: 37.75,
      longitude: -122.45,
      usesUserLocation: true,
      isDefault: false,
    });
  });

  it('updates: renames without geocoding, re-geocodes when the place changes', async () => {
    const renamed = await call(ann, 'PATCH', `/addresses/${annAddressId}`, { name: 'Work' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().address).toMatchObject({
      name: 'Work',
      zipcode: '94105',
      latitude: 37.7864,
    });

    const moved = await call(ann, 'PATCH', `/addresses/${annAddressId}`, {
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().address).toMatchObject({
      address1: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      name: 'Work',
    });
    expect(moved.json().address.latitude).toBeCloseTo(30.27, 1);
    expect(moved.json().address.formattedAddress).toBe('100 Congress Ave, Apt 2, Austin, TX 78701');

    const bad = await call(ann, 'PATCH', `/addresses/${annAddressId}`, {
      city: 'Faketown',
      state: 'ZZ',
      zipcode: '',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('another user cannot read, update or delete it (404)', async () => {
    expect((await call(bob, 'GET', '/addresses')).json().addresses).toEqual([]);
    const upd = await call(bob, 'PATCH', `/addresses/${annAddressId}`, { name: 'Mine now' });
    expect(upd.statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/addresses/${annAddressId}`)).statusCode).toBe(404);
    const still = (await call(ann, 'GET', '/addresses')).json().addresses;
    expect(still.find((a: { id: string }) => a.id === annAddressId)?.name).toBe('Work');
  });

  it('deletes, and the next address becomes the default', async () => {
    const res = await call(ann, 'DELETE', `/addresses/${annAddressId}`);
    expect(res.statusCode).toBe(204);
    expect((await call(ann, 'DELETE', `/addresses/${annAddressId}`)).statusCode).toBe(404);
    const list = (await call(ann, 'GET', '/addresses')).json().addresses;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
  });

  it('keeps at most 20 addresses per user', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(bob, 'POST', '/addresses', {
        address1: `${i + 1} Main St`,
        city: 'Boston',
        state: 'MA',
        zipcode: '02108',
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await call(bob, 'POST', '/addresses', market);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/up to 20 addresses/);
    const list = (await call(bob, 'GET', '/addresses')).json().addresses;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('an upstream geocoder outage is a 503, unless the user location can stand in', async () => {
    const real = t.ctx.geocoder;
    const down: GeocodingProvider = {
      name: 'nominatim',
      forward: () => Promise.reject(new GeocodingUnavailableError('HTTP 503')),
      reverse: () => Promise.reject(new GeocodingUnavailableError('HTTP 503')),
      autocomplete: () => Promise.reject(new GeocodingUnavailableError('HTTP 503')),
    };
    t.ctx.geocoder = down;
    try {
      const carol = await signUpUser(t, 'Carol');
      const res = await call(carol, 'POST', '/addresses', market);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
      const fallback = await call(carol, 'POST', '/addresses', {
        ...market,
        userLocation: { latitude: 37.7, longitude: -122.4 },
      });
      expect(fallback.statusCode).toBe(201);
      expect(fallback.json().address.usesUserLocation).toBe(true);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/geocoding/autocomplete?q=san' }))
          .statusCode,
      ).toBe(503);
    } finally {
      t.ctx.geocoder = real;
    }
  });

  it('400 for a malformed id', async () => {
    expect((await call(ann, 'DELETE', '/addresses/not-a-uuid')).statusCode).toBe(400);
  });
});
