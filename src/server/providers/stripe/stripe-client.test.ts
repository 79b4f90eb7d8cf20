import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import {
  STRIPE_API_VERSION,
  createStripeClient,
  isStripeError,
  isStripeUnreachable,
} from './stripe-client.ts';

const SECRET = 'sk_test_client_fake';
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET);
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('createStripeClient', () => {
  it('talks to STRIPE_API_BASE with the secret key and the pinned API version', async () => {
    fake.routes['GET /v1/balance'] = () => ({ status: 200, body: { object: 'balance' } });
    const stripe = createStripeClient({ secretKey: SECRET, apiBase: fake.base });
    await stripe.balance.retrieve();
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(fake.seen[0]!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it('does not retry on its own: one failed answer, one request', async () => {
    fake.routes['POST /v1/customers'] = () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    });
    const stripe = createStripeClient({ secretKey: SECRET, apiBase: fake.base });
    const err = await stripe.customers.create({ email: 'a@example.com' }).catch((e: unknown) => e);
    expect(isStripeError(err)).toBe(true);
    expect(isStripeUnreachable(err)).toBe(false);
    expect(fake.seen).toHaveLength(1);
  });

  it('tells an unreachable Stripe from a refusal', async () => {
    const stripe = createStripeClient({ secretKey: SECRET, apiBase: 'http://127.0.0.1:9' });
    const err = await stripe.balance.retrieve().catch((e: unknown) => e);
    expect(isStripeUnreachable(err)).toBe(true);
  });

  it('takes an origin only: the SDK has no base path', () => {
    expect(() => createStripeClient({ secretKey: SECRET, apiBase: `${fake.base}/stripe` })).toThrow(
      /origin without a path/,
    );
    expect(() => createStripeClient({ secretKey: SECRET, apiBase: 'ftp://example.com' })).toThrow(
      /http\(s\) origin/,
    );
    expect(() =>
      createStripeClient({ secretKey: SECRET, apiBase: 'https://api.stripe.com' }),
    ).not.toThrow();
  });
});
