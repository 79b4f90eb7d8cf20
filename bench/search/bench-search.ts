// `npm run bench:search -- [--dishes N] [--pglite] [--fresh] [--iterations N] [--duration S] [--pool N]`
// Generates a synthetic catalogue (default 1,000,000 dishes, chefs = dishes / 10, across 20
// US cities) into a database `potluck_bench_<N>` on the PostgreSQL server at DATABASE_URL (or an
// in-memory PGlite with --pglite), times the search API's own service calls (the SQL the
// routes run), prints p50/p95/p99 and each query's plan, then loads POST /search/foods over
// HTTP with 50 connections (autocannon, in a worker thread: http-load.mjs). Last line, for
// comparing runs:
//   bench:search dishes=N db_p95_ms=X quick_p95_ms=Q http_rps=Y http_p95_ms=Z
import { loadavg } from 'node:os';
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
import { migratePgliteDatabase, migratePostgresDatabase } from '../../src/server/db/migrate.ts';
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
import { BENCH_CITIES, generateCatalogue } from './generate-catalogue.ts';

const { values: args } = parseArgs({
  options: {
    dishes: { type: 'string', default: '1000000' },
    pglite: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    fresh: { type: 'boolean', default: false },
    /** pg pool size for the server runs; default: the production pool (openDatabase). */
    pool: { type: 'string' },
  },
});
const dishes = Number(args.dishes);
const chefs = Math.max(100, Math.round(dishes / 10));
const iterations = Number(args.iterations);
/** One database per catalogue size, so runs at different sizes do not regenerate each other. */
const BENCH_DB = `potluck_bench_${dishes}`;

let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const nearCity = () => {
  const [, lat, lon] = pick(BENCH_CITIES);
  return { lat: lat + (random() - 0.5) * 0.1, lon: lon + (random() - 0.5) * 0.1 };
};
const WORDS = ['curry', 'tacos', 'ramen', 'lasgna', 'dumplings', 'smoky', 'chiken', 'salad'];

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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = databaseUrlFor(serverUrl, BENCH_DB);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]))
    .rowCount;
  let reuse = false;
  if (exists && !args.fresh) {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const n = await probe.query('select count(*)::int as n from dishes').catch(() => null);
    reuse = n?.rows[0]?.n === dishes;
    await probe.end();
  }
  if (!reuse) {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  await admin.end();
  // A reused catalogue still gets migrations added since it was generated (new indexes).
  await migratePostgresDatabase(url);
  // The production pool size (openDatabase) unless --pool, so HTTP figures are the server's own.
  const handle = args.pool ? postgresHandle(url, Number(args.pool)) : postgresHandle(url);
  if (reuse) console.log(`bench: reusing ${BENCH_DB} with ${dishes} dishes`);
  else await generateCatalogue(handle.db, { dishes, chefs, log: console.log });
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
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
console.log(
  `\nbench:search on ${handle.kind}, ${dishes} dishes, ${chefs} chefs, ${iterations} runs each, ${load()}`,
);
const results: Record<string, { p50: number; p95: number; p99: number }> = {};
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

const dbP95 = Math.max(results.foodsCombinedPage1.p95, results.foodsCombinedPage5.p95);

let httpRps = NaN;
let httpP95 = NaN;
if (!args.pglite) {
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // The load generator runs in a worker thread, off the server's event loop.
  const load: HttpLoadInput = {
    url: `http://127.0.0.1:${port}/api/v1/search/foods`,
    origin: 'http://localhost:3000',
    connections: 50,
    durationSeconds: Number(args.duration),
    cities: BENCH_CITIES,
    words: WORDS,
  };
  const worker = new Worker(new URL('./http-load.mjs', import.meta.url), { workerData: load });
  const result = await new Promise<HttpLoadResult>((resolve, reject) => {
    worker.on('message', (m: { type?: string } & HttpLoadResult) => {
      if (m.type === 'bench-http-result') resolve(m);
    });
    worker.once('error', reject);
  });
  await worker.terminate();
  await app.close();
  httpRps = result.rps;
  httpP95 = result.p95;
  console.log(
    `\n  HTTP POST /api/v1/search/foods, 50 connections, ${args.duration} s (load from a worker thread): ${httpRps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${httpP95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
}
await handle.close();
console.log(`  finished, ${load()}`);
console.log(
  `bench:search dishes=${dishes} db_p95_ms=${dbP95.toFixed(2)} quick_p95_ms=${results.foodsQuick.p95.toFixed(2)} http_rps=${Number.isNaN(httpRps) ? 'n/a' : httpRps.toFixed(0)} http_p95_ms=${Number.isNaN(httpP95) ? 'n/a' : httpP95.toFixed(1)}`,
);
