// What can be ordered now comes first in the food search, "Open now" keeps only it, and every
// hit names its chef's kitchen (issue 14 point 1, decision 048). The SQL twin of the order-time
// rule agrees with #domain/kitchen-state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chefSearchResponseSchema, foodSearchResponseSchema } from '#contracts/search';
import { kitchenState } from '#domain/kitchen-state';
import type { WeeklyHours } from '#domain/order-time';
import { businessSettings } from '../../db/schema/settings.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeChef, makeDish } from '../../test/factories/catalog-fixtures.ts';
import { kitchenRules } from '../chefs/kitchen-queries.ts';

// Tuesday 24 Nov 2026, 14:20 in San Francisco.
const clock = new ManualClock('2026-11-24T22:20:00Z');
// Somewhere no other test puts dishes.
const HERE = { lat: 44.5, lon: -103.5 };
const at = (km: number) => ({ latitude: HERE.lat + km / 111.2, longitude: HERE.lon });
const evenings: WeeklyHours = {
  businessDays: [2, 3, 4, 5, 6],
  fromHour: '17:00',
  endHour: '21:30',
};
const allDay: WeeklyHours = {
  businessDays: [0, 1, 2, 3, 4, 5, 6],
  fromHour: '09:00',
  endHour: '21:00',
};

