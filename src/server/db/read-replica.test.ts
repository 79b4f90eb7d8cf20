// Lag-tolerant reads on a real streaming replica of PostgreSQL 15 (decision 071): a throwaway
// primary and a pg_basebackup replica of it, the app built on them as main.ts builds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createContext } from '../create-context.ts';
import { ManualClock } from '../providers/clock/clock.ts';
import { TEST_ORIGIN, testAppOn, testConfig, type TestApp } from '../test/test-app.ts';
import { makeChef, makeDish, type FixtureUser } from '../test/factories/catalog-fixtures.ts';
import { productBody } from '../test/factories/business-fixtures.ts';
import {
  replicaClusterUnavailable,
  startReplicaCluster,
  type ReplicaCluster,
} from '../test/replica-cluster.ts';
import { formatLsn, parseLsn, replicaFallback } from './read-replica.ts';
import {
  markerValue,
  READ_MARKER_COOKIE,
  READ_MARKER_SECONDS,
  verifyMarker,
} from '../http/read-your-writes.ts';

describe('replica positions and markers', () => {
  it('reads and writes pg_lsn text, ordered as PostgreSQL orders it', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(formatLsn(parseLsn('16/B374D848') ?? 0n)).toBe('16/B374D848');
    expect((parseLsn('1/0') ?? 0n) > (parseLsn('0/FFFFFFFF') ?? 0n)).toBe(true);
    for (const bad of ['', '16', '16/', 'x/1', '1/2/3', null]) expect(parseLsn(bad)).toBeNull();
  });

  it('accepts only its own unexpired marker', () => {
    const now = Date.now();
    const good = markerValue('k1', '0/3000060', now + 1000);
    expect(verifyMarker('k1', good, now)).toBe(parseLsn('0/3000060'));
    expect(verifyMarker('k2', good, now)).toBeNull();
    expect(verifyMarker('k1', good, now + 1000)).toBeNull();
    expect(verifyMarker('k1', good.replace('0/3000060', 'F/3000060'), now)).toBeNull();
    expect(verifyMarker('k1', 'junk', now)).toBeNull();
  });

  it('sends a read back to the primary only for replica trouble, not for a bad statement', () => {
    const dbError = (code: string) =>
      Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });
    expect(replicaFallback(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      'unavailable',
    );
    expect(replicaFallback(dbError('57P01'))).toBe('unavailable');
    expect(replicaFallback(dbError('08006'))).toBe('unavailable');
    expect(replicaFallback(dbError('25006'))).toBe('retry');
    expect(replicaFallback(dbError('40001'))).toBe('retry');
    expect(replicaFallback(dbError('42P01'))).toBeNull();
  });
});

/** A port nobody listens on now (REPLICA_TEST_PORT pins the first of two). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const unavailable = replicaClusterUnavailable();
if (unavailable) console.warn(`read-replica.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('reads on a streaming replica', () => {
  let cluster: ReplicaCluster;
  let t: TestApp;
  let chef: FixtureUser;
  const clock = new ManualClock('2026-11-23T20:00:00Z');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-replica-app-'));
  const location = { lat: 37.7749, lon: -122.4194 };
  let ip = 0;
  /** A public, available dish of the chef, where the search finds it. */
  const addDish = (name: string) =>
    makeDish(t, chef.id, {
      name,
      status: 'available',
      amountLeft: -1,
      visibility: 'public',
      latitude: location.lat,
      longitude: location.lon,
    });

  beforeAll(async () => {
    const base = Number(process.env.REPLICA_TEST_PORT ?? 0);
    cluster = await startReplicaCluster({
      primary: base || (await freePort()),
      replica: base ? base + 1 : await freePort(),
    });
    const ctx = await createContext(
      testConfig(dataDir, {
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_REPLICA_URL: cluster.replicaUrl,
      }),
      clock,
    );
    t = await testAppOn(ctx, { release: () => ctx.database.close() });
    chef = await makeChef(t, { latitude: location.lat, longitude: location.lon });
    await addDish('Streamed Sourdough');
    await cluster.waitForReplay();
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    cluster?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.8.0.${++ip}`,
      ...(payload ? { payload } : {}),
    });

  async function foodNames(text: string, cookie?: string): Promise<string[]> {
    const res = await call('POST', '/search/foods', cookie, { location, text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ hits: { name: string }[] }>().hits.map((h) => h.name);
  }

  /** The set-cookie pairs of an answer, as a Cookie header value. */
  const cookiesOf = (res: { headers: Record<string, unknown> }) =>
    ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).map(
      (c) => c.split(';')[0] ?? '',
    );

  it('serves search from the replica: a dish the replica has not replayed is not found yet', async () => {
    expect(await foodNames('sourdough')).toEqual(['Streamed Sourdough']);
    await cluster.pauseReplay();
    try {
      await addDish('Paused Pumpernickel');
      // The primary has it; the paused replica answers the search without it.
      expect(await foodNames('pumpernickel')).toEqual([]);
      const chefPage = await call('GET', `/chefs/${chef.id}`);
      expect(chefPage.statusCode).toBe(200);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.waitForReplay();
    expect(await foodNames('pumpernickel')).toEqual(['Paused Pumpernickel']);
  });

  it('shows a chef the dish just saved at once, while others see the replica', async () => {
    await cluster.pauseReplay();
    try {
      const saved = await call(
        'POST',
        '/business/products',
        chef.cookie,
        productBody({ name: 'Just Saved Focaccia' }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      const marker = cookiesOf(saved).find((c) => c.startsWith(`${READ_MARKER_COOKIE}=`));
      expect(marker, 'the write answers with a read-your-writes marker').toBeDefined();
      expect(String(saved.headers['set-cookie'])).toContain(`Max-Age=${READ_MARKER_SECONDS}`);
      const dishId = saved.json<{ product: { id: string } }>().product.id;
      const chefCookie = `${chef.cookie}; ${marker}`;

      const own = await call('GET', `/dishes/${dishId}`, chefCookie);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<{ dish: { name: string } }>().dish.name).toBe('Just Saved Focaccia');
      expect(await foodNames('focaccia', chefCookie)).toEqual(['Just Saved Focaccia']);

      // Someone else reads the paused replica: the dish is not there yet.
      expect((await call('GET', `/dishes/${dishId}`)).statusCode).toBe(404);
      expect(await foodNames('focaccia')).toEqual([]);
      // A forged marker counts for nothing.
      const forged = `${READ_MARKER_COOKIE}=FF/0.${Date.now() + 60_000}.forged`;
      expect(await foodNames('focaccia', forged)).toEqual([]);
    } finally {
      await cluster.resumeReplay();
    }
  });

  it('reads from the primary while the replica is down', async () => {
    await cluster.waitForReplay();
    cluster.stopReplica();
    await addDish('Fallback Flatbread');
    expect(await foodNames('flatbread')).toEqual(['Fallback Flatbread']);
    expect((await call('GET', `/chefs/${chef.id}`)).statusCode).toBe(200);
    const quick = await call('POST', '/search/foods/quick', undefined, {
      location,
      text: 'flatbread',
    });
    expect(quick.statusCode, quick.body).toBe(200);
  });
});
