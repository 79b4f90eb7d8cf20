import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentIntents, refunds } from '../../db/schema/payments.ts';
import { localProcessorIntents } from '../../db/schema/local-processor.ts';
import { AUTHORIZATION_TTL_MS } from '../../providers/payments/local-processor.ts';
import { AppError } from '../../http/errors.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { makeUser } from '../../test/factories/social-fixtures.ts';
import { addCard } from './cards.service.ts';
import { authorizePayment } from './authorize-payment.service.ts';
import { capturePayment } from './capture-payment.service.ts';
import { linkPaymentToOrder } from './link-payment-to-order.service.ts';
import { paymentsForOrder } from './payments-for-order.service.ts';
import { refundPayment } from './refund-payment.service.ts';
import { voidPayment } from './void-payment.service.ts';

let t: TestApp;
let clock: ManualClock;
let buyer: TestUser;
let chef: TestUser;
let card4242: string;
let seq = 0;
const key = () => `checkout-${++seq}`;

beforeAll(async () => {
  clock = new ManualClock('2026-03-10T12:00:00Z');
  t = await createTestApp({ clock });
  buyer = await makeUser(t, 'Buyer');
  chef = await makeUser(t, 'Chef');
  card4242 = await cardFor(buyer, '4242424242424242');
});
afterAll(() => t.close());

async function cardFor(user: TestUser, number: string): Promise<string> {
  const token = await t.ctx.localProcessor!.tokenize({
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  return (await addCard(t.ctx, user.id, token.id)).id;
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const authorize = (
  amountCents = 4200,
  extra: { orderId?: string; paymentMethodId?: string; idempotencyKey?: string } = {},
) =>
  authorizePayment(t.ctx, {
    userId: buyer.id,
    paymentMethodId: card4242,
    amountCents,
    idempotencyKey: key(),
    ...extra,
  });

describe('authorise', () => {
  it('holds the amount on a saved card and records it', async () => {
    const p = await authorize(4200);
    expect(p).toMatchObject({
      status: 'authorized',
      amountCents: 4200,
      capturedCents: 0,
      provider: 'local',
    });
    expect(p.authorizedAt).toEqual(clock.now());
    const [remote] = await t.ctx.db
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, p.providerIntentId));
    expect(remote).toMatchObject({ status: 'authorized', amountCents: 4200 });
  });

  it.each([
    ['4000000000009995', 402, 'insufficient_funds', 'Your card has insufficient funds.'],
    [
      '4000002500003155',
      402,
      'authentication_required',
      'Your bank needs to confirm this payment. Use another card or contact your bank.',
    ],
    ['4000000000000341', 402, 'card_declined', 'Your card was declined.'],
  ])('card %s: %i %s, recorded as a failed payment', async (number, status, code, message) => {
    const cardId = await cardFor(buyer, number);
    const idempotencyKey = key();
    const err = await refusal(authorize(1000, { paymentMethodId: cardId, idempotencyKey }));
    expect([err.statusCode, err.code, err.message]).toEqual([status, code, message]);
    const [row] = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, idempotencyKey));
    expect(row).toMatchObject({ status: 'failed', failureCode: code, failureMessage: message });
    // The retry answers the same decline without a second attempt at the processor.
    const again = await refusal(authorize(1000, { paymentMethodId: cardId, idempotencyKey }));
    expect(again.code).toBe(code);
    const rows = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentMethodId, cardId));
    expect(rows).toHaveLength(1);
  });

  it('a card that expired after it was saved is declined as expired', async () => {
    const cardId = await cardFor(buyer, '4242424242424242');
    clock.set('2031-01-05T12:00:00Z');
    try {
      const err = await refusal(authorize(1000, { paymentMethodId: cardId }));
      expect([err.statusCode, err.code]).toEqual([402, 'expired_card']);
    } finally {
      clock.set('2026-03-10T12:00:00Z');
    }
  });

  it('a retry with the same key returns the same payment; other parameters get 422', async () => {
    const idempotencyKey = key();
    const first = await authorize(1500, { idempotencyKey });
    const retry = await authorize(1500, { idempotencyKey });
    expect(retry.id).toBe(first.id);
    const other = await refusal(authorize(1600, { idempotencyKey }));
    expect([other.statusCode, other.code]).toEqual([422, 'idempotency_conflict']);
  });

  it('concurrent duplicates make one payment', async () => {
    const idempotencyKey = key();
    const results = await Promise.all([1, 2, 3].map(() => authorize(800, { idempotencyKey })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(
      await t.ctx.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.idempotencyKey, idempotencyKey)),
    ).toHaveLength(1);
  });

  it('nobody pays with another person’s card, nor replays their key', async () => {
    const idempotencyKey = key();
    await authorize(900, { idempotencyKey });
    const theft = await refusal(
      authorizePayment(t.ctx, {
        userId: chef.id,
        paymentMethodId: card4242,
        amountCents: 900,
        idempotencyKey: key(),
      }),
    );
    expect(theft.statusCode).toBe(404);
    const replay = await refusal(
      authorizePayment(t.ctx, {
        userId: chef.id,
        paymentMethodId: card4242,
        amountCents: 900,
        idempotencyKey,
      }),
    );
    expect(replay.statusCode).toBe(422);
  });

  it('refuses amounts that are not positive whole cents', async () => {
    expect((await refusal(authorize(0))).statusCode).toBe(400);
    expect((await refusal(authorize(12.5))).statusCode).toBe(400);
  });
});

