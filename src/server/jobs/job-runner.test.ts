import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../db/schema/payments.ts';
import { ManualClock } from '../providers/clock/clock.ts';
import type { AppContext } from '../context.ts';
import { postgresHandle } from '../db/client.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { makeUser } from '../test/factories/catalog-fixtures.ts';
import { addCard } from '../modules/payments/cards.service.ts';
import { authorizePayment } from '../modules/payments/authorize-payment.service.ts';
import { ORPHANED_HOLD_AGE_MS } from '../modules/orders/orphaned-holds.ts';
import { paymentKeyOf } from '../modules/orders/place-order.service.ts';
import { enqueueJob } from './job-queue.ts';
import { describeError, startJobRunner, type JobLogger, type JobRunner } from './job-runner.ts';
import { SCHEDULED_JOBS, type JobDefinition } from './scheduled-jobs.ts';

// pg-boss for real, on this run's database (PGlite, or PostgreSQL with DATABASE_URL).

const WAIT_MS = 20_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
const clock = new ManualClock('2026-11-23T20:00:00Z');
const lines: { level: string; obj: object; msg: string }[] = [];
const log: JobLogger = {
  info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function waitFor<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function finalState(runner: JobRunner, name: string, id: string): Promise<string> {
  return waitFor(`${name} to finish`, async () => {
    const state = await runner.stateOf(name, id);
    return state === 'completed' || state === 'failed' ? state : null;
  });
}

describe('the job runner', () => {
  it('schedules the marketplace sweeps, runs a real one and retries a failing job', async () => {
    const holdsJob = SCHEDULED_JOBS.find((j) => j.name === 'payments.void-orphaned-holds');
    if (!holdsJob) throw new Error('holds job missing');
    let flakyCalls = 0;
    const flaky: JobDefinition = {
      name: 'test.flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      run: async () => {
        flakyCalls += 1;
        if (flakyCalls === 1) {
          throw new Error('could not reach postgres://app:hunter2@db.internal:5432/potluck');
        }
        return 'ok';
      },
    };

    // The production list first: both sweeps are on pg-boss's clock.
    const production = await startJobRunner(t.ctx, { log, pollingIntervalSeconds: 0.5 });
    const schedules = await production.schedules();
    await production.stop();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'payments.void-orphaned-holds', cron: '*/5 * * * *' },
        { name: 'orders.call-robot', cron: '* * * * *' },
        { name: 'lastcall.send-alerts', cron: '* * * * *' },
      ]),
    );

    // The same holds job, sent instead of waiting for its tick, against a real orphaned hold.
    const runner = await startJobRunner(t.ctx, {
      log,
      jobs: [{ ...holdsJob, cron: undefined }, flaky],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const buyer = await makeUser(t);
      const token = await t.ctx.localProcessor!.tokenize({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
      const card = await addCard(t.ctx, buyer.id, token.id);
      const hold = await authorizePayment(t.ctx, {
        userId: buyer.id,
        paymentMethodId: card.id,
        amountCents: 2500,
        idempotencyKey: paymentKeyOf(buyer.id, randomBytes(8).toString('hex')),
      });
      clock.advance(ORPHANED_HOLD_AGE_MS + 60_000);

      const holdsRun = await runner.send(holdsJob.name);
      expect(await finalState(runner, holdsJob.name, holdsRun)).toBe('completed');
      const [row] = await t.ctx.db
        .select({ status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, hold.id));
      expect(row?.status).toBe('voided');

      // A failure is retried after its delay and logged without the password in the URL.
      const flakyRun = await runner.send('test.flaky');
      expect(await finalState(runner, 'test.flaky', flakyRun)).toBe('completed');
      expect(flakyCalls).toBe(2);
      const failures = lines.filter((l) => l.msg === 'job failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]?.obj).toMatchObject({ job: 'test.flaky', attempt: 1, attempts: 3 });
      expect(JSON.stringify(failures)).not.toContain('hunter2');
      expect(JSON.stringify(failures)).toContain('postgres://***@db.internal');

      await expect(runner.send('test.unknown')).rejects.toThrow('unknown job');
    } finally {
      await runner.stop();
    }
    // Stopped for good: the database stays usable and nothing more reaches it from the runner.
    await runner.stop();
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('a job sent from this process', () => {
  it('starts at once instead of at the worker’s next poll', async () => {
    let ranAt = 0;
    const quick: JobDefinition = {
      name: 'test.woken',
      run: async () => {
        ranAt = Date.now();
        return null;
      },
    };
    // A poll every 60 s: only the wake-up can start the job within the wait below.
    const runner = await startJobRunner(t.ctx, { log, jobs: [quick], pollingIntervalSeconds: 60 });
    try {
      // pg-boss's first fetch happens as the worker starts; wait until it is idle.
      await new Promise((r) => setTimeout(r, 1_000));
      const sentAt = Date.now();
      const id = await enqueueJob(t.ctx, 'test.woken', {});
      expect(id).not.toBeNull();
      expect(await finalState(runner, 'test.woken', id!)).toBe('completed');
      expect(ranAt - sentAt).toBeLessThan(10_000);
    } finally {
      await runner.stop();
    }
    // A stopped runner is no longer woken; the job waits for a runner.
    expect(await enqueueJob(t.ctx, 'test.woken', {})).not.toBeNull();
  });
});

describe('pg-boss scripts on the app database', () => {
  it('a failing script inside BEGIN … COMMIT leaves the database usable', async () => {
    await expect(t.ctx.database.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow(
      'division by zero',
    );
    // On PGlite (one session shared with the app) an aborted transaction would refuse this.
    expect((await t.ctx.database.executeSql('select 41 + 1 as n', [])).rows).toEqual([{ n: 42 }]);
  });
});

describe.runIf(onPostgres)('several instances', () => {
  it('start together on a new database, and a job sent by one runs exactly once', async () => {
    const { url, drop } = await createTestDatabase();
    if (!url) throw new Error('no database URL');
    const handles = [1, 2, 3].map(() => postgresHandle(url, 3));
    const runs: string[] = [];
    const echo: JobDefinition = {
      name: 'test.echo',
      run: async (_ctx, data) => {
        runs.push((data as { tag: string }).tag);
        return null;
      },
    };
    try {
      // Booting at once races pg-boss's schema install and queue creation (partition DDL).
      const runners = await Promise.all(
        handles.map((database) =>
          startJobRunner({ database } as AppContext, {
            log,
            jobs: [echo],
            pollingIntervalSeconds: 0.5,
          }),
        ),
      );
      try {
        const [first] = runners as [JobRunner];
        const id = await first.send('test.echo', { tag: 'once' });
        expect(await finalState(first, 'test.echo', id)).toBe('completed');
        // Every instance polls the queue; give the other two time to (wrongly) take it too.
        await new Promise((r) => setTimeout(r, 1_500));
        expect(runs).toEqual(['once']);
      } finally {
        for (const runner of runners) await runner.stop();
      }
    } finally {
      for (const handle of handles) await handle.close();
      await drop();
    }
  });
});

describe('describeError', () => {
  it('keeps name, code and message, masking credentials', () => {
    const err = Object.assign(new Error('connect to https://u:p4ss@x.test failed'), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(err)).toEqual({
      name: 'Error',
      message: 'connect to https://***@x.test failed',
      code: 'ECONNREFUSED',
    });
    expect(describeError('plain')).toEqual({ name: 'Error', message: 'plain' });
  });
});
