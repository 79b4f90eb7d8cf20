// `npm run bench:fanout -- [--followers N] [--keep]`, `npm run bench:fanout:fault` (= --fault)
// (issue 13 point 3, decision 044). Prepares a fresh database `potluck_bench_fanout` on the
// PostgreSQL server at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) with
// one chef and N followers (default 100,000), generated set-based with a mix of settings: the
// app for all, e-mail for every second follower, a subscribed browser for every third (whose
// endpoint is a local push service started here). Then, with a job runner working the fan-out
// queue as in production, times ONE follower alert from the chef's call to the last push:
//   bench:fanout followers=N request_ms=X inapp_s=Y per_s=Z push_p95_s=W duplicates=D
// request_ms: raiseFollowerAlert, what the chef's request adds (the alert row and the job);
// inapp_s: from the call until every follower's in-app notification is committed (polled: the
// followers who see the alert in their notifications list, decision 046); live_s (on the
// detail line): until every follower's open pages were told (the live event);
// push_p95_s: from the call to the arrival of 95 % of the pushes at the push service
// (encrypted and VAPID-signed by the real web-push provider); duplicates: in-app
// notifications, e-mails and pushes received more than once per follower.
// --fault: the fan-out (run in this process) is stopped by an error once half the e-mails are
// sent, after its insert committed; a second run (the retry) finishes; duplicates must stay 0.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import type { AppContext } from '../../src/server/context.ts';
import { postgresHandle, queryRows } from '../../src/server/db/client.ts';
import { startJobRunner } from '../../src/server/jobs/job-runner.ts';
import {
  alertById,
  alertInAppAudience,
} from '../../src/server/modules/followeralerts/follower-alerts-queries.ts';
import {
  FAN_OUT_JOB,
  fanOutFollowerAlert,
  fanOutJob,
  raiseFollowerAlert,
} from '../../src/server/modules/followeralerts/follower-alerts.service.ts';
import { systemClock } from '../../src/server/providers/clock/clock.ts';
import { createProviders } from '../../src/server/providers/create-providers.ts';
import { InProcessEventBus } from '../../src/server/realtime/event-bus.ts';
import { withStreamRooms } from '../../src/server/realtime/stream-rooms.ts';
import { dropDatabase, freshDatabase, md5Uuid } from '../payouts/generate-payouts.ts';
import { load, log, sleep } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    followers: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'potluck_bench_fanout' },
    fault: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const FOLLOWERS = Number(args.followers);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHEF_ID = md5Uuid('bench-fanout-chef');

/** The local push service: when each push arrived, by path (one path per browser). */
function startPushService() {
  const arrivals = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const at = performance.now();
    const list = arrivals.get(req.url ?? '') ?? [];
    list.push(at);
    arrivals.set(req.url ?? '', list);
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  server.keepAliveTimeout = 60_000;
  return { server, arrivals };
}

