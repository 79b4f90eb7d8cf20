// Scale-out proven (issue 17 point 7, decision 070): two instances on one PostgreSQL behind a
// real HAProxy, round-robin. Every request below goes through the balancer; where it matters
// which instance serves it, the request names one (X-Potluck-Instance) and the answer says who
// served it (X-Served-By), so each step puts the reader's socket on one instance and the write
// on the other. Sessions, carts, checkout (with a duplicate retry on the other instance), live
// order updates, messages, follower alerts, a live stream's chat and viewer count, and a payout
// run asked for by both instances at once, which pays once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { OrderResponse } from '#contracts/orders';
import { cartFeeInput, computeFees } from '#domain/fees';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { users } from './db/schema/accounts.ts';
import { localProcessorTransfers } from './db/schema/local-processor.ts';
import { mailOutbox } from './db/schema/mail.ts';
import { followerAlertDeliveries, followerAlerts } from './db/schema/notifications.ts';
import { payouts } from './db/schema/payouts.ts';
import { SCHEDULED_JOBS } from './jobs/scheduled-jobs.ts';
import { FAN_OUT_JOB } from './modules/followeralerts/follower-alerts.service.ts';
import { ManualClock } from './providers/clock/clock.ts';
import { connectLive, type LiveTestClient } from './realtime/live-test-client.ts';
import { connectRoom } from './realtime/stream-room-test-client.ts';
import { startInstance, type Instance } from './test/cluster.ts';
import {
  haproxyInstalled,
  INSTANCE_HEADER,
  SERVED_BY_HEADER,
  startHaproxy,
  type RunningBalancer,
} from './test/haproxy.ts';
import { createTestDatabase } from './test/test-app.ts';
import { makeDish } from './test/factories/cart-fixtures.ts';
import type { FixtureUser } from './test/factories/catalog-fixtures.ts';
import { productBody } from './test/factories/business-fixtures.ts';
import { makeLiveStream } from './test/factories/live-streams.ts';
import {
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  type Buyer,
} from './test/factories/order-fixtures.ts';
import { connectPayoutAccount } from './test/factories/payout-fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** This test's own ports (the balancer, then one per instance). */
const PORTS = { balancer: 4700, a: 4701, b: 4702 } as const;
type Via = 'a' | 'b';
const clock = new ManualClock(MONDAY_NOON);
const JOBS = SCHEDULED_JOBS.filter((j) => j.name === FAN_OUT_JOB || j.name === 'payouts.run');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const instances = {} as Record<Via, Instance>;
let lb: RunningBalancer;
let origin: string;
let chef: FixtureUser;
let buyer: Buyer;
const sockets: { ws: { close(): void } }[] = [];

interface Answer {
  status: number;
  body: unknown;
  servedBy: string | null;
  setCookie: string[];
}

