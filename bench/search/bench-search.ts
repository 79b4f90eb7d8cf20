// `npm run bench:search -- [--dishes N] [--pglite] [--fresh] [--iterations N] [--duration S] [--pool N]
//   [--database NAME] [--http-only] [--connections N] [--cpu-profile FILE] [--replica URL]`
// --replica: a streaming replica of DATABASE_URL's server (its URL, any database): the server's
// lag-tolerant reads (the search routes) go there, as with DATABASE_REPLICA_URL (decision 071).
// Generates a synthetic catalogue (default 1,000,000 dishes, chefs = dishes / 10, across 20
// US cities) into a database `potluck_bench_<N>` on the PostgreSQL server at DATABASE_URL (or an
// in-memory PGlite with --pglite), times the search API's own service calls (the SQL the
// routes run), prints p50/p95/p99 and each query's plan, then loads POST /search/foods over
// HTTP with 50 connections (autocannon, in a worker thread: http-load.mjs). Last line, for
// comparing runs:
//   bench:search dishes=N db_p95_ms=X quick_p95_ms=Q http_rps=Y http_p95_ms=Z statements_per_search=S
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import {
  chefSearchBodySchema,
  foodSearchBodySchema,
  markersQuerySchema,
  quickFoodSearchBodySchema,
} from '../../src/contracts/search.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { AppContext } from '../../src/server/context.ts';
import {
  openPglite,
  pgliteHandle,
  postgresHandle,
  type DatabaseHandle,
} from '../../src/server/db/client.ts';
import { migratePgliteDatabase } from '../../src/server/db/migrate.ts';
import { systemClock } from '../../src/server/providers/clock/clock.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { InProcessEventBus } from '../../src/server/realtime/event-bus.ts';
import { withStreamRooms } from '../../src/server/realtime/stream-rooms.ts';
import { mapMarkers, planMarkers } from '../../src/server/modules/search/map-markers.service.ts';
import {
  planChefSearch,
  searchChefs,
} from '../../src/server/modules/search/search-chefs.service.ts';
import {
  planFoodSearch,
  quickSearchFoods,
  searchFoods,
} from '../../src/server/modules/search/search-foods.service.ts';
import { databaseUrlFor } from '../../src/server/test/database-url.ts';
import { catalogueDatabase } from './catalogue-database.ts';
import { BENCH_CITIES, generateCatalogue } from './generate-catalogue.ts';
import { load } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    dishes: { type: 'string', default: '1000000' },
    pglite: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
    /** pg pool size for the server runs; default: the production pool (openDatabase). */
    pool: { type: 'string' },
    /** Database name on the server (default potluck_bench_<N>), e.g. one per engineer. */
    database: { type: 'string' },
    /** Only the HTTP load (skips the per-query timings; db_p95_ms is then n/a). */
    'http-only': { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    /** Write a CPU profile of the server's thread during the HTTP load to this file. */
    'cpu-profile': { type: 'string' },
    /** A streaming replica of DATABASE_URL's server: search reads there (decision 071). */
    replica: { type: 'string' },
  },
});
const dishes = Number(args.dishes);
const chefs = Math.max(100, Math.round(dishes / 10));
const iterations = Number(args.iterations);
/** One database per catalogue size, so runs at different sizes do not regenerate each other. */
const BENCH_DB = args.database ?? `potluck_bench_${dishes}`;
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB))
  throw new Error(`--database: not a plain name: ${BENCH_DB}`);

let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const nearCity = () => {
  const [, lat, lon] = pick(BENCH_CITIES);
  return { lat: lat + (random() - 0.5) * 0.1, lon: lon + (random() - 0.5) * 0.1 };
};
const WORDS = ['curry', 'tacos', 'ramen', 'lasgna', 'dumplings', 'smoky', 'chiken', 'salad'];

