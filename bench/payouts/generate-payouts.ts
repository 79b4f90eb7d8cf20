// Data for bench:payouts (issue 12 point 10): a fresh database on the PostgreSQL server with C
// chefs (users, profiles, chef_approvals with an enabled local deposit account in
// local_processor_connect_accounts) and N completed orders (round robin over the chefs, so
// every chef has N / C), each with its captured payment, some refunded in part or in full, and
// the ledger entries the real code posts for them.
//
// The people and accounts are INSERT … SELECT generate_series. Orders, payments and refunds
// are INSERT … SELECT FROM unnest(arrays) of rows built in JS, because their amounts are
// computeFees's (src/domain/fees.ts) and their ledger lines captureLines / refundLinesAfter's
// (src/domain/ledger.ts), posted through postEntries (ledger-queries.ts) in large batches:
// exactly the lines and payable items the capture and refund services post, in a fraction of
// the time. Deterministic: the same seed gives the same orders.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  breakdownOfOrder,
  computeFees,
  percentOfCents,
  type CommissionStructure,
  type DeliveryMethod,
  type FeeBreakdown,
} from '../../src/domain/fees.ts';
import {
  captureLines,
  entryKey,
  refundedSharesOf,
  refundLinesAfter,
  type EntryDraft,
  type LedgerLine,
} from '../../src/domain/ledger.ts';
import type { AppContext } from '../../src/server/context.ts';
import { migratePostgresDatabase } from '../../src/server/db/migrate.ts';
import { postEntries } from '../../src/server/modules/ledger/ledger-queries.ts';
import { databaseUrlFor } from '../../src/server/test/database-url.ts';

const HOUR = 3_600_000;
/** Drafts per postEntries call (one transaction each). */
const POST_BATCH = 5_000;
/** Rows per INSERT … FROM unnest statement. */
const ROW_BATCH = 20_000;

