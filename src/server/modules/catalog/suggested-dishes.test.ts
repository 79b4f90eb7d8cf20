// "Goes well with" (issue 14 point 7): the dish page carries the chef's suggested items as
// dish cards, in the chef's order, leaving out whatever a buyer may not see or order from a list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import { users } from '../../db/schema/accounts.ts';
import {
  dishModifiers,
  dishPhotos,
  dishes,
  modifierOptions,
  modifiers,
} from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';
import { suggestedDishRowsOf } from './dish-queries.ts';

const clock = new ManualClock('2026-03-10T12:00:00Z');
let t: TestApp;
let buyer: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  buyer = await makeUser(t, { name: 'Bea Buyer' });
});
afterAll(() => t.close());

const get = (url: string, user?: FixtureUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });

const suggest = (dishId: string, ids: string[]) =>
  t.ctx.db.update(dishes).set({ suggestedDishIds: ids }).where(eq(dishes.id, dishId));

describe('suggested dishes on GET /api/v1/dishes/:id', () => {
  it('lists the chef’s visible suggestions as cards in the chef’s order, leaving out the rest', async () => {
    const chef = await makeChef(t);
    const other = await makeChef(t);
    const main = await makeDish(t, chef.id, { name: 'Tamales' });
    const salsa = await makeDish(t, chef.id, { name: 'Salsa verde', priceCents: 400 });
    const horchata = await makeDish(t, chef.id, { name: 'Horchata', priceCents: 350 });
    const soldOut = await makeDish(t, chef.id, { name: 'Flan', status: 'sold_out' });
    const unpublished = await makeDish(t, chef.id, { name: 'Secret mole' });
    const deleted = await makeDish(t, chef.id, { name: 'Old churros' });
    const hiddenWhileOut = await makeDish(t, chef.id, {
      name: 'Elote',
      amountLeft: 0,
      hideNotAvailable: true,
    });
    const foreign = await makeDish(t, other.id, { name: 'Another chef’s pie' });
    await t.ctx.db.insert(dishPhotos).values([
      { dishId: salsa.id, url: 'https://img.example/salsa-2.jpg', position: 2 },
      { dishId: salsa.id, url: 'https://img.example/salsa-1.jpg', position: 1 },
    ]);
    // Horchata needs a size chosen before it can be added.
    const [size] = await t.ctx.db
      .insert(modifiers)
      .values({ chefId: chef.id, name: 'Size', min: 1, max: 1 })
      .returning();
    if (!size) throw new Error('modifier insert failed');
    await t.ctx.db.insert(modifierOptions).values({ modifierId: size.id, name: 'Large' });
    await t.ctx.db.insert(dishModifiers).values({ dishId: horchata.id, modifierId: size.id });
    // A live last call on the salsa.
    const now = clock.now().getTime();
    const [deal] = await t.ctx.db
      .insert(lastCalls)
      .values({
        chefId: chef.id,
        latitude: 37.77,
        longitude: -122.42,
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 3_600_000),
      })
      .returning();
    if (!deal) throw new Error('last call insert failed');
    await t.ctx.db
      .insert(lastCallItems)
      .values({ lastCallId: deal.id, dishId: salsa.id, priceCents: 300 });

    await suggest(main.id, [
      soldOut.id,
      unpublished.id,
      foreign.id,
      salsa.id,
      deleted.id,
      main.id,
      hiddenWhileOut.id,
      horchata.id,
    ]);
    // Made private and deleted after the chef chose them.
    await t.ctx.db
      .update(dishes)
      .set({ visibility: 'private' })
      .where(eq(dishes.id, unpublished.id));
    await t.ctx.db.delete(dishes).where(eq(dishes.id, deleted.id));

    for (const who of [null, buyer]) {
      const res = await get(`/dishes/${main.id}`, who);
      expect(res.statusCode).toBe(200);
      const list = res.json().dish.suggestedDishes;
      expect(list.map((d: { name: string }) => d.name)).toEqual([
        'Flan',
        'Salsa verde',
        'Horchata',
      ]);
      expect(list[0]).toMatchObject({
        id: soldOut.id,
        slug: soldOut.slug,
        status: 'sold_out',
        orderable: false,
        requiresOptions: false,
        badges: { soldOut: true },
      });
      expect(list[1]).toEqual({
        id: salsa.id,
        slug: salsa.slug,
        name: 'Salsa verde',
        priceCents: 400,
        lastCallPriceCents: 300,
        campaign: null,
        status: 'available',
        amountLeft: -1,
        photoUrl: 'https://img.example/salsa-1.jpg',
        badges: { soldOut: false, isNew: false, cookingNow: false },
        orderable: true,
        rating: { average: null, count: 0 },
        requiresOptions: false,
      });
      expect(list[2]).toMatchObject({ id: horchata.id, orderable: true, requiresOptions: true });
    }
  });

  it('answers an empty list for a dish without suggestions', async () => {
    const chef = await makeChef(t);
    const dish = await makeDish(t, chef.id);
    const res = await get(`/dishes/by-slug/${dish.slug}`, buyer);
    expect(res.json().dish.suggestedDishes).toEqual([]);
  });

  it('shows a pending chef’s suggestions to nobody, as the chef module hides their dishes from lists', async () => {
    const pending = await makeChef(t, { approvalStatus: 'pending' });
    const main = await makeDish(t, pending.id);
    const side = await makeDish(t, pending.id);
    await suggest(main.id, [side.id]);
    expect((await get(`/dishes/${main.id}`, buyer)).json().dish.suggestedDishes).toEqual([]);
  });

  it('hides a suspended chef’s suggestions along with the dish', async () => {
    const chef = await makeChef(t);
    const main = await makeDish(t, chef.id);
    const side = await makeDish(t, chef.id, { name: 'Rice' });
    await suggest(main.id, [side.id]);
    const before = await get(`/dishes/${main.id}`, buyer);
    expect(before.json().dish.suggestedDishes.map((d: { id: string }) => d.id)).toEqual([side.id]);

    await t.ctx.db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, chef.id));
    const after = await get(`/dishes/${main.id}`, buyer);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(messages.dishLoadFailed);
    const [row] = await t.ctx.db.select().from(dishes).where(eq(dishes.id, main.id));
    if (!row) throw new Error('dish missing');
    expect(await suggestedDishRowsOf(t.ctx.db, row)).toEqual([]);
  });
});
