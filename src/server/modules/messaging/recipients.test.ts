import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  directRecipientResponseSchema,
  messageListResponseSchema,
  messagingMessages,
  recipientListResponseSchema,
  sendMessageResponseSchema,
  threadResponseSchema,
} from '#contracts/messaging';
import { orderReference } from '#domain/earnings';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { followings } from '../../db/schema/social.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  placeOrder,
} from '../../test/factories/order-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';

// The "New message" picker and the e-mail lookup (issue 14 point 5, decision 049): who appears,
// the lookup's normalisation, miss message and limits, what never leaks, and messages that name
// an order between the two people only.

let t: TestApp;
let clock: ManualClock;
/** Each test its own client address, so the per-address lookup limit counts only its own. */
let address = 0;
const nextIp = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  clock = new ManualClock(MONDAY_NOON);
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function call(
  user: FixtureUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  ip = '127.0.0.1',
) {
  return t.app.inject({
    method,
    url: `/api/v1/messaging${url}`,
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });
}

async function recipients(user: FixtureUser, query = '') {
  const res = await call(user, 'GET', `/recipients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return recipientListResponseSchema.parse(res.json()).items;
}

const lookup = (user: FixtureUser, email: string, ip: string) =>
  call(user, 'POST', '/recipients/lookup', { email }, ip);

async function emailOf(userId: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row.email!;
}

async function follow(fromId: string, toId: string) {
  clock.advance(60_000);
  await t.ctx.db
    .insert(followings)
    .values({ fromUserId: fromId, toUserId: toId, createdAt: clock.now() });
}

const setProfile = (id: string, values: Partial<typeof profiles.$inferInsert>) =>
  t.ctx.db.update(profiles).set(values).where(eq(profiles.id, id));
const setAccount = (id: string, values: Partial<typeof users.$inferInsert>) =>
  t.ctx.db.update(users).set(values).where(eq(users.id, id));

describe('guests', () => {
  it('get 401 from the picker and the lookup', async () => {
    expect((await call(null, 'GET', '/recipients')).statusCode).toBe(401);
    const res = await call(null, 'POST', '/recipients/lookup', { email: 'a@example.com' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the picker', () => {
  it('offers the people of my orders and follows either way, newest contact first', async () => {
    const chef = await makeOpenChef(t, {}, { name: 'Rosa Diaz', handle: 'rosacooks' });
    const otherChef = await makeOpenChef(t, {}, { name: 'Omar Haddad', businessName: 'Omar Eats' });
    const buyer = await makeBuyer(t, { name: 'Maria Lopez' });
    const fan = await makeUser(t, { name: 'Fay Fan' });
    const stranger = await makeUser(t, { name: 'Stan Stranger' });

    await follow(buyer.id, otherChef.id);
    clock.advance(60_000);
    await placeOrder(t, buyer, chef);
    await follow(fan.id, chef.id);

    const mine = await recipients(buyer);
    expect(mine.map((r) => [r.name, r.relations])).toEqual([
      ['Rosa Diaz', ['ordered_from']],
      ['Omar Haddad', ['following']],
    ]);
    expect(mine[0]).toMatchObject({ id: chef.id, handle: 'rosacooks', isChef: true });

    const theirs = await recipients(chef);
    expect(theirs.map((r) => [r.id, r.relations])).toEqual([
      [fan.id, ['follower']],
      [buyer.id, ['sold_to']],
    ]);
    expect(theirs.some((r) => r.id === stranger.id)).toBe(false);
    expect(await recipients(stranger)).toEqual([]);

    // Both an order and a follow: one row with both reasons.
    await follow(buyer.id, chef.id);
    const again = await recipients(buyer);
    expect(again[0]).toMatchObject({ id: chef.id, relations: ['ordered_from', 'following'] });
    expect(again).toHaveLength(2);
  });

  it('filters by name, business name or @handle, with wildcards taken literally', async () => {
    const me = await makeUser(t, { name: 'Me' });
    const rosa = await makeOpenChef(t, {}, { name: 'Rosa Diaz', handle: 'rosa_cooks' });
    const omar = await makeOpenChef(t, {}, { name: 'Omar', businessName: 'Omar Eats' });
    const pct = await makeOpenChef(t, {}, { name: '100% Vegan', handle: null });
    for (const chef of [rosa, omar, pct]) await follow(me.id, chef.id);

    const names = async (q: string) =>
      (await recipients(me, `?q=${encodeURIComponent(q)}`)).map((r) => r.name);
    expect(await names('rosa')).toEqual(['Rosa Diaz']);
    expect(await names('@rosa_')).toEqual(['Rosa Diaz']);
    expect(await names('EATS')).toEqual(['Omar']);
    expect(await names('%')).toEqual(['100% Vegan']);
    expect(await names('_')).toEqual(['Rosa Diaz']);
    expect(await names('nobody')).toEqual([]);
    expect(await names('  ')).toHaveLength(3);
    expect(await recipients(me, '?size=2')).toHaveLength(2);
    expect((await call(me, 'GET', '/recipients?size=21')).statusCode).toBe(400);
  });

  it('never lists deleted or suspended people, nor hidden ones known only by a follow', async () => {
    const chef = await makeOpenChef(t, {}, { name: 'Chef Kim' });
    const buyer = await makeBuyer(t, { name: 'Hidden Buyer' });
    await placeOrder(t, buyer, chef);
    const hiddenFan = await makeUser(t, { name: 'Hidden Fan', profileStatus: 'hide' });
    const suspendedFan = await makeUser(t, { name: 'Suspended Fan' });
    const deletedFan = await makeUser(t, { name: 'Deleted Fan' });
    const pendingChef = await makeOpenChef(t, {}, { name: 'Pending', approvalStatus: 'pending' });
    for (const fan of [hiddenFan, suspendedFan, deletedFan]) await follow(fan.id, chef.id);
    await follow(chef.id, pendingChef.id);
    await setAccount(suspendedFan.id, { suspendedAt: clock.now() });
    await setAccount(deletedFan.id, { deletedAt: clock.now() });
    // A buyer who hides their profile is still one the chef sold to.
    await setProfile(buyer.id, { profileStatus: 'hide' });

    const listed = await recipients(chef);
    expect(listed.map((r) => r.name)).toEqual(['Hidden Buyer']);

    // Suspended or deleted, even an order does not keep them.
    await setAccount(buyer.id, { suspendedAt: clock.now() });
    expect(await recipients(chef)).toEqual([]);
  });

  it('answers member info only: no e-mail address of anyone', async () => {
    const chef = await makeOpenChef(t, {}, { businessEmail: 'orders@rosa.example' });
    const buyer = await makeBuyer(t);
    await placeOrder(t, buyer, chef);
    const res = await call(buyer, 'GET', '/recipients');
    expect(res.body).not.toContain(await emailOf(chef.id));
    expect(res.body).not.toContain('orders@rosa.example');
    expect(res.body).not.toContain('@example.com');
    expect(
      Object.keys(recipientListResponseSchema.parse(res.json()).items[0] ?? {}).sort(),
    ).toEqual(['avatarUrl', 'handle', 'id', 'isChef', 'name', 'relations']);
  });
});

describe('the e-mail lookup', () => {
  it('lower-cases and trims the address and answers the person, never their e-mail', async () => {
    const me = await makeUser(t, { name: 'Looker' });
    const ann = await makeUser(t, { name: 'Ann Lee' });
    const email = await emailOf(ann.id);
    const res = await lookup(me, `  ${email.toUpperCase()} `, nextIp());
    expect(res.statusCode, res.body).toBe(200);
    const found = directRecipientResponseSchema.parse(res.json());
    expect(found).toEqual({
      recipient: { id: ann.id, name: 'Ann Lee', handle: null, avatarUrl: null, isChef: false },
      threadId: null,
    });
    expect(res.body.toLowerCase()).not.toContain(email);

    // With a conversation open, it names the thread.
    const opened = await call(me, 'POST', `/direct/${ann.id}`);
    const threadId = threadResponseSchema.parse(opened.json()).thread.id;
    const again = await lookup(me, email, nextIp());
    expect(again.json()).toMatchObject({ threadId });
  });

  it('answers "{email} not found" on a miss, lower-cased, and the same for people out of reach', async () => {
    const me = await makeUser(t, { name: 'Looker' });
    const miss = await lookup(me, 'Nobody.Here@Example.COM', nextIp());
    expect(miss.statusCode).toBe(404);
    expect(miss.json()).toEqual({
      error: { code: 'not_found', message: 'nobody.here@example.com not found' },
    });

    const hidden = await makeUser(t, { profileStatus: 'hide' });
    const suspended = await makeUser(t);
    const deleted = await makeUser(t);
    const pendingChef = await makeOpenChef(t, {}, { approvalStatus: 'pending' });
    await setAccount(suspended.id, { suspendedAt: clock.now() });
    await setAccount(deleted.id, { deletedAt: clock.now() });
    for (const person of [hidden, suspended, deleted, pendingChef]) {
      const email = await emailOf(person.id);
      const res = await lookup(me, email, nextIp());
      expect(res.statusCode, email).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: `${email} not found` } });
    }
  });

  it('skips an empty address (400 without counting) and refuses yourself', async () => {
    const me = await makeUser(t);
    const ip = nextIp();
    for (let i = 0; i < rateLimits.recipientLookup.max + 2; i++) {
      const empty = await lookup(me, '   ', ip);
      expect(empty.statusCode).toBe(400);
    }
    expect((await lookup(me, 'not-an-address', ip)).statusCode).toBe(400);
    const self = await lookup(me, await emailOf(me.id), ip);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(messagingMessages.cannotMessageSelf);
  });

  it('is limited per person per 10 minutes and per day, whatever the answer', async () => {
    const me = await makeUser(t);
    const perWindow = rateLimits.recipientLookup.max;
    const perDay = rateLimits.recipientLookupDaily.max;
    let sent = 0;
    while (sent < perDay) {
      for (let i = 0; i < perWindow; i++) {
        const res = await lookup(me, `miss-${sent}@example.com`, nextIp());
        expect(res.statusCode, `lookup ${sent}`).toBe(404);
        sent++;
      }
      const refused = await lookup(me, 'one-more@example.com', nextIp());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      clock.advance(10 * 60_000);
    }
    // The day's budget is spent: a new window does not help.
    const refused = await lookup(me, 'tomorrow@example.com', nextIp());
    expect(refused.statusCode).toBe(429);
    clock.advance(24 * 3600_000);
    expect((await lookup(me, 'tomorrow@example.com', nextIp())).statusCode).toBe(404);
  });

  it('is limited per client address across accounts', async () => {
    const ip = nextIp();
    const perIp = rateLimits.recipientLookupIp.max;
    let answered = 0;
    while (answered < perIp) {
      const me = await makeUser(t);
      for (let i = 0; i < rateLimits.recipientLookup.max && answered < perIp; i++, answered++) {
        expect((await lookup(me, `ip-${answered}@example.com`, ip)).statusCode).toBe(404);
      }
    }
    const fresh = await makeUser(t);
    expect((await lookup(fresh, 'one-more@example.com', ip)).statusCode).toBe(429);
    expect((await lookup(fresh, 'one-more@example.com', nextIp())).statusCode).toBe(404);
  });
});

describe('messages about an order', () => {
  it('carry the order between the two, which both read; any other order is refused', async () => {
    const chef = await makeOpenChef(t, {}, { name: 'Chef Ada' });
    const buyer = await makeBuyer(t, { name: 'Bea Buyer' });
    const order = await placeOrder(t, buyer, chef);
    const otherBuyer = await makeBuyer(t);
    const otherOrder = await placeOrder(t, otherBuyer, chef);

    const opened = await call(buyer, 'POST', `/direct/${chef.id}`);
    const threadId = threadResponseSchema.parse(opened.json()).thread.id;
    clock.advance(1_000);
    const sent = await call(buyer, 'POST', `/threads/${threadId}/messages`, {
      body: 'Can I pick it up at 6?',
      orderId: order.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reference = orderReference(order.id);
    expect(sendMessageResponseSchema.parse(sent.json()).message.order).toEqual({
      id: order.id,
      reference,
    });

    clock.advance(1_000);
    const plain = await call(chef, 'POST', `/threads/${threadId}/messages`, { body: 'Sure!' });
    expect(plain.json().message.order).toBeNull();
    const read = await call(chef, 'GET', `/threads/${threadId}/messages`);
    const items = messageListResponseSchema.parse(read.json()).items;
    expect(items.map((m) => m.order?.reference ?? null)).toEqual([reference, null]);

    // Another buyer's order with this chef, or a made-up id: 404, and nothing is sent.
    for (const orderId of [otherOrder.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(buyer, 'POST', `/threads/${threadId}/messages`, {
        body: 'About that one',
        orderId,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(messagingMessages.orderNotShared);
    }
    const after = await call(buyer, 'GET', `/threads/${threadId}/messages`);
    expect(messageListResponseSchema.parse(after.json()).items).toHaveLength(2);
  });

  it("tells the chef's order page whether the buyer's public profile opens", async () => {
    const chef = await makeOpenChef(t);
    const buyer = await makeBuyer(t);
    const order = await placeOrder(t, buyer, chef);
    const buyerOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}`,
        headers: { origin: TEST_ORIGIN, cookie: chef.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { order: { buyer: unknown } }).order.buyer;
    };
    expect(await buyerOf()).toEqual({ id: buyer.id, name: 'Maria', publicProfile: true });
    await setProfile(buyer.id, { profileStatus: 'hide' });
    expect(await buyerOf()).toMatchObject({ publicProfile: false });
    await setProfile(buyer.id, { profileStatus: 'public' });
    await setAccount(buyer.id, { suspendedAt: clock.now() });
    expect(await buyerOf()).toMatchObject({ publicProfile: false });
  });

  it("lets the two parties of an order write whatever their profiles show; others can't", async () => {
    const chef = await makeOpenChef(t, {}, { name: 'Chef Bo' });
    const buyer = await makeBuyer(t, { name: 'Private Person' });
    const order = await placeOrder(t, buyer, chef);
    await setProfile(buyer.id, { profileStatus: 'hide' });
    await setProfile(chef.id, { profileStatus: 'hide' });

    const chefSide = await call(chef, 'GET', `/direct/${buyer.id}`);
    expect(chefSide.statusCode, chefSide.body).toBe(200);
    expect(chefSide.json().recipient).toMatchObject({ id: buyer.id, name: 'Private Person' });
    const buyerSide = await call(buyer, 'POST', `/direct/${chef.id}`);
    expect(buyerSide.statusCode).toBe(201);

    // Someone with no order between them gets the same 404 as for a stranger.
    const stranger = await makeUser(t);
    for (const id of [buyer.id, chef.id]) {
      const res = await call(stranger, 'GET', `/direct/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messagingMessages.recipientNotFound);
    }
    // …and cannot name their order in a thread of their own with the chef.
    await setProfile(chef.id, { profileStatus: 'public' });
    const theirs = await call(stranger, 'POST', `/direct/${chef.id}`);
    const threadId = threadResponseSchema.parse(theirs.json()).thread.id;
    const refused = await call(stranger, 'POST', `/threads/${threadId}/messages`, {
      body: 'Hi',
      orderId: order.id,
    });
    expect(refused.statusCode).toBe(404);

    // A suspended buyer cannot be written to, order or not.
    const other = await makeOpenChef(t);
    const buyer2 = await makeBuyer(t);
    await placeOrder(t, buyer2, other);
    await setAccount(buyer2.id, { suspendedAt: clock.now() });
    expect((await call(other, 'GET', `/direct/${buyer2.id}`)).statusCode).toBe(404);
  });
});
