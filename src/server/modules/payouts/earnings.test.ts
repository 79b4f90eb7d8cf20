import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EarningsResponse, SalesSummaryResponse } from '#contracts/payouts';
import { payoutMessages } from '#contracts/payouts';
import { earningsMessages, orderReference } from '#domain/earnings';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import type { FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  paymentOfOrder,
  transition,
  type Buyer,
  orderBody,
} from '../../test/factories/order-fixtures.ts';
import { completedOrder, connectPayoutAccount } from '../../test/factories/payout-fixtures.ts';
import { makeUser } from '../../test/factories/catalog-fixtures.ts';
import { orderMoneyById } from '../orders/order-money.ts';
import { refundPayment } from '../payments/refund-payment.service.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';
import { runPayouts } from './run-payouts.service.ts';
import { settlePayouts } from './settle-payouts.service.ts';

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '10000' } });
  buyer = await makeBuyer(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

/** A dish of `chef` named `name`, ordered for pickup with a tip, then taken as far as `until`. */
async function order(
  chef: FixtureUser,
  opts: {
    name?: string;
    priceCents?: number;
    tipCents?: number;
    until?: 'new' | 'accepted' | 'completed';
    who?: Buyer;
  } = {},
) {
  const who = opts.who ?? buyer;
  const dish = await makeDish(t, chef.id, {
    name: opts.name ?? 'Tamales',
    priceCents: opts.priceCents ?? 2000,
  });
  expect(
    (await api(t, who, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 })).statusCode,
  ).toBe(200);
  const res = await api(
    t,
    who,
    'POST',
    '/orders',
    await orderBody(t, who, {
      deliveryMethod: 'pickup',
      paymentMethodId: who.cardId,
      tipCents: opts.tipCents ?? 0,
    }),
    { 'idempotency-key': `checkout-${randomBytes(6).toString('hex')}` },
  );
  expect(res.statusCode, res.body).toBe(200);
  const placed = orderOf(res);
  const until = opts.until ?? 'completed';
  const steps =
    until === 'new' ? [] : until === 'accepted' ? ['accept'] : ['accept', 'ready', 'complete'];
  for (const action of steps)
    expect((await transition(t, chef, placed.id, action)).statusCode).toBe(200);
  return placed;
}

const get = (user: FixtureUser, url: string) => api(t, user, 'GET', url);

