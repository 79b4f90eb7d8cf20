// `npm run bench:payouts -- [--chefs C] [--orders N] [--buyers B] [--keep] [--reuse]`
// `npm run bench:payouts:fault` (= --fault) [--kill-after K]
// (issue 12 point 10). Prepares a fresh database `potluck_bench_payouts` on the PostgreSQL
// server at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) with C chefs
// (default 10,000), each with an enabled local deposit account, and N completed orders (default
// 200,000) with captures, tips, coupons and refunds posted to the ledger as the real services
// post them (generate-payouts.ts); checks the reconciliation finds no difference; then times
// ONE payout run (runPayouts, the real LocalPayoutsProvider, provider calls counted). Prints:
//   bench:payouts chefs=N orders=N entries=N run_s=X provider_calls=N balanced=ok|broken paid_twice=N
// (balanced: the reconciliation after the run finds nothing and the ledger sums to 0;
// paid_twice: chefs with more than one transfer at the local processor, or more transferred
// than they earned), then on further lines: a second run pays nothing, and two runs started at
// once on a fresh completed order per chef pay each chef once.
// With --fault the run is a child process, SIGKILLed once K transfers (default C / 2) are at
// the local processor; a run an hour later (the leases of the killed run expired) finishes the
// job. Last line:
//   bench:payouts:fault chefs=N orders=N killed_after_transfers=K pending_at_kill=P recovery_calls=R paid_twice=0 lost=0 balanced=ok|broken
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/server/config.ts';
import type { AppContext } from '../../src/server/context.ts';
import { postgresHandle, queryRows } from '../../src/server/db/client.ts';
import { reconcileLedger } from '../../src/server/modules/reconciliation/reconcile.service.ts';
import {
  runPayouts,
  type PayoutRunResult,
} from '../../src/server/modules/payouts/run-payouts.service.ts';
import { systemClock, type Clock } from '../../src/server/providers/clock/clock.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { LocalPayoutsProvider } from '../../src/server/providers/payouts/local-payouts.ts';
import type { PayoutsProvider } from '../../src/server/providers/payouts/payouts.ts';
import { InProcessEventBus } from '../../src/server/realtime/event-bus.ts';
import { withStreamRooms } from '../../src/server/realtime/stream-rooms.ts';
import { databaseUrlFor } from '../../src/server/test/database-url.ts';
import { balanced, chefMoney, payoutStates } from '../lib/payout-audit.ts';
import {
  analyze,
  dropDatabase,
  freshDatabase,
  generateOrders,
  generatePeople,
  type GeneratedOrders,
} from './generate-payouts.ts';
import { load, log, sleep } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    chefs: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '200000' },
    buyers: { type: 'string', default: '20000' },
    database: { type: 'string', default: 'potluck_bench_payouts' },
    fault: { type: 'boolean', default: false },
    /** --fault: SIGKILL the run once this many transfers are at the local processor. */
    'kill-after': { type: 'string' },
    /** Keep the database afterwards (to look at it); default: dropped. */
    keep: { type: 'boolean', default: false },
    /** Generate once into <database>_seed and run on a copy of it (kept for the next run). */
    reuse: { type: 'boolean', default: false },
    /** Internal: the killed child of --fault runs one payout run on this database. */
    'child-run': { type: 'string' },
  },
});

const HOUR = 3_600_000;
const PUBLIC_BASE_URL = 'http://127.0.0.1:39432';
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A clock `offsetMs` ahead of the real one (the next hourly run, after a killed one). */
const shiftedClock = (offsetMs: number): Clock => ({
  now: () => new Date(Date.now() + offsetMs),
});

interface BenchContext {
  ctx: AppContext;
  /** Every call the payout run made to the provider. */
  calls: { count: number; firstAt: number };
  close(): Promise<void>;
}

/**
 * The bench's own context on the bench database, with the real LocalPayoutsProvider as the
 * payouts provider, wrapped so every call to it is counted.
 */
function benchContext(url: string, clock: Clock = systemClock): BenchContext {
  const handle = postgresHandle(url);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench-payouts',
    DATABASE_URL: url,
    PUBLIC_BASE_URL,
  });
  const calls = { count: 0, firstAt: NaN };
  const provider = new LocalPayoutsProvider(handle.db, clock, config.publicBaseUrl);
  const counted = new Proxy(provider, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...a: unknown[]) => {
        if (calls.count === 0) calls.firstAt = performance.now();
        calls.count += 1;
        return (value as (...x: unknown[]) => unknown).apply(target, a);
      };
    },
  }) as PayoutsProvider;
  const ctx: AppContext = {
    config,
    database: handle,
    db: handle.db,
    clock,
    ...createProviders(config, handle.db, clock),
    payouts: counted,
    ...withStreamRooms(new InProcessEventBus()),
  };
  return { ctx, calls, close: () => handle.close() };
}

// ---- The killed child of --fault --------------------------------------------------------

if (args['child-run']) {
  const { ctx } = benchContext(args['child-run']);
  await runPayouts(ctx);
  // Not killed: the parent sees the exit and reports that the kill came too late.
  process.exit(0);
}