/** The uuid PostgreSQL's md5(text)::uuid gives, so JS and SQL name the same rows. */
export function md5Uuid(text: string): string {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
export const chefId = (i: number) => md5Uuid(`bench-chef-${i}`);
export const buyerId = (i: number) => md5Uuid(`bench-buyer-${i}`);
export const chefAccountId = (i: number) => `acct_local_bench_${i}`;

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Drops and recreates `name` on the server at `serverUrl`, then applies the migrations. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrlFor(serverUrl, name);
  await migratePostgresDatabase(url);
  return url;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Chefs 0..C-1 and buyers 0..B-1, set-based. */
export async function generatePeople(ctx: AppContext, chefs: number, buyers: number) {
  const q = (text: string, values: unknown[] = []) => ctx.database.executeSql(text, values);
  await q(
    `INSERT INTO users (id, email, password_hash, email_verified_at)
     SELECT md5('bench-chef-' || g)::uuid, 'bench-chef-' || g || '@example.com', 'not-a-real-hash', now()
     FROM generate_series(0, $1::int - 1) g`,
    [chefs],
  );
  await q(
    `INSERT INTO users (id, email, password_hash, email_verified_at)
     SELECT md5('bench-buyer-' || g)::uuid, 'bench-buyer-' || g || '@example.com', 'not-a-real-hash', now()
     FROM generate_series(0, $1::int - 1) g`,
    [buyers],
  );
  await q(
    `INSERT INTO profiles (id, type, is_new_profile, name, business_name, profile_status, approval_status, time_zone)
     SELECT md5('bench-chef-' || g)::uuid, 'chef', false, 'Chef ' || g, 'Kitchen ' || g, 'public', 'approved',
       'America/Los_Angeles'
     FROM generate_series(0, $1::int - 1) g`,
    [chefs],
  );
  await q(
    `INSERT INTO profiles (id, is_new_profile, name)
     SELECT md5('bench-buyer-' || g)::uuid, false, 'Buyer ' || g FROM generate_series(0, $1::int - 1) g`,
    [buyers],
  );
  // The local processor's connected account, as its hosted onboarding leaves it (enabled).
  await q(
    `INSERT INTO local_processor_connect_accounts
       (id, email, details_submitted, payouts_enabled, account_holder_name, bank_name, last4, created_at, updated_at)
     SELECT 'acct_local_bench_' || g, 'bench-chef-' || g || '@example.com', true, true, 'Chef ' || g,
       'Local Test Bank', '6789', now(), now()
     FROM generate_series(0, $1::int - 1) g`,
    [chefs],
  );
  await q(
    `INSERT INTO chef_approvals (chef_id, approval_status, bank_provider, bank_account_ref,
       bank_account_last4, bank_name, payout_status, submitted_at, decided_at)
     SELECT md5('bench-chef-' || g)::uuid, 'approved', 'local', 'acct_local_bench_' || g, '6789',
       'Local Test Bank', 'enabled', now(), now()
     FROM generate_series(0, $1::int - 1) g`,
    [chefs],
  );
}

interface OrderPlan {
  id: string;
  paymentId: string;
  buyer: string;
  chef: string;
  method: DeliveryMethod;
  structure: CommissionStructure;
  fees: FeeBreakdown;
  couponCode: string | null;
  createdAt: Date;
  /** Refund amounts in order, each with its id. */
  refunds: { id: string; amountCents: number }[];
}

export interface GeneratedOrders {
  orders: number;
  entries: number;
  refunds: number;
  fullRefunds: number;
  withCoupon: number;
  withTip: number;
  deliveries: number;
  /** Time to write orders, payments and refunds; and to post their ledger entries. */
  rowsMs: number;
  ledgerMs: number;
}

const DISH_NAMES = ['Tamales', 'Pupusas', 'Jollof rice', 'Dumplings', 'Lasagna', 'Banh mi'];

/** One completed order per plan: amounts from computeFees, refunds on some. */
export function planOrders(opts: {
  count: number;
  chefs: number;
  buyers: number;
  seed: number;
  /** Orders placed this long before now (spread over 24 h before it). */
  ageMs: number;
  /** Refunds on this batch (false: the fresh orders of the concurrency check). */
  refunds: boolean;
}): OrderPlan[] {
  const rand = prng(opts.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const now = Date.now();
  const plans: OrderPlan[] = [];
  for (let i = 0; i < opts.count; i++) {
    const chefIndex = i % opts.chefs;
    const structure: CommissionStructure = chefIndex % 3 === 0 ? 'service_fee_15' : 'commission_15';
    const method: DeliveryMethod = rand() < 0.4 ? 'delivery' : 'pickup';
    const lines = Array.from({ length: int(1, 3) }, () => ({
      unitPriceCents: int(450, 2_500),
      quantity: int(1, 3),
    }));
    const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    const coupon = rand() < 0.15;
    const discount = coupon
      ? rand() < 0.5
        ? percentOfCents(subtotal, int(10, 25) * 100)
        : Math.min(Math.floor(subtotal / 2), int(200, 500))
      : 0;
    const tip = rand() < 0.7 ? percentOfCents(subtotal, [10, 15, 20][int(0, 2)]! * 100) : 0;
    const fees = computeFees({
      lines,
      deliveryMethod: method,
      deliveryFeeCents: method === 'delivery' ? int(299, 799) : 0,
      tipCents: tip,
      discountCents: discount,
      commissionStructure: structure,
    });
    const refunds: OrderPlan['refunds'] = [];
    if (opts.refunds) {
      const r = rand();
      if (r < 0.05) refunds.push({ id: randomUUID(), amountCents: fees.totalCents });
      else if (r < 0.13) {
        const first = Math.max(1, Math.floor((fees.totalCents * int(10, 60)) / 100));
        refunds.push({ id: randomUUID(), amountCents: first });
        // A third of the partly refunded orders are refunded the rest later: full in two steps.
        if (rand() < 0.33 && fees.totalCents > first)
          refunds.push({ id: randomUUID(), amountCents: fees.totalCents - first });
      }
    }
    plans.push({
      id: randomUUID(),
      paymentId: randomUUID(),
      buyer: buyerId(i % opts.buyers),
      chef: chefId(chefIndex),
      method,
      structure,
      fees,
      couponCode: coupon ? 'BENCH10' : null,
      createdAt: new Date(now - opts.ageMs - int(0, 24 * 60) * 60_000),
      refunds,
    });
  }
  return plans;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

async function insertOrderRows(ctx: AppContext, plans: readonly OrderPlan[]) {
  const q = (text: string, values: unknown[]) => ctx.database.executeSql(text, values);
  for (const batch of chunks(plans, ROW_BATCH)) {
    const col = <T>(f: (p: OrderPlan) => T) => batch.map(f);
    const at = (p: OrderPlan, plusMs: number) =>
      new Date(p.createdAt.getTime() + plusMs).toISOString();
    await q(
      `INSERT INTO orders (id, buyer_id, seller_id, status, delivery_method, food_name, coupon_code,
         subtotal_cents, discount_cents, service_fee_cents, delivery_fee_cents, tip_cents,
         commission_cents, total_cents, chef_earnings_cents, commission_structure,
         idempotency_key, created_at, updated_at)
       SELECT id, buyer, chef, 'completed', method::delivery_method, food, coupon, sub, disc, svc,
         dlv, tip, com, tot, earn, struct::commission_structure, 'bench-' || id, created, updated
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[],
         $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[],
         $14::int[], $15::text[], $16::timestamptz[], $17::timestamptz[])
         AS t(id, buyer, chef, method, food, coupon, sub, disc, svc, dlv, tip, com, tot, earn,
           struct, created, updated)`,
      [
        col((p) => p.id),
        col((p) => p.buyer),
        col((p) => p.chef),
        col((p) => p.method),
        col((p) => DISH_NAMES[p.fees.subtotalCents % DISH_NAMES.length]!),
        col((p) => p.couponCode),
        col((p) => p.fees.subtotalCents),
        col((p) => p.fees.discountCents),
        col((p) => p.fees.serviceFeeCents),
        col((p) => p.fees.deliveryFeeCents),
        col((p) => p.fees.tipCents),
        col((p) => p.fees.commissionCents),
        col((p) => p.fees.totalCents),
        col((p) => p.fees.chefEarningsCents),
        col((p) => p.structure),
        col((p) => at(p, 0)),
        col((p) => at(p, 2 * HOUR)),
      ],
    );
    await q(
      `INSERT INTO order_items (order_id, dish_name, quantity, unit_price_cents, line_total_cents, created_at)
       SELECT o.id, o.food_name, 1, o.subtotal_cents, o.subtotal_cents, o.created_at
       FROM orders o WHERE o.id = ANY($1::uuid[])`,
      [col((p) => p.id)],
    );
    await q(
      `INSERT INTO payment_intents (id, order_id, user_id, provider, provider_intent_id, amount_cents,
         captured_cents, refunded_cents, status, idempotency_key, authorized_at, captured_at,
         created_at, updated_at)
       SELECT pid, oid, buyer, 'local', 'pi_local_bench_' || replace(pid::text, '-', ''), tot, tot,
         refunded, CASE WHEN refunded = tot THEN 'refunded' ELSE 'captured' END::payment_intent_status,
         'bench-pay-' || oid, created, created + interval '10 minutes', created, updated
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::int[], $6::timestamptz[],
         $7::timestamptz[]) AS t(pid, oid, buyer, tot, refunded, created, updated)`,
      [
        col((p) => p.paymentId),
        col((p) => p.id),
        col((p) => p.buyer),
        col((p) => p.fees.totalCents),
        col((p) => p.refunds.reduce((s, r) => s + r.amountCents, 0)),
        col((p) => at(p, 0)),
        col((p) => at(p, 2 * HOUR)),
      ],
    );
    const refunds = batch.flatMap((p) =>
      p.refunds.map((r, k) => ({ ...r, paymentId: p.paymentId, at: at(p, (3 + k) * HOUR) })),
    );
    if (refunds.length > 0)
      await q(
        `INSERT INTO refunds (id, payment_intent_id, amount_cents, reason, provider_refund_id, status,
           idempotency_key, created_at, updated_at)
         SELECT id, pid, amount, 'Bench refund', 're_local_bench_' || replace(id::text, '-', ''),
           'succeeded', 'bench-refund-' || id, at, at
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[]) AS t(id, pid, amount, at)`,
        [
          refunds.map((r) => r.id),
          refunds.map((r) => r.paymentId),
          refunds.map((r) => r.amountCents),
          refunds.map((r) => r.at),
        ],
      );
  }
}

/** The capture and refund entries the payment services post for these orders. */
export function draftsOf(plans: readonly OrderPlan[]): (EntryDraft & { postedAt: Date })[] {
  const drafts: (EntryDraft & { postedAt: Date })[] = [];
  for (const p of plans) {
    // What capture and refund read back: the order's stored amounts (orderMoney).
    const fees = breakdownOfOrder({ ...p.fees, deliveryMethod: p.method });
    const parties = { buyerId: p.buyer, chefId: p.chef };
    drafts.push({
      kind: 'capture',
      idempotencyKey: entryKey('capture', p.paymentId),
      orderId: p.id,
      paymentId: p.paymentId,
      lines: captureLines(parties, fees),
      postedAt: new Date(p.createdAt.getTime() + 10 * 60_000),
    });
    let earlier: LedgerLine[] = [];
    p.refunds.forEach((r, k) => {
      const lines = refundLinesAfter(parties, fees, refundedSharesOf(earlier), r.amountCents);
      earlier = [...earlier, ...lines];
      drafts.push({
        kind: 'refund',
        idempotencyKey: entryKey('refund', r.id),
        orderId: p.id,
        paymentId: p.paymentId,
        lines,
        postedAt: new Date(p.createdAt.getTime() + (3 + k) * HOUR),
      });
    });
  }
  return drafts;
}

/** postEntries in batches of POST_BATCH, `parallel` transactions at once. */
async function postAll(
  ctx: AppContext,
  drafts: readonly (EntryDraft & { postedAt: Date })[],
  parallel: number,
) {
  const batches = chunks(drafts, POST_BATCH);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      await ctx.db.transaction((tx) => postEntries(tx, batch));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * `count` completed orders over the chefs, their payments, refunds and ledger entries.
 * Returns what was made.
 */
export async function generateOrders(
  ctx: AppContext,
  opts: {
    count: number;
    chefs: number;
    buyers: number;
    seed: number;
    ageMs: number;
    refunds: boolean;
    parallel?: number;
  },
): Promise<GeneratedOrders> {
  const t0 = Date.now();
  const plans = planOrders(opts);
  await insertOrderRows(ctx, plans);
  const t1 = Date.now();
  const drafts = draftsOf(plans);
  await postAll(ctx, drafts, opts.parallel ?? 2);
  const t2 = Date.now();
  const refunds = plans.flatMap((p) => p.refunds);
  return {
    orders: plans.length,
    entries: drafts.length,
    refunds: refunds.length,
    fullRefunds: plans.filter(
      (p) => p.refunds.reduce((s, r) => s + r.amountCents, 0) === p.fees.totalCents,
    ).length,
    withCoupon: plans.filter((p) => p.fees.discountCents > 0).length,
    withTip: plans.filter((p) => p.fees.tipCents > 0).length,
    deliveries: plans.filter((p) => p.method === 'delivery').length,
    rowsMs: t1 - t0,
    ledgerMs: t2 - t1,
  };
}

export async function analyze(ctx: AppContext) {
  await ctx.db.execute(sql`analyze`);
}