async function earnings(chef: FixtureUser, query = ''): Promise<EarningsResponse> {
  const res = await get(chef, `/payouts/earnings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /payouts/earnings', () => {
  it('is for chefs: a guest is asked to sign in, a customer is refused, on every route', async () => {
    const customer = await makeUser(t);
    for (const url of ['/payouts/earnings', '/payouts/earnings.csv', '/payouts/sales-summary']) {
      const guest = await t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { origin: TEST_ORIGIN },
      });
      expect(guest.statusCode).toBe(401);
      const refused = await get(customer, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(payoutMessages.notAChef);
    }
  });

  it("shows each order's split exactly, the balance by where the money is, and no other chef's orders", async () => {
    // 0 % commission and a 5 % pickup service fee paid by the buyer.
    const chef = await makeOpenChef(t, { commissionStructure: 'service_fee_15' });
    await connectPayoutAccount(t, chef);
    const done = await order(chef, { name: 'Mole rojo', priceCents: 2000, tipCents: 300 });
    clock.set('2026-11-23T20:01:00Z');
    const running = await order(chef, { priceCents: 1500, until: 'accepted' });
    await order(chef, { priceCents: 999, until: 'new' }); // not accepted: earned nothing yet
    const other = await makeOpenChef(t);
    await order(other, { priceCents: 5000 });

    const e = await earnings(chef);
    expect(e.range).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      timeZone: 'America/Los_Angeles',
    });
    expect(e.depositAccountEnabled).toBe(true);
    expect(e.orders.map((o) => o.orderId)).toEqual([running.id, done.id]);
    expect(e.orders[1]).toEqual({
      orderId: done.id,
      reference: orderReference(done.id),
      orderedAt: new Date(MONDAY_NOON).toISOString(),
      foodName: 'Mole rojo',
      orderStatus: 'completed',
      subtotalCents: 2000,
      discountCents: 0,
      commissionCents: 0,
      serviceFeeCents: 100,
      tipShareCents: 300,
      netCents: 2300,
      refundedCents: 0,
      payoutId: null,
      payoutStatus: null,
    });
    expect(e.orders[0]).toMatchObject({ orderStatus: 'accepted', netCents: 1500 });
    expect(e.balance).toEqual({
      availableCents: 2300,
      pendingCents: 1500,
      inTransitCents: 0,
      paidOutCents: 0,
    });
    expect(e.payouts).toEqual([]);
    expect(e.totals).toEqual({ netCents: 3800, refundedCents: 0, paidOutCents: 0 });

    // The other chef sees only their own order, with 15 % commission taken.
    const theirs = await earnings(other);
    expect(theirs.orders).toHaveLength(1);
    expect(theirs.orders[0]).toMatchObject({ commissionCents: 750, netCents: 4250 });
    expect(theirs.depositAccountEnabled).toBe(false);
  });

  it('follows a payout from on its way to paid, with its orders and expected arrival', async () => {
    const chef = await makeOpenChef(t);
    const accountId = await connectPayoutAccount(t, chef);
    expect(accountId).toBeTruthy();
    const first = await completedOrder(t, buyer, chef, { priceCents: 2000 });
    const second = await completedOrder(t, buyer, chef, { priceCents: 3000 });
    await runPayouts(t.ctx);

    const sent = await earnings(chef);
    expect(sent.payouts).toHaveLength(1);
    const payout = sent.payouts[0]!;
    expect(payout).toEqual({
      id: expect.any(String),
      status: 'in_transit',
      amountCents: 1700 + 2550,
      createdAt: new Date(MONDAY_NOON).toISOString(),
      // Monday noon in San Francisco: two business days later.
      arrivalDate: '2026-11-25T20:00:00.000Z',
      failureMessage: null,
      orderCount: 2,
    });
    for (const id of [first.id, second.id])
      expect(sent.orders.find((o) => o.orderId === id)).toMatchObject({
        payoutId: payout.id,
        payoutStatus: 'in_transit',
      });
    expect(sent.balance).toEqual({
      availableCents: 0,
      pendingCents: 0,
      inTransitCents: 4250,
      paidOutCents: 0,
    });

    clock.set('2026-11-25T20:00:01Z');
    await settlePayouts(t.ctx);
    const paid = await earnings(chef, '?from=2026-11-23&to=2026-11-25');
    expect(paid.payouts[0]).toMatchObject({ status: 'paid' });
    expect(paid.orders[0]).toMatchObject({ payoutStatus: 'paid' });
    expect(paid.balance).toMatchObject({ inTransitCents: 0, paidOutCents: 4250 });
    expect(paid.totals.paidOutCents).toBe(4250);
    expect((await reconcileLedger(t.ctx)).differences).toEqual([]);
  });

  it("shows a refund as a negative amount on its order, and the balance drops by the chef's share", async () => {
    const chef = await makeOpenChef(t);
    const placed = await order(chef, { priceCents: 4000 });
    const payment = await paymentOfOrder(t, placed.id);
    await refundPayment(t.ctx, {
      paymentIntentId: payment.id,
      amountCents: 1000,
      idempotencyKey: `refund-${placed.id}`,
      money: await orderMoneyById(t.ctx.db, placed.id),
    });
    const e = await earnings(chef);
    // 4000 split 3400 chef / 600 platform; a 1000 refund takes back 850 and 150.
    expect(e.orders[0]).toMatchObject({ netCents: 3400, refundedCents: -850 });
    expect(e.balance.availableCents).toBe(2550);
    expect(e.totals).toMatchObject({ netCents: 3400, refundedCents: -850 });
  });

  it('filters by the chef calendar, and refuses ranges that make no sense with a clear message', async () => {
    const chef = await makeOpenChef(t);
    await order(chef);
    expect((await earnings(chef, '?from=2026-11-23&to=2026-11-23')).orders).toHaveLength(1);
    // Monday noon in San Francisco is 20:00 UTC: the order belongs to the 23rd, not the 24th.
    expect((await earnings(chef, '?from=2026-11-24&to=2026-11-30')).orders).toEqual([]);
    expect((await earnings(chef, '?from=2026-11-01&to=2026-11-22')).orders).toEqual([]);

    const refusals: [string, string][] = [
      ['?from=2026-11-30&to=2026-11-01', earningsMessages.endBeforeStart],
      ['?from=2025-01-01&to=2026-11-30', earningsMessages.tooLong],
      ['?from=2026-13-01&to=2026-12-01', earningsMessages.dateFormat],
      ['?from=2026-11-01', earningsMessages.dateFormat],
    ];
    for (const [query, message] of refusals) {
      for (const path of ['/payouts/earnings', '/payouts/earnings.csv']) {
        const res = await get(chef, `${path}${query}`);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(res.body).toContain(message);
      }
    }
  });
});

describe('GET /payouts/earnings.csv', () => {
  it('downloads one row per order and per payout, amounts in dollars, formulas kept as text', async () => {
    const chef = await makeOpenChef(t);
    await connectPayoutAccount(t, chef);
    const evil = '=HYPERLINK("http://evil.example","Click")';
    const placed = await order(chef, { name: evil, priceCents: 2050, tipCents: 125 });
    await order(chef, { name: '+Tacos, al pastor', priceCents: 1000, until: 'accepted' });
    await runPayouts(t.ctx);

    const res = await get(chef, '/payouts/earnings.csv?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="potluck-earnings-2026-11-01-to-2026-11-30.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Type,Date,Reference,Description,Status,Subtotal,Discount,Commission,Service fee,Tip share,Net,Refunds,Payout,Payout amount,Orders,Expected arrival,Failure',
    );
    expect(lines).toHaveLength(1 + 2 + 1 + 1);
    const e = await earnings(chef, '?from=2026-11-01&to=2026-11-30');
    const payout = e.payouts[0]!;
    // 2050 − 15 % commission (307.5, rounded half up to 308) + the whole pickup tip (125) = 1867.
    expect(lines).toContain(
      `order,2026-11-23T20:00:00.000Z,${orderReference(placed.id)},"'=HYPERLINK(""http://evil.example"",""Click"")",completed,20.50,0.00,-3.08,0.00,1.25,18.67,0.00,${payout.id},,,,`,
    );
    expect(lines.some((l) => l.includes(`"'+Tacos, al pastor",accepted,10.00,`))).toBe(true);
    expect(lines).toContain(
      `payout,2026-11-23T20:00:00.000Z,${payout.id},Payout to your deposit account,in_transit,,,,,,,,${payout.id},18.67,1,2026-11-25T20:00:00.000Z,`,
    );
    // No cell anywhere starts a formula.
    for (const line of lines.slice(1))
      for (const cell of line.split(','))
        expect(/^"?[=+@]/.test(cell), `${cell} in ${line}`).toBe(false);
  });
});

describe('GET /payouts/sales-summary', () => {
  it("counts this week's and this month's accepted orders in the chef's time zone", async () => {
    // Friday 30 October 2026, 12:00 in San Francisco: last month.
    clock.set('2026-10-30T19:00:00Z');
    const chef = await makeOpenChef(t);
    const early = await makeBuyer(t);
    await order(chef, { priceCents: 7000, who: early });
    // Tuesday 10 November: this month, an earlier week.
    clock.set('2026-11-10T20:00:00Z');
    await order(chef, { priceCents: 2000, tipCents: 200, who: early });
    // Monday 23 November: this week, one completed, one still new (not accepted).
    clock.set(MONDAY_NOON);
    await order(chef, { priceCents: 3000, who: early });
    await order(chef, { priceCents: 900, until: 'new', who: early });
    // Wednesday 25 November, 15:00 in San Francisco.
    clock.set('2026-11-25T23:00:00Z');
    const res = await get(chef, '/payouts/sales-summary');
    expect(res.statusCode, res.body).toBe(200);
    const summary: SalesSummaryResponse = res.json();
    expect(summary).toEqual({
      timeZone: 'America/Los_Angeles',
      week: { from: '2026-11-23', orderCount: 1, grossSalesCents: 3000, netEarningsCents: 2550 },
      month: {
        from: '2026-11-01',
        orderCount: 2,
        grossSalesCents: 3000 + 2200,
        netEarningsCents: 2550 + 1700 + 200,
      },
    });
  });
});
