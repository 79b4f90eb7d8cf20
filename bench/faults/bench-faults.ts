// `npm run bench:faults -- [--buyers N] [--units U] [--kill-after K] [--followers F]
//   [--payout-chefs C] [--payout-orders O] [--port P] [--rtmp-port R] [--keep]`
// (issue 17 point 6, decision 069). The real server, SIGKILLed under mixed load and restarted,
// loses nothing and duplicates nothing. On a fresh database `hf_bench_faults` on the PostgreSQL
// server at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): the checkout
// bench's chef, dish (U portions, default 300) and N buyers (default 600) with a session, a
// card and the dish in their cart (bench/checkout/prepare.ts); the buyers and F more people
// (default 10,000) follow the chef; the payout bench's chefs with completed orders
// (bench/payouts/generate-payouts.ts); a live RTMP broadcast of the chef, published by ffmpeg's
// test pattern (bench/stream/source.ts). Starts the real server (bench/checkout/server-process.ts)
// with its job runner and RTMP ingest, then at once: a follower alert queued to its job
// runner, every buyer's checkout with duplicates (bench/checkout/buyers.ts), and a message from
// every buyer to the chef and a line in the broadcast's chat, spread over 15 s; once K / 2
// orders are in, a payout run. SIGKILL once K orders are committed (default U / 3), half the
// payout run's transfers are made or half the messages answered; restart. Then, as after a real crash: buyers without an
// answer retry with their key, the source publishes again, and the sweeps run as their next
// tick would (orphaned holds, the next hourly payout run, the follower-alert sweep, the
// end-lost sweep once the source stops). Audit: every acknowledged order, message and chat
// line exists exactly once and nothing unacknowledged twice; no half-made order, no orphaned
// hold; payouts balanced, nobody paid twice or lost; each follower alerted once; the broadcast
// ended cleanly by the end-lost sweep. Last line:
//   bench:faults killed_at_ms=… orders=… messages=… chat=… payout_chefs_paid=… alerted=… lost=0 duplicated=0 half_made=0 orphan_holds=0 stream=ended invariant=ok|broken
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { liveStreams, streamKeys } from '../../src/server/db/schema/live-streams.ts';
import { orderItems } from '../../src/server/db/schema/orders.ts';
import { enqueueJob } from '../../src/server/jobs/job-queue.ts';
import {
  alertById,
  alertInAppAudience,
} from '../../src/server/modules/followeralerts/follower-alerts-queries.ts';
import {
  raiseFollowerAlert,
  sweepFollowerAlerts,
} from '../../src/server/modules/followeralerts/follower-alerts.service.ts';
import { sweepLostStreams } from '../../src/server/modules/livestreams/end-live-stream.service.ts';
import { hashStreamKey } from '../../src/server/modules/livestreams/stream-key.ts';
import { voidOrphanedHolds } from '../../src/server/modules/orders/orphaned-holds.ts';
import { runPayouts } from '../../src/server/modules/payouts/run-payouts.service.ts';
import type { Clock } from '../../src/server/providers/clock/clock.ts';
import { newStreamKey } from '../../src/server/providers/streams/local-streams.ts';
import { auditCheckout, halfMade, printAudit } from '../checkout/audit.ts';
import { checkout, CheckoutClient, finalOutcome, type BuyerRun } from '../checkout/buyers.ts';
import { prepareCheckoutBench } from '../checkout/prepare.ts';
import { startServer, type RunningServer } from '../checkout/server-process.ts';
import { balanced, chefMoney, payoutStates } from '../lib/payout-audit.ts';
import { dropDatabase, generateOrders, generatePeople } from '../payouts/generate-payouts.ts';
import { startSource, type Source } from '../stream/source.ts';
import { exitOnSignals, load, log, sleep } from '../lib/run.ts';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '600' },
    units: { type: 'string', default: '300' },
    /** SIGKILL once this many orders are committed (or half the payout transfers are made). */
    'kill-after': { type: 'string' },
    followers: { type: 'string', default: '10000' },
    'payout-chefs': { type: 'string', default: '1000' },
    'payout-orders': { type: 'string', default: '5000' },
    port: { type: 'string', default: '4610' },
    'rtmp-port': { type: 'string', default: '4635' },
    database: { type: 'string', default: 'hf_bench_faults' },
    keep: { type: 'boolean', default: false },
    /** Runs the server from another copy of the project (with node_modules), e.g. a clean worktree. */
    'server-root': { type: 'string' },
  },
});
const buyerCount = Number(args.buyers);
const units = Number(args.units);
const killAfter = Number(args['kill-after'] ?? Math.floor(units / 3));
const extraFollowers = Number(args.followers);
const payoutChefs = Number(args['payout-chefs']);
const payoutOrders = Number(args['payout-orders']);
const payoutKillAt = Math.floor(payoutChefs / 2);
/** Between one buyer's message and the next: 600 buyers talk over 15 s. */
const TALK_SPACING_MS = 25;
/** Orders committed before the payout run is queued: half-way to the kill. */
const payoutAfter = Math.max(1, Math.floor(killAfter / 2));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(args.port);
const rtmpPort = Number(args['rtmp-port']);
const baseUrl = `http://127.0.0.1:${port}`;
const logFile = path.resolve('.tmp/bench-faults/server.log');
const HOUR = 3_600_000;

