import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe, type StripeRequest } from '../stripe/fake-stripe.ts';
import { PaymentProviderError } from './payments.ts';
import { StripePaymentsProvider } from './stripe-payments.ts';

const SECRET = 'sk_test_fake_123';
let fake: FakeStripe;
let seen: FakeStripe['seen'];
let routes: FakeStripe['routes'];
let stripe: StripePaymentsProvider;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET);
  ({ seen, routes } = fake);
  stripe = new StripePaymentsProvider({
    secretKey: SECRET,
    publishableKey: 'pk_test_fake',
    apiBase: fake.base,
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const intent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_3Fake',
  object: 'payment_intent',
  amount: 2500,
  amount_capturable: 2500,
  amount_received: 0,
  capture_method: 'manual',
  currency: 'usd',
  customer: 'cus_Fake',
  payment_method: 'pm_Fake',
  status: 'requires_capture',
  last_payment_error: null,
  ...over,
});

const pmCard = (customer: string | null) => ({
  id: 'pm_Fake',
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, funding: 'credit' },
});

const cardError = (code: string, decline: string | undefined, message: string) => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code,
      ...(decline ? { decline_code: decline } : {}),
      message,
      doc_url: `https://stripe.com/docs/error-codes/${code}`,
      payment_intent: intent({ status: 'requires_payment_method', id: 'pi_3Declined' }),
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_fake',
    },
  },
});

