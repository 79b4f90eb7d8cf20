// The database going away and coming back (issue 17 point 6, decision 069), against a
// PostgreSQL server of the test's own (throwaway-postgres.ts) which it stops and starts again:
// while it is away every request is answered quickly with 503 and the error shape (never a
// 500, never left hanging) and health says so; once it is back the same process serves again,
// without a restart: requests, the LISTEN connection of the event bus, and pg-boss's workers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { createContext } from '../create-context.ts';
import { startJobRunner, type JobRunner } from '../jobs/job-runner.ts';
import { ManualClock } from '../providers/clock/clock.ts';
import { signInAs, type SignedIn } from '../test/sign-in.ts';
import { TEST_ORIGIN, testConfig } from '../test/test-app.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres.ts';

/** In the range of ports given to this work (4600-4699). */
const PORT = Number(process.env.OUTAGE_PG_PORT ?? 4601);
/** Longer than this and a request counts as hanging. */
const ANSWER_WITHIN_MS = 5_000;
const JOB = 'test.outage-probe';

const unavailable = throwawayPostgresUnavailable();
if (unavailable) console.warn(`database outage test skipped: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

describe.skipIf(unavailable !== null)('the database going away and coming back', () => {
  let pg: ThrowawayPostgres;
  let ctx: AppContext;
  let app: FastifyInstance;
  let jobs: JobRunner;
  let casey: SignedIn;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-outage-'));
  const jobRuns: string[] = [];
  /** Events heard on the bus (its LISTEN connection). */
  let heard = 0;
  const jobErrors: string[] = [];

  beforeAll(async () => {
    pg = createThrowawayPostgres(PORT);
    const config = testConfig(dataDir, { DATABASE_URL: pg.url });
    ctx = await createContext(config, new ManualClock());
    app = await buildApp(ctx);
    await app.ready();
    jobs = await startJobRunner(ctx, {
      log: {
        info: () => undefined,
        warn: () => undefined,
        error: (o) => jobErrors.push(JSON.stringify(o)),
      },
      jobs: [
        {
          name: JOB,
          run: async (_c, data) => {
            jobRuns.push((data as { tag: string }).tag);
            return null;
          },
          retryDelaySeconds: 1,
        },
      ],
      pollingIntervalSeconds: 0.5,
    });
    ctx.events.subscribe((_users, event) => {
      if (event.type === 'notification.created') heard += 1;
    });
    casey = await signInAs(
      { app, ctx, clock: ctx.clock, close: async () => undefined },
      'customer',
    );
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    ctx?.streamRooms.close();
    await ctx?.events.close();
    await ctx?.database.close();
    pg?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const me = () =>
    app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie: casey.cookie } });
  const rename = (name: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/profiles/me',
      headers: { origin: TEST_ORIGIN, cookie: casey.cookie },
      payload: { name },
    });
  const timed = async <T>(request: () => Promise<T>) => {
    const t0 = Date.now();
    const res = await request();
    return { res, ms: Date.now() - t0 };
  };
  const publish = () => ctx.events.publish([casey.id], { type: 'notification.created' });

  it('answers 503 while it is away and serves again once it is back, without a restart', async () => {
    expect((await me()).statusCode).toBe(200);
    await publish();
    await until('the event before the outage', 5_000, async () => (heard > 0 ? true : null));

    pg.stop();
    for (const request of [
      () => me(),
      () => rename('Casey Away'),
      () => app.inject({ method: 'GET', url: '/api/v1/dishes/by-slug/soup' }),
    ]) {
      const { res, ms } = await timed(request);
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({
        error: { code: 'service_unavailable', message: expect.any(String) },
      });
    }
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/v1/health' }));
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    // Queued work cannot be recorded while it is away: the caller hears so.
    await expect(jobs.send(JOB, { tag: 'while-away' })).rejects.toThrow();
    // Away for a while: the event bus's reconnects and pg-boss's polls fail meanwhile.
    await sleep(1_500);

    pg.start();
    const back = await until(
      'a request served after the restart of PostgreSQL',
      15_000,
      async () => {
        const res = await me();
        return res.statusCode === 200 ? res : null;
      },
    );
    expect(back.json().profile.id).toBe(casey.id);
    expect((await rename('Casey Back')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    // The LISTEN connection is back: an event published now is heard.
    const heardBefore = heard;
    await until('an event heard after the outage', 15_000, async () => {
      await publish();
      await sleep(200);
      return heard > heardBefore ? true : null;
    });
    // pg-boss works again: a job sent now runs.
    await jobs.send(JOB, { tag: 'after' });
    await until('a job run after the outage', 15_000, async () =>
      jobRuns.includes('after') ? true : null,
    );
  }, 60_000);
});
