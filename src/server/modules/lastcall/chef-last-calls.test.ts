import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessLastCallMessages,
  businessLastCallResponseSchema,
  businessLastCallsResponseSchema,
  lastCallDealsResponseSchema,
  type BusinessLastCall,
} from '#contracts/lastcall';
import { lastCallRuleMessages } from '#domain/last-call';
import { users } from '../../db/schema/accounts.ts';
import { lastCallItems, lastCalls, subscriptions } from '../../db/schema/lastcall.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { followerAlerts, notifications } from '../../db/schema/notifications.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { followings } from '../../db/schema/social.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { HOUR, ORIGIN, insertLastCall, northOf } from '../../test/factories/lastcall-fixtures.ts';
import {
  MONDAY_NOON,
  api,
  makeBuyer,
  makeOpenChef,
  orderOf,
  type Buyer,
  orderBody,
} from '../../test/factories/order-fixtures.ts';
import { sendLastCallAlerts } from './last-call-alerts.service.ts';

const MINUTE = 60_000;
const BASE = '/business/last-calls';

let t: TestApp;
let clock: ManualClock;
let chef: FixtureUser;
let rival: FixtureUser;
let buyer: Buyer;

const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

function post(user: FixtureUser | null, url: string, body?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { origin: 'http://localhost:3000', ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

async function create(user: FixtureUser, body: object): Promise<BusinessLastCall> {
  const res = await post(user, BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  const parsed = businessLastCallResponseSchema.parse(res.json());
  expect(parsed.message).toBe(businessLastCallMessages.created);
  return parsed.lastCall;
}

async function mine(user: FixtureUser) {
  const res = await api(t, user, 'GET', BASE);
  expect(res.statusCode, res.body).toBe(200);
  return businessLastCallsResponseSchema.parse(res.json());
}

async function nearby(lat = ORIGIN.lat, lon = ORIGIN.lon) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/last-calls?lat=${lat}&lon=${lon}&size=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastCallDealsResponseSchema.parse(res.json()).deals;
}

async function cartLine(user: FixtureUser, dishId: string) {
  const res = await api(t, user, 'GET', '/cart');
  const items = (
    res.json() as { items: { dishId: string; unitPriceCents: number; lastCall: boolean }[] }
  ).items;
  return items.find((i) => i.dishId === dishId);
}

/** The last-call price a food search shows on the dish's card (undefined: not found). */
async function searchedPrice(dishId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/search/foods',
    headers: { origin: 'http://localhost:3000' },
    payload: { location: ORIGIN, distanceKm: 1, size: 50 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const hits = (res.json() as { hits: { id: string; lastCallPriceCents: number | null }[] }).hits;
  return hits.find((h) => h.id === dishId)?.lastCallPriceCents;
}

async function emptyCart(user: FixtureUser) {
  await t.app.inject({
    method: 'DELETE',
    url: '/api/v1/cart',
    headers: { origin: 'http://localhost:3000', cookie: user.cookie },
  });
}

async function order(user: Buyer, dishId: string, quantity: number) {
  await emptyCart(user);
  const added = await api(t, user, 'POST', '/cart/items', { dishId, quantity });
  expect(added.statusCode, added.body).toBe(200);
  const res = await api(
    t,
    user,
    'POST',
    '/orders',
    await orderBody(t, user, { deliveryMethod: 'pickup', paymentMethodId: user.cardId }),
    { 'idempotency-key': `lc-${randomBytes(6).toString('hex')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(res);
}

async function dealItem(lastCallId: string, dishId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(lastCallItems)
    .where(eq(lastCallItems.lastCallId, lastCallId));
  expect(row?.dishId).toBe(dishId);
  return row!;
}

beforeAll(async () => {
  clock = new ManualClock(MONDAY_NOON);
  t = await createTestApp({ clock });
  chef = await makeOpenChef(
    t,
    {},
    { latitude: ORIGIN.lat, longitude: ORIGIN.lon, businessName: 'Nora Kitchen' },
  );
  rival = await makeOpenChef(
    t,
    {},
    { latitude: northOf(2).lat, longitude: northOf(2).lon, businessName: 'Rival Kitchen' },
  );
  buyer = await makeBuyer(t);
});
afterAll(() => t.close());

describe('POST /business/last-calls: validation', () => {
  let dishId: string;
  beforeAll(async () => {
    dishId = (await makeDish(t, chef.id, { name: 'Lasagna', priceCents: 1600, amountLeft: 10 })).id;
  });

  const refused = async (body: object, status: number, message: string, field?: string) => {
    const res = await post(chef, BASE, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toBe(message);
    if (field) expect(res.json().error.fields?.[field]).toBe(message);
  };
  const item = (over: object = {}) => ({ dishId, priceCents: 1200, amountLeft: 5, ...over });

  it('refuses with a clear message and stores nothing', async () => {
    const endsAt = at(2 * HOUR);
    await refused({ items: [], endsAt }, 400, businessLastCallMessages.noItems);
    await refused(
      { items: [item({ offPercent: 20 })], endsAt },
      400,
      lastCallRuleMessages.priceOrPercent,
      'items.0.priceCents',
    );
    await refused(
      { items: [{ dishId, amountLeft: 5 }], endsAt },
      400,
      lastCallRuleMessages.priceOrPercent,
    );
    await refused(
      { items: [item({ amountLeft: 0 })], endsAt },
      400,
      businessLastCallMessages.amountLeft,
    );
    await refused(
      { items: [item({ priceCents: undefined, offPercent: 100 })], endsAt },
      400,
      lastCallRuleMessages.percentRange,
    );
    await refused({ items: [item(), item()], endsAt }, 400, businessLastCallMessages.sameDishTwice);
    await refused({ items: [item()] }, 400, businessLastCallMessages.endsAt);
    await refused(
      { items: [item()], endsAt: at(-MINUTE) },
      400,
      lastCallRuleMessages.endsInFuture,
      'endsAt',
    );
    await refused(
      { items: [item()], endsAt: at(12 * HOUR + MINUTE) },
      400,
      lastCallRuleMessages.endsTooLate,
    );
    await refused(
      { items: [item()], endsAt, pickupStartsAt: at(HOUR) },
      400,
      lastCallRuleMessages.pickupBoth,
    );
    await refused(
      { items: [item()], endsAt, pickupStartsAt: at(-HOUR), pickupEndsAt: at(HOUR) },
      400,
      lastCallRuleMessages.pickupBeforeDeal,
    );
    await refused(
      { items: [item({ priceCents: 1600 })], endsAt },
      400,
      `Lasagna: ${lastCallRuleMessages.priceBelowRegular}`,
      'items.0.priceCents',
    );
    const rivalDish = await makeDish(t, rival.id, { name: 'Rival stew' });
    await refused(
      { items: [item({ dishId: rivalDish.id })], endsAt },
      400,
      businessLastCallMessages.notYourDish,
    );
    const soldOut = await makeDish(t, chef.id, { name: 'Gone pie', amountLeft: 0 });
    await refused(
      { items: [item({ dishId: soldOut.id })], endsAt },
      400,
      businessLastCallMessages.dishNotAvailable('Gone pie'),
    );
    const rows = await t.ctx.db.select().from(lastCalls).where(eq(lastCalls.chefId, chef.id));
    expect(rows).toEqual([]);
  });

  it('refuses a chef without a business location', async () => {
    const nowhere = await makeOpenChef(t);
    const dish = await makeDish(t, nowhere.id);
    const res = await post(nowhere, BASE, {
      items: [{ dishId: dish.id, offPercent: 10, amountLeft: -1 }],
      endsAt: at(HOUR),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(businessLastCallMessages.noLocation);
  });

  it('is for chefs only: 401 for a guest, 403 for a customer', async () => {
    const body = { items: [item()], endsAt: at(HOUR) };
    expect((await post(null, BASE, body)).statusCode).toBe(401);
    expect((await post(buyer, BASE, body)).statusCode).toBe(403);
    expect((await api(t, buyer, 'GET', BASE)).statusCode).toBe(403);
  });
});

describe('a chef’s last call', () => {
  it('starts now at the chef’s location, computes price or percent, and is listed within 10 km', async () => {
    const soup = await makeDish(t, chef.id, { name: 'Soup', priceCents: 1000, amountLeft: 10 });
    const bread = await makeDish(t, chef.id, { name: 'Bread', priceCents: 450 });
    const deal = await create(chef, {
      items: [
        { dishId: soup.id, offPercent: 25, amountLeft: 4 },
        { dishId: bread.id, priceCents: 300, amountLeft: -1 },
      ],
      endsAt: at(3 * HOUR),
      pickupStartsAt: at(HOUR),
      pickupEndsAt: at(4 * HOUR),
    });
    expect(deal).toMatchObject({
      state: 'live',
      startsAt: clock.now().toISOString(),
      endsAt: at(3 * HOUR),
      endedAt: null,
      pickupStartsAt: at(HOUR),
      pickupEndsAt: at(4 * HOUR),
    });
    expect(deal.items).toEqual([
      {
        dishId: bread.id,
        dishName: 'Bread',
        priceCents: 450,
        lastCallPriceCents: 300,
        offPercent: 33,
        amountLeft: -1,
      },
      {
        dishId: soup.id,
        dishName: 'Soup',
        priceCents: 1000,
        lastCallPriceCents: 750,
        offPercent: 25,
        amountLeft: 4,
      },
    ]);
    const [row] = await t.ctx.db.select().from(lastCalls).where(eq(lastCalls.id, deal.id));
    expect(row).toMatchObject({ latitude: ORIGIN.lat, longitude: ORIGIN.lon });

    const listed = (await nearby()).filter((d) => d.lastCallId === deal.id);
    expect(listed.map((d) => [d.dishName, d.lastCallPriceCents])).toEqual(
      expect.arrayContaining([
        ['Soup', 750],
        ['Bread', 300],
      ]),
    );
    // 10.5 km away it is out of reach.
    const far = northOf(10.5);
    expect((await nearby(far.lat, far.lon)).some((d) => d.lastCallId === deal.id)).toBe(false);

    expect((await mine(chef)).live.map((d) => d.id)).toContain(deal.id);
    // A dish on a live last call keeps its price until the chef ends it.
    const again = await post(chef, BASE, {
      items: [{ dishId: soup.id, priceCents: 500, amountLeft: 1 }],
      endsAt: at(HOUR),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(businessLastCallMessages.alreadyOnLastCall('Soup'));
  });

  it('is the chef’s own: another chef neither lists nor ends it (404)', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Own dish', priceCents: 900 });
    const deal = await create(chef, {
      items: [{ dishId: dish.id, priceCents: 800, amountLeft: -1 }],
      endsAt: at(HOUR),
    });
    const theirs = await mine(rival);
    expect([...theirs.live, ...theirs.past].map((d) => d.id)).not.toContain(deal.id);
    const res = await post(rival, `${BASE}/${deal.id}/end`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(businessLastCallMessages.notFound);
    expect((await post(chef, `${BASE}/00000000-0000-4000-8000-000000000000/end`)).statusCode).toBe(
      404,
    );
    expect((await mine(chef)).live.map((d) => d.id)).toContain(deal.id);
  });

  it('honours the deal price in the cart and the order while live, and not once ended early', async () => {
    const dish = await makeDish(t, chef.id, {
      name: 'Tart',
      priceCents: 1200,
      amountLeft: 20,
      latitude: ORIGIN.lat,
      longitude: ORIGIN.lon,
    });
    const deal = await create(chef, {
      items: [{ dishId: dish.id, priceCents: 900, amountLeft: 5 }],
      endsAt: at(2 * HOUR),
    });
    expect(await searchedPrice(dish.id)).toBe(900);
    const placed = await order(buyer, dish.id, 2);
    expect(placed.items[0]).toMatchObject({ unitPriceCents: 900, lastCall: true });
    expect(placed.totals.subtotalCents).toBe(1800);
    expect((await dealItem(deal.id, dish.id)).amountLeft).toBe(3);

    const ended = await post(chef, `${BASE}/${deal.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(businessLastCallResponseSchema.parse(ended.json()).lastCall).toMatchObject({
      state: 'ended',
      endedAt: clock.now().toISOString(),
    });
    // Ending again changes nothing.
    const twice = await post(chef, `${BASE}/${deal.id}/end`);
    expect(twice.json().lastCall.endedAt).toBe(clock.now().toISOString());
    expect((await mine(chef)).past.map((d) => d.id)).toContain(deal.id);
    expect((await nearby()).some((d) => d.lastCallId === deal.id)).toBe(false);
    expect(await searchedPrice(dish.id)).toBeNull();

    await emptyCart(buyer);
    await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    expect(await cartLine(buyer, dish.id)).toMatchObject({ unitPriceCents: 1200, lastCall: false });
    const after = await order(buyer, dish.id, 1);
    expect(after.items[0]).toMatchObject({ unitPriceCents: 1200, lastCall: false });
    expect((await dealItem(deal.id, dish.id)).amountLeft).toBe(3);
  });

  it('stops at its end: the cart goes back to the regular price', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Quiche', priceCents: 1100 });
    const deal = await create(chef, {
      items: [{ dishId: dish.id, offPercent: 50, amountLeft: -1 }],
      endsAt: at(30 * MINUTE),
    });
    await emptyCart(buyer);
    await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    expect(await cartLine(buyer, dish.id)).toMatchObject({ unitPriceCents: 550, lastCall: true });
    clock.advance(30 * MINUTE);
    try {
      expect(await cartLine(buyer, dish.id)).toMatchObject({
        unitPriceCents: 1100,
        lastCall: false,
      });
      const listed = await mine(chef);
      expect(listed.past.find((d) => d.id === deal.id)?.state).toBe('ended');
      expect((await nearby()).some((d) => d.lastCallId === deal.id)).toBe(false);
    } finally {
      clock.advance(-30 * MINUTE);
      await emptyCart(buyer);
    }
  });

  it('sells out: orders take its portions, then it leaves Last Calls and the regular price applies', async () => {
    const dish = await makeDish(t, chef.id, { name: 'Pie', priceCents: 800, amountLeft: 10 });
    const deal = await create(chef, {
      items: [{ dishId: dish.id, priceCents: 500, amountLeft: 2 }],
      endsAt: at(HOUR),
    });
    // More than the deal has left is refused, and takes nothing.
    await emptyCart(buyer);
    await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 3 });
    const tooMany = await api(
      t,
      buyer,
      'POST',
      '/orders',
      await orderBody(t, buyer, { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId }),
      { 'idempotency-key': `lc-${randomBytes(6).toString('hex')}` },
    );
    expect(tooMany.statusCode).not.toBe(200);
    expect((await dealItem(deal.id, dish.id)).amountLeft).toBe(2);

    const placed = await order(buyer, dish.id, 2);
    expect(placed.items[0]).toMatchObject({ unitPriceCents: 500, lastCall: true });
    expect((await dealItem(deal.id, dish.id)).amountLeft).toBe(0);
    expect((await mine(chef)).live.find((d) => d.id === deal.id)?.state).toBe('sold_out');
    expect((await nearby()).some((d) => d.lastCallId === deal.id)).toBe(false);
    const next = await order(buyer, dish.id, 1);
    expect(next.items[0]).toMatchObject({ unitPriceCents: 800, lastCall: false });
  });
});

