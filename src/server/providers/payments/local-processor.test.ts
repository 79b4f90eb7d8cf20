import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../clock/clock.ts';
import { localProcessorCards, localProcessorIntents } from '../../db/schema/local-processor.ts';
import { AUTHORIZATION_TTL_MS, LocalCardProcessor, TOKEN_TTL_MS } from './local-processor.ts';
import { PaymentProviderError } from './payments.ts';

let t: TestApp;
let clock: ManualClock;
let lp: LocalCardProcessor;
let keySeq = 0;
const key = () => `k-${++keySeq}`;

beforeAll(async () => {
  clock = new ManualClock('2026-03-10T12:00:00Z');
  t = await createTestApp({ clock });
  lp = t.ctx.localProcessor!;
});
afterAll(() => t.close());

async function refusal(p: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

async function customerWithCard(number = '4242424242424242') {
  const { customerId } = await lp.createCustomer({ email: 'a@example.com' });
  const token = await lp.tokenize(card(number));
  const pm = await lp.attachPaymentMethod(customerId, token.id);
  return { customerId, pm };
}

async function authorised(amountCents = 5000) {
  const { customerId, pm } = await customerWithCard();
  const intent = await lp.authorize({
    customerId,
    paymentMethodId: pm.id,
    amountCents,
    currency: 'usd',
    idempotencyKey: key(),
  });
  return { customerId, pm, intent };
}

describe('local processor: tokenising', () => {
  it('tokenises a valid card and keeps only brand, last four and expiry', async () => {
    const token = await lp.tokenize(card('4242 4242 4242 4242', { expYear: 31 }));
    expect(token.id).toMatch(/^tok_local_/);
    expect(token.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    const [row] = await t.ctx.db
      .select()
      .from(localProcessorCards)
      .where(eq(localProcessorCards.token, token.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('refuses a number that fails the Luhn check, a past expiry and a bad CVC', async () => {
    expect((await refusal(lp.tokenize(card('4242424242424241')))).code).toBe('incorrect_number');
    const past = await refusal(
      lp.tokenize(card('4242424242424242', { expMonth: 2, expYear: 2026 })),
    );
    expect(past.code).toBe('expired_card');
    // The current month is still good.
    await expect(
      lp.tokenize(card('4242424242424242', { expMonth: 3, expYear: 2026 })),
    ).resolves.toBeTruthy();
    expect((await refusal(lp.tokenize(card('4242424242424242', { cvc: '12' })))).code).toBe(
      'incorrect_cvc',
    );
    expect((await refusal(lp.tokenize(card('4242424242424242', { expMonth: 13 })))).code).toBe(
      'invalid_request',
    );
  });

  it('tokens are single-use, expire, and attach only to a known customer', async () => {
    const { customerId } = await lp.createCustomer({ email: 'b@example.com' });
    const token = await lp.tokenize(card('4242424242424242'));
    await lp.attachPaymentMethod(customerId, token.id);
    expect((await refusal(lp.attachPaymentMethod(customerId, token.id))).code).toBe(
      'resource_missing',
    );
    const stale = await lp.tokenize(card('4242424242424242'));
    clock.advance(TOKEN_TTL_MS + 1);
    expect((await refusal(lp.attachPaymentMethod(customerId, stale.id))).code).toBe(
      'resource_missing',
    );
    const fresh = await lp.tokenize(card('4242424242424242'));
    expect((await refusal(lp.attachPaymentMethod('cus_local_nobody', fresh.id))).code).toBe(
      'resource_missing',
    );
  });
});

describe('local processor: test cards', () => {
  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
  ])('%s is refused when saved with %s', async (number, code) => {
    const { customerId } = await lp.createCustomer({ email: 'c@example.com' });
    const token = await lp.tokenize(card(number));
    const err = await refusal(lp.attachPaymentMethod(customerId, token.id));
    expect(err.code).toBe(code);
    expect(await lp.listPaymentMethods(customerId)).toEqual([]);
    // The declined token is used up.
    expect((await refusal(lp.attachPaymentMethod(customerId, token.id))).code).toBe(
      'resource_missing',
    );
  });

  it.each([
    ['4000000000009995', 'insufficient_funds'],
    ['4000002500003155', 'authentication_required'],
    ['4000000000000341', 'card_declined'],
  ])(
    '%s saves, then declines an authorisation with %s (and keeps the failed intent)',
    async (number, code) => {
      const { customerId, pm } = await customerWithCard(number);
      const err = await refusal(
        lp.authorize({
          customerId,
          paymentMethodId: pm.id,
          amountCents: 1200,
          currency: 'usd',
          idempotencyKey: key(),
        }),
      );
      expect(err.code).toBe(code);
      expect(err.intentId).toMatch(/^pi_local_/);
      const [row] = await t.ctx.db
        .select()
        .from(localProcessorIntents)
        .where(eq(localProcessorIntents.id, err.intentId!));
      expect(row).toMatchObject({ status: 'failed', failureCode: code });
    },
  );

  it('4242… authorises, and lists / detaches per customer', async () => {
    const { customerId, pm, intent } = await authorised(2500);
    expect(intent).toMatchObject({ status: 'authorized', amountCents: 2500, capturedCents: 0 });
    expect(await lp.listPaymentMethods(customerId)).toEqual([pm]);
    const other = await lp.createCustomer({ email: 'x@example.com' });
    expect((await refusal(lp.detachPaymentMethod(other.customerId, pm.id))).code).toBe(
      'resource_missing',
    );
    expect(
      (
        await refusal(
          lp.authorize({
            customerId: other.customerId,
            paymentMethodId: pm.id,
            amountCents: 1,
            currency: 'usd',
            idempotencyKey: key(),
          }),
        )
      ).code,
    ).toBe('resource_missing');
    await lp.detachPaymentMethod(customerId, pm.id);
    expect(await lp.listPaymentMethods(customerId)).toEqual([]);
  });
});

describe('local processor: the intent state machine', () => {
  it('captures in full, then refuses a second capture and a void', async () => {
    const { intent } = await authorised(5000);
    const captured = await lp.capture(intent.id, { idempotencyKey: key() });
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 5000 });
    expect((await refusal(lp.capture(intent.id, { idempotencyKey: key() }))).code).toBe(
      'already_captured',
    );
    expect((await refusal(lp.void(intent.id, { idempotencyKey: key() }))).code).toBe(
      'already_captured',
    );
  });

  it('captures part of an authorisation but never more than it', async () => {
    const { intent } = await authorised(5000);
    expect(
      (await refusal(lp.capture(intent.id, { amountCents: 5001, idempotencyKey: key() }))).code,
    ).toBe('amount_too_large');
    const part = await lp.capture(intent.id, { amountCents: 3000, idempotencyKey: key() });
    expect(part).toMatchObject({ status: 'captured', amountCents: 5000, capturedCents: 3000 });
  });

  it('cannot capture or refund a voided intent', async () => {
    const { intent } = await authorised();
    expect(await lp.void(intent.id, { idempotencyKey: key() })).toMatchObject({ status: 'voided' });
    expect((await refusal(lp.capture(intent.id, { idempotencyKey: key() }))).code).toBe(
      'already_voided',
    );
    expect((await refusal(lp.refund(intent.id, { idempotencyKey: key() }))).code).toBe(
      'invalid_state',
    );
  });

  it('refunds up to what was captured, in parts', async () => {
    const { intent } = await authorised(5000);
    expect((await refusal(lp.refund(intent.id, { idempotencyKey: key() }))).code).toBe(
      'invalid_state',
    );
    await lp.capture(intent.id, { amountCents: 4000, idempotencyKey: key() });
    const first = await lp.refund(intent.id, { amountCents: 1500, idempotencyKey: key() });
    expect(first).toMatchObject({ amountCents: 1500, status: 'succeeded' });
    expect(
      (await refusal(lp.refund(intent.id, { amountCents: 2501, idempotencyKey: key() }))).code,
    ).toBe('amount_too_large');
    const rest = await lp.refund(intent.id, { idempotencyKey: key() });
    expect(rest.amountCents).toBe(2500);
    expect((await refusal(lp.refund(intent.id, { idempotencyKey: key() }))).code).toBe(
      'invalid_state',
    );
  });

  it('lets an authorisation lapse after 7 days', async () => {
    const { intent } = await authorised();
    clock.advance(AUTHORIZATION_TTL_MS - 1000);
    const { intent: second } = await authorised();
    clock.advance(2000);
    expect((await refusal(lp.capture(intent.id, { idempotencyKey: key() }))).code).toBe(
      'authorization_expired',
    );
    expect((await refusal(lp.void(intent.id, { idempotencyKey: key() }))).code).toBe(
      'authorization_expired',
    );
    await expect(lp.capture(second.id, { idempotencyKey: key() })).resolves.toMatchObject({
      status: 'captured',
    });
  });
});

describe('local processor: idempotency', () => {
  it('a retry returns the first answer; other parameters with the same key are refused', async () => {
    const { customerId, pm } = await customerWithCard();
    const k = key();
    const req = {
      customerId,
      paymentMethodId: pm.id,
      amountCents: 700,
      currency: 'usd',
      idempotencyKey: k,
    };
    const first = await lp.authorize(req);
    expect(await lp.authorize(req)).toEqual(first);
    expect((await refusal(lp.authorize({ ...req, amountCents: 701 }))).code).toBe(
      'idempotency_conflict',
    );
    // A key is one request: reusing it for a capture is a conflict, not a replay.
    expect((await refusal(lp.capture(first.id, { idempotencyKey: k }))).code).toBe(
      'idempotency_conflict',
    );

    const ck = key();
    const captured = await lp.capture(first.id, { idempotencyKey: ck });
    expect(await lp.capture(first.id, { idempotencyKey: ck })).toEqual(captured);
    const rk = key();
    const refund = await lp.refund(first.id, { amountCents: 100, idempotencyKey: rk });
    expect(await lp.refund(first.id, { amountCents: 100, idempotencyKey: rk })).toEqual(refund);
  });

  it('replays a decline too, and concurrent duplicates get one intent', async () => {
    const declining = await customerWithCard('4000000000009995');
    const req = {
      customerId: declining.customerId,
      paymentMethodId: declining.pm.id,
      amountCents: 900,
      currency: 'usd',
      idempotencyKey: key(),
    };
    const a = await refusal(lp.authorize(req));
    const b = await refusal(lp.authorize(req));
    expect(b.intentId).toBe(a.intentId);
    expect(b.code).toBe('insufficient_funds');

    const { customerId, pm } = await customerWithCard();
    const same = {
      customerId,
      paymentMethodId: pm.id,
      amountCents: 300,
      currency: 'usd',
      idempotencyKey: key(),
    };
    const results = await Promise.all([lp.authorize(same), lp.authorize(same), lp.authorize(same)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
  });
});

describe('local processor: tokenise endpoint', () => {
  const post = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/local-processor/v1/tokens',
      payload: body as object,
      remoteAddress: ip,
    });

  it('answers a token, or a Stripe-like error that names the field and never echoes the number', async () => {
    const ok = await post({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: expect.stringMatching(/^tok_local_/),
      card: { brand: 'visa', last4: '4242' },
    });
    expect(ok.body).not.toContain('4242424242424242');

    const bad = await post({ number: '4242424242424241', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(bad.statusCode).toBe(402);
    expect(bad.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
        param: 'number',
      },
    });
    expect(bad.body).not.toContain('4242424242424241');

    const missing = await post({ number: '4242424242424242' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('invalid_request');
  });

  it('limits tokenisations per client address', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await post({ number: '4242424242424241', expMonth: 1, expYear: 2030, cvc: '1' }, '10.9.9.9')
      ).statusCode;
    }
    expect(last).toBe(429);
    expect(
      (
        await post(
          { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
          '10.9.9.8',
        )
      ).statusCode,
    ).toBe(200);
  });
});
