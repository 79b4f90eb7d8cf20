import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '#contracts/cart';
import type { CreditsResponse } from '#contracts/credits';
import { CREDIT_TERMS } from '#domain/credits';
import { users } from '../../db/schema/accounts.ts';
import { ledgerEntries, ledgerLines } from '../../db/schema/ledger.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { orders } from '../../db/schema/orders.ts';
import { creditGrants } from '../../db/schema/promotions.ts';
import { invitations } from '../../db/schema/social.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeDish } from '../../test/factories/cart-fixtures.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import {
  api,
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  orderOf,
  orderRow,
  paymentOfOrder,
  placeOrder,
  refundsOfOrder,
  transition,
  type Buyer,
  orderBody,
} from '../../test/factories/order-fixtures.ts';
import { decideApproval } from '../approvals/decide-approval.service.ts';
import { orderMoneyById } from '../orders/order-money.ts';
import { settleOrderPayments } from '../orders/order-transitions.service.ts';
import { refundPayment } from '../payments/refund-payment.service.ts';
import { accountBalance } from '../ledger/ledger-queries.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';
import { createSession } from '../auth/session.service.ts';
import { expireCredits, grantReferralCredit, grantSignupCredit } from './credits.service.ts';

const clock = new ManualClock(MONDAY_NOON);
let t: TestApp;
let chef: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_HOURS: '100000' } });
  chef = await makeOpenChef(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(MONDAY_NOON));

const DAY = 86_400_000;

/** Moves the clock `days` on; sessions of the old time have lapsed, so `user` signs in again. */
async function laterBy(days: number, user: FixtureUser): Promise<FixtureUser> {
  clock.set(new Date(new Date(MONDAY_NOON).getTime() + days * DAY));
  const { token } = await createSession(t.ctx, user.id);
  return { id: user.id, cookie: `potluck_session=${token}` };
}

async function expectReconciled() {
  const report = await reconcileLedger(t.ctx);
  expect(report.differences).toEqual([]);
}

async function creditsOf(user: FixtureUser): Promise<CreditsResponse> {
  const res = await api(t, user, 'GET', '/credits');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CreditsResponse;
}

/** A buyer with a card and the sign-up credit, as if they had just signed up. */
async function buyerWithCredit(): Promise<Buyer> {
  const buyer = await makeBuyer(t);
  await t.ctx.db.transaction((tx) => grantSignupCredit(tx, buyer.id, clock.now()));
  return buyer;
}

/** The lines of an order's capture entry, by account. */
async function captureOf(orderId: string) {
  const rows = await t.ctx.db
    .select({ account: ledgerLines.account, amountCents: ledgerLines.amountCents })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'capture')));
  return Object.fromEntries(rows.map((r) => [r.account, r.amountCents]));
}

describe('sign-up credit', () => {
  it('a new account gets $25 once, in the ledger, with its terms and expiry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: `new-${randomBytes(4).toString('hex')}@example.com`,
        agreementVersion: SIGN_UP_AGREEMENT_VERSION,
        password: 'Saffron-and-sumac-42',
        name: 'Nora New',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = [res.headers['set-cookie']].flat().join('; ');
    const [user] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, JSON.parse(res.payload).user.email));
    const me = { id: user!.id, cookie };

    expect(await accountBalance(t.ctx.db, 'credits', me.id)).toBe(2500);
    const credits = await creditsOf(me);
    expect(credits.availableCents).toBe(2500);
    expect(credits.heldCents).toBe(0);
    expect(credits.grants).toHaveLength(1);
    expect(credits.grants[0]).toMatchObject({
      kind: 'signup',
      amountCents: 2500,
      remainingCents: 2500,
      expired: false,
      terms: CREDIT_TERMS.signup,
      expiresAt: new Date(clock.now().getTime() + 180 * DAY).toISOString(),
    });

    // Granting again (a retried sign-up step) adds nothing.
    expect(await t.ctx.db.transaction((tx) => grantSignupCredit(tx, me.id, clock.now()))).toBe(
      null,
    );
    expect(await accountBalance(t.ctx.db, 'credits', me.id)).toBe(2500);
    await expectReconciled();
  });

  it('a guest cannot read credit; a person without grants has none', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/credits' });
    expect(guest.statusCode).toBe(401);
    const someone = await makeUser(t);
    expect(await creditsOf(someone)).toMatchObject({ availableCents: 0, grants: [] });
  });
});

