import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ACCOUNT_PAYOUTS_FAIL, PAYOUT_RETURNED_MESSAGE } from '#domain/bank-account';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { localProcessorTransfers } from '../../db/schema/local-processor.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderRow,
  paymentOfOrder,
  transition,
  type Buyer,
} from '../../test/factories/order-fixtures.ts';
import { completedOrder, connectPayoutAccount } from '../../test/factories/payout-fixtures.ts';
import { accountBalance, payoutShares } from '../ledger/ledger-queries.ts';
import { refundPayment } from '../payments/refund-payment.service.ts';
import { orderMoneyById } from '../orders/order-money.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';
import { recordPayouts, runPayouts, sendPayouts } from './run-payouts.service.ts';
import { settlePayouts } from './settle-payouts.service.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '1000' } });
  buyer = await makeBuyer(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

async function paidChef(accountNumber?: string) {
  const chef = await makeOpenChef(t);
  const accountId = await connectPayoutAccount(t, chef, accountNumber);
  return { chef, accountId };
}

const payoutsOf = (chef: FixtureUser) =>
  t.ctx.db.select().from(payouts).where(eq(payouts.chefId, chef.id));
const transfersTo = (accountId: string) =>
  t.ctx.db
    .select()
    .from(localProcessorTransfers)
    .where(eq(localProcessorTransfers.accountId, accountId));
const balance = (account: Parameters<typeof accountBalance>[1], chef: FixtureUser) =>
  accountBalance(t.ctx.db, account, chef.id);

async function expectReconciled() {
  const report = await reconcileLedger(t.ctx);
  expect(report.differences).toEqual([]);
}

describe('the payout run', () => {
  it("pays a chef's completed orders in one transfer, each order's share recorded, and only once", async () => {
    const { chef, accountId } = await paidChef();
    const first = await completedOrder(t, buyer, chef, { priceCents: 2000 });
    const second = await completedOrder(t, buyer, chef, { priceCents: 3150, quantity: 2 });
    const earnings =
      (await orderRow(t, first.id)).chefEarningsCents +
      (await orderRow(t, second.id)).chefEarningsCents;
    expect(await balance('chef_payable', chef)).toBe(earnings);

    const run = await runPayouts(t.ctx);
    expect(run.created).toBeGreaterThanOrEqual(1);
    const [payout, ...others] = await payoutsOf(chef);
    expect(others).toEqual([]);
    expect(payout).toMatchObject({ amountCents: earnings, status: 'in_transit', accountId });
    // Monday noon in San Francisco: the bank payout arrives two business days later.
    expect(payout!.arrivalDate).toEqual(new Date('2026-11-25T20:00:00Z'));
    const transfers = await transfersTo(accountId);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amountCents: earnings,
      idempotencyKey: `payout:${payout!.id}`,
      transferGroup: payout!.id,
    });
    const shares = await payoutShares(t.ctx.db, [payout!.id]);
    expect(shares.map((s) => s.orderId).sort()).toEqual([first.id, second.id].sort());
    expect(shares.reduce((s, x) => s + x.amountCents, 0)).toBe(earnings);
    expect(await balance('chef_payable', chef)).toBe(0);
    expect(await balance('payouts_in_transit', chef)).toBe(earnings);

    // A second run finds nothing to pay and asks the provider nothing.
    const again = await runPayouts(t.ctx);
    expect(again.created).toBe(0);
    expect(await payoutsOf(chef)).toHaveLength(1);
    expect(await transfersTo(accountId)).toHaveLength(1);

    // Two business days later the bank has it.
    clock.set('2026-11-25T20:00:01Z');
    await settlePayouts(t.ctx);
    expect((await payoutsOf(chef))[0]).toMatchObject({ status: 'paid' });
    expect(await balance('payouts_in_transit', chef)).toBe(0);
    expect(await balance('paid_out', chef)).toBe(earnings);
    await expectReconciled();
  });

  it('keeps a running order pending, and a chef without a deposit account accruing', async () => {
    const { chef } = await paidChef();
    const running = await completedOrder(t, buyer, chef, { stopAt: 'accepted' });
    const noAccount = await makeOpenChef(t);
    await completedOrder(t, buyer, noAccount);

    await runPayouts(t.ctx);
    expect(await payoutsOf(chef)).toEqual([]);
    expect(await payoutsOf(noAccount)).toEqual([]);
    expect(await balance('chef_payable', noAccount)).toBeGreaterThan(0);

    for (const action of ['ready', 'complete'])
      expect((await transition(t, chef, running.id, action)).statusCode).toBe(200);
    await runPayouts(t.ctx);
    expect(await payoutsOf(chef)).toMatchObject([
      { amountCents: (await orderRow(t, running.id)).chefEarningsCents },
    ]);
    await expectReconciled();
  });

  it('nets a refund into the next payout, and pays nothing while refunds outrun earnings', async () => {
    const { chef } = await paidChef();
    const order = await completedOrder(t, buyer, chef, { priceCents: 4000 });
    const payment = await paymentOfOrder(t, order.id);
    const money = await orderMoneyById(t.ctx.db, order.id);
    await refundPayment(t.ctx, {
      paymentIntentId: payment.id,
      amountCents: 1000,
      idempotencyKey: `part-${order.id}`,
      money,
    });
    const owed = await balance('chef_payable', chef);
    expect(owed).toBeLessThan(money.fees.chefEarningsCents);
    await runPayouts(t.ctx);
    expect(await payoutsOf(chef)).toMatchObject([{ amountCents: owed }]);

    // The rest is refunded after the payout: the chef owes it, and the next run pays nothing.
    await refundPayment(t.ctx, {
      paymentIntentId: payment.id,
      idempotencyKey: `rest-${order.id}`,
      money,
    });
    expect(await balance('chef_payable', chef)).toBe(-owed);
    expect(await balance('refunds', buyer)).toBeGreaterThanOrEqual(money.fees.totalCents);
    await runPayouts(t.ctx);
    expect(await payoutsOf(chef)).toHaveLength(1);
    await expectReconciled();
  });

  it('returns a payout the bank sends back to the chef’s balance, stops paying the account and tells the chef', async () => {
    const { chef } = await paidChef(TEST_ACCOUNT_PAYOUTS_FAIL);
    await completedOrder(t, buyer, chef);
    await runPayouts(t.ctx);
    const [payout] = await payoutsOf(chef);
    expect(payout!.status).toBe('in_transit');

    clock.set('2026-11-26T00:00:00Z');
    expect(await settlePayouts(t.ctx)).toMatchObject({ failed: 1 });
    expect((await payoutsOf(chef))[0]).toMatchObject({
      status: 'failed',
      failureMessage: PAYOUT_RETURNED_MESSAGE,
    });
    expect(await balance('chef_payable', chef)).toBe(payout!.amountCents);
    expect(await balance('payouts_in_transit', chef)).toBe(0);
    const [approval] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(approval!.payoutStatus).toBe('failed');
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, chef.id), eq(notifications.type, 'payout_failed')));
    expect(told).toHaveLength(1);

    // Nothing is retried into the failing account; a working account gets the money back.
    await runPayouts(t.ctx);
    expect(await payoutsOf(chef)).toHaveLength(1);
    await connectPayoutAccount(t, chef);
    await runPayouts(t.ctx);
    expect((await payoutsOf(chef)).map((p) => p.status).sort()).toEqual(['failed', 'in_transit']);
    expect(await balance('chef_payable', chef)).toBe(0);
    await expectReconciled();
  });

  it('finishes a run killed half way without paying anyone twice', async () => {
    const chefs = await Promise.all([paidChef(), paidChef(), paidChef()]);
    for (const { chef } of chefs) await completedOrder(t, buyer, chef);

    // Killed after recording (nothing sent), then after one provider call.
    await recordPayouts(t.ctx);
    const partial = await sendPayouts(t.ctx, { stopAfterCalls: 1, leaseMs: 60_000 });
    expect(partial.providerCalls).toBe(1);
    // Killed between the provider's answer and our record: the payout is still pending.
    const stillPending = await t.ctx.db
      .select()
      .from(payouts)
      .where(
        and(
          inArray(
            payouts.chefId,
            chefs.map((c) => c.chef.id),
          ),
          eq(payouts.status, 'pending'),
        ),
      );
    expect(stillPending).toHaveLength(2);
    const unrecorded = stillPending[0];
    await t.ctx.payouts.createTransfer({
      accountId: unrecorded!.accountId,
      amountCents: unrecorded!.amountCents,
      idempotencyKey: `payout:${unrecorded!.id}`,
      transferGroup: unrecorded!.id,
      description: 'sent before the crash',
    });

    clock.advance(61_000);
    await runPayouts(t.ctx);
    for (const { chef, accountId } of chefs) {
      expect(await payoutsOf(chef)).toMatchObject([{ status: 'in_transit' }]);
      expect(await transfersTo(accountId)).toHaveLength(1);
    }
    await expectReconciled();
  });

  it.runIf(onPostgres)('pays each chef once when two runs start at once', async () => {
    const chefs = await Promise.all([paidChef(), paidChef(), paidChef(), paidChef()]);
    for (const { chef } of chefs) await completedOrder(t, buyer, chef);
    await Promise.all([runPayouts(t.ctx), runPayouts(t.ctx), runPayouts(t.ctx)]);
    for (const { chef, accountId } of chefs) {
      expect(await payoutsOf(chef)).toHaveLength(1);
      expect(await transfersTo(accountId)).toHaveLength(1);
    }
    await expectReconciled();
  });
});
