// `npm run bench:checkout -- [--buyers N] [--units U] [--sockets S] [--port P] [--profile]`
// `npm run bench:checkout:fault` (= --fault) [--kill-after N] [--abandon 0.2]
// (issue 4 point 8). Prepares a fresh database `potluck_bench_checkout` on the PostgreSQL
// server at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): one chef, one
// dish with U portions (default 50), N buyers (default 1,000) each signed in with a saved test
// card and the dish in their cart. Starts the real server as a child process (NODE_ENV
// production, rate limits lifted, no demo data), warms it up with a few orders of another
// dish, then sends every buyer's POST /orders at once, each with its own Idempotency-Key and
// duplicates (see buyers.ts). Checks exactly U orders, no oversell, initial = left + ordered,
// every duplicate answered with its buyer's order (or the same inventory refusal), orders
// whole; prints the rate of first attempts answered and the CPU used by server, PostgreSQL
// and client. Last line:
//   bench:checkout attempts=N units=U orders=O oversold=K replays_ok=R rate_per_s=X
//     db_updates_per_s=D ratio_to_db=X/D invariant=ok|broken
// where D is the database's own ceiling for the same stock, measured in the same run
// (db-ceiling.ts: N conditional decrements over the server's 10 pool connections).
// With --fault (default 500 units) the server is SIGKILLed mid-burst (once half the stock is
// ordered, --kill-after) and restarted; buyers who got no answer retry with the same key (a
// share gives up, --abandon, to leave holds for the sweep), then voidOrphanedHolds runs with
// olderThanMs 0. Every card hold, ours and the processor's, must end linked to an order or
// voided. Last line:
//   bench:checkout:fault killed_at_ms=… orders=… orphan_holds_voided=… half_made=0 invariant=ok|broken
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { orderItems } from '../../src/server/db/schema/orders.ts';
import * as ownSweep from '../../src/server/modules/orders/orphaned-holds.ts';
import { auditCheckout, halfMade, printAudit, type Audit } from './audit.ts';
import {
  answersAgree,
  checkout,
  CheckoutClient,
  finalOutcome,
  isInventoryRefusal,
  outcomeOf,
  type Answer,
  type BuyerRun,
} from './buyers.ts';
import { cpuSnapshot, cpuSpent } from './cpu.ts';
import { measureDbCeiling } from './db-ceiling.ts';
import { prepareCheckoutBench, type BenchBuyer } from './prepare.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { exitOnSignals, load, log, percentile, sleep } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '1000' },
    units: { type: 'string' },
    /** Keep-alive connections of the client (default: one per buyer). */
    sockets: { type: 'string' },
    port: { type: 'string', default: '39431' },
    database: { type: 'string', default: 'potluck_bench_checkout' },
    fault: { type: 'boolean', default: false },
    /** --fault: SIGKILL once this many orders of the dish are committed (default: units / 2). */
    'kill-after': { type: 'string' },
    /** --fault: share of the buyers left without an answer who never retry. */
    abandon: { type: 'string', default: '0.2' },
    warmup: { type: 'string', default: '20' },
    /** Writes a V8 CPU profile of the server to .tmp/bench-checkout/prof (open in DevTools). */
    profile: { type: 'boolean', default: false },
    /** Connections of the database-ceiling run (default: the server's pool, 10). */
    'db-connections': { type: 'string', default: '10' },
    /** Runs the server from another copy of the project (with node_modules), to A/B a change. */
    'server-root': { type: 'string' },
  },
});
const fault = args.fault;
const buyerCount = Number(args.buyers);
const units = Number(args.units ?? (fault ? 500 : 50));
const sockets = Number(args.sockets ?? buyerCount);
const killAfter = Number(args['kill-after'] ?? Math.floor(units / 2));
const abandonShare = Number(args.abandon);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(args.port);
const baseUrl = `http://127.0.0.1:${port}`;
const logFile = path.resolve('.tmp/bench-checkout/server.log');

const KILL_POLL_MS = 50;
// Stopped from outside: exit, so the server child is killed with us (server-process.ts).
exitOnSignals();

log(
  `bench:checkout${fault ? ' --fault' : ''}: ${buyerCount} buyers, ${units} units, ${sockets} client connections, ${load()}`,
);
const fx = await prepareCheckoutBench({
  serverUrl,
  database: args.database,
  buyers: buyerCount,
  warmupBuyers: Number(args.warmup),
  units,
  publicBaseUrl: baseUrl,
  log,
});
const profileDir = path.resolve('.tmp/bench-checkout/prof');
const start = () =>
  startServer({
    databaseUrl: fx.databaseUrl,
    port,
    logFile,
    nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    root: args['server-root'] ? path.resolve(args['server-root']) : undefined,
  });
