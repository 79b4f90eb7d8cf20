import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../stripe/fake-stripe.ts';
import {
  PAYOUT_PROVIDER_UNAVAILABLE,
  PayoutAccountMissingError,
  PayoutProviderError,
} from './payouts.ts';
import { StripeConnectPayoutsProvider } from './stripe-payouts.ts';

const SECRET = 'sk_test_connect_fake';
let fake: FakeStripe;
let seen: FakeStripe['seen'];
let routes: FakeStripe['routes'];
let stripe: StripeConnectPayoutsProvider;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET);
  ({ seen, routes } = fake);
  stripe = new StripeConnectPayoutsProvider({ secretKey: SECRET, apiBase: fake.base });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const account = (over: Record<string, unknown> = {}) => ({
  id: 'acct_1Fake',
  object: 'account',
  type: 'express',
  details_submitted: false,
  payouts_enabled: false,
  external_accounts: { object: 'list', data: [] },
  requirements: {
    currently_due: ['external_account'],
    disabled_reason: 'requirements.past_due',
    errors: [],
  },
  ...over,
});

describe('Stripe Connect payouts', () => {
  it('opens an Express account once per key (idempotency key), with the e-mail and user id', async () => {
    routes['POST /v1/accounts'] = () => ({ status: 200, body: account() });
    await expect(
      stripe.createAccount({ email: 'ana@example.com', userId: 'u-1', idempotencyKey: 'u-1-0' }),
    ).resolves.toEqual({
      id: 'acct_1Fake',
    });
    const req = seen[0]!;
    expect(req.form.get('type')).toBe('express');
    expect(req.form.get('email')).toBe('ana@example.com');
    expect(req.form.get('metadata[user_id]')).toBe('u-1');
    expect(req.form.get('capabilities[transfers][requested]')).toBe('true');
    expect(req.headers['idempotency-key']).toBe('potluck-connect-account-u-1-0');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('asks for an onboarding link back to our success and fail pages', async () => {
    routes['POST /v1/account_links'] = () => ({
      status: 200,
      body: {
        object: 'account_link',
        url: 'https://connect.stripe.com/setup/e/acct_1Fake/abc',
        expires_at: 1,
      },
    });
    const link = await stripe.createOnboardingLink({
      accountId: 'acct_1Fake',
      returnUrl: 'https://potluck.example/accounts/connect-success',
      refreshUrl: 'https://potluck.example/accounts/connect-fail',
    });
    expect(link.url).toBe('https://connect.stripe.com/setup/e/acct_1Fake/abc');
    const form = seen[0]!.form;
    expect(form.get('account')).toBe('acct_1Fake');
    expect(form.get('type')).toBe('account_onboarding');
    expect(form.get('return_url')).toBe('https://potluck.example/accounts/connect-success');
    expect(form.get('refresh_url')).toBe('https://potluck.example/accounts/connect-fail');
  });

  it('reads an enabled account: bank name and last four of the first bank account', async () => {
    routes['GET /v1/accounts/acct_1Fake'] = () => ({
      status: 200,
      body: account({
        details_submitted: true,
        payouts_enabled: true,
        external_accounts: {
          data: [{ object: 'bank_account', bank_name: 'STRIPE TEST BANK', last4: '6789' }],
        },
        requirements: { currently_due: [], disabled_reason: null, errors: [] },
      }),
    });
    await expect(stripe.retrieveAccount('acct_1Fake')).resolves.toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
      requirement: null,
    });
    expect(seen[0]!.method).toBe('GET');
  });

  it("reads a refused account's requirement in words", async () => {
    routes['GET /v1/accounts/acct_1Fake'] = () => ({
      status: 200,
      body: account({
        details_submitted: true,
        requirements: {
          disabled_reason: 'requirements.past_due',
          errors: [
            {
              code: 'verification_failed_other',
              reason: 'The bank account could not be verified.',
            },
          ],
        },
      }),
    });
    const state = await stripe.retrieveAccount('acct_1Fake');
    expect(state).toMatchObject({
      payoutsEnabled: false,
      requirement: 'The bank account could not be verified.',
    });

    routes['GET /v1/accounts/acct_1Fake'] = () => ({ status: 200, body: account() });
    expect((await stripe.retrieveAccount('acct_1Fake')).requirement).toBe(
      'Some required details are missing or overdue.',
    );
  });

  it("passes Stripe's refusal on, and hides outages behind a retry message", async () => {
    await expect(stripe.retrieveAccount('acct_missing')).rejects.toBeInstanceOf(
      PayoutAccountMissingError,
    );
    routes['POST /v1/account_links'] = () => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'The account acct_1Fake is not an Express account.',
        },
      },
    });
    await expect(
      stripe.createOnboardingLink({ accountId: 'acct_1Fake', returnUrl: 'r', refreshUrl: 'f' }),
    ).rejects.toThrow(
      'Stripe refused the request: The account acct_1Fake is not an Express account.',
    );
    routes['POST /v1/accounts'] = () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    });
    await expect(
      stripe.createAccount({ email: 'a@b.c', userId: 'u', idempotencyKey: 'u-0' }),
    ).rejects.toThrow(PAYOUT_PROVIDER_UNAVAILABLE);
    const wrongKey = new StripeConnectPayoutsProvider({
      secretKey: 'sk_wrong',
      apiBase: fake.base,
    });
    await expect(wrongKey.retrieveAccount('acct_1Fake')).rejects.toBeInstanceOf(
      PayoutProviderError,
    );
    const nowhere = new StripeConnectPayoutsProvider({
      secretKey: SECRET,
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(nowhere.retrieveAccount('acct_1Fake')).rejects.toThrow(
      PAYOUT_PROVIDER_UNAVAILABLE,
    );
  });

  it('deletes an account, and takes one Stripe no longer knows as deleted', async () => {
    routes['DELETE /v1/accounts/acct_1Fake'] = () => ({
      status: 200,
      body: { id: 'acct_1Fake', object: 'account', deleted: true },
    });
    await expect(stripe.deleteAccount('acct_1Fake')).resolves.toBeUndefined();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /v1/accounts/acct_1Fake']);
    routes['DELETE /v1/accounts/acct_gone'] = () => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such account',
        },
      },
    });
    await expect(stripe.deleteAccount('acct_gone')).resolves.toBeUndefined();
    routes['DELETE /v1/accounts/acct_busy'] = () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'This account has a balance.' } },
    });
    await expect(stripe.deleteAccount('acct_busy')).rejects.toThrow(
      'Stripe refused the request: This account has a balance.',
    );
  });
});