describe('referral credit', () => {
  it('the first person to invite a chef gets $10 when the chef is approved, once, and is told', async () => {
    const admin = await makeUser(t, { name: 'Ada Admin' });
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const first = await makeUser(t, { name: 'Ines Inviter' });
    const later = await makeUser(t, { name: 'Luis Later' });
    const applicant = await makeChef(t, { approvalStatus: 'pending', name: 'Nia Applicant' });
    const [row] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, applicant.id));
    await t.ctx.db.insert(invitations).values([
      {
        senderId: later.id,
        toEmail: row!.email!,
        createdAt: new Date(clock.now().getTime() - DAY),
      },
      {
        senderId: first.id,
        toEmail: row!.email!.toUpperCase(),
        createdAt: new Date(clock.now().getTime() - 2 * DAY),
      },
    ]);
    await t.ctx.db.insert(chefApprovals).values({
      chefId: applicant.id,
      submittedAt: new Date(clock.now().getTime() - DAY),
    });

    await decideApproval(t.ctx, admin.id, applicant.id, { approve: true });

    expect(await accountBalance(t.ctx.db, 'credits', first.id)).toBe(1000);
    expect(await accountBalance(t.ctx.db, 'credits', later.id)).toBe(0);
    const credits = await creditsOf(first);
    expect(credits.grants).toEqual([
      expect.objectContaining({
        kind: 'referral',
        amountCents: 1000,
        terms: CREDIT_TERMS.referral,
      }),
    ]);
    const told = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.id), eq(notifications.type, 'credit')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('You earned $10.00 Potluck credit');

    // Once per chef, however often it is asked.
    expect(
      await t.ctx.db.transaction((tx) => grantReferralCredit(tx, applicant.id, clock.now())),
    ).toBe(null);
    expect(await accountBalance(t.ctx.db, 'credits', first.id)).toBe(1000);
    await expectReconciled();
  });

  it('a chef nobody invited earns nobody credit; a rejection earns none', async () => {
    const admin = await makeUser(t);
    await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const inviter = await makeUser(t);
    const rejected = await makeChef(t, { approvalStatus: 'pending' });
    const [row] = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, rejected.id));
    await t.ctx.db.insert(invitations).values({ senderId: inviter.id, toEmail: row!.email! });
    await t.ctx.db
      .insert(chefApprovals)
      .values({ chefId: rejected.id, submittedAt: new Date(clock.now().getTime() - DAY) });
    await decideApproval(t.ctx, admin.id, rejected.id, { approve: false, reason: 'Photos' });
    expect(await accountBalance(t.ctx.db, 'credits', inviter.id)).toBe(0);
    const count = await t.ctx.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.sourceId, rejected.id));
    expect(count).toEqual([]);
  });
});