let server: RunningServer = await start();
log(
  `  server pid ${server.pid} on ${baseUrl}${args['server-root'] ? ` from ${args['server-root']}` : ''} (log: ${path.relative(process.cwd(), logFile)})`,
);

await warmUp(fx.warmup);
const runs: BuyerRun[] = fx.buyers.map((buyer, i) => ({
  buyer,
  key: `bench-${i}-${Date.now().toString(36)}`,
  first: null,
  duplicates: [],
  inProgressSeen: 0,
}));
const ok = fault ? await faultRun() : await throughputRun();
await fx.close();
process.exit(ok ? 0 : 1);

/** A few orders of the unlimited dish first, so the burst does not measure a cold process. */
async function warmUp(buyers: BenchBuyer[]) {
  if (buyers.length === 0) return;
  const client = new CheckoutClient(baseUrl, baseUrl, 10);
  const answers = await Promise.all(buyers.map((b, i) => client.submit(b, `warmup-${i}-key`)));
  client.destroy();
  const placed = answers.filter((a) => a.status === 200).length;
  log(`  warm-up: ${placed}/${buyers.length} orders of the unlimited dish`);
}

/** Fires every buyer at once; `onFirst` sees each first answer as it arrives. */
async function burst(client: CheckoutClient, list: BuyerRun[], onFirst: (a: Answer) => void) {
  await Promise.all(list.map((run, i) => checkout(client, run, i % 2 === 0, onFirst)));
}

interface Verdict {
  answered: number;
  ordersAnswered: number;
  refusedWithInventory: number;
  otherRefusals: Map<string, number>;
  duplicates: number;
  replaysOk: number;
  inProgress: number;
  disagreeing: number;
  /** Orders in the database that no answer named, for buyers who were told something else. */
  ordersContradictingAnswers: number;
  ordersUnheardOf: number;
}

/** Compares what each buyer was told with the orders in the database. */
async function judge(list: BuyerRun[]): Promise<Verdict> {
  const rows = (await fx.ctx.db.execute(
    sql`select o.id, o.buyer_id as "buyerId" from orders o
        join order_items oi on oi.order_id = o.id where oi.dish_id = ${fx.dishId}`,
  )) as unknown as { rows: { id: string; buyerId: string }[] };
  const orderOfBuyer = new Map(rows.rows.map((r) => [r.buyerId, r.id]));
  const v: Verdict = {
    answered: 0,
    ordersAnswered: 0,
    refusedWithInventory: 0,
    otherRefusals: new Map(),
    duplicates: 0,
    replaysOk: 0,
    inProgress: 0,
    disagreeing: 0,
    ordersContradictingAnswers: 0,
    ordersUnheardOf: 0,
  };
  for (const run of list) {
    const outcome = finalOutcome(run);
    v.inProgress += run.inProgressSeen;
    if (!answersAgree(run)) v.disagreeing += 1;
    const inDb = orderOfBuyer.get(run.buyer.id);
    if (outcome.kind === 'order') {
      v.answered += 1;
      v.ordersAnswered += 1;
      if (inDb !== outcome.orderId) v.ordersContradictingAnswers += 1;
    } else if (outcome.kind === 'refused') {
      v.answered += 1;
      const all = [run.first, ...run.duplicates].filter((a): a is Answer => a !== null);
      if (all.some(isInventoryRefusal)) v.refusedWithInventory += 1;
      else v.otherRefusals.set(outcome.message, (v.otherRefusals.get(outcome.message) ?? 0) + 1);
      if (inDb) v.ordersContradictingAnswers += 1;
    } else if (inDb) {
      v.ordersUnheardOf += 1;
    }
    for (const d of run.duplicates) {
      const o = outcomeOf(d);
      if (o.kind === 'unanswered') continue;
      v.duplicates += 1;
      const same =
        outcome.kind === 'order'
          ? o.kind === 'order' && o.orderId === outcome.orderId
          : o.kind === 'refused' && isInventoryRefusal(d);
      if (same) v.replaysOk += 1;
    }
  }
  return v;
}

