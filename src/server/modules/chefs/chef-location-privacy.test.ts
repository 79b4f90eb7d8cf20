// No public answer places a home chef to the metre (issue 14 point 9, decision 052): the chef
// and dish pages, the food, quick and chef searches and the map markers carry neither the home's
// coordinates nor its street, while a restaurant still shows its own point.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '#domain/geo';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  type Fixtures,
  insertSearchFixtures,
  northOf,
  ORIGIN,
} from '../../test/factories/search-fixtures.ts';

let t: TestApp;
let f: Fixtures;
/** Anna: a home chef 1 km north of ORIGIN, whose saved address has a street. */
const home = northOf(1);
const STREET = '12 Quiet Lane';
/** A restaurant 2 km north, which may show its address. */
const bistro = { id: randomUUID(), ...northOf(2), dish: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  f = await insertSearchFixtures(t);
  const anna = f.chef.anna as string;
  await t.ctx.db.insert(addresses).values({
    userId: anna,
    address1: STREET,
    city: 'San Francisco',
    state: 'CA',
    zipcode: '94103',
    latitude: home.lat,
    longitude: home.lon,
    type: 'business',
    isDefault: true,
  });
  await t.ctx.db.insert(users).values({
    id: bistro.id,
    email: `bistro-${bistro.id.slice(0, 6)}@example.com`,
    passwordHash: 'x',
  });
  await t.ctx.db.insert(profiles).values({
    id: bistro.id,
    type: 'chef',
    producerKind: 'restaurant',
    name: 'Rita Open',
    businessName: 'Open Door Diner',
    handle: 'opendoor',
    approvalStatus: 'approved',
    profileStatus: 'public',
    latitude: bistro.lat,
    longitude: bistro.lon,
  });
  await t.ctx.db.insert(dishes).values({
    id: bistro.dish,
    chefId: bistro.id,
    name: 'Diner Pancakes',
    slug: `pancakes-${bistro.dish.slice(0, 8)}`,
    priceCents: 900,
    status: 'available',
    amountLeft: -1,
    visibility: 'public',
    latitude: bistro.lat,
    longitude: bistro.lon,
  });
});
afterAll(() => t.close());

let ip = 0;
const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.52.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(payload ? { payload } : {}),
  });

/** The body carries neither the home's coordinates nor its street. */
function expectNoHome(body: string) {
  expect(body).not.toContain(String(home.lat));
  expect(body).not.toContain(STREET);
}

describe('a home chef in public answers', () => {
  it('the chef page gives an area: a fixed point within 1 km that is not the home', async () => {
    const first = await request('GET', `/chefs/${f.chef.anna}`);
    expect(first.statusCode, first.body).toBe(200);
    expectNoHome(first.body);
    const { chef } = first.json();
    expect(chef.locationRadiusM).toBe(1000);
    const off = distanceKm(home.lat, home.lon, chef.latitude, chef.longitude);
    expect(off).toBeGreaterThan(0.2);
    expect(off).toBeLessThan(1);
    const byHandle = await request('GET', '/chefs/by-handle/annacooks');
    expectNoHome(byHandle.body);
    expect(byHandle.json().chef.latitude).toBe(chef.latitude);
  });

  it('the dish page and its label carry the area and the town, never the street', async () => {
    const res = await request('GET', `/dishes/${f.dish.lasagna}`);
    expect(res.statusCode, res.body).toBe(200);
    expectNoHome(res.body);
    expect(res.json().dish.chef.locationRadiusM).toBe(1000);
    const page = await request('GET', `/chefs/${f.chef.anna}`);
    expect(res.json().dish.chef.latitude).toBe(page.json().chef.latitude);
    const label = await request('GET', `/dishes/labels/${f.dish.lasagna}`);
    expect(label.statusCode, label.body).toBe(200);
    expectNoHome(label.body);
    expect(label.json().label.address).toMatchObject({ address1: null, city: 'San Francisco' });
  });

  it('searches round her distance and carry no coordinates', async () => {
    const foods = await request('POST', '/search/foods', { location: ORIGIN });
    expectNoHome(foods.body);
    const lasagna = foods.json().hits.find((h: { id: string }) => h.id === f.dish.lasagna);
    expect(lasagna.distanceRounded).toBe(true);
    expect((lasagna.distanceKm * 2) % 1).toBe(0);
    expect(lasagna.distanceKm).toBeGreaterThanOrEqual(1);

    const quick = await request('POST', '/search/foods/quick', {
      location: ORIGIN,
      text: 'lasagna',
    });
    expectNoHome(quick.body);
    expect(quick.json().hits[0].distanceRounded).toBe(true);

    const chefs = await request('POST', '/search/chefs', { location: ORIGIN });
    expectNoHome(chefs.body);
    const anna = chefs.json().hits.find((h: { id: string }) => h.id === f.chef.anna);
    expect(anna.distanceRounded).toBe(true);
    // Standing at her door still reads "under 1 km", not metres.
    const atDoor = await request('POST', '/search/chefs', { location: home });
    const there = atDoor.json().hits.find((h: { id: string }) => h.id === f.chef.anna);
    expect(there.distanceKm).toBe(1);
  });

  it('map markers and clusters never sit on her home', async () => {
    const d = 5 / 111;
    const box = `north=${ORIGIN.lat + d}&south=${ORIGIN.lat - d}&east=${ORIGIN.lon + d}&west=${ORIGIN.lon - d}`;
    for (const qs of [
      `${box}&zoom=14&type=food`,
      `${box}&zoom=14&type=chef`,
      `${box}&zoom=8&type=food`,
      `${box}&zoom=6&type=chef`,
      // One dish alone in its cell comes back as that dish.
      `${box}&zoom=8&type=food&text=lasagna`,
    ]) {
      const res = await request('GET', `/search/markers?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      expectNoHome(res.body);
    }
    const lone = await request('GET', `/search/markers?${box}&zoom=8&type=food&text=lasagna`);
    const [marker] = lone.json().markers;
    expect(marker).toMatchObject({ kind: 'dish', id: f.dish.lasagna });
    expect(distanceKm(home.lat, home.lon, marker.lat, marker.lon)).toBeLessThan(1);
  });
});

describe('a restaurant', () => {
  it('shows its own point and true distance', async () => {
    const page = await request('GET', `/chefs/${bistro.id}`);
    expect(page.json().chef).toMatchObject({
      latitude: bistro.lat,
      longitude: bistro.lon,
      locationRadiusM: null,
    });
    const foods = await request('POST', '/search/foods', { location: ORIGIN, text: 'pancakes' });
    const hit = foods.json().hits.find((h: { id: string }) => h.id === bistro.dish);
    expect(hit.distanceRounded).toBe(false);
    expect(hit.distanceKm).toBeCloseTo(2, 1);
    const markers = await request(
      'GET',
      `/search/markers?north=${bistro.lat + 0.01}&south=${bistro.lat - 0.01}&east=${bistro.lon + 0.01}&west=${bistro.lon - 0.01}&zoom=15&type=chef`,
    );
    expect(markers.json().markers).toContainEqual(
      expect.objectContaining({ id: bistro.id, lat: bistro.lat, lon: bistro.lon }),
    );
  });
});