describe('capture, void, refund', () => {
  it('captures in full, idempotently, and then cannot be voided', async () => {
    const p = await authorize(3000);
    const c = await capturePayment(t.ctx, { paymentIntentId: p.id });
    expect(c).toMatchObject({ status: 'captured', capturedCents: 3000 });
    expect((await capturePayment(t.ctx, { paymentIntentId: p.id })).capturedAt).toEqual(
      c.capturedAt,
    );
    const v = await refusal(voidPayment(t.ctx, { paymentIntentId: p.id }));
    expect([v.statusCode, v.code]).toEqual([409, 'payment_state']);
  });

  it('captures part, never more than authorised', async () => {
    const p = await authorize(3000);
    expect(
      (await refusal(capturePayment(t.ctx, { paymentIntentId: p.id, amountCents: 3001 }))).code,
    ).toBe('payment_state');
    const c = await capturePayment(t.ctx, { paymentIntentId: p.id, amountCents: 2500 });
    expect(c).toMatchObject({ status: 'captured', amountCents: 3000, capturedCents: 2500 });
  });

  it('voids an authorisation, idempotently; a voided payment cannot be captured or refunded', async () => {
    const p = await authorize(2000);
    const v = await voidPayment(t.ctx, { paymentIntentId: p.id });
    expect(v.status).toBe('voided');
    expect((await voidPayment(t.ctx, { paymentIntentId: p.id })).voidedAt).toEqual(v.voidedAt);
    const [remote] = await t.ctx.db
      .select()
      .from(localProcessorIntents)
      .where(eq(localProcessorIntents.id, p.providerIntentId));
    expect(remote!.status).toBe('canceled');
    expect((await refusal(capturePayment(t.ctx, { paymentIntentId: p.id }))).code).toBe(
      'payment_state',
    );
    expect(
      (await refusal(refundPayment(t.ctx, { paymentIntentId: p.id, idempotencyKey: key() }))).code,
    ).toBe('payment_state');
  });

  it('refunds in parts up to what was captured, then marks the payment refunded', async () => {
    const p = await authorize(5000);
    expect(
      (await refusal(refundPayment(t.ctx, { paymentIntentId: p.id, idempotencyKey: key() }))).code,
    ).toBe('payment_state');
    await capturePayment(t.ctx, { paymentIntentId: p.id, amountCents: 4000 });
    const k1 = key();
    const first = await refundPayment(t.ctx, {
      paymentIntentId: p.id,
      amountCents: 1000,
      idempotencyKey: k1,
      reason: 'missing item',
    });
    expect(first.payment).toMatchObject({ status: 'captured', refundedCents: 1000 });
    expect(first.refund).toMatchObject({
      status: 'succeeded',
      amountCents: 1000,
      reason: 'missing item',
    });
    // Same key: the same refund, not a second one.
    const retry = await refundPayment(t.ctx, {
      paymentIntentId: p.id,
      amountCents: 1000,
      idempotencyKey: k1,
    });
    expect(retry.refund.id).toBe(first.refund.id);
    expect(
      (
        await refusal(
          refundPayment(t.ctx, { paymentIntentId: p.id, amountCents: 999, idempotencyKey: k1 }),
        )
      ).code,
    ).toBe('idempotency_conflict');
    expect(
      (
        await refusal(
          refundPayment(t.ctx, { paymentIntentId: p.id, amountCents: 3001, idempotencyKey: key() }),
        )
      ).code,
    ).toBe('payment_state');
    const rest = await refundPayment(t.ctx, { paymentIntentId: p.id, idempotencyKey: key() });
    expect(rest.refund.amountCents).toBe(3000);
    expect(rest.payment).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect(
      await t.ctx.db.select().from(refunds).where(eq(refunds.paymentIntentId, p.id)),
    ).toHaveLength(2);
    expect(
      (await refusal(refundPayment(t.ctx, { paymentIntentId: p.id, idempotencyKey: key() }))).code,
    ).toBe('payment_state');
  });

  it('an authorisation older than 7 days cannot be captured and is recorded as voided', async () => {
    const p = await authorize(1200);
    clock.advance(AUTHORIZATION_TTL_MS + 60_000);
    const err = await refusal(capturePayment(t.ctx, { paymentIntentId: p.id }));
    expect([err.statusCode, err.code]).toEqual([409, 'payment_state']);
    const [row] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, p.id));
    expect(row).toMatchObject({ status: 'voided', failureCode: 'authorization_expired' });
    // Voiding a lapsed hold is fine (the order was cancelled anyway).
    const q = await authorize(1300);
    clock.advance(AUTHORIZATION_TTL_MS + 60_000);
    expect((await voidPayment(t.ctx, { paymentIntentId: q.id })).status).toBe('voided');
    // Sessions idle out after a week too: back to the start for the tests that follow.
    clock.set('2026-03-10T12:00:00Z');
  });
});

