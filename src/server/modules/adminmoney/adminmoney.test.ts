import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminOrderResponse,
  AdminRefundResponse,
  ChefLedgerResponse,
  MoneySummaryResponse,
  PayoutRetryResponse,
} from '#contracts/adminmoney';
import { TEST_ACCOUNT_PAYOUTS_FAIL } from '#domain/bank-account';
import { formatUsd } from '#domain/fees';
import { queryRows } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { localProcessorConnectAccounts } from '../../db/schema/local-processor.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { adminActions, chefApprovals } from '../../db/schema/onboarding.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { refunds } from '../../db/schema/payments.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/sign-in.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderRow,
  paymentOfOrder,
  placeOrder,
  type Buyer,
} from '../../test/factories/order-fixtures.ts';
import { completedOrder, connectPayoutAccount } from '../../test/factories/payout-fixtures.ts';
import { accountBalance } from '../ledger/ledger-queries.ts';
import { runPayouts } from '../payouts/run-payouts.service.ts';
import { settlePayouts } from '../payouts/settle-payouts.service.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = new ManualClock(MONDAY_NOON);
const MISSING = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let admin: SignedIn;
let buyer: Buyer;
let keyNo = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '1000' } });
  admin = await signInAs(t, 'admin');
  buyer = await makeBuyer(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

const newKey = () => `admin-test-${++keyNo}-${Date.now()}`;

const refund = (
  orderId: string,
  body: object,
  key: string | null = newKey(),
  who: FixtureUser = admin,
) =>
  api(
    t,
    who,
    'POST',
    `/admin/orders/${orderId}/refunds`,
    body,
    key === null ? {} : { 'idempotency-key': key },
  );

const balance = (account: Parameters<typeof accountBalance>[1], party: string) =>
  accountBalance(t.ctx.db, account, party);

async function paidChef(accountNumber?: string) {
  const chef = await makeOpenChef(t);
  const accountId = await connectPayoutAccount(t, chef, accountNumber);
  return { chef, accountId };
}

/** What a refusal must leave alone: refunds, ledger entries and admin actions. */
async function snapshot(orderId: string) {
  const payment = await paymentOfOrder(t, orderId);
  const [counts] = await queryRows<{ refunds: number; entries: number; actions: number }>(
    t.ctx.db,
    sql`
      SELECT
        (SELECT count(*) FROM refunds WHERE payment_intent_id = ${payment.id})::int AS refunds,
        (SELECT count(*) FROM ledger_entries WHERE order_id = ${orderId})::int AS entries,
        (SELECT count(*) FROM admin_actions)::int AS actions`,
  );
  return { ...counts, refunded: payment.refundedCents, status: payment.status };
}

async function expectReconciled() {
  expect((await reconcileLedger(t.ctx)).differences).toEqual([]);
}

describe('admin money tools: who may use them', () => {
  it('refuses guests (401), customers and chefs (403) on every route', async () => {
    const customer = await signInAs(t, 'customer');
    const chef = await signInAs(t, 'chef');
    const calls: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
      { method: 'GET', url: `/admin/orders/${MISSING}` },
      { method: 'POST', url: `/admin/orders/${MISSING}/refunds`, body: { reason: 'Cold food' } },
      { method: 'GET', url: `/admin/chefs/${MISSING}/ledger` },
      { method: 'POST', url: `/admin/payouts/${MISSING}/retry`, body: {} },
      { method: 'GET', url: '/admin/money/summary' },
    ];
    for (const c of calls) {
      const guest = await t.app.inject({
        method: c.method,
        url: `/api/v1${c.url}`,
        headers: { origin: TEST_ORIGIN, 'idempotency-key': newKey() },
        ...(c.body ? { payload: c.body } : {}),
      });
      expect(guest.statusCode, c.url).toBe(401);
      for (const who of [customer, chef]) {
        const res = await api(t, who, c.method, c.url, c.body, { 'idempotency-key': newKey() });
        expect(res.statusCode, c.url).toBe(403);
      }
    }
  });
});

