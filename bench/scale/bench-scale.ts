// `npm run bench:scale -- [--dishes N] [--database NAME] [--duration S] [--connections N]`
// Scale-out on one machine (issue 17 point 7, decision 070): two real server processes
// (`node --import tsx src/server/main.ts`, what `npm start` runs) on one PostgreSQL database
// holding bench:search's synthetic catalogue (generated here if missing), behind HAProxy
// (round-robin, a config in a temp dir, started and stopped here). It measures
//   1. bench:search's HTTP load (POST /search/foods, 50 connections, the same worker) against
//      one instance, then against both through the balancer, and prints the ratio;
//   2. that the timed jobs both instances schedule ran once per tick: every pg-boss job created
//      during the run, per queue and minute (per hour for hourly ones), at most one.
// The cross-instance behaviour of sessions, carts, checkout, live updates, messages, follower
// alerts and streams is proven in `npm test` (src/server/scale-out.test.ts) on the same setup.
// Last line, for comparing runs:
//   bench:scale dishes=N one_rps=X two_rps=Y ratio=R two_p95_ms=Z cron_duplicates=D load=L
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { postgresHandle } from '../../src/server/db/client.ts';
import { SCHEDULED_JOBS } from '../../src/server/jobs/scheduled-jobs.ts';
import { SERVED_BY_HEADER, startHaproxy } from '../../src/server/test/haproxy.ts';
import { startServer, type RunningServer } from '../checkout/server-process.ts';
import { catalogueDatabase } from '../search/catalogue-database.ts';
import { BENCH_CITIES, generateCatalogue } from '../search/generate-catalogue.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    dishes: { type: 'string', default: '100000' },
    database: { type: 'string' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    /** First port: the balancer; the instances take the next four (HTTP and RTMP each). */
    port: { type: 'string', default: '4710' },
  },
});
const dishes = Number(args.dishes);
const chefs = Math.max(100, Math.round(dishes / 10));
const BENCH_DB = args.database ?? `potluck_scale_${dishes}`;
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DB)) throw new Error(`--database: not a plain name`);
const basePort = Number(args.port);
const WORDS = ['curry', 'tacos', 'ramen', 'lasgna', 'dumplings', 'smoky', 'chiken', 'salad'];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function benchCatalogue(): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set DATABASE_URL (a PostgreSQL server)');
  const { url, reuse } = await catalogueDatabase(serverUrl, BENCH_DB, dishes);
  if (reuse) console.log(`bench:scale: reusing ${BENCH_DB} with ${dishes} dishes`);
  else {
    const handle = postgresHandle(url);
    await generateCatalogue(handle.db, { dishes, chefs, log: console.log });
    await handle.close();
  }
  return url;
}

interface HttpLoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** bench:search's load worker (http-load.mjs) against `url`, off this thread. */
async function searchLoad(url: string, origin: string): Promise<HttpLoadResult> {
  const worker = new Worker(new URL('../search/http-load.mjs', import.meta.url), {
    workerData: {
      url,
      origin,
      connections: Number(args.connections),
      durationSeconds: Number(args.duration),
      cities: BENCH_CITIES,
      words: WORDS,
    },
  });
  const result = await new Promise<HttpLoadResult>((resolve, reject) => {
    worker.on('message', (m: { type?: string } & HttpLoadResult) => {
      if (m.type === 'bench-http-result') resolve(m);
    });
    worker.once('error', reject);
  });
  await worker.terminate();
  return result;
}

const describeRun = (name: string, r: HttpLoadResult) =>
  `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  (load average ${load()})`;