let t: TestApp;
let ip = 0;
const post = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/search${path}`,
    headers: { origin: TEST_ORIGIN },
    payload: { location: HERE, distanceKm: 20, ...payload },
    remoteAddress: `10.48.0.${++ip}`,
  });

async function foods(body: object = {}) {
  const res = await post('/foods', body);
  expect(res.statusCode, res.body).toBe(200);
  return foodSearchResponseSchema.parse(res.json());
}

async function chefAt(
  name: string,
  km: number,
  hours: WeeklyHours | null,
  settings: { disablePreOrder?: boolean; defaultLeadTimeMinutes?: number } = {},
  timeZone = 'America/Los_Angeles',
) {
  const chef = await makeChef(t, {
    name,
    businessName: name,
    businessHours: hours,
    timeZone,
    ...at(km),
  });
  await t.ctx.db.insert(businessSettings).values({ chefId: chef.id, ...settings });
  return chef;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Nearest first: a closed chef taking orders for later, a closed food truck, then two open.
  const later = await chefAt('Later Kitchen', 1, evenings);
  const truck = await chefAt('Truck', 2, evenings, { disablePreOrder: true });
  const open = await chefAt('Open Kitchen', 3, allDay);
  // Open, but 60 minutes of preparation do not fit before 15:00: not orderable now.
  const short = await chefAt(
    'Lunch Counter',
    4,
    { businessDays: [2], fromHour: '11:00', endHour: '15:00' },
    { defaultLeadTimeMinutes: 60 },
  );
  const open2 = await chefAt('Far Open Kitchen', 5, allDay);
  for (const [chef, name, km] of [
    [later, 'Later curry stew', 1],
    [truck, 'Truck tacos', 2],
    [open, 'Open curry', 3],
    [short, 'Lunch salad', 4],
    [open2, 'Far curry', 5],
  ] as const) {
    await makeDish(t, chef.id, { name, ...at(km) });
  }
});
afterAll(() => t.close());

describe('food search: what can be ordered now first', () => {
  it('ranks open kitchens first, nearest first within each, and names each kitchen', async () => {
    const { hits, total } = await foods();
    expect(total).toBe(5);
    expect(hits.map((h) => h.name)).toEqual([
      'Open curry',
      'Far curry',
      'Later curry stew',
      'Truck tacos',
      'Lunch salad',
    ]);
    expect(hits.map((h) => h.kitchen.state)).toEqual(['open', 'open', 'later', 'closed', 'later']);
    expect(hits[0]!.kitchen).toEqual({
      state: 'open',
      at: '2026-11-25T05:00:00.000Z', // 21:00
      timeZone: 'America/Los_Angeles',
    });
    expect(hits[3]!.kitchen.at).toBe('2026-11-25T01:00:00.000Z'); // the truck opens at 17:00
  });

  it('pages through the same order', async () => {
    const names: string[] = [];
    for (let from = 0; from < 5; from += 2) {
      names.push(...(await foods({ size: 2, from })).hits.map((h) => h.name));
    }
    expect(names).toEqual([
      'Open curry',
      'Far curry',
      'Later curry stew',
      'Truck tacos',
      'Lunch salad',
    ]);
  });

  it('ranks open kitchens first among text matches too, before relevance', async () => {
    const { hits } = await foods({ text: 'curry' });
    expect(hits.map((h) => h.name)).toEqual(['Open curry', 'Far curry', 'Later curry stew']);
  });

  it('"Open now" keeps only the dishes that can be ordered now, with or without text', async () => {
    const { hits, total } = await foods({ openNow: true });
    expect(hits.map((h) => h.name)).toEqual(['Open curry', 'Far curry']);
    expect(total).toBe(2);
    expect((await foods({ openNow: true, text: 'curry' })).hits.map((h) => h.name).sort()).toEqual([
      'Far curry',
      'Open curry',
    ]);
    expect((await foods({ openNow: true, text: 'tacos' })).total).toBe(0);
  });

  it('the chef search names each kitchen', async () => {
    const res = await post('/chefs', {});
    expect(res.statusCode, res.body).toBe(200);
    const { hits } = chefSearchResponseSchema.parse(res.json());
    const byName = Object.fromEntries(hits.map((h) => [h.businessName, h.kitchen.state]));
    expect(byName).toMatchObject({
      'Later Kitchen': 'later',
      Truck: 'closed',
      'Open Kitchen': 'open',
      'Far Open Kitchen': 'open',
    });
  });
});

describe('map markers', () => {
  it('"Open now" keeps only open kitchens in the clusters and the markers', async () => {
    const box = {
      north: HERE.lat + 0.1,
      south: HERE.lat - 0.1,
      east: HERE.lon + 0.1,
      west: HERE.lon - 0.1,
    };
    const count = async (zoom: number, openNow: boolean) => {
      const q = new URLSearchParams(
        Object.entries({ ...box, zoom, ...(openNow ? { openNow: true } : {}) }).map(([k, v]) => [
          k,
          String(v),
        ]),
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search/markers?${q.toString()}`,
        remoteAddress: `10.48.1.${++ip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { markers } = res.json<{ markers: { kind: string; count?: number }[] }>();
      return markers.reduce((n, m) => n + (m.kind === 'cluster' ? (m.count ?? 0) : 1), 0);
    };
    for (const zoom of [8, 16]) {
      expect(await count(zoom, false), `zoom ${zoom}`).toBe(5);
      expect(await count(zoom, true), `zoom ${zoom} open now`).toBe(2);
    }
  });
});

describe("the SQL's open now agrees with the domain rule", () => {
  it('over zones, overnight hours, lead times and malformed hours', async () => {
    const cases: [WeeklyHours | null, string, number][] = [
      [{ businessDays: [1], fromHour: '18:00', endHour: '02:00' }, 'America/Los_Angeles', 0],
      [{ businessDays: [2], fromHour: '20:00', endHour: '03:00' }, 'Europe/Paris', 15],
      [{ businessDays: [3], fromHour: '00:00', endHour: '24:00' }, 'Asia/Kolkata', 30],
      [{ businessDays: [2, 3], fromHour: '09:00', endHour: '09:00' }, 'America/New_York', 0],
      [{ businessDays: [2], fromHour: '13:00', endHour: '18:30' }, 'America/New_York', 45],
      [{ businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: 'nine', endHour: '17:00' }, 'UTC', 0],
      [null, 'America/Los_Angeles', 0],
    ];
    const chefs: { id: string; hours: WeeklyHours | null; zone: string; lead: number }[] = [];
    for (const [i, [hours, zone, lead]] of cases.entries()) {
      const c = await chefAt(
        `Case ${i}`,
        10 + i * 0.1,
        hours,
        { defaultLeadTimeMinutes: lead },
        zone,
      );
      await makeDish(t, c.id, { name: `Case dish ${i}`, ...at(10 + i * 0.1) });
      chefs.push({ id: c.id, hours, zone, lead });
    }
    // Every 47 minutes over two days, from Monday evening in Los Angeles.
    for (
      let ms = Date.parse('2026-11-24T02:00:00Z');
      ms < Date.parse('2026-11-26T02:00:00Z');
      ms += 47 * 60_000
    ) {
      clock.set(new Date(ms));
      const open = new Set(
        (await foods({ openNow: true, size: 50 })).hits
          .map((h) => h.chef.id)
          .filter((id) => chefs.some((c) => c.id === id)),
      );
      for (const c of chefs) {
        const rules = kitchenRules({
          hours: c.hours,
          timeZone: c.zone,
          leadTimeMinutes: c.lead,
          preOrderDisabled: false,
        });
        const expected = kitchenState(rules, new Date(ms)).state === 'open';
        expect(
          open.has(c.id),
          `${JSON.stringify(c.hours)} ${c.zone} at ${new Date(ms).toISOString()}`,
        ).toBe(expected);
      }
    }
    clock.set('2026-11-24T22:20:00Z');
  });
});