/** A request through the balancer, pinned to instance `via` (or round-robin when null). */
async function call(
  via: Via | null,
  user: { cookie: string } | null,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${lb.baseUrl}/api/v1${url}`, {
    method,
    headers: {
      origin,
      ...(via ? { [INSTANCE_HEADER]: via } : {}),
      ...(user ? { cookie: user.cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const answer = {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    servedBy: res.headers.get(SERVED_BY_HEADER),
    setCookie: res.headers.getSetCookie(),
  };
  if (via) expect(answer.servedBy, `${method} ${url}`).toBe(via);
  return answer;
}

/** The person's live socket (/api/v1/live) on instance `via`, through the balancer. */
async function liveOn(via: Via, user: FixtureUser): Promise<LiveTestClient> {
  const client = await connectLive(lb.baseUrl, {
    cookie: user.cookie,
    origin,
    headers: { [INSTANCE_HEADER]: via },
  });
  sockets.push(client);
  return client;
}

async function nextMatching<T>(
  client: { next(ms?: number): Promise<T> },
  match: (e: T) => boolean,
) {
  const end = Date.now() + 10_000;
  for (;;) {
    const event = await client.next(Math.max(1, end - Date.now()));
    if (match(event)) return event;
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!onPostgres)('two instances behind HAProxy on one PostgreSQL', () => {
  beforeAll(async () => {
    // The machines the project runs on have HAProxy (.ci/run installs it): say so, never skip.
    if (!haproxyInstalled()) throw new Error('HAProxy is not installed (apt-get install haproxy)');
    database = await createTestDatabase();
    if (!database.url) throw new Error('needs a PostgreSQL server');
    origin = `http://127.0.0.1:${PORTS.balancer}`;
    for (const name of ['a', 'b'] as const) {
      instances[name] = await startInstance({
        name,
        port: PORTS[name],
        databaseUrl: database.url,
        publicBaseUrl: origin,
        clock,
        jobs: JOBS,
        env: { SESSION_IDLE_HOURS: '1000', RATE_LIMIT_SCALE: '1000' },
      });
    }
    lb = await startHaproxy(PORTS.balancer, [
      { name: 'a', port: PORTS.a },
      { name: 'b', port: PORTS.b },
    ]);
    // Fixtures are rows in the one database: either instance's context writes them.
    chef = await makeOpenChef(instances.a, {}, { businessName: 'Rosa Kitchen' });
    buyer = await makeBuyer(instances.a);
  });

  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await lb?.stop();
    for (const instance of Object.values(instances)) await instance.close();
    await database?.drop();
  });

  it('spreads requests round-robin over both instances', async () => {
    const served: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call(null, null, 'GET', '/health');
      expect(res.status).toBe(200);
      served.push(res.servedBy);
    }
    expect(served.filter((s) => s === 'a')).toHaveLength(3);
    expect(served.filter((s) => s === 'b')).toHaveLength(3);
    // Round-robin: the same instance never serves two requests in a row.
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
  });

  it('keeps a session made on one instance on the other, and ends it everywhere', async () => {
    const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await call('a', null, 'POST', '/auth/signup', {
      email,
      password: 'a long enough passphrase 42',
      name: 'Scale Tester',
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBeLessThan(300);
    const cookie = signUp.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toContain('=');
    const me = await call('b', { cookie }, 'GET', '/auth/session');
    expect(me.body).toMatchObject({ user: { email } });
    expect((await call('b', { cookie }, 'POST', '/auth/signout')).status).toBeLessThan(300);
    expect((await call('a', { cookie }, 'GET', '/auth/session')).body).toEqual({ user: null });
  });

  let orderId: string;

  it('fills a cart on one instance, checks out on the other, and retries to the same order', async () => {
    const dish = await makeDish(instances.a, chef.id, { priceCents: 1500, amountLeft: 5 });
    const chefLive = await liveOn('b', chef);
    const added = await call('b', buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = (await call('a', buyer, 'GET', '/cart')).body as CartResponse;
    expect(cart.items).toMatchObject([{ dishId: dish.id, quantity: 2 }]);
    const expectedTotalCents = computeFees(
      cartFeeInput(cart, { deliveryMethod: 'pickup', tipCents: 0, deliveryFeeCents: 0 }),
    ).totalCents;
    const order = {
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
      expectedTotalCents,
    };
    const key = { 'idempotency-key': `scale-${randomBytes(6).toString('hex')}` };
    const placed = await call('a', buyer, 'POST', '/orders', order, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderId = (placed.body as OrderResponse).order.id;
    // The buyer's retry lands on the other instance: the same order, not a second one.
    const retried = await call('b', buyer, 'POST', '/orders', order, key);
    expect(retried.status).toBe(200);
    expect((retried.body as OrderResponse).order.id).toBe(orderId);
    // The chef's page, open on the other instance, hears of the new order.
    expect(await nextMatching(chefLive, (e) => e.type === 'order.created')).toEqual({
      type: 'order.created',
      orderId,
    });
  });

  it("tells the buyer's socket on one instance of each step the chef takes on the other", async () => {
    const buyerLive = await liveOn('a', buyer);
    for (const [action, status] of [
      ['accept', 'accepted'],
      ['ready', 'ready'],
      ['complete', 'completed'],
    ] as const) {
      const res = await call('b', chef, 'POST', `/orders/${orderId}/transitions`, { action });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(
        await nextMatching(buyerLive, (e) => e.type === 'order.updated' && e.status === status),
      ).toEqual({ type: 'order.updated', orderId, status });
    }
  });

  it('delivers a message written on one instance to the socket open on the other', async () => {
    const chefLive = await liveOn('b', chef);
    const opened = await call('b', buyer, 'POST', `/messaging/direct/${chef.id}`);
    expect(opened.status, JSON.stringify(opened.body)).toBeLessThan(300);
    const threadId = (opened.body as { thread: { id: string } }).thread.id;
    const sent = await call('a', buyer, 'POST', `/messaging/threads/${threadId}/messages`, {
      body: 'Is the mole spicy?',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    expect(await nextMatching(chefLive, (e) => e.type === 'message.created')).toEqual({
      type: 'message.created',
      threadId,
    });
    const read = await call('b', chef, 'GET', `/messaging/threads/${threadId}/messages`);
    expect(JSON.stringify(read.body)).toContain('Is the mole spicy?');
  });

  it("alerts a follower once of the chef's new dish, live on the other instance", async () => {
    expect((await call('a', buyer, 'POST', `/follows/${chef.id}`)).status).toBeLessThan(300);
    const buyerLive = await liveOn('a', buyer);
    const created = await call('b', chef, 'POST', '/business/products', {
      ...productBody({ name: 'Mole negro' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const dishId = (created.body as { product: { id: string } }).product.id;
    expect(await nextMatching(buyerLive, (e) => e.type === 'notification.created')).toEqual({
      type: 'notification.created',
    });
    const listed = await call('a', buyer, 'GET', '/notifications');
    expect(JSON.stringify(listed.body)).toContain('Rosa Kitchen has a new dish: Mole negro');

    // One fan-out job, run by whichever instance's worker took it: one e-mail, never two.
    const db = instances.a.ctx.db;
    const [alert] = await until(
      () => db.select().from(followerAlerts).where(eq(followerAlerts.subjectId, dishId)),
      (rows) => rows[0]?.fannedOutAt != null,
    );
    expect(alert?.fannedOutAt).not.toBeNull();
    const [account] = await db.select().from(users).where(eq(users.id, buyer.id));
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account!.email!));
    expect(mails.filter((m) => m.subject.includes('Mole negro'))).toHaveLength(1);
    const deliveries = await db
      .select()
      .from(followerAlertDeliveries)
      .where(eq(followerAlertDeliveries.userId, buyer.id));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(new Set(deliveries.map((d) => d.dedupeKey)).size).toBe(deliveries.length);
  });

  it("shares a live stream's chat and viewer count across instances", async () => {
    const streamId = await makeLiveStream(instances.a, chef.id);
    const guest = await connectRoom(lb.baseUrl, streamId, {
      origin,
      headers: { [INSTANCE_HEADER]: 'a' },
    });
    const member = await connectRoom(lb.baseUrl, streamId, {
      origin,
      cookie: buyer.cookie,
      headers: { [INSTANCE_HEADER]: 'b' },
    });
    sockets.push(guest, member);
    // One socket on each instance, and both are told there are two viewers.
    expect(instances.a.ctx.streamRooms.localCount(streamId)).toBe(1);
    expect(instances.b.ctx.streamRooms.localCount(streamId)).toBe(1);
    const two = (e: { type: string; count?: number }) => e.type === 'viewers' && e.count === 2;
    await guest.nextMatching(two, 10_000);
    await member.nextMatching(two, 10_000);

    const posted = await call('b', buyer, 'POST', `/live-streams/${streamId}/chat`, {
      body: 'Smells great from here',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const heard = await guest.nextMatching((e) => e.type === 'chat.created', 10_000);
    expect(heard).toMatchObject({ message: { body: 'Smells great from here' } });
    const history = await call('a', null, 'GET', `/live-streams/${streamId}/chat`);
    expect(JSON.stringify(history.body)).toContain('Smells great from here');

    // The viewer on b leaves: the guest on a is told the count went down.
    member.ws.close();
    await guest.nextMatching((e) => e.type === 'viewers' && e.count === 1, 10_000);
  });

  it('runs a payout asked for by both instances at once exactly once', async () => {
    const accountId = await connectPayoutAccount(instances.a, chef);
    const sent = await Promise.allSettled([
      instances.a.jobs.send('payouts.run'),
      instances.b.jobs.send('payouts.run'),
    ]);
    const ids = sent.flatMap((s, i) => (s.status === 'fulfilled' ? [[i, s.value] as const] : []));
    expect(ids.length).toBeGreaterThan(0);
    const runnerOf = (i: number) => (i === 0 ? instances.a : instances.b).jobs;
    // Every job that was queued finishes (the stately queue may have taken only one).
    await until(
      () => Promise.all(ids.map(([i, id]) => runnerOf(i).stateOf('payouts.run', id))),
      (states) => states.every((s) => s === 'completed'),
    );
    const db = instances.b.ctx.db;
    const paid = await db.select().from(payouts).where(eq(payouts.chefId, chef.id));
    expect(paid).toHaveLength(1);
    const transfers = await db
      .select()
      .from(localProcessorTransfers)
      .where(eq(localProcessorTransfers.accountId, accountId));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amountCents).toBe(paid[0]!.amountCents);
  });
});