function printVerdict(v: Verdict) {
  log(
    `  buyers answered ${v.answered}: ${v.ordersAnswered} with an order, ${v.refusedWithInventory} with the inventory message${v.otherRefusals.size ? `, other refusals ${JSON.stringify(Object.fromEntries(v.otherRefusals))}` : ''}`,
  );
  log(
    `  duplicates with a final answer ${v.duplicates}: ${v.replaysOk} answered with the buyer's original order (or the same inventory refusal); 409 "in progress" seen ${v.inProgress} times on the way; buyers whose answers disagree ${v.disagreeing}`,
  );
  log(
    `  orders contradicting what their buyer was told ${v.ordersContradictingAnswers}; orders whose buyer never heard back ${v.ordersUnheardOf}`,
  );
}

function auditOk(a: Audit): boolean {
  return (
    a.stockInvariant &&
    a.oversold === 0 &&
    halfMade(a) === 0 &&
    a.unlinkedHolds === 0 &&
    a.processorOnlyHolds === 0 &&
    a.statusMismatches === 0
  );
}

async function throughputRun(): Promise<boolean> {
  const client = new CheckoutClient(baseUrl, baseUrl, sockets);
  const firstAt: number[] = [];
  const statuses = new Map<number, number>();
  const before = await cpuSnapshot(fx.ctx.db, args.database, server.pid);
  const t0 = client.elapsed();
  await burst(client, runs, (a) => {
    firstAt.push(a.at - t0);
    statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  });
  const allDone = client.elapsed() - t0;
  const after = await cpuSnapshot(fx.ctx.db, args.database, server.pid);
  client.destroy();
  firstAt.sort((a, b) => a - b);
  const window = firstAt[firstAt.length - 1]! / 1000;
  const rate = runs.length / window;
  const cpu = cpuSpent(before, after);
  log(
    `  first attempts: ${runs.length} answered in ${(window * 1000).toFixed(0)} ms → ${rate.toFixed(0)} checkouts/s (latency p50 ${percentile(firstAt, 50).toFixed(0)} ms, p95 ${percentile(firstAt, 95).toFixed(0)} ms); statuses ${JSON.stringify(Object.fromEntries(statuses))}; every duplicate done at ${allDone.toFixed(0)} ms`,
  );
  log(
    `  CPU during the burst (${(allDone / 1000).toFixed(2)} s wall, 2 cores = ${((2 * allDone) / 1000).toFixed(2)} CPU-s): server ${cpu.server.toFixed(2)} s, PostgreSQL backends ${cpu.postgres.toFixed(2)} s, bench client ${cpu.client.toFixed(2)} s; ${load()}`,
  );
  await server.stop();
  if (args.profile) log(`  server CPU profile in ${path.relative(process.cwd(), profileDir)}`);
  const audit = await auditCheckout(fx.ctx.db, fx.dishId, units);
  printAudit(audit, log);
  const v = await judge(runs);
  printVerdict(v);
  const expectedOrders = Math.min(units, runs.length);
  const ok =
    auditOk(audit) &&
    audit.orders === expectedOrders &&
    v.ordersAnswered === expectedOrders &&
    v.answered === runs.length &&
    v.refusedWithInventory === runs.length - expectedOrders &&
    v.replaysOk === v.duplicates &&
    v.disagreeing === 0 &&
    v.ordersContradictingAnswers === 0;
  // The database's own ceiling for the same stock, in the same run (server stopped).
  const ceiling = await measureDbCeiling({
    databaseUrl: fx.databaseUrl,
    dishId: fx.warmupDishId,
    units,
    updates: runs.length,
    connections: Number(args['db-connections']),
  });
  const ratio = rate / ceiling.perSecond;
  log(
    `  database ceiling: ${ceiling.updates} conditional UPDATE … WHERE amount_left >= 1 over ${ceiling.connections} connections in ${ceiling.ms.toFixed(0)} ms → ${ceiling.perSecond.toFixed(0)} updates/s (${ceiling.taken} took stock); app ÷ database = ${ratio.toFixed(3)}; ${load()}`,
  );
  const ceilingOk = ceiling.taken === Math.min(units, ceiling.updates);
  log(`  finished, ${load()}`);
  log(
    `bench:checkout attempts=${runs.length} units=${units} orders=${audit.orders} oversold=${audit.oversold} replays_ok=${v.replaysOk} rate_per_s=${rate.toFixed(0)} db_updates_per_s=${ceiling.perSecond.toFixed(0)} ratio_to_db=${ratio.toFixed(3)} invariant=${ok && ceilingOk ? 'ok' : 'broken'}`,
  );
  return ok && ceilingOk;
}

