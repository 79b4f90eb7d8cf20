import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCallMessages, subscriptionResponseSchema } from '#contracts/lastcall';
import { messages } from '#domain/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { makeUser } from '../../test/factories/social-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import {
  ORIGIN,
  caller,
  northOf,
  subscriptionRows,
} from '../../test/factories/lastcall-fixtures.ts';

const SUBSCRIPTION_CALLS_PER_MINUTE = rateLimits.lastCallSubscription.max;

const SUB = '/last-calls/subscription';

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof caller>;
let ann: TestUser;
let bea: TestUser;

beforeAll(async () => {
  clock = new ManualClock('2026-01-15T12:00:00Z');
  t = await createTestApp({ clock });
  call = caller(t);
  ann = await makeUser(t, 'Ann');
  bea = await makeUser(t, 'Bea');
});
afterAll(() => t.close());

/** The subscription a call answered (asserting 200 and the response schema). */
async function subscriptionOf(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionResponseSchema.parse(res.json()).subscription;
}

describe('last-call subscription', () => {
  it('walks subscribed → paused → resumed → unsubscribed', async () => {
    expect(await subscriptionOf(await call(ann, 'GET', SUB))).toBeNull();

    const subscribed = await subscriptionOf(await call(ann, 'PUT', SUB, { location: ORIGIN }));
    expect(subscribed).toEqual({
      type: 'last_call',
      userId: ann.id,
      radiusKm: 10,
      location: ORIGIN,
      isPaused: false,
      updatedAt: '2026-01-15T12:00:00.000Z',
    });
    expect(await subscriptionOf(await call(ann, 'GET', SUB))).toEqual(subscribed);

    clock.advance(60_000);
    const paused = await subscriptionOf(await call(ann, 'POST', `${SUB}/pause`));
    expect(paused).toMatchObject({ isPaused: true, updatedAt: '2026-01-15T12:01:00.000Z' });
    expect(await subscriptionOf(await call(ann, 'GET', SUB))).toMatchObject({ isPaused: true });
    // Pausing twice is harmless.
    expect(await subscriptionOf(await call(ann, 'POST', `${SUB}/pause`))).toMatchObject({
      isPaused: true,
    });

    const resumed = await subscriptionOf(await call(ann, 'POST', `${SUB}/resume`));
    expect(resumed).toMatchObject({ isPaused: false, location: ORIGIN, radiusKm: 10 });

    expect(await subscriptionOf(await call(ann, 'DELETE', SUB))).toBeNull();
    expect(await subscriptionOf(await call(ann, 'GET', SUB))).toBeNull();
    expect(await subscriptionRows(t, ann.id)).toBe(0);
    // Unsubscribing again is harmless.
    expect(await subscriptionOf(await call(ann, 'DELETE', SUB))).toBeNull();
  });

  it('subscribing again moves the one subscription and makes it active', async () => {
    await subscriptionOf(await call(ann, 'PUT', SUB, { location: ORIGIN }));
    await subscriptionOf(await call(ann, 'POST', `${SUB}/pause`));
    const moved = northOf(20);
    const again = await subscriptionOf(
      await call(ann, 'PUT', SUB, { location: moved, radiusKm: 5 }),
    );
    expect(again).toMatchObject({ location: moved, radiusKm: 5, isPaused: false });
    expect(await subscriptionRows(t, ann.id)).toBe(1);
    await call(ann, 'DELETE', SUB);
  });

  it('answers 404 "not subscribed" to pause or resume without a subscription', async () => {
    for (const action of ['pause', 'resume']) {
      const res = await call(bea, 'POST', `${SUB}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'not_found',
        message: lastCallMessages.notSubscribed,
      });
    }
  });

  it("never shows or changes another person's subscription", async () => {
    const anns = await subscriptionOf(await call(ann, 'PUT', SUB, { location: ORIGIN }));
    expect(await subscriptionOf(await call(bea, 'GET', SUB))).toBeNull();
    expect((await call(bea, 'POST', `${SUB}/pause`)).statusCode).toBe(404);
    expect(await subscriptionOf(await call(bea, 'DELETE', SUB))).toBeNull();
    const beas = await subscriptionOf(await call(bea, 'PUT', SUB, { location: northOf(3) }));
    expect(beas?.userId).toBe(bea.id);
    await subscriptionOf(await call(bea, 'POST', `${SUB}/pause`));
    // Bea's calls touched only Bea's row.
    expect(await subscriptionOf(await call(ann, 'GET', SUB))).toEqual(anns);
    await call(ann, 'DELETE', SUB);
    await call(bea, 'DELETE', SUB);
  });

  it('answers 401 to a guest on every subscription route', async () => {
    const calls = [
      call(null, 'GET', SUB),
      call(null, 'PUT', SUB, { location: ORIGIN }),
      call(null, 'POST', `${SUB}/pause`),
      call(null, 'POST', `${SUB}/resume`),
      call(null, 'DELETE', SUB),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('rejects a bad location or radius with 400 and stores nothing', async () => {
    const bad: object[] = [
      {},
      { location: null },
      { location: { lat: 91, lon: 0 } },
      { location: { lat: 0, lon: 181 } },
      { location: { lat: '37.7', lon: -122.4 } },
      { location: ORIGIN, radiusKm: 0 },
      { location: ORIGIN, radiusKm: 51 },
      { location: ORIGIN, radiusKm: 'ten' },
    ];
    for (const body of bad) {
      const res = await call(ann, 'PUT', SUB, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(await subscriptionRows(t, ann.id)).toBe(0);
  });

  it('rate-limits subscription calls per user', async () => {
    const spammer = await makeUser(t, 'Spammer');
    for (let i = 0; i < SUBSCRIPTION_CALLS_PER_MINUTE; i++) {
      expect((await call(spammer, 'GET', SUB)).statusCode).toBe(200);
    }
    const res = await call(spammer, 'PUT', SUB, { location: ORIGIN });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(messages.tooManyRequests);
    expect((await call(bea, 'GET', SUB)).statusCode).toBe(200);
  });
});
