import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/messages';
import { dishPhotos, menuItems, menus } from '../../db/schema/catalog.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { favoriteChefs, followings } from '../../db/schema/social.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  makeChef,
  makeDish,
  makeUser,
  type FixtureUser,
} from '../../test/factories/catalog-fixtures.ts';

const DAY = 86_400_000;
const clock = new ManualClock('2026-03-10T12:00:00Z');
let t: TestApp;
let chef: FixtureUser;
let fan: FixtureUser;
let stranger: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, {
    name: 'Chef Bo',
    handle: 'bo_bakes',
    title: 'Breads of the bay',
    description: '**Sourdough** daily',
    email: 'bo-private@example.com',
    phone: '+1 555 999 0000',
    businessName: 'Bo Bakery',
    businessPhone: '+1 555 123 4567',
    businessEmail: 'orders@bo.example',
    bannerUrl: 'https://img.example/banner.jpg',
    avatarUrl: 'https://img.example/avatar.jpg',
    website: 'https://bo.example',
    facebook: 'https://facebook.com/bo',
    twitter: 'https://twitter.com/bo',
    linkedin: 'https://linkedin.com/in/bo',
    instagram: 'https://instagram.com/bo',
    producerKind: 'restaurant',
    cookingStatus: 'cooking',
    streamStatus: 'live',
    streamId: 'stream-42',
    businessHours: { businessDays: [1, 2, 3, 4, 5], fromHour: '09:00', endHour: '17:00' },
    timeZone: 'America/Los_Angeles',
    dishesCount: 3,
    followersCount: 7,
    ratingSum: 14,
    ratingCount: 4,
  });
  fan = await makeUser(t, { name: 'Fay Fan' });
  stranger = await makeUser(t, { name: 'Stan Stranger' });
  await t.ctx.db.insert(followings).values({ fromUserId: fan.id, toUserId: chef.id });
  await t.ctx.db.insert(favoriteChefs).values({ userId: fan.id, chefId: chef.id });
});
afterAll(() => t.close());

const get = (url: string, user?: FixtureUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });

