import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '#contracts/search';
import { distanceKm } from '#domain/geo';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  type Fixtures,
  insertSearchFixtures,
  ORIGIN,
} from '../../test/factories/search-fixtures.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertSearchFixtures(t);
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per call, so the per-IP limit only matters in its own test. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const post = (path: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/search${path}`,
    headers: { origin: TEST_ORIGIN },
    payload,
    remoteAddress,
  });

interface Hit {
  id: string;
  name: string;
  distanceKm: number;
}

async function foods(body: object): Promise<{ names: string[]; total: number; hits: Hit[] }> {
  const res = await post('/foods', { location: ORIGIN, ...body });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json<{ hits: Hit[]; total: number }>();
  return { names: json.hits.map((h) => h.name), total: json.total, hits: json.hits };
}
const sorted = (xs: string[]) => [...xs].sort();

const VISIBLE_NEAR = [
  'Beef Lasagna',
  'Carnitas Street Tacos',
  'Chicken Tikka Masala',
  'Tomato Soup',
  'Vegan Brownie',
];

describe('POST /search/foods', () => {
  it('answers "The location is not set!" without a location', async () => {
    for (const path of ['/foods', '/foods/quick', '/chefs']) {
      const res = await post(path, { text: 'tacos' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The location is not set!');
    }
    expect((await post('/foods', { location: null })).json().error.message).toBe(
      'The location is not set!',
    );
  });

  it('lists only public dishes of approved, public chefs within 5 km, nearest first', async () => {
    const { names, total, hits } = await foods({});
    expect(total).toBe(5);
    expect(sorted(names)).toEqual(VISIBLE_NEAR);
    // Anna's three dishes (1 km) before Bruno's two (3 km).
    expect(sorted(names.slice(0, 3))).toEqual([
      'Beef Lasagna',
      'Chicken Tikka Masala',
      'Tomato Soup',
    ]);
    // Home chefs: the distance to their area's centre (within 850 m of the home), rounded up
    // to the half kilometre (decision 052); the order stays by the true distance.
    const distances = hits.map((h) => h.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect([1, 1.5, 2]).toContain(distances[0]);
    expect([2.5, 3, 3.5, 4]).toContain(distances[4]);
    expect(distances.every((km) => (km * 2) % 1 === 0)).toBe(true);
  });

  it('excludes private, pending-chef, hidden-chef, deleted-chef and hidden sold-out dishes', async () => {
    const { names } = await foods({ distanceKm: 50 });
    for (const n of [
      'Secret Tacos',
      'Pending Apple Pie',
      'Hidden Hummus Plate',
      'Gone Grilled Cheese',
      'Sold Out Stew',
    ]) {
      expect(names).not.toContain(n);
    }
  });

  it('returns every DishHit field', async () => {
    const res = await post('/foods', { location: ORIGIN, text: 'lasagna' });
    const hit = res.json().hits[0];
    expect(hit).toMatchObject({
      id: f.dish.lasagna,
      name: 'Beef Lasagna',
      priceCents: 1500,
      lastCallPriceCents: null,
      // The fixture's running campaign takes $3 off.
      campaign: { name: '$3 off lasagna', priceCents: 1200 },
      status: 'available',
      amountLeft: -1,
      photoUrl: 'https://img.example/lasagna-1.jpg',
      diets: [],
      categories: ['Mains'],
      origins: ['Italian'],
      rating: { average: 0, count: 0 },
      chef: {
        id: f.chef.anna,
        name: 'Anna Rossi',
        businessName: "Anna's Kitchen",
        avatarUrl: null,
        handle: 'annacooks',
      },
    });
    expect(hit.slug).toMatch(/^lasagna-/);
    expect(Date.parse(hit.createdAt)).not.toBeNaN();
  });

  it('widens with distanceKm', async () => {
    const { names, total } = await foods({ distanceKm: 10 });
    expect(total).toBe(6);
    expect(names.at(-1)).toBe('Far Away Falafel');
    expect((await foods({ distanceKm: 2 })).total).toBe(3);
  });

  it('searches text typo-tolerantly and ranks the best match first', async () => {
    expect((await foods({ text: 'lasgna' })).names[0]).toBe('Beef Lasagna');
    expect((await foods({ text: 'tacso' })).names[0]).toBe('Carnitas Street Tacos');
    expect((await foods({ text: 'chiken' })).names[0]).toBe('Chicken Tikka Masala');
    // Full text reaches the description.
    expect((await foods({ text: 'pasta' })).names).toEqual(['Beef Lasagna']);
    // Private dishes stay hidden from text search too.
    expect((await foods({ text: 'Secret Tacos' })).names).not.toContain('Secret Tacos');
    // No match: empty.
    expect(await foods({ text: 'zzzzqqq' })).toMatchObject({ names: [], total: 0 });
  });

  it('ignores text of one character', async () => {
    expect((await foods({ text: 'x' })).total).toBe(5);
    expect((await foods({ text: '  ' })).total).toBe(5);
  });

  it('filters by diets (all of them), origins and categories (any of them)', async () => {
    expect(sorted((await foods({ diets: ['gluten-free'] })).names)).toEqual([
      'Carnitas Street Tacos',
      'Chicken Tikka Masala',
    ]);
    expect((await foods({ diets: ['gluten-free', 'halal'] })).names).toEqual([
      'Chicken Tikka Masala',
    ]);
    expect(sorted((await foods({ origins: ['Mexican', 'Indian'] })).names)).toEqual([
      'Carnitas Street Tacos',
      'Chicken Tikka Masala',
    ]);
    expect((await foods({ categories: ['Desserts'] })).names).toEqual(['Vegan Brownie']);
    expect(sorted((await foods({ categories: ['Snacks', 'Soups'] })).names)).toEqual([
      'Carnitas Street Tacos',
      'Tomato Soup',
    ]);
  });

  it('filters by maximum price in cents', async () => {
    expect(sorted((await foods({ priceMaxCents: 900 })).names)).toEqual([
      'Carnitas Street Tacos',
      'Tomato Soup',
      'Vegan Brownie',
    ]);
    expect((await foods({ priceMaxCents: 100 })).total).toBe(0);
  });

  it('filters by status as shown, cooking now and available only', async () => {
    expect((await foods({ status: 'sold_out' })).names).toEqual(['Tomato Soup']);
    expect((await foods({ status: 'cooking' })).names).toEqual(['Chicken Tikka Masala']);
    expect(sorted((await foods({ status: 'available' })).names)).toEqual([
      'Beef Lasagna',
      'Carnitas Street Tacos',
      'Vegan Brownie',
    ]);
    // Cooking now: a dish marked cooking, or any dish of a chef who is cooking (Anna).
    expect(sorted((await foods({ cookingNowOnly: true })).names)).toEqual([
      'Beef Lasagna',
      'Chicken Tikka Masala',
      'Tomato Soup',
    ]);
    const available = await foods({ availableOnly: true });
    expect(available.total).toBe(4);
    expect(available.names).not.toContain('Tomato Soup');
  });

  it('filters deals by minimum discount (live last calls and campaigns)', async () => {
    expect(sorted((await foods({ dealAmount: 10 })).names)).toEqual([
      'Beef Lasagna',
      'Carnitas Street Tacos',
    ]);
    expect((await foods({ dealAmount: 21 })).names).toEqual(['Carnitas Street Tacos']);
    expect((await foods({ dealAmount: 26 })).total).toBe(0);
    expect((await foods({ dealAmount: 0 })).total).toBe(5);
  });

  it("counts only a last call of the dish's own chef as its deal, as its card and the cart do", async () => {
    // A live last call of Bruno's that lists Anna's soup: no deal for the soup anywhere.
    const now = t.clock.now();
    const id = randomUUID();
    await t.ctx.db.insert(lastCalls).values({
      id,
      chefId: f.chef.bruno!,
      latitude: ORIGIN.lat,
      longitude: ORIGIN.lon,
      startsAt: new Date(now.getTime() - 3_600_000),
      endsAt: new Date(now.getTime() + 3_600_000),
    });
    await t.ctx.db
      .insert(lastCallItems)
      .values({ lastCallId: id, dishId: f.dish.soup!, priceCents: 100, offPercent: 50 });
    try {
      expect((await foods({ dealAmount: 40 })).names).toEqual([]);
      expect(sorted((await foods({ dealAmount: 10 })).names)).toEqual([
        'Beef Lasagna',
        'Carnitas Street Tacos',
      ]);
    } finally {
      await t.ctx.db.delete(lastCalls).where(eq(lastCalls.id, id));
    }
  });

  it('pages with from and size, keeping the total', async () => {
    const all = (await foods({})).names;
    const pages = [];
    for (const from of [0, 2, 4]) {
      const page = await foods({ size: 2, from });
      expect(page.total).toBe(5);
      pages.push(...page.names);
    }
    expect(pages).toEqual(all);
    expect((await foods({ from: 5 })).names).toEqual([]);
  });

  it('validates the body', async () => {
    const bad = [
      { location: ORIGIN, size: 51 },
      { location: ORIGIN, size: 0 },
      { location: ORIGIN, from: -1 },
      { location: { lat: 91, lon: 0 } },
      { location: { lat: 0, lon: -181 } },
      { location: ORIGIN, text: 'x'.repeat(101) },
      { location: ORIGIN, dealAmount: 101 },
      { location: ORIGIN, status: 'gone' },
    ];
    for (const body of bad) expect((await post('/foods', body)).statusCode).toBe(400);
  });

  it('quick search returns at most five minimal hits', async () => {
    const res = await post('/foods/quick', { location: ORIGIN, distanceKm: 50 });
    expect(res.statusCode).toBe(200);
    const { hits } = res.json<{ hits: Record<string, unknown>[] }>();
    expect(hits).toHaveLength(5);
    expect(Object.keys(hits[0] ?? {}).sort()).toEqual([
      'distanceKm',
      'distanceRounded',
      'id',
      'name',
      'photoUrl',
      'priceCents',
      'slug',
    ]);
    const typo = await post('/foods/quick', { location: ORIGIN, text: 'brwnie' });
    expect(typo.json().hits[0].name).toBe('Vegan Brownie');
  });

  it('counts totals up to SEARCH_TOTAL_CAP and says when it capped them', async () => {
    expect((await post('/foods', { location: ORIGIN })).json().totalCapped).toBe(false);
    // A busy chef far from every other fixture, with one dish more than the cap.
    const place = { lat: 10, lon: 10 };
    const id = randomUUID();
    const db = t.ctx.db;
    await db.execute(sql`insert into users (id, email, password_hash)
      values (${id}, 'bulk-chef@example.com', 'x')`);
    await db.execute(sql`insert into profiles (id, type, name, handle, approval_status, profile_status, latitude, longitude)
      values (${id}, 'chef', 'Bulk Chef', 'bulkchef', 'approved', 'public', ${place.lat}, ${place.lon})`);
    await db.execute(sql`insert into dishes (chef_id, name, slug, price_cents, latitude, longitude)
      select ${id}, 'Bulk Bread ' || n, 'bulk-bread-' || n, 500, ${place.lat}, ${place.lon}
      from generate_series(1, ${SEARCH_TOTAL_CAP + 1}) n`);
    const nearest = await post('/foods', { location: place, from: 24 });
    expect(nearest.json()).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(nearest.json().hits).toHaveLength(12);
    const text = await post('/foods', { location: place, text: 'bulk bread' });
    expect(text.json()).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    const few = await post('/foods', { location: place, text: 'bulk bread', priceMaxCents: 100 });
    expect(few.json()).toMatchObject({ total: 0, totalCapped: false });
    // Past the last match the page is empty and the total still comes back.
    const past = await post('/foods', { location: place, text: 'bulk bread', from: 10_000 });
    expect(past.json()).toMatchObject({ hits: [], total: SEARCH_TOTAL_CAP, totalCapped: true });
  });
});

describe('POST /search/chefs', () => {
  const chefs = async (body: object) => {
    const res = await post('/chefs', { location: ORIGIN, ...body });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<{ hits: { id: string; handle: string }[]; total: number }>();
    return { handles: json.hits.map((h) => h.handle), total: json.total, hits: json.hits };
  };

  it('lists approved, public chefs nearest first within 5 km', async () => {
    const { handles, total, hits } = await chefs({});
    expect(handles).toEqual(['annacooks', 'brunob']);
    expect(total).toBe(2);
    expect(hits[0]).toMatchObject({
      id: f.chef.anna,
      name: 'Anna Rossi',
      businessName: "Anna's Kitchen",
      title: 'Anna Rossi cooks',
      avatarUrl: null,
      producerKind: 'home_chef',
      cookingStatus: 'cooking',
      streamStatus: 'offline',
      streamId: null,
      rating: { average: 4.5, count: 2 },
      dishesCount: 0,
      followersCount: 0,
    });
    expect((await chefs({ distanceKm: 10 })).handles).toEqual([
      'annacooks',
      'brunob',
      'farfalafel',
    ]);
  });

  it('searches names and business names with typos', async () => {
    expect((await chefs({ text: 'Bistro' })).handles).toEqual(['brunob']);
    expect((await chefs({ text: 'Rosi' })).handles[0]).toBe('annacooks');
    expect((await chefs({ text: 'Hidden' })).total).toBe(0);
    expect((await chefs({ text: 'Pending' })).total).toBe(0);
  });

  it('searches handles with @ (prefix and typo), beyond the default radius', async () => {
    expect((await chefs({ text: '@anna' })).handles).toEqual(['annacooks']);
    expect((await chefs({ text: '@annacoks' })).handles[0]).toBe('annacooks');
    expect((await chefs({ text: '@farfal' })).handles).toEqual(['farfalafel']);
    expect((await chefs({ text: '@farfal', distanceKm: 5 })).total).toBe(0);
    expect((await chefs({ text: '@paulap' })).total).toBe(0);
    expect((await chefs({ text: '@hankh' })).total).toBe(0);
  });

  it('pages', async () => {
    const page = await chefs({ distanceKm: 10, size: 1, from: 1 });
    expect(page).toMatchObject({ handles: ['brunob'], total: 3 });
    expect((await post('/chefs', { location: ORIGIN, size: 51 })).statusCode).toBe(400);
  });

  it("gives a live chef's broadcast id, so the live indicator links to the watch page", async () => {
    const streamId = randomUUID();
    const setStream = (status: 'live' | 'offline', id: string | null) =>
      t.ctx.db.execute(
        sql`update profiles set stream_status = ${status}, stream_id = ${id} where id = ${f.chef.bruno}`,
      );
    const bruno = async () => (await chefs({})).hits.find((h) => h.id === f.chef.bruno);
    try {
      await setStream('live', streamId);
      expect(await bruno()).toMatchObject({ streamStatus: 'live', streamId });
      // An ended broadcast's id is not shown: only a live one is linked.
      await setStream('offline', streamId);
      expect(await bruno()).toMatchObject({ streamStatus: 'offline', streamId: null });
    } finally {
      await setStream('offline', null);
    }
  });
});

describe('GET /search/markers', () => {
  const box = (km: number) => {
    const d = km / 111;
    return `north=${ORIGIN.lat + d}&south=${ORIGIN.lat - d}&east=${ORIGIN.lon + d}&west=${ORIGIN.lon - d}`;
  };
  const markers = async (qs: string, remoteAddress = nextIp()) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/markers?${qs}`,
      remoteAddress,
    });
    return res;
  };

  it('returns individual dish markers above zoom 10', async () => {
    const res = await markers(`${box(5)}&zoom=14&type=food`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.clustered).toBe(false);
    expect(body.truncated).toBe(false);
    expect(body.markers).toHaveLength(5);
    expect(body.markers.every((m: { kind: string }) => m.kind === 'dish')).toBe(true);
    const labels = body.markers.map((m: { label: string }) => m.label).sort();
    expect(labels).toEqual(VISIBLE_NEAR);
    const lasagna = body.markers.find((m: { id: string }) => m.id === f.dish.lasagna);
    // Anna is a home chef: her marker is her area's centre, not her home (decision 052).
    const home = { lat: ORIGIN.lat + 1 / 111.19, lon: ORIGIN.lon };
    const offKm = distanceKm(home.lat, home.lon, lasagna.lat, lasagna.lon);
    expect(offKm).toBeGreaterThan(0.2);
    expect(offKm).toBeLessThan(1);
  });

  it('applies the food filters', async () => {
    const res = await markers(`${box(5)}&zoom=14&diets=vegan`);
    expect(res.json().markers.map((m: { label: string }) => m.label)).toEqual(['Vegan Brownie']);
    const two = await markers(`${box(5)}&zoom=14&origins=Mexican,Indian&availableOnly=true`);
    expect(two.json().markers).toHaveLength(2);
  });

  it('returns chef markers', async () => {
    const res = await markers(`${box(20)}&zoom=12&type=chef`);
    const labels = res.json().markers.map((m: { label: string }) => m.label);
    expect(labels.sort()).toEqual(["Anna's Kitchen", 'Bruno Bistro', 'Falafel Far']);
  });

  it('clusters on a grid at zoom 10 and below', async () => {
    const res = await markers(`${box(50)}&zoom=8&type=food`);
    const body = res.json();
    expect(body.clustered).toBe(true);
    // Every visible dish within the box (6, incl. the one 8 km away) falls in one 0.35° cell.
    expect(body.markers).toEqual([
      { kind: 'cluster', lat: expect.any(Number), lon: expect.any(Number), count: 6 },
    ]);
    // A cell holding a single item is returned as that item.
    const lone = await markers(`${box(50)}&zoom=8&type=food&origins=Lebanese`);
    expect(lone.json().markers).toEqual([
      expect.objectContaining({ kind: 'dish', id: f.dish.falafel, label: 'Far Away Falafel' }),
    ]);
    const chefsRes = await markers(`${box(50)}&zoom=6&type=chef`);
    expect(chefsRes.json().markers).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 3 }),
    ]);
  });

  it('handles a box across the antimeridian and validates the query', async () => {
    const res = await markers('north=10&south=-10&east=-170&west=170&zoom=12');
    expect(res.statusCode).toBe(200);
    expect(res.json().markers).toEqual([]);
    expect((await markers('north=91&south=0&east=1&west=0&zoom=3')).statusCode).toBe(400);
    expect((await markers('north=1&south=0&east=1&west=0&zoom=30')).statusCode).toBe(400);
    expect((await markers('north=1&south=0&east=1&west=0')).statusCode).toBe(400);
  });

  it('is rate limited per client address', async () => {
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await markers(`${box(1)}&zoom=16`, '10.200.0.1')).statusCode;
    }
    expect(last).toBe(429);
  });
});
