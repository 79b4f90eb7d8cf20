import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import {
  favoriteChefsResponseSchema,
  favoriteDishesResponseSchema,
  SOCIAL_PAGE_SIZE_MAX,
} from '#contracts/social';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import type { TestUser } from '../profiles/test-users.ts';
import {
  caller,
  makeUser,
  makeChef,
  makeDish,
  setChefState,
  setDeleted,
  setDishVisibility,
} from '../../test/factories/social-fixtures.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof caller>;
let ann: TestUser;
let bea: TestUser;
let chef: TestUser;
let pendingChef: TestUser;
let hiddenChef: TestUser;
let dish: { id: string; slug: string };

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock });
  call = caller(t);
  ann = await makeUser(t, 'Ann');
  bea = await makeUser(t, 'Bea');
  chef = await makeChef(t, 'Carla');
  pendingChef = await makeChef(t, 'Pending', { approvalStatus: 'pending' });
  hiddenChef = await makeChef(t, 'Hidden', { profileStatus: 'hide' });
  dish = await makeDish(t, chef.id, 'Tamales', { photos: ['/files/a.jpg', '/files/b.jpg'] });
});
afterAll(() => t.close());

describe('favourite dishes', () => {
  it('401 on every route when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/favorites/dishes'],
      ['GET', `/favorites/dishes/${dish.id}`],
      ['PUT', `/favorites/dishes/${dish.id}`],
      ['DELETE', `/favorites/dishes/${dish.id}`],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('adds and removes with the spec messages, idempotently', async () => {
    const put = await call(ann, 'PUT', `/favorites/dishes/${dish.id}`);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ favorite: true, message: 'Added to your favorite list' });
    const again = await call(ann, 'PUT', `/favorites/dishes/${dish.id}`);
    expect(again.json()).toEqual({ favorite: true, message: messages.addedToFavorites });
    expect((await call(ann, 'GET', `/favorites/dishes/${dish.id}`)).json()).toEqual({
      favorite: true,
    });
    expect((await call(ann, 'GET', '/favorites/dishes')).json().total).toBe(1);

    const del = await call(ann, 'DELETE', `/favorites/dishes/${dish.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ favorite: false, message: 'Removed from your favorite list' });
    const delAgain = await call(ann, 'DELETE', `/favorites/dishes/${dish.id}`);
    expect(delAgain.json()).toEqual({ favorite: false, message: messages.removedFromFavorites });
    expect((await call(ann, 'GET', `/favorites/dishes/${dish.id}`)).json()).toEqual({
      favorite: false,
    });
    expect((await call(ann, 'GET', '/favorites/dishes')).json()).toEqual({ items: [], total: 0 });
  });

  it('only dishes a person may see: 404 with the spec message otherwise', async () => {
    const privateDish = await makeDish(t, chef.id, 'Secret', { visibility: 'private' });
    const pendingDish = await makeDish(t, pendingChef.id, 'Pending pie');
    const hiddenDish = await makeDish(t, hiddenChef.id, 'Hidden hash');
    for (const id of [privateDish.id, pendingDish.id, hiddenDish.id, MISSING]) {
      for (const method of ['PUT', 'GET', 'DELETE'] as const) {
        const res = await call(ann, method, `/favorites/dishes/${id}`);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().error).toEqual({ code: 'not_found', message: messages.dishLoadFailed });
      }
    }
  });

  it('rejects a malformed id', async () => {
    const res = await call(ann, 'PUT', '/favorites/dishes/not-a-uuid');
    expect(res.statusCode).toBe(400);
  });

  it('lists cards newest first, paginated, without dishes hidden since', async () => {
    const owner = await makeChef(t, 'Lister');
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await makeDish(t, owner.id, `Dish ${i}`, {
          photos: i === 0 ? [] : [`/files/${i}-first.jpg`, `/files/${i}-second.jpg`],
          priceCents: 100 + i,
        }),
      );
    }
    for (const d of made) {
      clock.advance(1000);
      expect((await call(bea, 'PUT', `/favorites/dishes/${d.id}`)).statusCode).toBe(200);
    }
    const res = await call(bea, 'GET', '/favorites/dishes?size=2');
    expect(res.statusCode).toBe(200);
    const body = favoriteDishesResponseSchema.parse(res.json());
    expect(body.total).toBe(5);
    expect(body.items.map((d) => d.name)).toEqual(['Dish 4', 'Dish 3']);
    expect(body.items[0]).toEqual({
      id: made[4]?.id,
      slug: made[4]?.slug,
      name: 'Dish 4',
      priceCents: 104,
      photoUrl: '/files/4-first.jpg',
      status: 'available',
      amountLeft: 5,
      chefId: owner.id,
      chefName: 'Lister',
      chefBusinessName: "Lister's Kitchen",
      favoritedAt: expect.any(String) as string,
    });
    // No extra columns leak through the response schema.
    expect(Object.keys(res.json().items[0] as object).sort()).toEqual(
      Object.keys(body.items[0] ?? {}).sort(),
    );

    const page3 = (await call(bea, 'GET', '/favorites/dishes?from=4&size=2')).json();
    expect(page3.items.map((d: { name: string }) => d.name)).toEqual(['Dish 0']);
    expect(page3.items[0].photoUrl).toBeNull();
    expect(page3.total).toBe(5);

    // A dish made private, and every dish of a chef who is hidden, drop out of the list.
    await setDishVisibility(t, made[3]?.id ?? '', 'private');
    let list = (await call(bea, 'GET', '/favorites/dishes')).json();
    expect(list.total).toBe(4);
    expect(list.items.map((d: { name: string }) => d.name)).toEqual([
      'Dish 4',
      'Dish 2',
      'Dish 1',
      'Dish 0',
    ]);
    // It can still be removed from the list though no longer visible.
    const del = await call(bea, 'DELETE', `/favorites/dishes/${made[3]?.id}`);
    expect(del.json()).toEqual({ favorite: false, message: messages.removedFromFavorites });

    await setChefState(t, owner.id, { profileStatus: 'hide' });
    list = (await call(bea, 'GET', '/favorites/dishes')).json();
    expect(list).toEqual({ items: [], total: 0 });
    await setChefState(t, owner.id, { profileStatus: 'public' });
    await setDeleted(t, owner.id, true);
    expect((await call(bea, 'GET', '/favorites/dishes')).json().total).toBe(0);
    await setDeleted(t, owner.id, false);
    expect((await call(bea, 'GET', '/favorites/dishes')).json().total).toBe(4);

    // Another person's list is their own.
    expect((await call(ann, 'GET', '/favorites/dishes')).json().total).toBe(0);
  });

  it('validates paging', async () => {
    expect((await call(ann, 'GET', '/favorites/dishes?size=0')).statusCode).toBe(400);
    expect(
      (await call(ann, 'GET', `/favorites/dishes?size=${SOCIAL_PAGE_SIZE_MAX + 1}`)).statusCode,
    ).toBe(400);
    expect((await call(ann, 'GET', '/favorites/dishes?from=-1')).statusCode).toBe(400);
  });
});

describe('favourite chefs', () => {
  it('401 on every route when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/favorites/chefs'],
      ['GET', `/favorites/chefs/${chef.id}`],
      ['PUT', `/favorites/chefs/${chef.id}`],
      ['DELETE', `/favorites/chefs/${chef.id}`],
    ] as const) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds and removes with the spec messages, idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(ann, 'PUT', `/favorites/chefs/${chef.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ favorite: true, message: messages.addedToFavorites });
    }
    expect((await call(ann, 'GET', `/favorites/chefs/${chef.id}`)).json()).toEqual({
      favorite: true,
    });
    for (let i = 0; i < 2; i++) {
      const res = await call(ann, 'DELETE', `/favorites/chefs/${chef.id}`);
      expect(res.json()).toEqual({ favorite: false, message: messages.removedFromFavorites });
    }
    expect((await call(ann, 'GET', '/favorites/chefs')).json()).toEqual({ items: [], total: 0 });
  });

  it('403 "hidden" for pending or hidden chefs, 404 for missing or not a chef', async () => {
    for (const id of [pendingChef.id, hiddenChef.id]) {
      const res = await call(ann, 'PUT', `/favorites/chefs/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'forbidden', message: messages.chefHidden });
    }
    for (const id of [MISSING, bea.id]) {
      const res = await call(ann, 'PUT', `/favorites/chefs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.chefNotFound);
    }
  });

  it('lists chef cards newest first without chefs hidden since', async () => {
    const a = await makeChef(t, 'Ada');
    const b = await makeChef(t, 'Ben');
    const c = await makeChef(t, 'Cy');
    for (const ch of [a, b, c]) {
      clock.advance(1000);
      await call(ann, 'PUT', `/favorites/chefs/${ch.id}`);
    }
    const res = await call(ann, 'GET', '/favorites/chefs?size=2');
    const body = favoriteChefsResponseSchema.parse(res.json());
    expect(body.total).toBe(3);
    expect(body.items.map((x) => x.name)).toEqual(['Cy', 'Ben']);
    expect(body.items[0]).toMatchObject({
      id: c.id,
      name: 'Cy',
      businessName: "Cy's Kitchen",
      title: 'Cy cooks',
      avatarUrl: null,
      followersCount: 0,
      dishesCount: 0,
    });
    expect(body.items[0]?.handle).toMatch(/^cy[0-9a-f]{6}$/);
    expect(JSON.stringify(res.json())).not.toMatch(/email|password/i);

    await setChefState(t, b.id, { approvalStatus: 'pending' });
    const after = (await call(ann, 'GET', '/favorites/chefs')).json();
    expect(after.total).toBe(2);
    expect(after.items.map((x: { name: string }) => x.name)).toEqual(['Cy', 'Ada']);
    // Removing a favourite that has been hidden since still works.
    expect((await call(ann, 'DELETE', `/favorites/chefs/${b.id}`)).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every social route', async () => {
    const res = await call(null, 'GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/api/v1/favorites/dishes',
      '/api/v1/favorites/dishes/{dishId}',
      '/api/v1/favorites/chefs',
      '/api/v1/favorites/chefs/{chefId}',
      '/api/v1/follows',
      '/api/v1/follows/{chefId}',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