describe('history', () => {
  it('shows my payments with order, amounts, status and card; never someone else’s', async () => {
    const [order] = await t.ctx.db
      .insert(orders)
      .values({
        buyerId: buyer.id,
        sellerId: chef.id,
        deliveryMethod: 'pickup',
        subtotalCents: 2000,
        totalCents: 2100,
        commissionStructure: 'commission_15',
        idempotencyKey: key(),
      })
      .returning({ id: orders.id });
    const p = await authorize(2100, { orderId: order!.id });
    expect((await paymentsForOrder(t.ctx, order!.id)).map((r) => r.id)).toEqual([p.id]);
    // Or authorise first and link inside the order's transaction.
    const later = await authorize(2100);
    await t.ctx.db.transaction((tx) =>
      linkPaymentToOrder(tx, { paymentIntentId: later.id, orderId: order!.id, userId: buyer.id }),
    );
    await expect(
      linkPaymentToOrder(t.ctx.db, {
        paymentIntentId: later.id,
        orderId: order!.id,
        userId: chef.id,
      }),
    ).rejects.toThrow('That payment was not found.');
    expect((await paymentsForOrder(t.ctx, order!.id)).map((r) => r.id).sort()).toEqual(
      [p.id, later.id].sort(),
    );

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/history',
      headers: { origin: TEST_ORIGIN, cookie: buyer.cookie },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json().items as {
      id: string;
      orderId: string | null;
      status: string;
      card: unknown;
      failureMessage: string | null;
    }[];
    const item = items.find((i) => i.id === p.id);
    expect(item).toMatchObject({
      orderId: order!.id,
      amountCents: 2100,
      status: 'authorized',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(
      items.some(
        (i) => i.status === 'failed' && i.failureMessage === 'Your card has insufficient funds.',
      ),
    ).toBe(true);

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/history',
      headers: { origin: TEST_ORIGIN, cookie: chef.cookie },
    });
    expect(theirs.json()).toEqual({ items: [] });
  });
});
