import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Two servers given one REDIS_URL share every requester-keyed count (the machines that run
// Potluck's tests run Redis on 127.0.0.1:6379; REDIS_URL points elsewhere).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('rate limits with REDIS_URL', async () => {
  const available = await redisAnswers();
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    if (!available) return;
    one = await createTestApp({ env: { REDIS_URL } });
    two = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it.skipIf(!available)('are counted once for every instance, not per process', async () => {
    // A fresh address per run: counts from an earlier run live on in Redis for their window.
    const ip = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    const probe = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/v1/no-such-route', remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await probe(one)).statusCode).toBe(404);
    for (let i = 0; i < 30; i++) expect((await probe(two)).statusCode).toBe(404);
    const limited = await probe(one);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await probe(two)).statusCode).toBe(429);
  });
});