async function faultRun(): Promise<boolean> {
  const client = new CheckoutClient(baseUrl, baseUrl, sockets);
  let answered = 0;
  let killedAt = NaN;
  let ordersAtKill = 0;
  const t0 = client.elapsed();
  let burstOver = false;
  // Answers trail the commits by seconds under this load, so the kill is timed on the
  // database: once `killAfter` orders of the dish are committed, stock is still left.
  const killer = (async () => {
    for (;;) {
      const [row] = await fx.ctx.db
        .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
        .from(orderItems)
        .where(eq(orderItems.dishId, fx.dishId));
      if ((row?.n ?? 0) >= killAfter || burstOver) {
        killedAt = client.elapsed() - t0;
        ordersAtKill = row!.n;
        await server.kill();
        return;
      }
      await sleep(KILL_POLL_MS);
    }
  })();
  const firstAnswers = burst(client, runs, (a) => {
    if (a.status !== 0) answered += 1;
  }).then(() => {
    burstOver = true;
  });
  await killer;
  const answeredAtKill = answered;
  await firstAnswers;
  client.destroy();
  const cut = runs.filter((r) => finalOutcome(r).kind === 'unanswered');
  log(
    `  SIGKILL at ${killedAt.toFixed(0)} ms, with ${ordersAtKill} orders committed and ${answeredAtKill} first attempts answered; ${runs.length - cut.length} buyers had a final answer, ${cut.length} were cut off`,
  );
  const middle = await auditCheckout(fx.ctx.db, fx.dishId, units);
  log(
    `  right after the kill: orders ${middle.orders}, amount_left ${middle.amountLeft}, reserved ${middle.reserved}, authorised holds without an order ${middle.unlinkedHolds}, processor-only holds ${middle.processorOnlyHolds}, stock invariant ${middle.stockInvariant ? 'ok' : 'BROKEN'}`,
  );

  const restartedAt = Date.now();
  server = await start();
  log(`  restarted: pid ${server.pid}, healthy after ${Date.now() - restartedAt} ms`);
  // Every fifth-or-so buyer left without an answer gives up, so some holds may be orphaned.
  const giveUpEvery = abandonShare > 0 ? Math.max(1, Math.round(1 / abandonShare)) : Infinity;
  const retrying = cut.filter((_, i) => i % giveUpEvery !== 0);
  const retryClient = new CheckoutClient(baseUrl, baseUrl, sockets);
  await Promise.all(
    retrying.map(async (run, i) => {
      const [a, b] = await Promise.all([
        retryClient.duplicate(run),
        i % 2 === 0 ? retryClient.duplicate(run) : Promise.resolve(null),
      ]);
      run.duplicates.push(a);
      if (b) run.duplicates.push(b);
      run.duplicates.push(await retryClient.duplicate(run));
    }),
  );
  retryClient.destroy();
  log(
    `  ${retrying.length} cut-off buyers retried with their keys, ${cut.length - retrying.length} gave up`,
  );

  // The sweep of the code under test (another copy's with --server-root).
  const { voidOrphanedHolds } = (
    args['server-root']
      ? await import(
          path.resolve(args['server-root'], 'src/server/modules/orders/orphaned-holds.ts')
        )
      : ownSweep
  ) as typeof ownSweep;
  let voided = 0;
  for (let n = await voidOrphanedHolds(fx.ctx, 0); n > 0; n = await voidOrphanedHolds(fx.ctx, 0))
    voided += n;
  log(`  voidOrphanedHolds(ctx, 0): ${voided} holds voided`);
  await server.stop();
  const audit = await auditCheckout(fx.ctx.db, fx.dishId, units);
  printAudit(audit, log);
  const v = await judge(runs);
  printVerdict(v);
  const ok =
    auditOk(audit) &&
    v.replaysOk === v.duplicates &&
    v.disagreeing === 0 &&
    v.ordersContradictingAnswers === 0 &&
    v.otherRefusals.size === 0;
  log(`  finished, ${load()}`);
  log(
    `bench:checkout:fault killed_at_ms=${killedAt.toFixed(0)} orders=${audit.orders} orphan_holds_voided=${voided} half_made=${halfMade(audit)} invariant=${ok ? 'ok' : 'broken'}`,
  );
  return ok;
}