describe('alerts', () => {
  let alertChef: FixtureUser;
  const people: Record<string, FixtureUser> = {};

  async function subscribe(
    user: FixtureUser,
    location: { lat: number; lon: number },
    radiusKm = 10,
  ) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/last-calls/subscription',
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
      payload: { location, radiusKm },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const follow = (user: FixtureUser, chefId: string) =>
    t.ctx.db.insert(followings).values({ fromUserId: user.id, toUserId: chefId });

  async function alertsOf(lastCallId: string) {
    const rows = await t.ctx.db
      .select({ userId: notifications.userId, data: notifications.data, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.type, 'last_call'));
    return rows.filter((r) => (r.data as { lastCallId?: string }).lastCallId === lastCallId);
  }
  async function mailsTo(userIds: string[]) {
    const emails = await t.ctx.db
      .select({ email: users.email, id: users.id })
      .from(users)
      .where(inArray(users.id, userIds));
    const rows = await t.ctx.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          emails.map((e) => e.email!),
        ),
      );
    return rows.map((r) => ({ ...r, userId: emails.find((e) => e.email === r.to)!.id }));
  }

  beforeAll(async () => {
    // Far from the other tests' chefs, so their subscribers are this test's alone.
    const home = { lat: 40.7128, lon: -74.006 };
    const km = (n: number) => ({ lat: home.lat + (n * 180) / (Math.PI * 6371), lon: home.lon });
    alertChef = await makeOpenChef(
      t,
      {},
      { latitude: home.lat, longitude: home.lon, businessName: 'Alert Kitchen' },
    );
    for (const name of [
      'near',
      'paused',
      'far',
      'small',
      'follower',
      'both',
      'noMail',
      'stranger',
    ]) {
      people[name] = await makeUser(t, { name });
    }
    await subscribe(people.near!, km(3));
    await subscribe(people.paused!, km(1));
    await t.ctx.db
      .update(subscriptions)
      .set({ isPaused: true })
      .where(eq(subscriptions.userId, people.paused!.id));
    await subscribe(people.far!, km(12));
    // Subscribed 8 km away but for 5 km only; another with a 20 km radius 12 km away.
    await subscribe(people.small!, km(8), 5);
    people.wide = await makeUser(t, { name: 'wide' });
    await subscribe(people.wide, km(-12), 20);
    await follow(people.follower!, alertChef.id);
    await subscribe(people.both!, km(2));
    await follow(people.both!, alertChef.id);
    await subscribe(people.noMail!, km(1));
    await t.ctx.db
      .insert(userSettings)
      .values({ userId: people.noMail!.id, notifyByEmail: false, notifyByApp: true });
    // The chef is subscribed near their own kitchen: never told of their own deal.
    await subscribe(alertChef, km(0.5));
  });

  it('tells subscribers in reach once, in the app and by e-mail as they allow; followers get a follower alert', async () => {
    const dish = await makeDish(t, alertChef.id, { name: 'Dumplings', priceCents: 1000 });
    const deal = await create(alertChef, {
      items: [{ dishId: dish.id, offPercent: 20, amountLeft: 6 }],
      endsAt: at(2 * HOUR),
    });
    expect(deal.alertsSentAt).toBe(clock.now().toISOString());
    const told = await alertsOf(deal.id);
    // A follower who is not a subscriber nearby hears of it through the follower alert.
    const expected = ['near', 'wide', 'both', 'noMail'].map((n) => people[n]!.id);
    expect(told.map((r) => r.userId).sort()).toEqual([...expected].sort());
    expect(new Set(told.map((r) => r.link))).toEqual(new Set([`/dish/${dish.id}`]));

    const mails = await mailsTo(
      Object.values(people)
        .map((p) => p.id)
        .concat(alertChef.id),
    );
    expect(mails.map((m) => m.userId).sort()).toEqual(
      expected.filter((id) => id !== people.noMail!.id).sort(),
    );
    expect(mails[0]).toMatchObject({ subject: 'Last call from Alert Kitchen' });
    expect(mails[0]!.text).toContain('Dumplings: $8.00 instead of $10.00 (20% off, 6 left)');

    // The job finds nothing more to send for it, however often it runs.
    expect(await sendLastCallAlerts(t.ctx)).toEqual({ deals: 0, notified: 0 });
    expect(await sendLastCallAlerts(t.ctx)).toEqual({ deals: 0, notified: 0 });
    expect(await alertsOf(deal.id)).toHaveLength(told.length);
    const [followerAlert] = await t.ctx.db
      .select()
      .from(followerAlerts)
      .where(eq(followerAlerts.subjectId, deal.id));
    expect(followerAlert).toMatchObject({ chefId: alertChef.id, kind: 'last_call' });
  });

  it('the job alerts a deal the creation did not, once, even when two runs race', async () => {
    const dish = await makeDish(t, alertChef.id, { name: 'Buns', priceCents: 600 });
    const id = await insertLastCall(t, alertChef.id, {
      km: 0,
      startsIn: -MINUTE,
      endsIn: HOUR,
      items: [{ dishId: dish.id, priceCents: 400 }],
    });
    // insertLastCall places it by ORIGIN; move it to the chef's kitchen.
    await t.ctx.db
      .update(lastCalls)
      .set({ latitude: 40.7128, longitude: -74.006 })
      .where(eq(lastCalls.id, id));
    const runs = await Promise.all([sendLastCallAlerts(t.ctx), sendLastCallAlerts(t.ctx)]);
    expect(runs.map((r) => r.deals).sort()).toEqual([0, 1]);
    expect(await alertsOf(id)).toHaveLength(4);
    expect(await sendLastCallAlerts(t.ctx)).toEqual({ deals: 0, notified: 0 });
  });

  it('never alerts an ended, sold-out, finished or stale deal', async () => {
    const dish = await makeDish(t, alertChef.id, { name: 'Noodles', priceCents: 900 });
    const deals = [
      await insertLastCall(t, alertChef.id, {
        km: 0,
        items: [{ dishId: dish.id, priceCents: 500, amountLeft: 0 }],
      }),
      await insertLastCall(t, alertChef.id, {
        km: 0,
        startsIn: -2 * HOUR,
        endsIn: -HOUR,
        items: [{ dishId: dish.id, priceCents: 500 }],
      }),
      await insertLastCall(t, alertChef.id, {
        km: 0,
        items: [{ dishId: dish.id, priceCents: 500 }],
      }),
    ];
    await t.ctx.db
      .update(lastCalls)
      .set({ endedAt: clock.now() })
      .where(eq(lastCalls.id, deals[2]!));
    // Live, never alerted, but started two hours ago (say, demo data): no longer news.
    await insertLastCall(t, alertChef.id, {
      km: 0,
      startsIn: -2 * HOUR,
      items: [{ dishId: dish.id, priceCents: 500 }],
    });
    expect(await sendLastCallAlerts(t.ctx)).toEqual({ deals: 0, notified: 0 });
  });
});