describe('credit at checkout', () => {
  it('is spent before the card: the card holds total − credit, the order and the capture record it', async () => {
    const buyer = await buyerWithCredit();
    const dish = await makeDish(t, chef.id, { priceCents: 4000 });
    await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    const cart = (await api(t, buyer, 'GET', '/cart')).json() as CartResponse;
    expect(cart.creditCents).toBe(2500);

    const res = await api(
      t,
      buyer,
      'POST',
      '/orders',
      await orderBody(t, buyer, { deliveryMethod: 'pickup', paymentMethodId: buyer.cardId }),
      { 'idempotency-key': `credit-${randomBytes(4).toString('hex')}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = orderOf(res);
    expect((await orderRow(t, order.id)).creditCents).toBe(2500);
    expect((await paymentOfOrder(t, order.id)).amountCents).toBe(4000 - 2500);
    // Held by the order until the chef accepts: the next checkout cannot spend it.
    expect(await creditsOf(buyer)).toMatchObject({ availableCents: 0, heldCents: 2500 });

    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    expect((await paymentOfOrder(t, order.id)).capturedCents).toBe(1500);
    const capture = await captureOf(order.id);
    expect(capture.buyer_payments).toBe(-1500);
    expect(capture.credits).toBe(-2500);
    expect(capture.chef_payable).toBe(3400);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);
    expect(await creditsOf(buyer)).toMatchObject({ availableCents: 0, heldCents: 0 });
    await expectReconciled();
  });

  it('leaves the card at least 50 cents', async () => {
    const buyer = await buyerWithCredit();
    const order = await placeOrder(t, buyer, chef, { priceCents: 2000 });
    expect((await orderRow(t, order.id)).creditCents).toBe(1950);
    expect((await paymentOfOrder(t, order.id)).amountCents).toBe(50);
    // 50 cents or less: the card pays it all.
    const small = await placeOrder(t, buyer, chef, { priceCents: 50 });
    expect((await orderRow(t, small.id)).creditCents).toBe(0);
    expect((await paymentOfOrder(t, small.id)).amountCents).toBe(50);
    // The first order holds 1950; 550 is left for the next.
    expect((await creditsOf(buyer)).availableCents).toBe(550);
    const next = await placeOrder(t, buyer, chef, { priceCents: 1000 });
    expect((await orderRow(t, next.id)).creditCents).toBe(550);
    expect((await paymentOfOrder(t, next.id)).amountCents).toBe(450);
  });

  it('a rejected order holds nothing any more: its credit is available again', async () => {
    const buyer = await buyerWithCredit();
    const order = await placeOrder(t, buyer, chef, { priceCents: 1000 });
    expect((await creditsOf(buyer)).availableCents).toBe(1550);
    expect((await transition(t, chef, order.id, 'reject', 'Out of masa')).statusCode).toBe(200);
    expect((await creditsOf(buyer)).availableCents).toBe(2500);
    await expectReconciled();
  });

  it("a chef's cancel after accepting returns the card money and the credit", async () => {
    const buyer = await buyerWithCredit();
    const order = await placeOrder(t, buyer, chef, { priceCents: 3000 });
    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);
    const cancelled = await transition(t, chef, order.id, 'cancel', 'Oven broke');
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const refunds = await refundsOfOrder(t, order.id);
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 500]]);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(2500);
    expect(await accountBalance(t.ctx.db, 'refunds', buyer.id)).toBe(500);
    const chefLines = await t.ctx.db
      .select({ amountCents: ledgerLines.amountCents })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerLines.account, 'chef_payable')));
    expect(chefLines.reduce((s, l) => s + l.amountCents, 0)).toBe(0);
    expect((await creditsOf(buyer)).availableCents).toBe(2500);
    await expectReconciled();
  });
  it('a crash between the card refund and the credit: the settle job gives the credit back, once', async () => {
    const buyer = await buyerWithCredit();
    const order = await placeOrder(t, buyer, chef, { priceCents: 3000 });
    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    // The card money went back and the order was cancelled, but the credit step never ran.
    const payment = await paymentOfOrder(t, order.id);
    await refundPayment(t.ctx, {
      paymentIntentId: payment.id,
      idempotencyKey: `crash-${order.id}`,
      money: await orderMoneyById(t.ctx.db, order.id),
    });
    await t.ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);

    await settleOrderPayments(t.ctx);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(2500);
    await settleOrderPayments(t.ctx);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(2500);
    await expectReconciled();
  });
});

describe('expiry', () => {
  it('takes back only what is left of a grant, once, after partial spending', async () => {
    const buyer = await buyerWithCredit();
    // $10.50 of food: $10 of credit and 50 cents on the card.
    const order = await placeOrder(t, buyer, chef, { priceCents: 1050 });
    expect((await orderRow(t, order.id)).creditCents).toBe(1000);
    expect((await transition(t, chef, order.id, 'accept')).statusCode).toBe(200);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(1500);

    const again = await laterBy(181, buyer);
    // Past its expiry the rest is no longer spendable, even before the job runs.
    const before = await creditsOf(again);
    expect(before.availableCents).toBe(0);
    expect(before.grants[0]).toMatchObject({ expired: true, remainingCents: 0 });

    expect(await expireCredits(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);
    const expiredEntries = await t.ctx.db
      .select({ amountCents: ledgerLines.amountCents })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(
        and(
          eq(ledgerEntries.kind, 'credit_expired'),
          eq(ledgerLines.account, 'credits'),
          eq(ledgerLines.partyId, buyer.id),
        ),
      );
    expect(expiredEntries).toEqual([{ amountCents: -1500 }]);
    // Run again: nothing more.
    await expireCredits(t.ctx);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);
    await expectReconciled();
  });

  it('an order placed before the expiry keeps the credit it holds', async () => {
    const granted = await buyerWithCredit();
    // The day before the credit expires (the card's hold lasts 7 days).
    const buyer = { ...granted, ...(await laterBy(179, granted)) };
    const order = await placeOrder(t, buyer, chef, { priceCents: 1050 });
    const chefAgain = await laterBy(181, chef);
    await expireCredits(t.ctx);
    // 1000 held by the order stays; 1500 expired.
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(1000);
    expect((await transition(t, chefAgain, order.id, 'accept')).statusCode).toBe(200);
    expect(await accountBalance(t.ctx.db, 'credits', buyer.id)).toBe(0);
    await expectReconciled();
  });
});

describe('two checkouts at once', () => {
  it('cannot spend the same credit twice', async () => {
    const buyer = await buyerWithCredit();
    const dish = await makeDish(t, chef.id, { priceCents: 3000 });
    await api(t, buyer, 'POST', '/cart/items', { dishId: dish.id, quantity: 1 });
    const body = await orderBody(t, buyer, {
      deliveryMethod: 'pickup',
      paymentMethodId: buyer.cardId,
    });
    const attempt = (n: number) =>
      api(t, buyer, 'POST', '/orders', body, {
        'idempotency-key': `race-${n}-${randomBytes(4).toString('hex')}`,
      });
    const answers = await Promise.all([attempt(1), attempt(2), attempt(3)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const placed = await t.ctx.db
      .select({ creditCents: orders.creditCents })
      .from(orders)
      .where(eq(orders.buyerId, buyer.id));
    expect(placed.reduce((s, o) => s + o.creditCents, 0)).toBe(2500);
    // The losers' holds were released: only the order's payment stays authorised.
    expect((await creditsOf(buyer)).availableCents).toBe(0);
  });
});