describe('GET /api/v1/chefs/:id', () => {
  it('returns the profile card, live state, counters and rating, nothing private', async () => {
    const res = await get(`/chefs/${chef.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().chef).toMatchObject({
      id: chef.id,
      name: 'Chef Bo',
      handle: 'bo_bakes',
      title: 'Breads of the bay',
      description: '**Sourdough** daily',
      bannerUrl: 'https://img.example/banner.jpg',
      avatarUrl: 'https://img.example/avatar.jpg',
      businessName: 'Bo Bakery',
      businessPhone: '+1 555 123 4567',
      businessEmail: 'orders@bo.example',
      website: 'https://bo.example',
      facebook: 'https://facebook.com/bo',
      twitter: 'https://twitter.com/bo',
      linkedin: 'https://linkedin.com/in/bo',
      instagram: 'https://instagram.com/bo',
      producerKind: 'restaurant',
      cookingStatus: 'cooking',
      streamStatus: 'live',
      streamId: 'stream-42',
      businessHours: { businessDays: [1, 2, 3, 4, 5], fromHour: '09:00', endHour: '17:00' },
      dishesCount: 3,
      followersCount: 7,
      rating: { average: 3.5, count: 4 },
      isOwner: false,
      isFollowing: false,
      isFavorite: false,
    });
    expect(res.body).not.toContain('bo-private@example.com');
    expect(res.body).not.toContain('999 0000');
    expect(res.body).not.toMatch(/password/i);
    // No settings saved yet: the defaults a buyer's order is held to.
    expect(res.json().chef.orderSettings).toEqual({
      minimumOrderCents: 0,
      defaultLeadTimeMinutes: 0,
      disablePreOrder: false,
      offersPickup: true,
      offersDelivery: false,
    });
  });

  it("shows the chef's saved order settings (lead time, pre-order) for the time pickers", async () => {
    await t.ctx.db.insert(businessSettings).values({
      chefId: chef.id,
      minimumOrderCents: 1500,
      defaultLeadTimeMinutes: 90,
      disablePreOrder: true,
      offersDelivery: true,
    });
    const res = await get(`/chefs/${chef.id}`);
    expect(res.json().chef.orderSettings).toEqual({
      minimumOrderCents: 1500,
      defaultLeadTimeMinutes: 90,
      disablePreOrder: true,
      offersPickup: true,
      offersDelivery: true,
    });
    await t.ctx.db.delete(businessSettings).where(eq(businessSettings.chefId, chef.id));
  });

  it('tells a signed-in follower they follow and favourite the chef', async () => {
    expect((await get(`/chefs/${chef.id}`, fan)).json().chef).toMatchObject({
      isFollowing: true,
      isFavorite: true,
      isOwner: false,
    });
    expect((await get(`/chefs/${chef.id}`, stranger)).json().chef).toMatchObject({
      isFollowing: false,
      isFavorite: false,
    });
    expect((await get(`/chefs/${chef.id}`, chef)).json().chef.isOwner).toBe(true);
  });

  it('resolves a handle, with or without @, case-insensitively', async () => {
    for (const h of ['bo_bakes', '@bo_bakes', 'BO_BAKES']) {
      const res = await get(`/chefs/by-handle/${encodeURIComponent(h)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().chef.id).toBe(chef.id);
    }
    const missing = await get('/chefs/by-handle/nobody_here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: messages.chefNotFound });
  });

  it('hides an offline stream id', async () => {
    const quiet = await makeChef(t, { streamStatus: 'offline', streamId: 'old-stream' });
    expect((await get(`/chefs/${quiet.id}`)).json().chef).toMatchObject({
      streamStatus: 'offline',
      streamId: null,
    });
  });

  it('refuses hidden and unapproved chefs with the spec message, except to themselves', async () => {
    for (const status of [
      { profileStatus: 'hide' as const },
      { approvalStatus: 'pending' as const },
      { approvalStatus: 'rejected' as const },
    ]) {
      const hidden = await makeChef(t, {
        ...status,
        handle: `h${Math.random().toString(36).slice(2, 10)}`,
      });
      for (const url of [
        `/chefs/${hidden.id}`,
        `/chefs/${hidden.id}/dishes`,
        `/chefs/${hidden.id}/menus`,
      ]) {
        const res = await get(url, stranger);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'forbidden',
          message: "Sorry, Chef's profile is hidden!",
        });
        expect((await get(url, hidden)).statusCode).toBe(200);
      }
    }
  });

  it('answers profile not found for a missing id or a customer', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', stranger.id]) {
      const res = await get(`/chefs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: messages.chefNotFound });
    }
  });
});

describe('GET /api/v1/chefs/:id/dishes', () => {
  it('lists public dishes newest first with cards, total and paging', async () => {
    const cook = await makeChef(t, { approvalStatus: 'approved' });
    const now = clock.now().getTime();
    const old = await makeDish(t, cook.id, {
      name: 'Old bread',
      createdAt: new Date(now - 20 * DAY),
      ratingSum: 5,
      ratingCount: 1,
    });
    const mid = await makeDish(t, cook.id, {
      name: 'Mid bread',
      createdAt: new Date(now - 10 * DAY),
      status: 'available',
      amountLeft: 0,
    });
    const fresh = await makeDish(t, cook.id, {
      name: 'Fresh bread',
      createdAt: new Date(now - DAY),
      status: 'cooking',
    });
    await makeDish(t, cook.id, { name: 'Private bread', visibility: 'private' });
    await makeDish(t, cook.id, {
      name: 'Hidden when gone',
      hideNotAvailable: true,
      status: 'sold_out',
    });
    await t.ctx.db
      .insert(dishPhotos)
      .values({ dishId: fresh.id, url: 'https://img.example/fresh.jpg' });

    const res = await get(`/chefs/${cook.id}/dishes`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.dishes.map((d: { id: string }) => d.id)).toEqual([fresh.id, mid.id, old.id]);
    expect(body.dishes[0]).toEqual({
      id: fresh.id,
      slug: fresh.slug,
      name: 'Fresh bread',
      priceCents: 1200,
      lastCallPriceCents: null,
      campaign: null,
      status: 'cooking',
      amountLeft: -1,
      photoUrl: 'https://img.example/fresh.jpg',
      badges: { soldOut: false, isNew: true, cookingNow: true },
      orderable: true,
      rating: { average: null, count: 0 },
    });
    expect(body.dishes[1]).toMatchObject({
      badges: { soldOut: true, isNew: false },
      orderable: false,
    });
    expect(body.dishes[2].rating).toEqual({ average: 5, count: 1 });

    const page2 = (await get(`/chefs/${cook.id}/dishes?from=1&size=1`)).json();
    expect(page2.total).toBe(3);
    expect(page2.dishes.map((d: { id: string }) => d.id)).toEqual([mid.id]);
    expect((await get(`/chefs/${cook.id}/dishes?size=500`)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/chefs/:id/menus', () => {
  it('answers an empty list when the chef has no menus', async () => {
    const cook = await makeChef(t);
    const res = await get(`/chefs/${cook.id}/menus`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Los_Angeles', menus: [] });
  });

  it('nests active public children under parents by position, with items and availability', async () => {
    const cook = await makeChef(t, {
      businessHours: { businessDays: [2, 4], fromHour: '10:00', endHour: '14:00' },
      timeZone: 'America/New_York',
    });
    const a = await makeDish(t, cook.id, { name: 'A dish' });
    const b = await makeDish(t, cook.id, { name: 'B dish' });
    const secret = await makeDish(t, cook.id, { name: 'Secret dish', visibility: 'private' });
    const insertMenu = async (values: Partial<typeof menus.$inferInsert> & { name: string }) => {
      const [row] = await t.ctx.db
        .insert(menus)
        .values({ chefId: cook.id, ...values })
        .returning();
      if (!row) throw new Error('menu insert failed');
      return row;
    };
    const dinner = await insertMenu({ name: 'Dinner', type: 'parent', position: 2 });
    const lunch = await insertMenu({
      name: 'Lunch',
      position: 1,
      availability: { mode: 'custom', weekdays: [1, 3, 5], from: '11:00', to: '15:00' },
    });
    const mains = await insertMenu({ name: 'Mains', parentId: dinner.id, position: 2 });
    const starters = await insertMenu({ name: 'Starters', parentId: dinner.id, position: 1 });
    const off = await insertMenu({ name: 'Off', isActive: false, position: 0 });
    await insertMenu({ name: 'Under off', parentId: off.id });
    await insertMenu({ name: 'Private', isPublic: false });
    const fansOnly = await insertMenu({ name: 'Fans only', followerOnly: true, position: 3 });
    await t.ctx.db.insert(menuItems).values([
      { menuId: lunch.id, dishId: b.id, position: 1 },
      { menuId: lunch.id, dishId: a.id, position: 0 },
      { menuId: lunch.id, dishId: secret.id, position: 2 },
      { menuId: mains.id, dishId: a.id },
      { menuId: fansOnly.id, dishId: b.id },
    ]);

    const res = await get(`/chefs/${cook.id}/menus`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('America/New_York');
    expect(body.menus.map((m: { name: string }) => m.name)).toEqual(['Lunch', 'Dinner']);
    const [lunchView, dinnerView] = body.menus;
    expect(lunchView.items.map((i: { name: string }) => i.name)).toEqual(['A dish', 'B dish']);
    expect(lunchView.availability).toEqual({
      mode: 'custom',
      weekdays: [1, 3, 5],
      from: '11:00',
      to: '15:00',
    });
    expect(dinnerView).toMatchObject({
      type: 'parent',
      items: [],
      availability: { mode: 'business_hours', weekdays: [2, 4], from: '10:00', to: '14:00' },
    });
    expect(dinnerView.children.map((m: { name: string }) => m.name)).toEqual(['Starters', 'Mains']);
    expect(dinnerView.children[1].items[0]).toMatchObject({ id: a.id, orderable: true });
    expect(dinnerView.children[0].id).toBe(starters.id);
    expect(res.body).not.toContain('Secret dish');

    // Follower-only menus: shown to followers and the chef, not to others.
    const follower = await makeUser(t);
    await t.ctx.db.insert(followings).values({ fromUserId: follower.id, toUserId: cook.id });
    for (const [who, sees] of [
      [follower, true],
      [cook, true],
      [stranger, false],
    ] as const) {
      const names = (await get(`/chefs/${cook.id}/menus`, who))
        .json()
        .menus.map((m: { name: string }) => m.name);
      expect(names.includes('Fans only')).toBe(sees);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the chef and catalog reads, the recursive menu schema included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/v1/chefs/{id}',
      '/api/v1/chefs/by-handle/{handle}',
      '/api/v1/chefs/{id}/dishes',
      '/api/v1/chefs/{id}/menus',
      '/api/v1/chefs/{id}/promotions',
      '/api/v1/dishes/{id}',
      '/api/v1/dishes/by-slug/{slug}',
      '/api/v1/dishes/labels/{id}',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