// ---- Checks ------------------------------------------------------------------------------

async function count(ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.db, query);
  return Number(row?.n ?? 0);
}

// ---- The bench ---------------------------------------------------------------------------

const chefs = Number(args.chefs);
const orderCount = Number(args.orders);
const buyers = Number(args.buyers);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fault = args.fault;
const killAfter = Number(args['kill-after'] ?? Math.floor(chefs / 2));

log(
  `bench:payouts${fault ? ' --fault' : ''}: ${chefs} chefs, ${orderCount} completed orders, ${buyers} buyers, ${load()}`,
);
/** Generates the data set into the fresh database `name`; returns what it made. */
async function generate(name: string): Promise<GeneratedOrders> {
  const started = performance.now();
  const dbUrl = await freshDatabase(serverUrl, name);
  const gen = benchContext(dbUrl);
  await generatePeople(gen.ctx, chefs, buyers);
  const peopleAt = performance.now();
  const made = await generateOrders(gen.ctx, {
    count: orderCount,
    chefs,
    buyers,
    seed: 12,
    ageMs: 26 * HOUR,
    refunds: true,
  });
  await analyze(gen.ctx);
  await gen.close();
  log(
    `  generated ${name} in ${seconds(performance.now() - started)} s (people ${seconds(peopleAt - started)} s, orders/payments/refunds ${seconds(made.rowsMs)} s, ledger entries through postEntries ${seconds(made.ledgerMs)} s); ${load()}`,
  );
  return made;
}

/**
 * --reuse: the data set is generated once into `<database>_seed` (kept) and each run works on
 * a copy of it (CREATE DATABASE … TEMPLATE: seconds instead of minutes).
 */