describe('an order refund', () => {
  it("shows an order's money to the admin, and 404 for an unknown order", async () => {
    const { chef } = await paidChef();
    const placed = await placeOrder(t, buyer, chef, { priceCents: 2000 });
    let res = await api(t, admin, 'GET', `/admin/orders/${placed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    let order = (res.json() as AdminOrderResponse).order;
    expect(order).toMatchObject({
      orderId: placed.id,
      status: 'new',
      chef: { id: chef.id },
      buyer: { id: buyer.id, name: 'Maria Lopez' },
      totalCents: (await orderRow(t, placed.id)).totalCents,
      capturedCents: 0,
      refundedCents: 0,
      refundableCents: 0,
      paymentStatus: 'authorized',
      refunds: [],
    });

    for (const id of [MISSING, 'not-an-order']) {
      res = await api(t, admin, 'GET', `/admin/orders/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { message: 'Order not found.' } });
    }

    const done = await completedOrder(t, buyer, chef, { priceCents: 2000 });
    const doneTotal = (await orderRow(t, done.id)).totalCents;
    res = await api(t, admin, 'GET', `/admin/orders/${done.id}`);
    order = (res.json() as AdminOrderResponse).order;
    expect(order).toMatchObject({
      status: 'completed',
      capturedCents: doneTotal,
      refundableCents: doneTotal,
      paymentStatus: 'captured',
    });
  });

  it('refuses, changing nothing: no captured payment, bad amounts, no reason, no key, unknown order', async () => {
    const { chef } = await paidChef();
    const notCaptured = await placeOrder(t, buyer, chef);
    const before = await snapshot(notCaptured.id);
    let res = await refund(notCaptured.id, { reason: 'Never arrived' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { message: 'This order has no captured payment to refund.' },
    });
    expect(await snapshot(notCaptured.id)).toEqual(before);

    const order = await completedOrder(t, buyer, chef, { priceCents: 3000 });
    const total = (await orderRow(t, order.id)).totalCents;
    const start = await snapshot(order.id);
    const refusals: [object, string | null, number, string][] = [
      [
        { amountCents: total + 1, reason: 'Too much' },
        newKey(),
        409,
        `The refund is larger than what is left to refund (${formatUsd(total)}).`,
      ],
      [{ amountCents: 0, reason: 'Zero' }, newKey(), 400, 'The refund must be more than $0.00.'],
      [{ amountCents: -5, reason: 'Less' }, newKey(), 400, 'The refund must be more than $0.00.'],
      [{ amountCents: 1.5, reason: 'Half' }, newKey(), 400, 'Enter a whole number of cents.'],
      [{ amountCents: 100 }, newKey(), 400, ''],
      [{ amountCents: 100, reason: '  ' }, newKey(), 400, 'Give a reason of at least 3'],
      [{ amountCents: 100, reason: 'No key' }, null, 400, ''],
    ];
    for (const [body, key, status, message] of refusals) {
      res = await refund(order.id, body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect((res.json() as { error: { message: string } }).error.message).toContain(message);
    }
    res = await refund(MISSING, { reason: 'Unknown' });
    expect(res.statusCode).toBe(404);
    expect(await snapshot(order.id)).toEqual(start);
  });

  it('refunds part with a reason: card, ledger, chef balance, admin action, both told; the same key answers the first refund', async () => {
    const { chef } = await paidChef();
    const order = await completedOrder(t, buyer, chef, { priceCents: 4000 });
    const total = (await orderRow(t, order.id)).totalCents;
    const payableBefore = await balance('chef_payable', chef.id);
    const key = newKey();
    const res = await refund(order.id, { amountCents: 1000, reason: 'One dish was missing' }, key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminRefundResponse;
    expect(body.message).toBe('Refunded $10.00. The buyer and the chef have been notified.');
    expect(body.refund).toMatchObject({
      amountCents: 1000,
      status: 'succeeded',
      reason: 'One dish was missing',
    });
    expect(body.order).toMatchObject({
      refundedCents: 1000,
      refundableCents: total - 1000,
    });
    expect(body.chefShareCents).toBeGreaterThan(0);
    expect(body.chefShareCents).toBeLessThanOrEqual(1000);

    // The card: the payment and the processor both say $10.00 went back.
    const payment = await paymentOfOrder(t, order.id);
    expect(payment.refundedCents).toBe(1000);
    // The ledger: the buyer's refunds account got it, the chef's payable gave its share.
    expect(await balance('refunds', buyer.id)).toBeGreaterThanOrEqual(1000);
    expect(await balance('chef_payable', chef.id)).toBe(payableBefore - body.chefShareCents);
    const [entry] = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `refund:${body.refund.id}`));
    expect(entry).toMatchObject({ kind: 'refund', orderId: order.id });

    const actions = await t.ctx.db
      .select()
      .from(adminActions)
      .where(sql`${adminActions.details}->>'refundId' = ${body.refund.id}`);
    expect(actions).toMatchObject([
      {
        adminId: admin.id,
        action: 'order.refund',
        subjectId: chef.id,
        reason: 'One dish was missing',
        details: { orderId: order.id, amountCents: 1000, refundId: body.refund.id },
      },
    ]);
    const told = async (userId: string) =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'order_refunded')));
    const label = `#${order.id.slice(0, 8)}`;
    expect((await told(buyer.id)).map((n) => n.title)).toContain(
      `You were refunded $10.00 for order ${label} (${order.foodName})`,
    );
    const chefNotice = await told(chef.id);
    expect(chefNotice).toHaveLength(1);
    expect(chefNotice[0]!.body).toContain(
      `An admin refunded $10.00 of order ${label} (${order.foodName}); your balance drops by ${formatUsd(body.chefShareCents)}.`,
    );

    // The same key: the first refund, nothing new.
    const again = await refund(
      order.id,
      { amountCents: 1000, reason: 'One dish was missing' },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect((again.json() as AdminRefundResponse).refund.id).toBe(body.refund.id);
    const noAmount = await refund(order.id, { reason: 'One dish was missing' }, key);
    expect((noAmount.json() as AdminRefundResponse).refund.id).toBe(body.refund.id);
    expect((await paymentOfOrder(t, order.id)).refundedCents).toBe(1000);
    expect(
      await t.ctx.db
        .select()
        .from(adminActions)
        .where(sql`${adminActions.details}->>'refundId' = ${body.refund.id}`),
    ).toHaveLength(1);
    expect(await told(chef.id)).toHaveLength(1);
    // The same key for another amount is refused.
    const other = await refund(order.id, { amountCents: 999, reason: 'Other' }, key);
    expect(other.statusCode).toBe(422);
    await expectReconciled();
  });

  it('refunds the rest after a payout: the chef owes it, and the next payout nets it', async () => {
    const { chef } = await paidChef();
    const order = await completedOrder(t, buyer, chef, { priceCents: 2500 });
    await runPayouts(t.ctx);
    expect(await balance('chef_payable', chef.id)).toBe(0);
    const { chefEarningsCents: paid, totalCents: total } = await orderRow(t, order.id);

    const res = await refund(order.id, { reason: 'Food was spoiled' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminRefundResponse;
    expect(body.refund.amountCents).toBe(total);
    expect(body.chefShareCents).toBe(paid);
    expect(body.order).toMatchObject({ refundableCents: 0, paymentStatus: 'refunded' });
    expect(await balance('chef_payable', chef.id)).toBe(-paid);

    const full = await refund(order.id, { amountCents: 1, reason: 'Once more' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: { message: 'This order has already been refunded in full.' },
    });

    // A new order's earnings pay back what is owed first.
    const next = await completedOrder(t, buyer, chef, { priceCents: 6000 });
    await runPayouts(t.ctx);
    const nextEarnings = (await orderRow(t, next.id)).chefEarningsCents;
    const chefPayouts = await t.ctx.db.select().from(payouts).where(eq(payouts.chefId, chef.id));
    expect(chefPayouts.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual(
      [paid, nextEarnings - paid].sort((a, b) => a - b),
    );
    await expectReconciled();
  });

  it.runIf(onPostgres)(
    'of two refunds at once that together exceed what is left, exactly one succeeds',
    async () => {
      const { chef } = await paidChef();
      const order = await completedOrder(t, buyer, chef, { priceCents: 5000 });
      const part = Math.ceil((await orderRow(t, order.id)).totalCents * 0.6);
      const answers = await Promise.all([
        refund(order.id, { amountCents: part, reason: 'Admin one' }),
        refund(order.id, { amountCents: part, reason: 'Admin two' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const payment = await paymentOfOrder(t, order.id);
      expect(payment.refundedCents).toBe(part);
      const rows = await t.ctx.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentIntentId, payment.id));
      expect(rows).toMatchObject([{ amountCents: part, status: 'succeeded' }]);
      const report = await reconcileLedger(t.ctx);
      expect(report.balanced).toBe(true);
      expect(report.differences).toEqual([]);
    },
  );

  it.runIf(onPostgres)('answers one key sent twice at once with one refund', async () => {
    const { chef } = await paidChef();
    const order = await completedOrder(t, buyer, chef, { priceCents: 3000 });
    const key = newKey();
    const answers = await Promise.all([
      refund(order.id, { amountCents: 700, reason: 'Sent twice' }, key),
      refund(order.id, { amountCents: 700, reason: 'Sent twice' }, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ids = answers.map((a) => (a.json() as AdminRefundResponse).refund.id);
    expect(ids[0]).toBe(ids[1]);
    const payment = await paymentOfOrder(t, order.id);
    expect(payment.refundedCents).toBe(700);
    expect(
      await t.ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, payment.id)),
    ).toHaveLength(1);
    expect(
      await t.ctx.db
        .select()
        .from(adminActions)
        .where(sql`${adminActions.details}->>'refundId' = ${ids[0]}`),
    ).toHaveLength(1);
    await expectReconciled();
  });
});

describe("a chef's ledger", () => {
  it('shows balances, entries newest first with their lines, and payouts', async () => {
    const { chef } = await paidChef();
    const first = await completedOrder(t, buyer, chef, { priceCents: 2000 });
    clock.advance(60_000);
    await runPayouts(t.ctx);
    clock.advance(60_000);
    const second = await completedOrder(t, buyer, chef, { priceCents: 3000, stopAt: 'accepted' });

    const res = await api(t, admin, 'GET', `/admin/chefs/${chef.id}/ledger`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as ChefLedgerResponse;
    const earned1 = (await orderRow(t, first.id)).chefEarningsCents;
    const earned2 = (await orderRow(t, second.id)).chefEarningsCents;
    expect(ledger.chef).toMatchObject({ id: chef.id, payoutStatus: 'enabled' });
    expect(ledger.balances).toEqual(
      expect.arrayContaining([
        { account: 'chef_payable', balanceCents: earned2 },
        { account: 'payouts_in_transit', balanceCents: earned1 },
      ]),
    );
    expect(ledger).toMatchObject({ availableCents: 0, pendingCents: earned2, entriesTotal: 3 });
    expect(ledger.entries.map((e) => e.kind)).toEqual(['capture', 'payout_created', 'capture']);
    expect(ledger.entries[0]).toMatchObject({ orderId: second.id });
    expect(ledger.entries[0]!.lines).toEqual(
      expect.arrayContaining([
        { account: 'chef_payable', partyId: chef.id, amountCents: earned2 },
        {
          account: 'buyer_payments',
          partyId: buyer.id,
          amountCents: -(await orderRow(t, second.id)).totalCents,
        },
      ]),
    );
    expect(ledger.payouts).toMatchObject([
      { amountCents: earned1, status: 'in_transit', failureMessage: null, canRetry: false },
    ]);
    expect(ledger.payouts[0]!.arrivalDate).not.toBeNull();

    const page2 = await api(t, admin, 'GET', `/admin/chefs/${chef.id}/ledger?page=2`);
    expect((page2.json() as ChefLedgerResponse).entries).toEqual([]);
    const tooFar = await api(t, admin, 'GET', `/admin/chefs/${chef.id}/ledger?page=99`);
    expect(tooFar.statusCode).toBe(400);
    const missing = await api(t, admin, 'GET', `/admin/chefs/${MISSING}/ledger`);
    expect(missing.statusCode).toBe(404);
    const notAChef = await api(t, admin, 'GET', `/admin/chefs/${buyer.id}/ledger`);
    expect(notAChef.statusCode).toBe(404);
  });
});

describe('a failed payout retried', () => {
  async function failedPayout() {
    const { chef, accountId } = await paidChef(TEST_ACCOUNT_PAYOUTS_FAIL);
    await completedOrder(t, buyer, chef);
    await runPayouts(t.ctx);
    clock.set('2026-11-26T00:00:00Z');
    await settlePayouts(t.ctx);
    const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.chefId, chef.id));
    expect(payout).toMatchObject({ status: 'failed' });
    return { chef, accountId, payout: payout! };
  }

  const payoutStatusOf = async (chefId: string) =>
    (await t.ctx.db.select().from(chefApprovals).where(eq(chefApprovals.chefId, chefId)))[0]!
      .payoutStatus;
  const retryActions = async (chefId: string) =>
    t.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.subjectId, chefId), eq(adminActions.action, 'payout.retry')));

  it("refuses while the provider cannot pay the account, with the provider's words, changing nothing", async () => {
    const { chef, accountId, payout } = await failedPayout();
    const requirement = 'The bank account could not be verified. Update it in your settings.';
    await t.ctx.db
      .update(localProcessorConnectAccounts)
      .set({ payoutsEnabled: false, requirementError: requirement })
      .where(eq(localProcessorConnectAccounts.id, accountId));
    const res = await api(t, admin, 'POST', `/admin/payouts/${payout.id}/retry`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: requirement } });
    expect(await payoutStatusOf(chef.id)).toBe('failed');
    expect(await t.ctx.db.select().from(payouts).where(eq(payouts.chefId, chef.id))).toHaveLength(
      1,
    );
    expect(await retryActions(chef.id)).toEqual([]);
  });

  it('pays the chef now once the account works: the failed payout stays failed, a new one carries it', async () => {
    const { chef, payout } = await failedPayout();
    expect(await balance('chef_payable', chef.id)).toBe(payout.amountCents);
    const res = await api(t, admin, 'POST', `/admin/payouts/${payout.id}/retry`, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PayoutRetryResponse;
    expect(body.failed).toMatchObject({ id: payout.id, status: 'failed' });
    expect(body.payout).toMatchObject({ amountCents: payout.amountCents, status: 'in_transit' });
    expect(body.message).toBe(
      `A new payout of ${formatUsd(payout.amountCents)} is on its way to the chef.`,
    );
    expect(await payoutStatusOf(chef.id)).toBe('enabled');
    expect(await balance('chef_payable', chef.id)).toBe(0);
    expect(await retryActions(chef.id)).toMatchObject([
      {
        adminId: admin.id,
        details: { payoutId: payout.id, newPayoutId: body.payout!.id },
      },
    ]);

    // Only a failed payout can be retried; an unknown one is a 404.
    const again = await api(t, admin, 'POST', `/admin/payouts/${body.payout!.id}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: 'Only a failed payout can be retried.' },
    });
    const missing = await api(t, admin, 'POST', `/admin/payouts/${MISSING}/retry`, {});
    expect(missing.statusCode).toBe(404);
    await expectReconciled();
  });
});

describe('the daily money summary', () => {
  it("sums one UTC day's ledger: sales, fees, tips, delivery, refunds, payouts; and reconciles", async () => {
    // Everyone else's available money is paid out before the day, so the day holds only this.
    await runPayouts(t.ctx);
    const day = '2026-12-02';
    clock.set(`${day}T20:00:00Z`);
    const { chef } = await paidChef();
    const order = await completedOrder(t, buyer, chef, { priceCents: 3000 });
    const row = await orderRow(t, order.id);
    const res1 = await refund(order.id, { amountCents: 500, reason: 'Late' });
    expect(res1.statusCode).toBe(200);
    const share = (res1.json() as AdminRefundResponse).chefShareCents;
    await runPayouts(t.ctx);

    const res = await api(t, admin, 'GET', `/admin/money/summary?date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json() as MoneySummaryResponse;
    expect(summary).toMatchObject({
      date: day,
      grossSalesCents: row.totalCents,
      capturesCount: 1,
      tipsChefCents: row.tipCents,
      tipsCourierCents: 0,
      deliveryFeesCents: 0,
      chefEarningsCents: row.chefEarningsCents - share,
      refundsCents: 500,
      refundsCount: 1,
      payoutsCreatedCents: row.chefEarningsCents - share,
      payoutsCreatedCount: 1,
      payoutsPaidCents: 0,
      payoutsPaidCount: 0,
      reconciliation: { balanced: true, differences: [] },
    });
    const feesRefunded = 500 - share;
    expect(summary.platformFeesCents).toBe(
      row.serviceFeeCents + row.commissionCents - feesRefunded,
    );

    // Today by the clock when no date is given; an empty day is all zeros.
    const today = (
      await api(t, admin, 'GET', '/admin/money/summary')
    ).json() as MoneySummaryResponse;
    expect(today.summary.date).toBe(day);
    const empty = await api(t, admin, 'GET', '/admin/money/summary?date=2030-01-01');
    expect((empty.json() as MoneySummaryResponse).summary).toMatchObject({
      grossSalesCents: 0,
      refundsCents: 0,
      payoutsCreatedCount: 0,
    });
    const bad = await api(t, admin, 'GET', '/admin/money/summary?date=yesterday');
    expect(bad.statusCode).toBe(400);
  });
});
