import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus } from '../../db/schema/catalog.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';
import { insertLastCall, ORIGIN } from '../../test/factories/lastcall-fixtures.ts';

// Every list of dishes a buyer sees marks, for a signed-in person who avoids some ingredients
// (meal preferences), which of them each dish contains — as the food search does — and adds
// nothing for a guest or a person who avoids nothing: the chef's dishes, the chef's menus,
// favourites and last-call deals.

const clock = new ManualClock('2026-11-26T12:00:00Z');
let t: TestApp;

let chefId: string;
let nutty: string;
let plain: string;
let avoider: FixtureUser;
let nobody: FixtureUser;

type Marked = { avoidedIngredients?: string[] };

beforeAll(async () => {
  t = await createTestApp({ clock });
  const chef = await makeChef(t);
  chefId = chef.id;
  const available = { status: 'available' as const };
  nutty = (
    await makeDish(t, chefId, {
      ...available,
      name: 'Satay',
      ingredients: ['chicken', 'Peanut sauce', 'shrimp paste'],
    })
  ).id;
  plain = (await makeDish(t, chefId, { ...available, name: 'Rice', ingredients: ['rice'] })).id;

  const [menu] = await t.ctx.db.insert(menus).values({ chefId, name: 'Dinner' }).returning();
  if (!menu) throw new Error('menu insert failed');
  await t.ctx.db.insert(menuItems).values([
    { menuId: menu.id, dishId: nutty, position: 0 },
    { menuId: menu.id, dishId: plain, position: 1 },
  ]);
  await insertLastCall(t, chefId, {
    km: 1,
    items: [
      { dishId: nutty, priceCents: 800 },
      { dishId: plain, priceCents: 800 },
    ],
  });

  avoider = await makeUser(t);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/meal-preferences',
    headers: { origin: TEST_ORIGIN, cookie: avoider.cookie },
    payload: { diets: [], origins: [], avoidIngredients: ['peanuts', 'shellfish', 'milk'] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  nobody = await makeUser(t);
  for (const user of [avoider, nobody]) {
    for (const dishId of [nutty, plain]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/favorites/dishes/${dishId}`,
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
});
afterAll(() => t.close());

async function get<T>(user: FixtureUser | null, url: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** Each list's dishes, by dish id, with the mark they carry (undefined when absent). */
const lists: Record<
  string,
  (user: FixtureUser | null) => Promise<Map<string, string[] | undefined>>
> = {
  "the chef's dishes": async (user) => {
    const body = await get<{ dishes: ({ id: string } & Marked)[] }>(
      user,
      `/chefs/${chefId}/dishes`,
    );
    return new Map(body.dishes.map((d) => [d.id, d.avoidedIngredients]));
  },
  "the chef's menus": async (user) => {
    const body = await get<{ menus: { items: ({ id: string } & Marked)[] }[] }>(
      user,
      `/chefs/${chefId}/menus`,
    );
    return new Map(body.menus.flatMap((m) => m.items).map((d) => [d.id, d.avoidedIngredients]));
  },
  'last-call deals': async (user) => {
    const body = await get<{ deals: ({ dishId: string } & Marked)[] }>(
      user,
      `/last-calls?lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`,
    );
    return new Map(body.deals.map((d) => [d.dishId, d.avoidedIngredients]));
  },
};

describe('lists of dishes mark the avoided ingredients each dish contains', () => {
  for (const [name, list] of Object.entries(lists)) {
    it(`${name}: for the person who avoids them, in their order; empty when none`, async () => {
      const marks = await list(avoider);
      expect(marks.get(nutty)).toEqual(['peanuts', 'shellfish']);
      expect(marks.get(plain)).toEqual([]);
    });

    it(`${name}: nothing for a guest or a person who avoids nothing`, async () => {
      for (const user of [null, nobody]) {
        const marks = await list(user);
        expect(marks.has(nutty)).toBe(true);
        expect(marks.get(nutty)).toBeUndefined();
      }
    });
  }

  it('favourites: marked for the person who avoids them, not for one who avoids nothing', async () => {
    const mine = async (user: FixtureUser) =>
      new Map(
        (await get<{ items: ({ id: string } & Marked)[] }>(user, '/favorites/dishes')).items.map(
          (d) => [d.id, d.avoidedIngredients],
        ),
      );
    const marked = await mine(avoider);
    expect(marked.get(nutty)).toEqual(['peanuts', 'shellfish']);
    expect(marked.get(plain)).toEqual([]);
    const unmarked = await mine(nobody);
    expect(unmarked.has(nutty)).toBe(true);
    expect(unmarked.get(nutty)).toBeUndefined();
  });

  it('last-call deals now depend on the viewer: no shared cache keeps them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/last-calls?lat=${ORIGIN.lat}&lon=${ORIGIN.lon}`,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