async function copyOfSeed(): Promise<GeneratedOrders> {
  const seed = `${args.database}_seed`;
  const sizes = `chefs=${chefs} orders=${orderCount} buyers=${buyers}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const found = await admin.query<{ note: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
    [seed],
  );
  const note = found.rows[0]?.note ?? null;
  let made: GeneratedOrders;
  if (note?.startsWith(`${sizes} `)) {
    made = JSON.parse(note.slice(sizes.length + 1)) as GeneratedOrders;
    log(`  reusing ${seed} (${sizes})`);
  } else {
    made = await generate(seed);
    await admin.query(`COMMENT ON DATABASE ${seed} IS '${sizes} ${JSON.stringify(made)}'`);
  }
  const copyStart = performance.now();
  await admin.query(`DROP DATABASE IF EXISTS ${args.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${args.database} TEMPLATE ${seed}`);
  await admin.end();
  log(`  copied ${seed} to ${args.database} in ${seconds(performance.now() - copyStart)} s`);
  return made;
}

const made = args.reuse ? await copyOfSeed() : await generate(args.database);
const url = databaseUrlFor(serverUrl, args.database);
const main = benchContext(url);
const entries = await count(main.ctx, sql`SELECT count(*) AS n FROM ledger_entries`);
const lines = await count(main.ctx, sql`SELECT count(*) AS n FROM ledger_lines`);
log(
  `  data: ${made.orders} completed orders (${made.deliveries} delivery, ${made.withTip} tipped, ${made.withCoupon} with a coupon discount), ${made.refunds} refunds (${made.fullRefunds} orders refunded in full), ${entries} ledger entries, ${lines} lines`,
);
const before = await reconcileLedger(main.ctx);
if (!before.balanced) {
  log(
    `  reconciliation before the run found ${before.differences.length} difference(s): ${JSON.stringify(before.differences.slice(0, 5))}`,
  );
  log(`bench:payouts generation does not reconcile; stopping`);
  await main.close();
  process.exit(1);
}
log(`  reconciliation before the run: no differences`);

const ok = fault ? await faultRun() : await throughputRun();
await main.close();
if (!args.keep) await dropDatabase(serverUrl, args.database);
process.exit(ok ? 0 : 1);

async function throughputRun(): Promise<boolean> {
  // One payout run, timed.
  const t0 = performance.now();
  const run = await runPayouts(main.ctx);
  const t1 = performance.now();
  const recordMs = (Number.isNaN(main.calls.firstAt) ? t1 : main.calls.firstAt) - t0;
  log(
    `  run: created ${run.created}, sent ${run.sent}, refused ${run.refused}, deferred ${run.deferred}; record step ${seconds(recordMs)} s, sending ${seconds(t1 - t0 - recordMs)} s; payouts ${await payoutStates(main.ctx)}; ${load()}`,
  );
  const isBalanced = await balanced(main.ctx);
  const money = await chefMoney(main.ctx, 1);
  log(
    `  chefs with everything they earned on its way (processor and ledger): ${chefs - money.lost}/${chefs}; with one transfer: ${money.withExpected}`,
  );
  const runOk =
    isBalanced &&
    money.paidTwice === 0 &&
    money.lost === 0 &&
    run.providerCalls === main.calls.count &&
    main.calls.count <= chefs;
  log(
    `bench:payouts chefs=${chefs} orders=${made.orders} entries=${entries} run_s=${seconds(t1 - t0)} provider_calls=${main.calls.count} balanced=${isBalanced ? 'ok' : 'broken'} paid_twice=${money.paidTwice}`,
  );

  // A second run finds nothing to pay.
  const callsBefore = main.calls.count;
  const s0 = performance.now();
  const again = await runPayouts(main.ctx);
  const againCalls = main.calls.count - callsBefore;
  const againOk = again.created === 0 && againCalls === 0;
  log(
    `  second run: created=${again.created} provider_calls=${againCalls} in ${seconds(performance.now() - s0)} s → ${againOk ? 'ok' : 'BROKEN'}`,
  );

  // Two runs started at once, on a newly completed order for every chef.
  const fresh = await generateOrders(main.ctx, {
    count: chefs,
    chefs,
    buyers,
    seed: 34,
    ageMs: HOUR,
    refunds: false,
  });
  const a = benchContext(url);
  const b = benchContext(url);
  const c0 = performance.now();
  const [ra, rb]: PayoutRunResult[] = await Promise.all([runPayouts(a.ctx), runPayouts(b.ctx)]);
  const concurrentMs = performance.now() - c0;
  await a.close();
  await b.close();
  const afterBoth = await chefMoney(main.ctx, 2);
  const bothBalanced = await balanced(main.ctx);
  const concurrentOk =
    ra!.created + rb!.created === chefs &&
    a.calls.count + b.calls.count === chefs &&
    afterBoth.withExpected === chefs &&
    afterBoth.paidTwice === 0 &&
    afterBoth.lost === 0 &&
    bothBalanced;
  log(
    `  two runs at once on ${fresh.orders} newly completed orders: created ${ra!.created} + ${rb!.created}, provider_calls ${a.calls.count} + ${b.calls.count}, in ${seconds(concurrentMs)} s; chefs paid exactly once more ${afterBoth.withExpected}/${chefs}, paid_twice=${afterBoth.paidTwice} lost=${afterBoth.lost} balanced=${bothBalanced ? 'ok' : 'broken'} → ${concurrentOk ? 'ok' : 'BROKEN'}`,
  );
  log(`  finished, ${load()}`);
  return runOk && againOk && concurrentOk;
}

async function faultRun(): Promise<boolean> {
  const transfers = () => count(main.ctx, sql`SELECT count(*) AS n FROM local_processor_transfers`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child-run', url],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let childExit: number | null | undefined;
  void exited.then((code) => (childExit = code));
  const t0 = performance.now();
  let atKill: number;
  for (;;) {
    atKill = await transfers();
    if (atKill >= killAfter || childExit !== undefined) break;
    await sleep(10);
  }
  if (childExit !== undefined) {
    log(
      `  the run ended (exit ${childExit}) before ${killAfter} transfers: no kill; lower --kill-after`,
    );
    return false;
  }
  child.kill('SIGKILL');
  await exited;
  const killedMs = performance.now() - t0;
  const transfersAfterKill = await transfers();
  const pendingAtKill = await count(
    main.ctx,
    sql`SELECT count(*) AS n FROM payouts WHERE status = 'pending'`,
  );
  const unrecorded = await count(
    main.ctx,
    sql`SELECT count(*) AS n FROM payouts p JOIN local_processor_transfers tr
        ON tr.transfer_group = p.id::text WHERE p.status = 'pending'`,
  );
  const midBalanced = await balanced(main.ctx);
  log(
    `  SIGKILL after ${seconds(killedMs)} s with ${atKill} transfers at the processor (${transfersAfterKill} once it was gone); payouts ${await payoutStates(main.ctx)}; ${unrecorded} transferred but not yet recorded as sent; ledger ${midBalanced ? 'reconciles' : 'DOES NOT reconcile'}`,
  );

  // The next hourly run: the killed run's leases have expired.
  const next = benchContext(url, shiftedClock(HOUR));
  const r0 = performance.now();
  const run = await runPayouts(next.ctx);
  const runMs = performance.now() - r0;
  await next.close();
  const money = await chefMoney(main.ctx, 1);
  const isBalanced = await balanced(main.ctx);
  const pendingLeft = await count(
    main.ctx,
    sql`SELECT count(*) AS n FROM payouts WHERE status = 'pending'`,
  );
  log(
    `  next run: created ${run.created}, sent ${run.sent}, provider_calls ${next.calls.count} in ${seconds(runMs)} s; payouts ${await payoutStates(main.ctx)}; chefs with one transfer ${money.withExpected}/${chefs}`,
  );
  const ok =
    money.paidTwice === 0 &&
    money.lost === 0 &&
    money.withExpected === chefs &&
    pendingLeft === 0 &&
    run.created === 0 &&
    next.calls.count === pendingAtKill &&
    isBalanced &&
    midBalanced;
  log(`  finished, ${load()}`);
  log(
    `bench:payouts:fault chefs=${chefs} orders=${made.orders} killed_after_transfers=${atKill} pending_at_kill=${pendingAtKill} recovery_calls=${next.calls.count} paid_twice=${money.paidTwice} lost=${money.lost} balanced=${isBalanced ? 'ok' : 'broken'}`,
  );
  return ok;
}
