// `npm run bench:search -- [--dishes N] [--pglite]`
// Generates a synthetic catalogue (default 1,000,000 dishes, chefs = dishes / 10, across 20
// US cities) into a database `potluck_bench` on the PostgreSQL server at DATABASE_URL (or an
// in-memory PGlite with --pglite), times the search API's own service calls (the SQL the
// routes run), prints p50/p95/p99 and each query's plan, then loads POST /search/foods over
// HTTP with 50 connections (autocannon). Last line, for comparing runs:
//   bench:search dishes=N db_p95_ms=X http_rps=Y http_p95_ms=Z
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import {
  chefSearchBodySchema,
  foodSearchBodySchema,
  markersQuerySchema,
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
import { mapMarkers, planMarkers } from '../../src/server/modules/search/map-markers.service.ts';
import {
  planChefSearch,
  searchChefs,
} from '../../src/server/modules/search/search-chefs.service.ts';
import {
  planFoodSearch,
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
  },
});
const dishes = Number(args.dishes);
const chefs = Math.max(100, Math.round(dishes / 10));
const iterations = Number(args.iterations);
const BENCH_DB = 'potluck_bench';

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
    await migratePostgresDatabase(url);
  }
  await admin.end();
  const handle = postgresHandle(url, 20);
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
    .slice(0, 6)
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

console.log(
  `\nbench:search on ${handle.kind}, ${dishes} dishes, ${chefs} chefs, ${iterations} runs each`,
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
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}/api/v1/search/foods`,
        connections: 50,
        duration: Number(args.duration),
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(combined(0)()) }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  await app.close();
  latencies.sort((a, b) => a - b);
  httpRps = result.requests.average;
  httpP95 = percentile(latencies, 95);
  const non2xx = result.non2xx;
  console.log(
    `\n  HTTP POST /api/v1/search/foods, 50 connections, ${args.duration} s: ${httpRps.toFixed(0)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${httpP95.toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${result.errors}, non-2xx ${non2xx}`,
  );
}
await handle.close();
console.log(
  `bench:search dishes=${dishes} db_p95_ms=${dbP95.toFixed(2)} http_rps=${Number.isNaN(httpRps) ? 'n/a' : httpRps.toFixed(0)} http_p95_ms=${Number.isNaN(httpP95) ? 'n/a' : httpP95.toFixed(1)}`,
);