function expectWrite(s: StripeRequest, path: string, idempotencyKey?: string) {
  expect(s.method).toBe('POST');
  expect(s.path).toBe(path);
  expect(s.headers.authorization).toBe(`Bearer ${SECRET}`);
  expect(s.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(s.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
  // Our key where the caller gave one; otherwise the SDK's own, so its retries stay single.
  if (idempotencyKey) expect(s.headers['idempotency-key']).toBe(idempotencyKey);
  else expect(s.headers['idempotency-key']).toMatch(/^stripe-node-retry-/);
}

describe('StripePaymentsProvider', () => {
  it('creates a customer with an idempotency key per user', async () => {
    routes['POST /v1/customers'] = () => ({
      status: 200,
      body: { id: 'cus_Fake', object: 'customer' },
    });
    expect(await stripe.createCustomer({ email: 'ann@example.com', userId: 'u1' })).toEqual({
      customerId: 'cus_Fake',
    });
    expectWrite(seen[0]!, '/v1/customers', 'customer-u1');
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      email: 'ann@example.com',
      'metadata[user_id]': 'u1',
    });
  });

  it('starts a SetupIntent for an off-session card and hands out the publishable key', async () => {
    routes['POST /v1/setup_intents'] = () => ({
      status: 200,
      body: {
        id: 'seti_Fake',
        object: 'setup_intent',
        client_secret: 'seti_Fake_secret_x',
        status: 'requires_payment_method',
      },
    });
    expect(await stripe.createCardSetup('cus_Fake')).toEqual({
      provider: 'stripe',
      clientSecret: 'seti_Fake_secret_x',
      publishableKey: 'pk_test_fake',
    });
    expectWrite(seen[0]!, '/v1/setup_intents');
    expect(seen[0]!.form.get('customer')).toBe('cus_Fake');
    expect(seen[0]!.form.get('usage')).toBe('off_session');
    expect(seen[0]!.form.getAll('allowed_payment_method_types[0]')).toEqual(['card']);
  });

  it('keeps a card the SetupIntent attached, attaches a loose one, refuses another customer’s', async () => {
    routes['GET /v1/payment_methods/pm_Fake'] = () => ({ status: 200, body: pmCard('cus_Fake') });
    expect(await stripe.attachPaymentMethod('cus_Fake', 'pm_Fake')).toEqual({
      id: 'pm_Fake',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/payment_methods/pm_Fake']);

    seen.length = 0;
    routes['GET /v1/payment_methods/pm_Fake'] = () => ({ status: 200, body: pmCard(null) });
    routes['POST /v1/payment_methods/pm_Fake/attach'] = (s) => ({
      status: 200,
      body: pmCard(s.form.get('customer')),
    });
    await stripe.attachPaymentMethod('cus_Fake', 'pm_Fake');
    expectWrite(seen[1]!, '/v1/payment_methods/pm_Fake/attach');
    expect(seen[1]!.form.get('customer')).toBe('cus_Fake');

    routes['GET /v1/payment_methods/pm_Fake'] = () => ({ status: 200, body: pmCard('cus_Other') });
    await expect(stripe.attachPaymentMethod('cus_Fake', 'pm_Fake')).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('lists and detaches cards', async () => {
    routes['GET /v1/customers/cus_Fake/payment_methods'] = () => ({
      status: 200,
      body: { object: 'list', data: [pmCard('cus_Fake')], has_more: false },
    });
    routes['GET /v1/payment_methods/pm_Fake'] = () => ({ status: 200, body: pmCard('cus_Fake') });
    routes['POST /v1/payment_methods/pm_Fake/detach'] = () => ({ status: 200, body: pmCard(null) });
    expect(await stripe.listPaymentMethods('cus_Fake')).toHaveLength(1);
    expect(seen[0]!.path).toBe('/v1/customers/cus_Fake/payment_methods?type=card&limit=100');
    await stripe.detachPaymentMethod('cus_Fake', 'pm_Fake');
    expectWrite(seen.at(-1)!, '/v1/payment_methods/pm_Fake/detach');
  });

  it('authorises with a confirmed, manual-capture PaymentIntent and the caller’s idempotency key', async () => {
    routes['POST /v1/payment_intents'] = () => ({ status: 200, body: intent() });
    const result = await stripe.authorize({
      customerId: 'cus_Fake',
      paymentMethodId: 'pm_Fake',
      amountCents: 2500,
      currency: 'usd',
      idempotencyKey: 'authorize:u1:k1',
      metadata: { order_id: 'o1' },
    });
    expect(result).toEqual({
      id: 'pi_3Fake',
      status: 'authorized',
      amountCents: 2500,
      capturedCents: 0,
      currency: 'usd',
    });
    const s = seen[0]!;
    expectWrite(s, '/v1/payment_intents', 'authorize:u1:k1');
    expect(Object.fromEntries(s.form)).toMatchObject({
      amount: '2500',
      currency: 'usd',
      customer: 'cus_Fake',
      payment_method: 'pm_Fake',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order_id]': 'o1',
    });
  });

  it.each([
    [cardError('card_declined', 'generic_decline', 'Your card was declined.'), 'card_declined'],
    [
      cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
      'insufficient_funds',
    ],
    [cardError('expired_card', undefined, 'Your card has expired.'), 'expired_card'],
    [
      cardError('incorrect_cvc', undefined, "Your card's security code is incorrect."),
      'incorrect_cvc',
    ],
    [
      cardError(
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      ),
      'authentication_required',
    ],
  ])('maps a Stripe decline to a typed error (%#)', async (answer, code) => {
    routes['POST /v1/payment_intents'] = () => answer;
    const err = await stripe
      .authorize({
        customerId: 'cus_Fake',
        paymentMethodId: 'pm_Fake',
        amountCents: 2500,
        currency: 'usd',
        idempotencyKey: 'k',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ code, intentId: 'pi_3Declined' });
  });

  it('treats requires_action as authentication required', async () => {
    routes['POST /v1/payment_intents'] = () => ({
      status: 200,
      body: intent({ status: 'requires_action' }),
    });
    await expect(
      stripe.authorize({
        customerId: 'c',
        paymentMethodId: 'p',
        amountCents: 1,
        currency: 'usd',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'authentication_required', intentId: 'pi_3Fake' });
  });

  it('captures (in part), cancels and refunds with idempotency keys', async () => {
    routes['POST /v1/payment_intents/pi_3Fake/capture'] = (s) => ({
      status: 200,
      body: intent({
        status: 'succeeded',
        amount_received: Number(s.form.get('amount_to_capture')),
      }),
    });
    routes['POST /v1/payment_intents/pi_3Fake/cancel'] = () => ({
      status: 200,
      body: intent({ status: 'canceled' }),
    });
    routes['POST /v1/refunds'] = (s) => ({
      status: 200,
      body: {
        id: 're_Fake',
        object: 'refund',
        amount: Number(s.form.get('amount')),
        payment_intent: 'pi_3Fake',
        status: 'succeeded',
      },
    });
    expect(
      await stripe.capture('pi_3Fake', { amountCents: 2000, idempotencyKey: 'capture:1' }),
    ).toMatchObject({
      status: 'captured',
      capturedCents: 2000,
    });
    expectWrite(seen[0]!, '/v1/payment_intents/pi_3Fake/capture', 'capture:1');
    expect(seen[0]!.form.get('amount_to_capture')).toBe('2000');

    expect(await stripe.void('pi_3Fake', { idempotencyKey: 'void:1' })).toMatchObject({
      status: 'voided',
    });
    expectWrite(seen[1]!, '/v1/payment_intents/pi_3Fake/cancel', 'void:1');

    expect(
      await stripe.refund('pi_3Fake', { amountCents: 500, idempotencyKey: 'refund:1' }),
    ).toEqual({
      id: 're_Fake',
      intentId: 'pi_3Fake',
      amountCents: 500,
      status: 'succeeded',
    });
    expectWrite(seen[2]!, '/v1/refunds', 'refund:1');
    expect(Object.fromEntries(seen[2]!.form)).toEqual({
      payment_intent: 'pi_3Fake',
      amount: '500',
    });
  });

  it('maps state, idempotency and outage errors', async () => {
    const answer = (status: number, error: Record<string, unknown>) => () => ({
      status,
      body: { error },
    });
    routes['POST /v1/payment_intents/pi_3Fake/capture'] = answer(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'This PaymentIntent could not be captured because it has a status of canceled.',
    });
    await expect(stripe.capture('pi_3Fake', { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 'invalid_state',
    });
    routes['POST /v1/payment_intents/pi_3Fake/capture'] = answer(400, {
      type: 'idempotency_error',
      message:
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    });
    await expect(stripe.capture('pi_3Fake', { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    routes['POST /v1/payment_intents/pi_3Fake/capture'] = answer(500, {
      type: 'api_error',
      message: 'boom',
    });
    await expect(stripe.capture('pi_3Fake', { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 'processing_error',
    });
    const unreachable = new StripePaymentsProvider({
      secretKey: SECRET,
      publishableKey: 'pk',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(unreachable.capture('pi', { idempotencyKey: 'a' })).rejects.toMatchObject({
      code: 'processing_error',
    });
  });

  it('sends the secret key only as a Bearer header, never in a body', async () => {
    routes['POST /v1/customers'] = () => ({ status: 200, body: { id: 'cus_Fake' } });
    await stripe.createCustomer({ email: 'a@example.com', userId: 'u2' });
    expect(seen[0]!.form.toString()).not.toContain(SECRET);
    const wrongKey = new StripePaymentsProvider({
      secretKey: 'sk_wrong',
      publishableKey: 'pk',
      apiBase: fake.base,
    });
    await expect(
      wrongKey.createCustomer({ email: 'a@example.com', userId: 'u3' }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