const url = await benchCatalogue();
const balancerPort = basePort;
const publicBaseUrl = `http://127.0.0.1:${balancerPort}`;
const startedAt = new Date();
console.log(
  `\nbench:scale: ${dishes} dishes in ${BENCH_DB}; starting two instances (load average ${load()})`,
);
// One after the other: on a busy machine two boots at once may outlast the start timeout.
const servers: RunningServer[] = [];
for (const i of [1, 2]) {
  servers.push(
    await startServer({
      databaseUrl: url,
      port: basePort + 2 * i - 1,
      logFile: path.join(ROOT, `.tmp/bench-scale/server-${i}.log`),
      // A boot on a busy machine compiles for a minute or more (it took 53 s at load average 16).
      readyTimeoutMs: 300_000,
      env: {
        // Both answer for the balancer's address, as behind a real one.
        PUBLIC_BASE_URL: publicBaseUrl,
        RTMP_PORT: String(basePort + 2 * i),
        DATA_DIR: path.join(ROOT, `.tmp/bench-scale/data-${i}`),
        WEB_DIR: path.join(ROOT, '.tmp/bench-scale/no-web'),
      },
    }),
  );
}
const [first] = servers as [RunningServer, RunningServer];
const balancer = await startHaproxy(balancerPort, [
  { name: 'a', port: basePort + 1 },
  { name: 'b', port: basePort + 3 },
]);
let cronDuplicates: number;
let one: HttpLoadResult;
let two: HttpLoadResult;
try {
  const served = new Set<string | null>();
  for (let i = 0; i < 4; i += 1) {
    const res = await fetch(`${balancer.baseUrl}/api/v1/health`);
    served.add(res.headers.get(SERVED_BY_HEADER));
  }
  console.log(`  the balancer answers from: ${[...served].sort().join(', ')}`);
  // Warm both (statement plans, JIT) before measuring either.
  await searchLoad(`${balancer.baseUrl}/api/v1/search/foods`, publicBaseUrl);
  one = await searchLoad(`${first.baseUrl}/api/v1/search/foods`, publicBaseUrl);
  console.log(describeRun('one instance (direct)', one));
  two = await searchLoad(`${balancer.baseUrl}/api/v1/search/foods`, publicBaseUrl);
  console.log(describeRun('two instances behind HAProxy', two));
  const solo = await searchLoad(`${first.baseUrl}/api/v1/search/foods`, publicBaseUrl);
  console.log(describeRun('one instance again (direct)', solo));
  // The better of the two single runs: the ratio must not flatter the balancer.
  if (solo.rps > one.rps) one = solo;

  // Every cron tick of the run, per queue: created once, whichever instance ticked.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const cron = SCHEDULED_JOBS.filter((j) => j.cron);
  const ticks = await admin.query<{ name: string; slot: Date; jobs: number; completed: number }>(
    `select name, date_trunc(case when name = 'payouts.run' then 'hour' else 'minute' end,
                             created_on) as slot,
            count(*)::int as jobs,
            count(*) filter (where state = 'completed')::int as completed
       from pgboss.job
      where name = any($1) and created_on >= $2
      group by 1, 2 order by 2, 1`,
    [cron.map((j) => j.name), startedAt],
  );
  await admin.end();
  cronDuplicates = ticks.rows.filter((r) => r.jobs > 1).length;
  const minutes = new Set(ticks.rows.map((r) => r.slot.toISOString())).size;
  console.log(
    `  timed jobs: ${ticks.rows.length} ticks over ${minutes} time slots, ${ticks.rows.reduce((s, r) => s + r.completed, 0)} completed, ${cronDuplicates} slots with more than one job`,
  );
  for (const r of ticks.rows.filter((x) => x.jobs > 1)) {
    console.log(`    duplicate: ${r.name} at ${r.slot.toISOString()}: ${r.jobs} jobs`);
  }
} finally {
  await balancer.stop();
  await Promise.all(servers.map((s) => s.stop()));
}
const ratio = two.rps / one.rps;
console.log(`  ratio two/one: ${ratio.toFixed(2)}x (target >= 1.7x on an otherwise idle machine)`);
console.log(
  `bench:scale dishes=${dishes} one_rps=${one.rps.toFixed(0)} two_rps=${two.rps.toFixed(0)} ratio=${ratio.toFixed(2)} two_p95_ms=${two.p95.toFixed(1)} cron_duplicates=${cronDuplicates} load=${loadavg()[0]!.toFixed(2)}`,
);
if (cronDuplicates > 0) process.exitCode = 1;
