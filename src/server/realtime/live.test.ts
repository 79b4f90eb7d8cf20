import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadResponseSchema } from '#contracts/messaging';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { postgresHandle } from '../db/client.ts';
import { sessions } from '../db/schema/accounts.ts';
import { ManualClock } from '../providers/clock/clock.ts';
import { createProviders } from '../providers/create-providers.ts';
import { makeUser } from '../test/factories/social-fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_ORIGIN,
  testAppOn,
  type TestApp,
} from '../test/test-app.ts';
import { createEventBus } from './create-event-bus.ts';
import { CLOSE, MAX_CLIENT_MESSAGES_PER_BEAT, MAX_CONNECTIONS_PER_USER } from './live-hub.ts';
import {
  connectLive,
  expectSilence,
  UpgradeRefused,
  type LiveTestClient,
} from './live-test-client.ts';
import { LISTENER_APPLICATION_NAME } from './postgres-event-bus.ts';
import { withStreamRooms } from './stream-rooms.ts';

// The live hub over a real socket: app.listen on a free port, `ws` as the browser.

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Short, so dead sockets and ended sessions are noticed within a test. */
const HEARTBEAT_MS = 200;

let t: TestApp;
let live: FastifyInstance;
let base: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  live = await buildApp(t.ctx, { liveHeartbeatMs: HEARTBEAT_MS });
  base = await listen(live);
});
afterAll(async () => {
  for (const client of open) client.ws.terminate();
  await live.close();
  await t.close();
});

const open: LiveTestClient[] = [];
async function connect(cookie: string | undefined, origin: string | null = TEST_ORIGIN) {
  const client = await connectLive(base, { cookie, origin });
  open.push(client);
  return client;
}
async function refusal(promise: Promise<unknown>): Promise<number> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof UpgradeRefused)) throw new Error(`expected a refused upgrade, got ${err}`);
  return err.status;
}