exitOnSignals();
/** The bench's context with a clock `offsetMs` ahead: the next tick of a sweep after the crash. */
const later = (ctx: AppContext, offsetMs: number): AppContext => {
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  return { ...ctx, clock };
};
async function scalar(ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.db, query);
  return Number(row?.n ?? 0);
}

log(
  `bench:faults: ${buyerCount} buyers, ${units} units, SIGKILL after ${killAfter} orders or ${payoutKillAt} payout transfers; ${extraFollowers} more followers; ${payoutChefs} chefs to pay; ${load()}`,
);

// ---- Fixtures: the checkout bench's, then followers, chefs to pay and a live broadcast -----

const fx = await prepareCheckoutBench({
  serverUrl,
  database: args.database,
  buyers: buyerCount,
  warmupBuyers: 0,
  units,
  publicBaseUrl: baseUrl,
  log,
});
const ctx = fx.ctx;
const prepStart = Date.now();
await ctx.db.execute(sql`
  insert into followings (from_user_id, to_user_id)
  select u.id, ${fx.chefId}::uuid from users u where u.id <> ${fx.chefId}::uuid`);
await ctx.db.execute(sql`
  insert into users (id, email, password_hash)
  select md5('hf-follower-' || i)::uuid, 'hf-follower-' || i || '@bench.invalid', 'x'
  from generate_series(1, ${extraFollowers}) i`);
await ctx.db.execute(sql`
  insert into profiles (id, name) select md5('hf-follower-' || i)::uuid, 'Follower ' || i
  from generate_series(1, ${extraFollowers}) i`);
await ctx.db.execute(sql`
  insert into followings (from_user_id, to_user_id)
  select md5('hf-follower-' || i)::uuid, ${fx.chefId}::uuid from generate_series(1, ${extraFollowers}) i`);
const followers = await scalar(
  ctx,
  sql`select count(*) as n from followings where to_user_id = ${fx.chefId}`,
);
await generatePeople(ctx, payoutChefs, payoutChefs);
await generateOrders(ctx, {
  count: payoutOrders,
  chefs: payoutChefs,
  buyers: payoutChefs,
  seed: 17,
  ageMs: 26 * HOUR,
  refunds: true,
});
const streamKey = newStreamKey();
await ctx.db.insert(streamKeys).values({ chefId: fx.chefId, keyHash: hashStreamKey(streamKey) });
const [broadcast] = await ctx.db
  .insert(liveStreams)
  .values({
    chefId: fx.chefId,
    title: 'Fault broadcast',
    source: 'rtmp',
    provider: 'local',
    providerStreamId: `local-${fx.chefId}`,
  })
  .returning({ id: liveStreams.id });