/** Waits until the replica has replayed everything the primary wrote (the catalogue). */
async function waitForReplay(primaryUrl: string, replicaUrl: string): Promise<void> {
  const one = async (url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows[0] as Record<string, unknown>;
    } finally {
      await client.end();
    }
  };
  const { lsn } = await one(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
  const started = Date.now();
  for (;;) {
    const row = await one(replicaUrl, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught', [
      lsn,
    ]);
    if (row.caught === true) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(
    `bench: replica replayed the catalogue (${Date.now() - started} ms wait); the CPU per search below counts the primary's backends only`,
  );
}

async function openBenchDatabase(): Promise<DatabaseHandle> {
  if (args.pglite) {
    const client = await openPglite();
    await migratePgliteDatabase(client);
    const handle = pgliteHandle(client);
    await generateCatalogue(handle.db, { dishes, chefs, log: console.log });
    return handle;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set DATABASE_URL (a PostgreSQL server) or pass --pglite');
  const { url, reuse } = await catalogueDatabase(serverUrl, BENCH_DB, dishes, {
    fresh: Boolean(args.fresh),
  });
  // The production pool size (openDatabase) unless --pool, so HTTP figures are the server's own.
  const replicaUrl = args.replica ? databaseUrlFor(args.replica, BENCH_DB) : undefined;
  const handle = postgresHandle(url, args.pool ? Number(args.pool) : undefined, replicaUrl);
  if (reuse) console.log(`bench: reusing ${BENCH_DB} with ${dishes} dishes`);
  else await generateCatalogue(handle.db, { dishes, chefs, log: console.log });
  if (replicaUrl) await waitForReplay(url, replicaUrl);
  return handle;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function explain(ctx: AppContext, statement: SQL): Promise<string> {
  const res = (await ctx.db.execute(sql`explain ${statement}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return res.rows
    .map((r) => r['QUERY PLAN'])
    .filter((line) => /Scan|Limit|Sort|Aggregate|Join|Nested/.test(line))
    .slice(0, 10)
    .map((line) => `      ${line.trim()}`)
    .join('\n');
}

async function time(name: string, run: () => Promise<unknown>, plan: () => Promise<string>) {
  for (let i = 0; i < 10; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p));
  console.log(
    `  ${name.padEnd(26)} p50 ${p50!.toFixed(2).padStart(7)} ms  p95 ${p95!.toFixed(2).padStart(7)} ms  p99 ${p99!.toFixed(2).padStart(7)} ms`,
  );
  console.log(await plan());
  return { p50: p50!, p95: p95!, p99: p99! };
}

/** What http-load.mjs (the load worker) takes and answers. */
interface HttpLoadInput {
  url: string;
  origin: string;
  connections: number;
  durationSeconds: number;
  cities: ReadonlyArray<readonly [string, number, number]>;
  words: readonly string[];
}
interface HttpLoadResult {
  rps: number;
  /** Requests answered (the denominator of statements per search). */
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const handle = await openBenchDatabase();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.tmp/bench',
  RATE_LIMIT_SCALE: '1000000',
  PUBLIC_BASE_URL: 'http://localhost:3000',
});
const ctx: AppContext = {
  config,
  database: handle,
  db: handle.db,
  clock: systemClock,
  ...createProviders(config, handle.db, systemClock),
  ...withStreamRooms(new InProcessEventBus()),
};
const now = () => ctx.clock.now();

const combined = (from: number) => () =>
  foodSearchBodySchema.parse({
    text: pick(WORDS),
    priceMaxCents: 3000,
    availableOnly: true,
    distanceKm: 5,
    from,
    location: nearCity(),
  });
const nearest = () => foodSearchBodySchema.parse({ location: nearCity(), distanceKm: 5 });
/** The top bar's search as a person types: the first letters of a word (2 to all of them). */
const typing = () => {
  const word = pick(WORDS);
  return quickFoodSearchBodySchema.parse({
    text: word.slice(0, 2 + Math.floor(random() * (word.length - 1))),
    location: nearCity(),
  });
};
const chefByName = () =>
  chefSearchBodySchema.parse({
    text: `chef ${1 + Math.floor(random() * chefs)}`,
    location: nearCity(),
  });
const chefByHandle = () =>
  chefSearchBodySchema.parse({
    text: `@benchchef${1 + Math.floor(random() * chefs)}`,
    location: nearCity(),
  });
const box = (zoom: number, halfDeg: number) => () => {
  const c = nearCity();
  return markersQuerySchema.parse({
    north: c.lat + halfDeg,
    south: c.lat - halfDeg,
    east: c.lon + halfDeg * 1.4,
    west: c.lon - halfDeg * 1.4,
    zoom,
  });
};

/** The machine's load while measuring (runs on a shared machine are only comparable with it). */
console.log(
  `\nbench:search on ${handle.kind}, ${dishes} dishes, ${chefs} chefs, ${iterations} runs each, ${load()}`,
);
const results: Record<string, { p50: number; p95: number; p99: number }> = {};
const none = { p50: NaN, p95: NaN, p99: NaN };
async function timeQueries(): Promise<void> {
  const foodCase = (name: string, make: () => ReturnType<typeof nearest>) =>
    time(
      name,
      () => searchFoods(ctx, make()),
      () => {
        const q = make();
        return explain(ctx, planFoodSearch(q, q.location!, now()).page);
      },
    );
  results.foodsCombinedPage1 = await foodCase('foods text+filters page 1', combined(0));
  results.foodsCombinedPage5 = await foodCase('foods text+filters page 5', combined(48));
  results.foodsNearest = await foodCase('foods nearest page 1', nearest);
  results.foodsQuick = await time(
    'foods quick (as typed, 5)',
    () => quickSearchFoods(ctx, typing()),
    () => {
      const q = typing();
      return explain(ctx, planFoodSearch({ ...q, size: 5, from: 0 }, q.location!, now()).page);
    },
  );
  const chefCase = (name: string, make: () => ReturnType<typeof chefByName>) =>
    time(
      name,
      () => searchChefs(ctx, make()),
      () => {
        const q = make();
        return explain(ctx, planChefSearch(q, q.location!).page);
      },
    );
  results.chefsByName = await chefCase('chefs by name', chefByName);
  results.chefsByHandle = await chefCase('chefs by @handle', chefByHandle);
  const markerCase = (name: string, make: () => ReturnType<ReturnType<typeof box>>) =>
    time(
      name,
      () => mapMarkers(ctx, make()),
      () => explain(ctx, planMarkers(make(), now()).statement),
    );
  results.markersZoom14 = await markerCase('markers zoom 14', box(14, 0.02));
  results.markersZoom10 = await markerCase('markers zoom 10 (clustered)', box(10, 0.3));
}
if (args['http-only']) console.log('  --http-only: per-query timings skipped');
else await timeQueries();

const dbP95 = Math.max(
  (results.foodsCombinedPage1 ?? none).p95,
  (results.foodsCombinedPage5 ?? none).p95,
);
const quickP95 = (results.foodsQuick ?? none).p95;
const fixed = (n: number, digits: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

/**
 * Statements sent to PostgreSQL while `run` runs, from any pooled connection (every query goes
 * through pg.Client#query, inside a transaction or not).
 */
async function countingStatements<T>(
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  let statements = 0;
  proto.query = function counted(this: unknown, ...a: unknown[]) {
    statements += 1;
    return original.apply(this, a);
  };
  try {
    return { result: await run(), statements };
  } finally {
    proto.query = original;
  }
}

/** CPU seconds of /proc/<pid>/task/<tid>/stat or /proc/<pid>/stat (utime + stime), 0 if gone. */
function cpuSecondsOf(statPath: string): number {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: split after it.
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime at CLK_TCK 100
  } catch {
    return 0;
  }
}
const threadIds = () => readdirSync('/proc/self/task');

/**
 * CPU spent, per thread of this process that existed before the load worker started (the
 * server: its event loop, GC and libuv threads) and per PostgreSQL backend of the bench
 * database. CPU time per search survives a busy machine better than throughput does.
 */
async function cpuSnapshot(serverThreads: readonly string[]) {
  const backends = (
    await new Promise<{ pid: number }[]>((resolve, reject) => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      admin
        .connect()
        .then(() => admin.query('select pid from pg_stat_activity where datname = $1', [BENCH_DB]))
        .then((r) => resolve(r.rows as { pid: number }[]), reject)
        .finally(() => void admin.end());
    })
  ).map((r) => r.pid);
  return {
    eventLoop: cpuSecondsOf(`/proc/self/task/${process.pid}/stat`),
    server: serverThreads.reduce((sum, t) => sum + cpuSecondsOf(`/proc/self/task/${t}/stat`), 0),
    backends: new Map(backends.map((pid) => [pid, cpuSecondsOf(`/proc/${pid}/stat`)])),
  };
}
type CpuSnapshot = Awaited<ReturnType<typeof cpuSnapshot>>;
function cpuPerSearchMs(before: CpuSnapshot, after: CpuSnapshot, searches: number) {
  let database = 0;
  for (const [pid, seconds] of after.backends)
    database += seconds - (before.backends.get(pid) ?? 0);
  const per = (seconds: number) => (seconds * 1000) / Math.max(1, searches);
  return {
    eventLoop: per(after.eventLoop - before.eventLoop),
    server: per(after.server - before.server),
    database: per(database),
  };
}

let httpRps = NaN;
let httpP95 = NaN;
let statementsPerSearch = NaN;
let cpu = { eventLoop: NaN, server: NaN, database: NaN };
if (!args.pglite) {
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The load generator runs in a worker thread, off the server's event loop.
  const load: HttpLoadInput = {
    url: `http://127.0.0.1:${port}/api/v1/search/foods`,
    origin: 'http://localhost:3000',
    connections: Number(args.connections),
    durationSeconds: Number(args.duration),
    cities: BENCH_CITIES,
    words: WORDS,
  };
  const serverThreads = threadIds();
  const profiler = args['cpu-profile'] ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpuBefore = await cpuSnapshot(serverThreads);
  const worker = new Worker(new URL('./http-load.mjs', import.meta.url), { workerData: load });
  const { result, statements } = await countingStatements(
    () =>
      new Promise<HttpLoadResult>((resolve, reject) => {
        worker.on('message', (m: { type?: string } & HttpLoadResult) => {
          if (m.type === 'bench-http-result') resolve(m);
        });
        worker.once('error', reject);
      }),
  );
  // Before the pool's idle connections close (10 s), so every backend that served is counted.
  const cpuAfter = await cpuSnapshot(serverThreads);
  if (profiler && args['cpu-profile']) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(args['cpu-profile'], JSON.stringify(profile));
    profiler.disconnect();
  }
  await worker.terminate();
  statementsPerSearch = statements / Math.max(1, result.requests);
  cpu = cpuPerSearchMs(cpuBefore, cpuAfter, result.requests);
  await app.close();
  httpRps = result.rps;
  httpP95 = result.p95;
  console.log(
    `\n  HTTP POST /api/v1/search/foods, ${args.connections} connections, ${args.duration} s (load from a worker thread): ${httpRps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${httpP95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, non-2xx ${result.non2xx}, ${statementsPerSearch.toFixed(2)} statements per search`,
  );
  console.log(
    `  CPU per search: server event loop ${cpu.eventLoop.toFixed(2)} ms, server process (without the load thread) ${cpu.server.toFixed(2)} ms, PostgreSQL backends ${cpu.database.toFixed(2)} ms`,
  );
}
await handle.close();
console.log(`  finished, ${load()}`);
console.log(
  `bench:search dishes=${dishes} db_p95_ms=${fixed(dbP95, 2)} quick_p95_ms=${fixed(quickP95, 2)} http_rps=${fixed(httpRps, 0)} http_p95_ms=${fixed(httpP95, 1)} statements_per_search=${fixed(statementsPerSearch, 2)} cpu_ms_per_search=${fixed(cpu.server, 2)}+${fixed(cpu.database, 2)}`,
);
