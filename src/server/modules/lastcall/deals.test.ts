import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import { lastCallDealsResponseSchema, type LastCallDeal } from '#contracts/lastcall';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { makeChef, makeDish, setDeleted } from '../../test/factories/social-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  HOUR,
  ORIGIN,
  caller,
  insertLastCall,
  setDishState,
} from '../../test/factories/lastcall-fixtures.ts';

const PUBLIC_READS_PER_MINUTE = rateLimits.publicRead.max;

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof caller>;
/** Dish ids by what the test made them to be. */
const dish: Record<string, string> = {};

async function deals(query = `lat=${ORIGIN.lat}&lon=${ORIGIN.lon}&size=50`) {
  const res = await call(null, 'GET', `/last-calls?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return lastCallDealsResponseSchema.parse(res.json()).deals;
}
const ids = (list: LastCallDeal[]) => list.map((d) => d.dishId);

beforeAll(async () => {
  clock = new ManualClock('2026-01-15T12:00:00Z');
  t = await createTestApp({ clock });
  call = caller(t);
  const near = await makeChef(t, 'Nora');
  const mid = await makeChef(t, 'Milo');
  const hidden = await makeChef(t, 'Hana', { profileStatus: 'hide' });
  const pending = await makeChef(t, 'Pia', { approvalStatus: 'pending' });
  const gone = await makeChef(t, 'Gus');
  await setDeleted(t, gone.id, true);

  const make = async (key: string, chefId: string, opts: Parameters<typeof makeDish>[3] = {}) => {
    dish[key] = (await makeDish(t, chefId, key, { priceCents: 2000, ...opts })).id;
    return dish[key] as string;
  };
  // Nora, 1 km: a live deal with a photo, one sold out at the last-call price, one unlimited,
  // a private dish, a dish that is itself sold out, and one sold out and hidden when not available.
  await insertLastCall(t, near.id, {
    km: 1,
    endsIn: 2 * HOUR,
    items: [
      {
        dishId: await make('live', near.id, { photos: ['https://img.example/live.jpg'] }),
        priceCents: 1500,
        offPercent: 25,
        amountLeft: 4,
      },
      { dishId: await make('itemSoldOut', near.id), priceCents: 1000, amountLeft: 0 },
      { dishId: await make('unlimited', near.id), priceCents: 1400 },
      { dishId: await make('private', near.id, { visibility: 'private' }), priceCents: 1000 },
      { dishId: await make('dishSoldOut', near.id), priceCents: 1000 },
      { dishId: await make('hiddenSoldOut', near.id), priceCents: 1000 },
    ],
  });
  await setDishState(t, dish.dishSoldOut as string, { status: 'sold_out' });
  await setDishState(t, dish.hiddenSoldOut as string, { amountLeft: 0, hideNotAvailable: true });

  // Milo: live at 4 km, 9.5 km (inside), 10.5 km (outside); one ended, one not started yet;
  // one ending exactly now and one starting exactly now.
  await insertLastCall(t, mid.id, {
    km: 4,
    items: [{ dishId: await make('fourKm', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 9.5,
    items: [{ dishId: await make('inside', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 10.5,
    items: [{ dishId: await make('outside', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 2,
    startsIn: -3 * HOUR,
    endsIn: -HOUR,
    items: [{ dishId: await make('expired', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 2,
    startsIn: HOUR,
    endsIn: 3 * HOUR,
    items: [{ dishId: await make('future', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 2,
    startsIn: -HOUR,
    endsIn: 0,
    items: [{ dishId: await make('endsNow', mid.id), priceCents: 1000 }],
  });
  await insertLastCall(t, mid.id, {
    km: 2,
    startsIn: 0,
    endsIn: HOUR,
    items: [{ dishId: await make('startsNow', mid.id), priceCents: 1000 }],
  });
  // A last call may only discount its own chef's dishes.
  await insertLastCall(t, mid.id, {
    km: 2,
    items: [{ dishId: await make('someoneElses', near.id), priceCents: 1000 }],
  });

  // Chefs a buyer may not see.
  for (const [key, chef] of [
    ['hiddenChef', hidden],
    ['pendingChef', pending],
    ['deletedChef', gone],
  ] as const) {
    await insertLastCall(t, chef.id, {
      km: 1,
      items: [{ dishId: await make(key, chef.id), priceCents: 1000 }],
    });
  }
});
afterAll(() => t.close());

describe('GET /last-calls', () => {
  it('lists a live deal with everything its card shows', async () => {
    const live = (await deals()).find((d) => d.dishId === dish.live);
    expect(live).toMatchObject({
      dishName: 'live',
      photoUrl: 'https://img.example/live.jpg',
      chef: { name: 'Nora', businessName: "Nora's Kitchen" },
      priceCents: 2000,
      lastCallPriceCents: 1500,
      offPercent: 25,
      amountLeft: 4,
      dishStatus: 'available',
      soldOut: false,
      endsAt: '2026-01-15T14:00:00.000Z',
      // 1 km away, from a home chef: rounded from the area's centre (decision 052).
      distanceRounded: true,
    });
    expect([1, 1.5, 2]).toContain(live?.distanceKm);
  });

  it('lists only deals whose window holds now (start inclusive, end exclusive)', async () => {
    const listed = ids(await deals());
    expect(listed).toContain(dish.startsNow);
    expect(listed).not.toContain(dish.endsNow);
    expect(listed).not.toContain(dish.expired);
    expect(listed).not.toContain(dish.future);
  });

  it('shows a future deal once its window opens, and drops it when it ends', async () => {
    clock.advance(HOUR);
    try {
      const listed = ids(await deals());
      expect(listed).toContain(dish.future);
      expect(listed).not.toContain(dish.startsNow);
    } finally {
      clock.advance(-HOUR);
    }
  });

  it('lists deals within 10 km only, nearest first', async () => {
    const list = await deals();
    expect(ids(list)).toContain(dish.inside);
    expect(ids(list)).not.toContain(dish.outside);
    const distances = list.map((d) => d.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // A home chef's deal: the distance to the chef's area centre (within 850 m of the 9.5 km
    // point), rounded up to the half kilometre (decision 052).
    const inside = list.find((d) => d.dishId === dish.inside);
    expect(inside?.distanceRounded).toBe(true);
    expect([9, 9.5, 10, 10.5]).toContain(inside?.distanceKm);
    expect(list.at(-1)?.dishId).toBe(dish.inside);
  });

  it('leaves out dishes of hidden, unapproved and deleted chefs, and private dishes', async () => {
    const listed = ids(await deals());
    for (const key of ['hiddenChef', 'pendingChef', 'deletedChef', 'private']) {
      expect(listed, key).not.toContain(dish[key]);
    }
  });

  it("leaves out another chef's dish in a last call", async () => {
    expect(ids(await deals())).not.toContain(dish.someoneElses);
  });

  it('leaves out items sold out at the last-call price; unlimited items stay', async () => {
    const list = await deals();
    expect(ids(list)).not.toContain(dish.itemSoldOut);
    expect(list.find((d) => d.dishId === dish.unlimited)?.amountLeft).toBe(-1);
  });

  it('marks a dish that is itself sold out; drops it when its chef hides it while sold out', async () => {
    const list = await deals();
    expect(list.find((d) => d.dishId === dish.dishSoldOut)).toMatchObject({
      soldOut: true,
      dishStatus: 'sold_out',
    });
    expect(ids(list)).not.toContain(dish.hiddenSoldOut);
  });

  it('computes the percent off when the item has none', async () => {
    const unlimited = (await deals()).find((d) => d.dishId === dish.unlimited);
    expect(unlimited?.offPercent).toBe(30);
  });

  it('answers 10 km as its radius and 12 deals by default', async () => {
    const res = await call(null, 'GET', `/last-calls?lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`);
    expect(res.json().radiusKm).toBe(10);
    expect(res.json().deals.length).toBeLessThanOrEqual(12);
  });

  it('is empty far away from every deal', async () => {
    expect(await deals('lat=40.7128&lon=-74.006')).toEqual([]);
  });

  it('answers "The location is not set!" without a location', async () => {
    for (const query of ['', `lat=${ORIGIN.lat}`, `lon=${ORIGIN.lon}`]) {
      const res = await call(null, 'GET', `/last-calls?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The location is not set!');
    }
  });

  it('rejects bad input with 400', async () => {
    for (const query of ['lat=91&lon=0', 'lat=0&lon=-181', 'lat=abc&lon=0', 'lat=0&lon=0&size=0']) {
      const res = await call(null, 'GET', `/last-calls?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('shares the public-read budget: 429 after 240 reads a minute from one IP', async () => {
    const ip = '10.20.30.40';
    const url = `/api/v1/last-calls?lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`;
    const get = (from: string) => t.app.inject({ method: 'GET', url, remoteAddress: from });
    const missingDish = '/api/v1/dishes/00000000-0000-4000-8000-000000000000';
    for (let i = 1; i < PUBLIC_READS_PER_MINUTE; i++) {
      await t.app.inject({ method: 'GET', url: missingDish, remoteAddress: ip });
    }
    expect((await get(ip)).statusCode).toBe(200);
    const limited = await get(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(messages.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('10.20.30.41')).statusCode).toBe(200);
  });
});