await ctx.db.execute(sql`analyze`);
const balancedBefore = await balanced(ctx, log);
// The payout generator's completed orders have no status history or hold of their own (their
// money is in the ledger): the checkout audit's counts before the load are the baseline.
const baseline = halfMade(await auditCheckout(ctx.db, fx.dishId, units));
log(
  `  prepared: ${followers} followers of the chef, ${payoutChefs} chefs with ${payoutOrders} completed orders (ledger ${balancedBefore ? 'reconciles' : 'DOES NOT reconcile'}), a live RTMP broadcast, in ${((Date.now() - prepStart) / 1000).toFixed(1)} s`,
);

// ---- The server and the broadcast's source ----------------------------------------------

const start = () =>
  startServer({
    databaseUrl: fx.databaseUrl,
    port,
    logFile,
    root: args['server-root'] ? path.resolve(args['server-root']) : undefined,
    // A restart compiles the server again (tsx): minutes on a loaded 2-core machine.
    readyTimeoutMs: 300_000,
    env: {
      STREAMS_PROVIDER: 'local',
      RTMP_PORT: String(rtmpPort),
      DATA_DIR: path.resolve('.tmp/bench-faults'),
      WEB_DIR: path.resolve('.tmp/bench-faults/no-web'),
    },
  });
let server: RunningServer = await start();
log(
  `  server pid ${server.pid} on ${baseUrl}, RTMP on ${rtmpPort} (log: .tmp/bench-faults/server.log)`,
);
const publish = () =>
  startSource({
    rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`,
    size: '320x180',
    fps: 15,
    seconds: 600,
  });
let source: Source = publish();
const streamSeen = async () =>
  (await ctx.db.select().from(liveStreams).where(eq(liveStreams.id, broadcast!.id)))[0]!;
const mediaDeadline = Date.now() + 30_000;
while (!(await streamSeen()).mediaStartedAt && Date.now() < mediaDeadline) await sleep(250);
log(`  broadcast ${(await streamSeen()).mediaStartedAt ? 'has media' : 'has NO media yet'}`);
// Let the job runner finish starting (its queues exist once it polls).
await sleep(2_000);

// ---- Mixed load, SIGKILL, restart ---------------------------------------------------------

interface Sent {
  body: string;
  /** The id the server answered with; null = no answer (the server was killed). */
  id: string | null;
  status: number;
}

async function post(
  cookie: string,
  url: string,
  body: object,
): Promise<{ status: number; json: unknown }> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}

const run36 = Date.now().toString(36);
const messages: Sent[] = [];
const chat: Sent[] = [];
async function talk(i: number) {
  const buyer = fx.buyers[i]!;
  const dm = `fault message ${i} ${run36}`;
  const line = `fault chat ${i} ${run36}`;
  const [m, c] = await Promise.all([
    post(buyer.cookie, `/api/v1/messaging/threads/${threads[i]}/messages`, { body: dm }),
    post(buyer.cookie, `/api/v1/live-streams/${broadcast!.id}/chat`, { body: line }),
  ]);
  const mid = (m.json as { message?: { id?: string } } | null)?.message?.id ?? null;
  const cid = (c.json as { id?: string } | null)?.id ?? null;
  messages.push({
    body: dm,
    id: m.status === 200 || m.status === 201 ? mid : null,
    status: m.status,
  });
  chat.push({ body: line, id: c.status === 201 ? cid : null, status: c.status });
}

// Every buyer's conversation with the chef is open before the load (as on the order page).
const threads = await Promise.all(
  fx.buyers.map(async (buyer) => {
    const res = await post(buyer.cookie, `/api/v1/messaging/direct/${fx.chefId}`, {});
    const id = (res.json as { thread?: { id?: string } } | null)?.thread?.id;
    if (!id) throw new Error(`no thread with the chef (HTTP ${res.status})`);
    return id;
  }),
);

const alert = await raiseFollowerAlert(ctx, {
  chefId: fx.chefId,
  kind: 'new_dish',
  subjectId: fx.dishId,
  subject: 'Fault tamales',
});
log(
  `  queued: follower alert ${alert?.jobId ? 'yes' : 'NO'}; messages and chat spread over ${((buyerCount * TALK_SPACING_MS) / 1000).toFixed(0)} s; the payout run starts once ${payoutAfter} orders are in`,
);

const client = new CheckoutClient(baseUrl, baseUrl, buyerCount);
const runs: BuyerRun[] = fx.buyers.map((buyer, i) => ({
  buyer,
  key: `faults-${i}-${run36}`,
  first: null,
  duplicates: [],
  inProgressSeen: 0,
}));
const t0 = client.elapsed();
let loadOver = false;
let killedAt = NaN;
/** False when the load was over before the kill condition was met (nothing was cut). */
let killedUnderLoad = false;
let ordersAtKill = 0;
let payoutQueued = false;
const killer = (async () => {
  for (;;) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(eq(orderItems.dishId, fx.dishId));
    // The payout run starts while checkouts, messages and chat are under way: queued before
    // them, a quiet machine finished it before any of them was answered, and the kill cut
    // nothing but the payouts.
    if (!payoutQueued && (row?.n ?? 0) >= payoutAfter) {
      payoutQueued = (await enqueueJob(ctx, 'payouts.run', {})) !== null;
      if (!payoutQueued) throw new Error('the payout run could not be queued');
    }
    const talked = messages.length;
    const transfers = await scalar(ctx, sql`select count(*) as n from local_processor_transfers`);
    // Mid-way through the payout run or the checkouts, whichever comes first.
    const orders = row?.n ?? 0;
    const halfway = orders >= killAfter || transfers >= payoutKillAt || talked >= buyerCount / 2;
    if ((payoutQueued && halfway) || loadOver) {
      killedAt = client.elapsed() - t0;
      killedUnderLoad = !loadOver;
      ordersAtKill = row!.n;
      await server.kill();
      return;
    }
    await sleep(25);
  }
})();
const mixed = Promise.all([
  Promise.all(runs.map((run, i) => checkout(client, run, i % 2 === 0, () => undefined))),
  // Spread over the load, so the kill finds some messages answered and others under way
  // (sent all at once, they were all answered, or all cut, whatever the kill's moment).
  Promise.all(fx.buyers.map((_, i) => sleep(i * TALK_SPACING_MS).then(() => talk(i)))),
]).then(() => {
  loadOver = true;
});
await killer;
await mixed;
client.destroy();
await source.stop();
const transfersAtKill = await scalar(ctx, sql`select count(*) as n from local_processor_transfers`);
const inAppAtKill = alert
  ? (await alertInAppAudience(ctx.db, (await alertById(ctx.db, alert.alertId))!)).length
  : 0;
const histogram = (statuses: number[]) =>
  JSON.stringify(
    Object.fromEntries(
      [...new Set(statuses)].sort().map((k) => [k, statuses.filter((x) => x === k).length]),
    ),
  );
log(
  `  answers by status: checkout first attempts ${histogram(runs.map((r) => r.first?.status ?? 0))}, messages ${histogram(messages.map((m) => m.status))}, chat ${histogram(chat.map((c) => c.status))}`,
);
log(
  `  SIGKILL at ${killedAt.toFixed(0)} ms${killedUnderLoad ? '' : ' (AFTER the load ended)'}: ${ordersAtKill} orders committed, ${transfersAtKill} payout transfers made, ${inAppAtKill}/${followers} followers alerted in the app, messages answered ${messages.filter((m) => m.id).length}/${messages.length}, chat lines ${chat.filter((c) => c.id).length}/${chat.length}; ${load()}`,
);

const restartedAt = Date.now();
server = await start();
log(`  restarted: pid ${server.pid}, healthy after ${Date.now() - restartedAt} ms`);

// Buyers left without an answer retry with their key (as the web app does), twice at once.
const cut = runs.filter((r) => finalOutcome(r).kind === 'unanswered');
const retryClient = new CheckoutClient(baseUrl, baseUrl, buyerCount);
// The orphaned-hold sweep below must not run while checkouts are still in flight.
const RETRY_PHASE_MS = 300_000;
const retried = Promise.all(
  cut.map(async (run) => {
    const [a, b] = await Promise.all([retryClient.duplicate(run), retryClient.duplicate(run)]);
    run.duplicates.push(a, b);
  }),
).then(() => true);
const retriesDone = await Promise.race([retried, sleep(RETRY_PHASE_MS).then(() => false)]);
retryClient.destroy();
const stillCut = runs.filter((r) => finalOutcome(r).kind === 'unanswered').length;
log(
  `  retries: ${cut.length} cut-off buyers retried twice at once${retriesDone ? '' : ` — NOT all answered within ${RETRY_PHASE_MS / 1000} s`}; ${stillCut} still without an answer; ${load()}`,
);
// The source publishes again; the broadcast resumes if the server takes it back.
source = publish();
const resumeFrom = (await streamSeen()).lastSeenAt.getTime();
const resumeDeadline = Date.now() + 20_000;
let resumed = false;
while (Date.now() < resumeDeadline) {
  if ((await streamSeen()).lastSeenAt.getTime() > resumeFrom) {
    resumed = true;
    break;
  }
  await sleep(250);
}
await source.stop();
const statusAfterResume = (await streamSeen()).status;

// The sweeps as their next ticks would run them (a clock ahead by their period).
let voided = 0;
for (let n = await voidOrphanedHolds(ctx, 0); n > 0; n = await voidOrphanedHolds(ctx, 0))
  voided += n;
const nextPayouts = await runPayouts(later(ctx, HOUR));
const swept = await sweepFollowerAlerts(later(ctx, 2 * 60_000));
const lostEnded = await sweepLostStreams(later(ctx, 2 * 60_000));
await server.stop();
log(
  `  after the restart: broadcast ${resumed ? 'resumed (the source published again)' : 'did NOT resume'}, status ${statusAfterResume}; sweeps: ${voided} orphaned holds voided, next payout run created ${nextPayouts.created} sent ${nextPayouts.sent}, follower-alert sweep ${swept.alerts} alert(s), end-lost sweep ended ${lostEnded}`,
);

// ---- Audit --------------------------------------------------------------------------------

const audit = await auditCheckout(ctx.db, fx.dishId, units);
printAudit(audit, log);
log(`  (the payout generator's ${baseline} order parts counted above are not the checkout's)`);
const orderOf = new Map(
  (
    await queryRows<{ id: string; buyer_id: string }>(
      ctx.db,
      sql`select o.id, o.buyer_id from orders o join order_items oi on oi.order_id = o.id
          where oi.dish_id = ${fx.dishId}`,
    )
  ).map((r) => [r.buyer_id, r.id]),
);
let ordersLost = 0;
let ordersContradicting = 0;
for (const run of runs) {
  const outcome = finalOutcome(run);
  const inDb = orderOf.get(run.buyer.id);
  if (outcome.kind === 'order' && inDb !== outcome.orderId) ordersLost += 1;
  if (outcome.kind === 'refused' && inDb) ordersContradicting += 1;
}

/** Acknowledged rows found other than once, and unacknowledged ones found more than once. */
async function exactlyOnce(table: 'messages' | 'live_chat_messages', sent: Sent[]) {
  const rows = await queryRows<{ body: string; n: number; ids: string[] }>(
    ctx.db,
    sql`select body, count(*)::int as n, array_agg(id::text) as ids from ${sql.raw(table)}
        where body like ${`fault % ${run36}`} group by body`,
  );
  const byBody = new Map(rows.map((r) => [r.body, r]));
  let lost = 0;
  let duplicated = 0;
  for (const s of sent) {
    const row = byBody.get(s.body);
    if (s.id && (!row || !row.ids.includes(s.id))) lost += 1;
    if (row && row.n > 1) duplicated += 1;
  }
  return { acknowledged: sent.filter((s) => s.id).length, stored: rows.length, lost, duplicated };
}
const msg = await exactlyOnce('messages', messages);
const chatAudit = await exactlyOnce('live_chat_messages', chat);
log(
  `  messages: ${msg.acknowledged} acknowledged, ${msg.stored} stored, lost ${msg.lost}, duplicated ${msg.duplicated}; chat: ${chatAudit.acknowledged} acknowledged, ${chatAudit.stored} stored, lost ${chatAudit.lost}, duplicated ${chatAudit.duplicated}`,
);

const money = await chefMoney(ctx, 1);
const payoutsBalanced = await balanced(ctx, log);
const pendingPayouts = await scalar(
  ctx,
  sql`select count(*) as n from payouts where status = 'pending'`,
);
log(
  `  payouts: ${await payoutStates(ctx)}; chefs with one transfer ${money.withExpected}/${payoutChefs}, paid twice ${money.paidTwice}, lost ${money.lost}, ledger ${payoutsBalanced ? 'reconciles' : 'DOES NOT reconcile'}`,
);

let alerted = 0;
let alertDuplicates = 0;
let fannedOut = false;
if (alert) {
  const row = (await alertById(ctx.db, alert.alertId))!;
  fannedOut = row.fannedOutAt !== null;
  const audience = await alertInAppAudience(ctx.db, row);
  alerted = new Set(audience).size;
  alertDuplicates = audience.length - alerted;
}
log(
  `  follower alert: ${alerted}/${followers} followers alerted in the app, duplicates ${alertDuplicates}, fanned out ${fannedOut ? 'yes' : 'NO'}`,
);

const stream = await streamSeen();
const liveLeft = await scalar(
  ctx,
  sql`select count(*) as n from live_streams where chef_id = ${fx.chefId} and status = 'live'`,
);
log(
  `  broadcast: status ${stream.status}, end reason ${stream.endReason ?? '-'}, live broadcasts left ${liveLeft}`,
);

const lost = ordersLost + msg.lost + chatAudit.lost + money.lost;
const duplicated =
  audit.duplicateOrders + msg.duplicated + chatAudit.duplicated + money.paidTwice + alertDuplicates;
const halfMadeOrders = halfMade(audit) - baseline;
const orphanHolds = audit.unlinkedHolds + audit.processorOnlyHolds + audit.statusMismatches;
const ok =
  killedUnderLoad &&
  retriesDone &&
  stillCut === 0 &&
  audit.stockInvariant &&
  audit.oversold === 0 &&
  halfMadeOrders === 0 &&
  orphanHolds === 0 &&
  ordersContradicting === 0 &&
  lost === 0 &&
  duplicated === 0 &&
  payoutsBalanced &&
  pendingPayouts === 0 &&
  money.withExpected === payoutChefs &&
  alerted === followers &&
  fannedOut &&
  stream.status === 'ended' &&
  liveLeft === 0;
log(`  finished, ${load()}`);
log(
  `bench:faults killed_at_ms=${killedAt.toFixed(0)} orders=${audit.orders} messages=${msg.stored} chat=${chatAudit.stored} payout_chefs_paid=${money.withExpected} alerted=${alerted} lost=${lost} duplicated=${duplicated} half_made=${halfMadeOrders} orphan_holds=${orphanHolds} stream=${stream.status} invariant=${ok ? 'ok' : 'broken'}`,
);
await fx.close();
if (!args.keep) await dropDatabase(serverUrl, args.database);
process.exit(ok ? 0 : 1);