async function generate(ctx: AppContext, followers: number, pushPort: number) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await ctx.db.execute(sql`
    insert into users (id, email, password_hash) values (${CHEF_ID}, 'chef@bench.invalid', 'x');
    `);
  await ctx.db.execute(sql`
    insert into profiles (id, name, type, business_name, approval_status, profile_status)
    values (${CHEF_ID}, 'Bench Chef', 'chef', 'Bench Kitchen', 'approved', 'public')`);
  // Followers, their settings, the follows and the browsers: one statement each.
  await ctx.db.execute(sql`
    insert into users (id, email, password_hash)
    select md5('bench-follower-' || i)::uuid, 'f' || i || '@bench.invalid', 'x'
    from generate_series(1, ${followers}) i`);
  await ctx.db.execute(sql`
    insert into profiles (id, name) select md5('bench-follower-' || i)::uuid, 'Follower ' || i
    from generate_series(1, ${followers}) i`);
  await ctx.db.execute(sql`
    insert into user_settings (user_id, notification_channels, notifications_configured_at)
    select md5('bench-follower-' || i)::uuid,
      jsonb_build_object('followed_chefs',
        jsonb_build_object('app', true, 'email', i % 2 = 0, 'text', false)),
      now()
    from generate_series(1, ${followers}) i`);
  await ctx.db.execute(sql`
    insert into followings (from_user_id, to_user_id)
    select md5('bench-follower-' || i)::uuid, ${CHEF_ID}::uuid from generate_series(1, ${followers}) i`);
  await ctx.db.execute(sql`
    insert into push_tokens (user_id, platform, token, p256dh, auth)
    select md5('bench-follower-' || i)::uuid, 'web',
      ${`http://127.0.0.1:${pushPort}/push/`} || i, ${p256dh}, ${auth}
    from generate_series(1, ${followers}) i where i % 3 = 0`);
  await ctx.db.execute(sql`analyze`);
}

async function scalar(ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.db, query);
  return Number(row?.n ?? 0);
}

const url = await freshDatabase(SERVER_URL, args.database!);
const handle = postgresHandle(url);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.tmp/bench-fanout',
  DATABASE_URL: url,
  PUBLIC_BASE_URL: 'http://127.0.0.1:39433',
  PUSH_PROVIDER: 'webpush',
});
const ctx: AppContext = {
  config,
  database: handle,
  db: handle.db,
  clock: systemClock,
  ...createProviders(config, handle.db, systemClock),
  ...withStreamRooms(new InProcessEventBus()),
};
// Every follower told live: when the last of them was named in a notification.created event.
const toldLive = new Set<string>();
let liveMs = NaN;
let t0 = NaN;
ctx.events.subscribe((userIds, event) => {
  if (event.type !== 'notification.created') return;
  for (const id of userIds) toldLive.add(id);
  if (toldLive.size >= FOLLOWERS && Number.isNaN(liveMs)) liveMs = performance.now() - t0;
});
const push = startPushService();
await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
const pushPort = (push.server.address() as AddressInfo).port;

const genStart = performance.now();
await generate(ctx, FOLLOWERS, pushPort);
const devices = await scalar(ctx, sql`select count(*) as n from push_tokens`);
const mailers = await scalar(
  ctx,
  sql`select count(*) as n from user_settings where (notification_channels -> 'followed_chefs' ->> 'email')::boolean`,
);
log(
  `generated followers=${FOLLOWERS} email=${mailers} browsers=${devices} in ${((performance.now() - genStart) / 1000).toFixed(1)} s`,
);

let faultThrown = false;
/** When the first fan-out run started, for the in-app line (pick-up vs insert). */
let jobStartedAt = NaN;
const runner = await startJobRunner(ctx, {
  log: { info: () => undefined, warn: () => undefined, error: (o, m) => console.error(m, o) },
  jobs: [
    {
      name: FAN_OUT_JOB,
      // --fault: the first run dies half way through the e-mails; pg-boss retries it.
      run: (c, data) => {
        if (Number.isNaN(jobStartedAt)) jobStartedAt = performance.now();
        return args.fault && !faultThrown
          ? fanOutFollowerAlert(c, (data as { alertId: string }).alertId, {
              afterBatch: (sent) => {
                if (!faultThrown && sent >= mailers / 2) {
                  faultThrown = true;
                  throw new Error('killed half way');
                }
              },
            })
          : fanOutJob(c, data);
      },
      retryDelaySeconds: 1,
      // As the production queue (scheduled-jobs.ts): an expired run is retried, and the retry
      // sends no e-mail or push twice, so a too-short expiry loses the rest of them.
      expireInSeconds: 15 * 60,
      retryLimit: 3,
    },
  ],
  pollingIntervalSeconds: 0.5,
});
// Let the worker settle into its polling before the clock starts.
await sleep(1_000);

const load0 = load();
t0 = performance.now();
const raised = await raiseFollowerAlert(ctx, {
  chefId: CHEF_ID,
  kind: 'new_dish',
  subjectId: md5Uuid('bench-fanout-dish'),
  subject: 'Bench dumplings',
});
const requestMs = performance.now() - t0;
if (!raised?.jobId) throw new Error('the alert was not queued');
const alert = await alertById(ctx.db, raised.alertId);
if (!alert) throw new Error('the alert was not recorded');

let inappMs = NaN;
let inApp: string[];
for (;;) {
  inApp = await alertInAppAudience(ctx.db, alert);
  if (inApp.length >= FOLLOWERS) {
    inappMs = performance.now() - t0;
    break;
  }
  if (performance.now() - t0 > 120_000) break;
  await sleep(100);
}
log(
  `  in-app committed: request_ms=${requestMs.toFixed(1)} inapp_s=${(inappMs / 1000).toFixed(2)} (the job started ${(jobStartedAt - t0).toFixed(0)} ms after the call; ${load()}); waiting for the pushes and e-mails`,
);
// Pushes and e-mails: until the alert is stamped (the retry's, under --fault).
for (;;) {
  const done = await scalar(
    ctx,
    sql`select count(*) as n from follower_alerts where id = ${raised.alertId} and fanned_out_at is not null`,
  );
  if (done === 1 || performance.now() - t0 > 600_000) break;
  await sleep(200);
}
const totalMs = performance.now() - t0;

const arrivals = [...push.arrivals.values()];
const firstArrivals = arrivals.map((list) => list[0]! - t0).sort((a, b) => a - b);
const p95 =
  firstArrivals.length === 0
    ? NaN
    : firstArrivals[
        Math.min(firstArrivals.length - 1, Math.ceil(firstArrivals.length * 0.95) - 1)
      ]!;
const duplicateNotifications = inApp.length - new Set(inApp).size;
const duplicateMails = await scalar(
  ctx,
  sql`select coalesce(sum(c - 1), 0) as n from (select count(*) as c from mail_outbox group by to_address) m`,
);
const mailsSent = await scalar(ctx, sql`select count(*) as n from mail_outbox`);
const duplicatePushes = arrivals.reduce((sum, list) => sum + list.length - 1, 0);
const duplicates = duplicateNotifications + duplicateMails + duplicatePushes;

log(
  `bench:fanout${args.fault ? ':fault' : ''} followers=${FOLLOWERS} request_ms=${requestMs.toFixed(1)} inapp_s=${(inappMs / 1000).toFixed(2)} per_s=${Math.round(FOLLOWERS / (inappMs / 1000))} push_p95_s=${(p95 / 1000).toFixed(2)} duplicates=${duplicates}`,
);
log(
  `  live_s=${(liveMs / 1000).toFixed(2)} told live=${toldLive.size}; pushes received=${firstArrivals.length}/${devices} e-mails=${mailsSent}/${mailers} all done in ${(totalMs / 1000).toFixed(1)} s (duplicates: notifications ${duplicateNotifications}, e-mails ${duplicateMails}, pushes ${duplicatePushes})${args.fault ? `; the first run was stopped half way: ${faultThrown ? 'yes' : 'NO'}` : ''}`,
);
log(`  before: ${load0}; after: ${load()}`);

await runner.stop();
push.server.close();
await handle.close();
if (!args.keep) await dropDatabase(SERVER_URL, args.database!);