describe('GET /api/v1/live', () => {
  it('delivers an event to the sockets of the users it names, and to no one else', async () => {
    const alice = await makeUser(t, 'Alice');
    const bob = await makeUser(t, 'Bob');
    const aliceTab1 = await connect(alice.cookie);
    const aliceTab2 = await connect(alice.cookie);
    const bobTab = await connect(bob.cookie);

    const forAlice = { type: 'order.created', orderId: randomUUID() } as const;
    await t.ctx.events.publish([alice.id], forAlice);
    expect(await aliceTab1.next()).toEqual(forAlice);
    expect(await aliceTab2.next()).toEqual(forAlice);

    const forBob = { type: 'notification.created' } as const;
    await t.ctx.events.publish([bob.id], forBob);
    // Bob's first event is his own: Alice's never reached him.
    expect(await bobTab.next()).toEqual(forBob);
    await expectSilence(aliceTab1);
  });

  it('tells both members of a thread when a message is sent', async () => {
    const ann = await makeUser(t, 'Ann');
    const ben = await makeUser(t, 'Ben');
    const annTab = await connect(ann.cookie);
    const benTab = await connect(ben.cookie);
    const post = (cookie: string, url: string, payload: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/messaging${url}`,
        headers: { origin: TEST_ORIGIN, cookie },
        payload,
      });
    const opened = await post(ann.cookie, `/direct/${ben.id}`);
    const threadId = threadResponseSchema.parse(opened.json()).thread.id;
    expect(
      (await post(ann.cookie, `/threads/${threadId}/messages`, { body: 'Hi!' })).statusCode,
    ).toBe(201);
    expect(await benTab.next()).toEqual({ type: 'message.created', threadId });
    expect(await annTab.next()).toEqual({ type: 'message.created', threadId });
  });

  it('refuses a handshake without a valid session with 401', async () => {
    expect(await refusal(connect(undefined))).toBe(401);
    expect(await refusal(connect('potluck_session=not-a-real-token'))).toBe(401);
  });

  it('refuses a handshake from another site, or without an Origin, with 403', async () => {
    const user = await makeUser(t, 'Mallory target');
    expect(await refusal(connect(user.cookie, 'https://evil.example'))).toBe(403);
    expect(await refusal(connect(user.cookie, null))).toBe(403);
  });

  it('limits the sockets one user may hold', async () => {
    const user = await makeUser(t, 'Many tabs');
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER; i += 1) await connect(user.cookie);
    expect(await refusal(connect(user.cookie))).toBe(429);
    // Closing one makes room again.
    const first = open.at(-MAX_CONNECTIONS_PER_USER);
    first?.ws.close();
    await first?.closed();
    await expect
      .poll(async () => {
        try {
          await connect(user.cookie);
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
  });

  it('closes a socket that talks too much or sends a large frame', async () => {
    const user = await makeUser(t, 'Chatty');
    const chatty = await connect(user.cookie);
    for (let i = 0; i <= MAX_CLIENT_MESSAGES_PER_BEAT; i += 1) chatty.ws.send('hello');
    expect(await chatty.closed()).toBe(CLOSE.policy);
    const large = await connect(user.cookie);
    large.ws.send('x'.repeat(2048));
    expect(await large.closed()).toBe(1009);
  });

  it('drops a socket that stops answering pings', async () => {
    const user = await makeUser(t, 'Gone quiet');
    const quiet = await connectLive(base, {
      cookie: user.cookie,
      origin: TEST_ORIGIN,
      autoPong: false,
    });
    open.push(quiet);
    // Terminated by the server: no close frame, so the client sees 1006.
    expect(await quiet.closed(HEARTBEAT_MS * 10)).toBe(1006);
  });

  it('closes the socket once its session has ended', async () => {
    const user = await makeUser(t, 'Signs out');
    const tab = await connect(user.cookie);
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    // Sessions are re-checked every tenth heartbeat.
    expect(await tab.closed(HEARTBEAT_MS * 30)).toBe(CLOSE.sessionEnded);
  });
});

describe.runIf(onPostgres)('several instances on one PostgreSQL', () => {
  it('an event published on one instance reaches a socket on the other, also after the listener reconnects', async () => {
    const { url, drop } = await createTestDatabase();
    if (!url) throw new Error('no database URL');
    const clock = new ManualClock();
    const instances: TestApp[] = [];
    const busErrors: string[] = [];
    const sockets: LiveTestClient[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const database = postgresHandle(url, 3);
        const ctx: AppContext = {
          config: t.ctx.config,
          database,
          db: database.db,
          clock,
          ...createProviders(t.ctx.config, database.db, clock),
          ...withStreamRooms(await createEventBus(database, url, (m) => busErrors.push(m))),
        };
        instances.push(await testAppOn(ctx, { release: () => database.close() }));
      }
      const [a, b] = instances as [TestApp, TestApp];
      const user = await makeUser(a, 'Two servers');
      const bBase = await listen(b.app);
      const onB = await connectLive(bBase, { cookie: user.cookie, origin: TEST_ORIGIN });
      sockets.push(onB);

      const event = { type: 'order.created', orderId: randomUUID() } as const;
      await a.ctx.events.publish([user.id], event);
      expect(await onB.next()).toEqual(event);

      // The listening connections drop (a database restart, a proxy timeout): the hub asks
      // its clients to reconnect and re-read, and the bus listens again by itself.
      await a.ctx.database.executeSql(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(await onB.closed(10_000)).toBe(CLOSE.restart);
      expect(busErrors).toContain('live event listener lost its database connection; reconnecting');
      expect(busErrors.join(' ')).not.toContain(url);
      const again = await connectLive(bBase, { cookie: user.cookie, origin: TEST_ORIGIN });
      sockets.push(again);
      const after = { type: 'order.updated', orderId: event.orderId, status: 'confirmed' } as const;
      await a.ctx.events.publish([user.id], after);
      expect(await again.next()).toEqual(after);
    } finally {
      for (const s of sockets) s.ws.terminate();
      for (const i of instances) await i.close();
      await drop();
    }
  });
});
