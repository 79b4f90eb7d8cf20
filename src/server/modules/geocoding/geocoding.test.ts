import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/v1/geocoding${url}`, remoteAddress });

describe('geocoding routes (local geocoder)', () => {
  it('autocompletes cities and ZIPs', async () => {
    const res = await get('/autocomplete?q=san%20fr');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      formattedAddress: 'San Francisco, CA',
      city: 'San Francisco',
      state: 'CA',
    });
    const zips = await get('/autocomplete?q=9410&limit=2');
    expect(zips.json().results.map((p: { zipcode: string }) => p.zipcode)).toEqual([
      '94101',
      '94102',
    ]);
  });

  it('geocodes forward; place is null when nothing matched', async () => {
    const res = await get(
      `/forward?q=${encodeURIComponent('1 Market St, San Francisco, CA 94105')}`,
    );
    expect(res.json().place).toMatchObject({
      address1: '1 Market St',
      zipcode: '94105',
      latitude: 37.7864,
    });
    expect((await get('/forward?q=qwertyuiop')).json()).toEqual({ place: null });
  });

  it('geocodes reverse', async () => {
    const res = await get('/reverse?lat=37.7864&lon=-122.3892');
    expect(res.json().place).toMatchObject({ zipcode: '94105', city: 'San Francisco' });
  });

  it('validates the query', async () => {
    expect((await get('/autocomplete?q=')).statusCode).toBe(400);
    expect((await get('/reverse?lat=100&lon=0')).statusCode).toBe(400);
    expect((await get('/reverse?lat=abc&lon=0')).statusCode).toBe(400);
    expect((await get('/autocomplete?q=san&limit=50')).statusCode).toBe(400);
  });

  it('is rate limited per caller', async () => {
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await get('/autocomplete?q=a', '10.1.1.1')).statusCode;
    expect(last).toBe(429);
  });
});
