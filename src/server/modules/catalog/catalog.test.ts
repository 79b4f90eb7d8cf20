import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { distanceKm } from '#domain/geo';
import { messages } from '#domain/messages';
import { addresses } from '../../db/schema/addresses.ts';
import {
  cuisines,
  dishModifiers,
  dishPhotos,
  modifierOptions,
  modifiers,
} from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';
import { campaigns, coupons } from '../../db/schema/promotions.ts';
import { rateLimitBuckets } from '../../db/schema/ratelimit.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { favoriteDishes } from '../../db/schema/social.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
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
let viewer: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, {
    email: 'private-chef@example.com',
    phone: '+1 555 000 1111',
    businessPhone: '+1 555 222 3333',
    businessEmail: 'orders@ana.example',
    handle: 'ana_kitchen',
    latitude: 37.77,
    longitude: -122.42,
    producerKind: 'home_chef',
    permitType: 'CFO',
  });
  viewer = await makeUser(t, { name: 'Vic Viewer' });
});
afterAll(() => t.close());

const get = (url: string, user?: FixtureUser | null, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: ip,
  });

describe('GET /api/v1/dishes/:id and /dishes/by-slug/:slug', () => {
  it('returns every field of a public dish, without private chef data', async () => {
    const [cuisine] = await t.ctx.db
      .insert(cuisines)
      .values({ name: `Mexican-${Date.now()}`, iso: 'MX' })
      .returning();
    const dish = await makeDish(t, chef.id, {
      name: 'Green Tamales',
      description: 'Steamed in corn husks',
      priceCents: 1500,
      priceUnit: 'dozen',
      ingredients: ['masa', 'tomatillo'],
      diets: ['vegetarian'],
      origins: ['mexico'],
      categories: ['mains'],
      videoUrls: ['https://video.example/t.mp4'],
      cuisineId: cuisine?.id ?? null,
      netWeight: '250 g',
      totalServing: 12,
      ratingSum: 9,
      ratingCount: 2,
      amountLeft: 5,
      globalPromo: true,
    });
    await t.ctx.db.insert(dishPhotos).values([
      { dishId: dish.id, url: 'https://img.example/2.jpg', position: 2 },
      { dishId: dish.id, url: 'https://img.example/1.jpg', position: 1 },
    ]);

    const res = await get(`/dishes/${dish.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().dish;
    expect(d).toMatchObject({
      id: dish.id,
      slug: dish.slug,
      name: 'Green Tamales',
      description: 'Steamed in corn husks',
      priceCents: 1500,
      priceUnit: 'dozen',
      lastCallPriceCents: null,
      status: 'available',
      amountLeft: 5,
      badges: { soldOut: false, isNew: false, cookingNow: false },
      orderable: true,
      globalPromo: true,
      videos: ['https://video.example/t.mp4'],
      ingredients: ['masa', 'tomatillo'],
      diets: ['vegetarian'],
      origins: ['mexico'],
      categories: ['mains'],
      cuisine: { id: cuisine?.id, iso: 'MX' },
      netWeight: '250 g',
      totalServing: 12,
      rating: { average: 4.5, count: 2 },
      modifiers: [],
      chef: {
        id: chef.id,
        name: 'Chef Ana',
        businessName: 'Ana Kitchen',
        handle: 'ana_kitchen',
        businessPhone: '+1 555 222 3333',
        businessEmail: 'orders@ana.example',
        // A home chef: an area of 1 km around a point that is not the home (decision 052).
        locationRadiusM: 1000,
        approvalStatus: 'approved',
        profileStatus: 'public',
      },
      isOwner: false,
      isFavorite: false,
      shareUrl: `${TEST_ORIGIN}/product/${dish.slug}`,
    });
    expect(d.photos.map((p: { url: string }) => p.url)).toEqual([
      'https://img.example/1.jpg',
      'https://img.example/2.jpg',
    ]);
    expect(d.chef.latitude).not.toBe(37.77);
    expect(distanceKm(37.77, -122.42, d.chef.latitude, d.chef.longitude)).toBeLessThan(1);
    expect(res.body).not.toContain('private-chef@example.com');
    expect(res.body).not.toContain('555 000 1111');
    expect(res.body).not.toMatch(/password/i);

    const bySlug = await get(`/dishes/by-slug/${dish.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().dish).toEqual(d);
  });

  it('answers 404 with the spec message for a missing dish or slug, 400 for a bad id', async () => {
    for (const url of ['/dishes/00000000-0000-4000-8000-000000000000', '/dishes/by-slug/nope']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: messages.dishLoadFailed });
    }
    expect((await get('/dishes/not-a-uuid')).statusCode).toBe(400);
  });

  it('hides a private dish from everyone but its chef', async () => {
    const dish = await makeDish(t, chef.id, { visibility: 'private' });
    for (const who of [null, viewer]) {
      const res = await get(`/dishes/${dish.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(
        "Unable to retrieve the product, may be it's not visible to public.",
      );
    }
    const own = await get(`/dishes/${dish.id}`, chef);
    expect(own.statusCode).toBe(200);
    expect(own.json().dish.isOwner).toBe(true);
  });

  it('hides the dishes of a hidden or rejected chef, except from the chef', async () => {
    for (const status of [
      { profileStatus: 'hide' as const },
      { approvalStatus: 'rejected' as const },
    ]) {
      const hidden = await makeChef(t, status);
      const dish = await makeDish(t, hidden.id);
      const res = await get(`/dishes/${dish.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.dishLoadFailed);
      const own = await get(`/dishes/by-slug/${dish.slug}`, hidden);
      expect(own.statusCode).toBe(200);
      expect(own.json().dish).toMatchObject({ isOwner: true, orderable: false });
    }
  });

  it('shows a pending chef’s dish but not as orderable', async () => {
    const pending = await makeChef(t, { approvalStatus: 'pending' });
    const dish = await makeDish(t, pending.id);
    const res = await get(`/dishes/${dish.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().dish).toMatchObject({
      orderable: false,
      chef: { approvalStatus: 'pending' },
      badges: { soldOut: false },
    });
  });

  it('computes the badges and orderability from status, stock and age', async () => {
    const fresh = await makeDish(t, chef.id, { createdAt: new Date(clock.now().getTime() - DAY) });
    expect((await get(`/dishes/${fresh.id}`)).json().dish.badges.isNew).toBe(true);
    clock.advance(7 * DAY);
    try {
      expect((await get(`/dishes/${fresh.id}`)).json().dish.badges.isNew).toBe(false);
    } finally {
      clock.advance(-7 * DAY);
    }

    const emptyStock = await makeDish(t, chef.id, { status: 'available', amountLeft: 0 });
    expect((await get(`/dishes/${emptyStock.id}`)).json().dish).toMatchObject({
      badges: { soldOut: true, cookingNow: false },
      orderable: false,
    });
    const soldOut = await makeDish(t, chef.id, { status: 'sold_out', amountLeft: 4 });
    expect((await get(`/dishes/${soldOut.id}`)).json().dish).toMatchObject({
      badges: { soldOut: true },
      orderable: false,
    });
    const cooking = await makeDish(t, chef.id, { status: 'cooking', amountLeft: -1 });
    expect((await get(`/dishes/${cooking.id}`)).json().dish).toMatchObject({
      badges: { soldOut: false, cookingNow: true },
      orderable: true,
    });
  });

  it('lists modifiers in order with their available options only', async () => {
    const dish = await makeDish(t, chef.id);
    const [salsa, size] = await t.ctx.db
      .insert(modifiers)
      .values([
        { chefId: chef.id, name: 'Salsa', min: 0, max: 2 },
        { chefId: chef.id, name: 'Size', min: 1, max: 1 },
      ])
      .returning();
    const other = await makeChef(t);
    const [foreign] = await t.ctx.db
      .insert(modifiers)
      .values({ chefId: other.id, name: 'Foreign', min: 0, max: 1 })
      .returning();
    if (!salsa || !size || !foreign) throw new Error('modifier insert failed');
    await t.ctx.db.insert(modifierOptions).values([
      { modifierId: salsa.id, name: 'Verde', priceCents: 50, position: 2 },
      { modifierId: salsa.id, name: 'Roja', priceCents: 0, position: 1 },
      { modifierId: salsa.id, name: 'Habanero', priceCents: 75, available: false, position: 0 },
      { modifierId: size.id, name: 'Large', priceCents: 300 },
      { modifierId: foreign.id, name: 'Nope' },
    ]);
    await t.ctx.db.insert(dishModifiers).values([
      { dishId: dish.id, modifierId: size.id, position: 0 },
      { dishId: dish.id, modifierId: salsa.id, position: 1 },
      { dishId: dish.id, modifierId: foreign.id, position: 2 },
    ]);
    const mods = (await get(`/dishes/${dish.id}`)).json().dish.modifiers;
    expect(mods).toEqual([
      {
        id: size.id,
        name: 'Size',
        min: 1,
        max: 1,
        required: true,
        options: [{ id: expect.any(String), name: 'Large', priceCents: 300 }],
      },
      {
        id: salsa.id,
        name: 'Salsa',
        min: 0,
        max: 2,
        required: false,
        options: [
          { id: expect.any(String), name: 'Roja', priceCents: 0 },
          { id: expect.any(String), name: 'Verde', priceCents: 50 },
        ],
      },
    ]);
  });

  it('shows the last-call price only while a last call with stock is live', async () => {
    const dish = await makeDish(t, chef.id, { priceCents: 2000 });
    const now = clock.now().getTime();
    const window = (startOffset: number, endOffset: number) => ({
      chefId: chef.id,
      latitude: 37.77,
      longitude: -122.42,
      startsAt: new Date(now + startOffset),
      endsAt: new Date(now + endOffset),
    });
    const [past, future, live, emptyLive] = await t.ctx.db
      .insert(lastCalls)
      .values([
        window(-3 * 3_600_000, -3_600_000),
        window(3_600_000, 2 * 3_600_000),
        window(-3_600_000, 3_600_000),
        window(-3_600_000, 3_600_000),
      ])
      .returning();
    if (!past || !future || !live || !emptyLive) throw new Error('last call insert failed');
    await t.ctx.db.insert(lastCallItems).values([
      { lastCallId: past.id, dishId: dish.id, priceCents: 500 },
      { lastCallId: future.id, dishId: dish.id, priceCents: 600 },
      { lastCallId: emptyLive.id, dishId: dish.id, priceCents: 700, amountLeft: 0 },
    ]);
    expect((await get(`/dishes/${dish.id}`)).json().dish).toMatchObject({
      lastCallPriceCents: null,
      lastCallEndsAt: null,
    });
    await t.ctx.db
      .insert(lastCallItems)
      .values({ lastCallId: live.id, dishId: dish.id, priceCents: 1400, offPercent: 30 });
    expect((await get(`/dishes/${dish.id}`)).json().dish).toMatchObject({
      priceCents: 2000,
      lastCallPriceCents: 1400,
      lastCallEndsAt: new Date(now + 3_600_000).toISOString(),
    });
    clock.advance(90 * 60_000);
    try {
      expect((await get(`/dishes/${dish.id}`)).json().dish.lastCallPriceCents).toBe(600);
    } finally {
      clock.advance(-90 * 60_000);
    }
  });

  it('says isFavorite for the signed-in user who favourited it only', async () => {
    const dish = await makeDish(t, chef.id);
    await t.ctx.db.insert(favoriteDishes).values({ userId: viewer.id, dishId: dish.id });
    expect((await get(`/dishes/${dish.id}`, viewer)).json().dish.isFavorite).toBe(true);
    expect((await get(`/dishes/${dish.id}`, null)).json().dish.isFavorite).toBe(false);
    expect((await get(`/dishes/${dish.id}`, chef)).json().dish).toMatchObject({
      isFavorite: false,
      isOwner: true,
    });
  });
});

describe('GET /api/v1/dishes/labels/:id', () => {
  it('prints name, ingredients, diets, weight, producer and the business address', async () => {
    const dish = await makeDish(t, chef.id, {
      name: 'Salsa Verde',
      ingredients: ['tomatillo', 'lime'],
      diets: ['vegan'],
      netWeight: '300 g',
      totalServing: 4,
    });
    await t.ctx.db.insert(addresses).values({
      userId: chef.id,
      address1: '1 Home St',
      city: 'Oakland',
      state: 'CA',
      zipcode: '94601',
      isDefault: true,
    });
    const home = (await get(`/dishes/labels/${dish.id}`)).json().label;
    expect(home).toEqual({
      dishId: dish.id,
      name: 'Salsa Verde',
      ingredients: ['tomatillo', 'lime'],
      diets: ['vegan'],
      netWeight: '300 g',
      totalServing: 4,
      producerName: 'Ana Kitchen',
      permitType: 'CFO',
      address: { address1: null, address2: null, city: 'Oakland', state: 'CA', zipcode: '94601' },
      businessPhone: '+1 555 222 3333',
    });
    await t.ctx.db.insert(addresses).values({
      userId: chef.id,
      address1: '9 Market St',
      address2: 'Stall 4',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94103',
      type: 'business',
    });
    // A home chef's business address still prints only its town (decision 052)…
    expect((await get(`/dishes/labels/${dish.id}`)).json().label.address).toEqual({
      address1: null,
      address2: null,
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94103',
    });
    // …a restaurant's prints in full.
    await t.ctx.db
      .update(profiles)
      .set({ producerKind: 'restaurant' })
      .where(eq(profiles.id, chef.id));
    expect((await get(`/dishes/labels/${dish.id}`)).json().label.address).toEqual({
      address1: '9 Market St',
      address2: 'Stall 4',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94103',
    });
    await t.ctx.db
      .update(profiles)
      .set({ producerKind: 'home_chef' })
      .where(eq(profiles.id, chef.id));
  });

  it('follows the dish page visibility', async () => {
    const dish = await makeDish(t, chef.id, { visibility: 'private' });
    const res = await get(`/dishes/labels/${dish.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(messages.dishLoadFailed);
    expect((await get(`/dishes/labels/${dish.id}`, chef)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/chefs/:id/promotions', () => {
  it('lists running campaigns and coupons without coupon codes', async () => {
    const producer = await makeChef(t, { name: 'Pat Producer', businessName: null });
    const now = clock.now().getTime();
    const shown = await makeDish(t, producer.id, { name: 'Shown pie' });
    const secret = await makeDish(t, producer.id, { name: 'Secret pie', visibility: 'private' });
    const campaign = (name: string, extra: Partial<typeof campaigns.$inferInsert> = {}) => ({
      chefId: producer.id,
      name,
      discountType: 'percent' as const,
      percentOff: 5,
      dishIds: [shown.id],
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 5 * DAY),
      ...extra,
    });
    const [, springCampaign] = await t.ctx.db
      .insert(campaigns)
      .values([
        campaign('Pie week', { percentOff: 10, dishIds: [shown.id, secret.id] }),
        campaign('Spring', { description: 'Spring deals' }),
        campaign('Only secret', { dishIds: [secret.id] }),
        campaign('Paused', { active: false }),
        campaign('Ended early', { endedAt: new Date(now - 1000) }),
        campaign('Over', { endsAt: new Date(now - 1000) }),
        campaign('Later', { startsAt: new Date(now + DAY) }),
      ])
      .returning();
    await t.ctx.db.insert(coupons).values([
      {
        chefId: producer.id,
        campaignId: springCampaign?.id ?? null,
        code: 'SPRING-SECRET-CODE',
        discountType: 'percent',
        percentOff: 15,
        minOrderCents: 2000,
      },
      {
        chefId: producer.id,
        code: 'USED-UP-CODE',
        discountType: 'amount',
        amountOffCents: 100,
        maxRedemptions: 1,
        redemptionsCount: 1,
      },
    ]);

    const res = await get(`/chefs/${producer.id}/promotions`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.producer).toEqual({ id: producer.id, name: 'Pat Producer', businessName: null });
    const titles = body.promotions.map((p: { title: string | null }) => p.title);
    expect(titles.sort()).toEqual(['Pie week', 'Spring', 'Spring']);
    const pie = body.promotions.find((p: { title: string }) => p.title === 'Pie week');
    expect(pie).toMatchObject({
      kind: 'campaign',
      discountType: 'percent',
      percentOff: 10,
      appliesToAllDishes: false,
      dishes: [{ id: shown.id, name: 'Shown pie', slug: shown.slug }],
      endsAt: new Date(now + 5 * DAY).toISOString(),
    });
    const coupon = body.promotions.find((p: { kind: string }) => p.kind === 'coupon');
    expect(coupon).toMatchObject({
      title: 'Spring',
      description: 'Spring deals',
      percentOff: 15,
      minOrderCents: 2000,
    });
    expect(res.body).not.toContain('SECRET-CODE');
    expect(res.body).not.toContain('Secret pie');
    expect(res.body).not.toMatch(/"code"/);
  });

  it('names the public dishes a coupon is for, and leaves out one for private dishes only', async () => {
    const producer = await makeChef(t);
    const pie = await makeDish(t, producer.id, { name: 'Open pie' });
    const secret = await makeDish(t, producer.id, { name: 'Hidden pie', visibility: 'private' });
    await t.ctx.db.insert(coupons).values([
      {
        chefId: producer.id,
        code: 'PIE-ONLY',
        discountType: 'percent',
        percentOff: 20,
        dishIds: [pie.id, secret.id],
      },
      {
        chefId: producer.id,
        code: 'HIDDEN-ONLY',
        discountType: 'percent',
        percentOff: 30,
        dishIds: [secret.id],
      },
    ]);
    const res = await get(`/chefs/${producer.id}/promotions`);
    expect(res.statusCode).toBe(200);
    const offers = res.json().promotions;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      kind: 'coupon',
      percentOff: 20,
      appliesToAllDishes: false,
      dishes: [{ id: pie.id, name: 'Open pie', slug: pie.slug }],
    });
    expect(res.body).not.toContain('Hidden pie');
  });

  it('refuses a hidden producer with the spec message', async () => {
    const hidden = await makeChef(t, { profileStatus: 'hide' });
    const res = await get(`/chefs/${hidden.id}/promotions`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: messages.chefHidden });
  });
});

describe('public read rate limit', () => {
  it('answers 429 after 240 reads a minute from one IP, counted without a database write', async () => {
    const dish = await makeDish(t, chef.id);
    const ip = '10.20.30.40';
    for (let i = 1; i < rateLimits.publicRead.max; i++) {
      expect((await get(`/dishes/${dish.id}`, null, ip)).statusCode).toBe(200);
    }
    expect((await get(`/dishes/${dish.id}`, null, ip)).statusCode).toBe(200);
    const limited = await get(`/dishes/${dish.id}`, null, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(messages.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.ctx.db.$count(rateLimitBuckets)).toBe(0);
    expect((await get(`/dishes/${dish.id}`, null, '10.20.30.41')).statusCode).toBe(200);
  });
});
