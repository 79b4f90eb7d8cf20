import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../stripe/fake-stripe.ts';
import {
  PAYOUT_PROVIDER_UNAVAILABLE,
  PayoutAccountMissingError,
  PayoutProviderError,
} from './payouts.ts';
import { StripeConnectPayoutsProvider } from './stripe-payouts.ts';

/** Friday 27 November 2026, 14:00 UTC, in Stripe's unix seconds. */
const FRIDAY = Date.UTC(2026, 10, 27, 14) / 1000;
const DAY = 24 * 60 * 60;

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

  describe('transfers', () => {
    const transfer = (over: Record<string, unknown> = {}) => ({
      id: 'tr_1Fake',
      object: 'transfer',
      amount: 4200,
      amount_reversed: 0,
      currency: 'usd',
      created: FRIDAY,
      destination: 'acct_1Fake',
      reversed: false,
      reversals: { object: 'list', data: [], has_more: false },
      transfer_group: 'payout-1',
      ...over,
    });
    const withSchedule = (delayDays?: number) =>
      account({
        settings: {
          payouts: {
            schedule: delayDays === undefined ? { interval: 'daily' } : { delay_days: delayDays },
          },
        },
      });
    const payout = (over: Record<string, unknown>) => ({
      object: 'payout',
      amount: 4200,
      currency: 'usd',
      automatic: true,
      failure_message: null,
      ...over,
    });
    const request = {
      accountId: 'acct_1Fake',
      amountCents: 4200,
      idempotencyKey: 'payout-1-transfer',
      transferGroup: 'payout-1',
      description: 'Potluck payout for 3 orders',
    };

    it('sends one transfer to the chef, keyed for retries, and expects the bank on the account’s schedule', async () => {
      const byKey = new Map<string, ReturnType<typeof transfer>>();
      routes['POST /v1/transfers'] = (s) => {
        // Stripe's idempotency: the same key gets the first transfer back.
        const key = String(s.headers['idempotency-key']);
        if (!byKey.has(key)) byKey.set(key, transfer({ id: `tr_${byKey.size + 1}` }));
        return { status: 200, body: byKey.get(key) };
      };
      routes['GET /v1/accounts/acct_1Fake'] = () => ({ status: 200, body: withSchedule(2) });

      const state = await stripe.createTransfer(request);
      // Friday + 2 business days = Tuesday
      expect(state).toEqual({
        id: 'tr_1',
        status: 'in_transit',
        arrivalDate: new Date('2026-12-01T14:00:00Z'),
        failureMessage: null,
      });
      const [create, read] = seen;
      expect(create!.method).toBe('POST');
      expect(create!.path).toBe('/v1/transfers');
      expect(Object.fromEntries(create!.form)).toEqual({
        amount: '4200',
        currency: 'usd',
        destination: 'acct_1Fake',
        transfer_group: 'payout-1',
        description: 'Potluck payout for 3 orders',
      });
      expect(create!.headers['idempotency-key']).toBe('payout-1-transfer');
      expect(create!.headers['authorization']).toBe(`Bearer ${SECRET}`);
      // A platform call: the money leaves our balance, not the chef's.
      expect(create!.headers['stripe-account']).toBeUndefined();
      expect(`${read!.method} ${read!.path}`).toBe('GET /v1/accounts/acct_1Fake');

      // A retried run moves nothing more: the same key, the same transfer.
      expect((await stripe.createTransfer(request)).id).toBe('tr_1');
      expect(byKey.size).toBe(1);
    });

    it('takes the account’s own delay, and Stripe’s standard two days when it has none or cannot be read', async () => {
      routes['POST /v1/transfers'] = () => ({ status: 200, body: transfer() });
      routes['GET /v1/accounts/acct_1Fake'] = () => ({ status: 200, body: withSchedule(7) });
      expect((await stripe.createTransfer(request)).arrivalDate).toEqual(
        new Date('2026-12-08T14:00:00Z'),
      );
      routes['GET /v1/accounts/acct_1Fake'] = () => ({ status: 200, body: withSchedule() });
      expect((await stripe.createTransfer(request)).arrivalDate).toEqual(
        new Date('2026-12-01T14:00:00Z'),
      );
      // The money has moved: an unreadable schedule only costs precision.
      routes['GET /v1/accounts/acct_1Fake'] = () => ({
        status: 500,
        body: { error: { type: 'api_error', message: 'boom' } },
      });
      await expect(stripe.createTransfer(request)).resolves.toMatchObject({
        id: 'tr_1Fake',
        status: 'in_transit',
        arrivalDate: new Date('2026-12-01T14:00:00Z'),
      });
    });

    it("passes Stripe's refusal of a transfer on, and reports an outage as unavailable (503)", async () => {
      routes['POST /v1/transfers'] = () => ({
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'You have insufficient available funds in your Stripe account.',
          },
        },
      });
      const refused = await stripe.createTransfer(request).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PayoutProviderError);
      expect(refused).not.toBeInstanceOf(PayoutAccountMissingError);
      expect(refused).toMatchObject({
        message:
          'Stripe refused the request: You have insufficient available funds in your Stripe account.',
        status: 502,
      });
      expect(seen.map((r) => r.path)).toEqual(['/v1/transfers']); // no schedule read

      routes['POST /v1/transfers'] = () => ({
        status: 500,
        body: { error: { type: 'api_error', message: 'internal details' } },
      });
      await expect(stripe.createTransfer(request)).rejects.toMatchObject({
        message: PAYOUT_PROVIDER_UNAVAILABLE,
        status: 503,
      });
      const nowhere = new StripeConnectPayoutsProvider({
        secretKey: SECRET,
        apiBase: 'http://127.0.0.1:9',
        timeoutMs: 2000,
      });
      const unreachable = await nowhere.createTransfer(request).catch((e: unknown) => e);
      expect(unreachable).toBeInstanceOf(PayoutProviderError);
      expect(unreachable).toMatchObject({ message: PAYOUT_PROVIDER_UNAVAILABLE, status: 503 });
    });

    it('reads a reversed transfer as failed', async () => {
      routes['GET /v1/transfers/tr_1Fake'] = () => ({
        status: 200,
        body: transfer({
          reversed: true,
          amount_reversed: 4200,
          reversals: {
            object: 'list',
            data: [{ id: 'trr_1', object: 'transfer_reversal', created: FRIDAY + DAY }],
          },
        }),
      });
      await expect(
        stripe.retrieveTransfer({ transferId: 'tr_1Fake', accountId: 'acct_1Fake' }),
      ).resolves.toEqual({
        id: 'tr_1Fake',
        status: 'failed',
        arrivalDate: new Date((FRIDAY + DAY) * 1000),
        failureMessage: 'The payout was reversed.',
      });
      expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/transfers/tr_1Fake']);
    });

    it("follows the money into the chef's first payout after the transfer, asked as the chef's account", async () => {
      routes['GET /v1/transfers/tr_1Fake'] = () => ({ status: 200, body: transfer() });
      let payouts: unknown[] = [];
      routes['GET /v1/payouts'] = () => ({
        status: 200,
        body: { object: 'list', data: payouts, has_more: false, url: '/v1/payouts' },
      });
      routes['GET /v1/accounts/acct_1Fake'] = () => ({ status: 200, body: withSchedule(2) });
      const retrieve = () =>
        stripe.retrieveTransfer({ transferId: 'tr_1Fake', accountId: 'acct_1Fake' });

      // No payout yet: on its way, expected on the schedule.
      expect(await retrieve()).toEqual({
        id: 'tr_1Fake',
        status: 'in_transit',
        arrivalDate: new Date('2026-12-01T14:00:00Z'),
        failureMessage: null,
      });
      const list = seen[1]!;
      expect(list.method).toBe('GET');
      expect(list.pathname).toBe('/v1/payouts');
      expect(list.query.get('created[gte]')).toBe(String(FRIDAY));
      expect(list.query.get('limit')).toBe('10');
      expect(list.headers['stripe-account']).toBe('acct_1Fake');
      expect(seen[0]!.headers['stripe-account']).toBeUndefined(); // the transfer is ours

      // Newest first, as Stripe lists them: the earliest one carries the transfer.
      const arrival = Date.UTC(2026, 11, 2) / 1000;
      payouts = [
        payout({ id: 'po_later', created: FRIDAY + 3 * DAY, status: 'pending', arrival_date: 1 }),
        payout({ id: 'po_first', created: FRIDAY + 60, status: 'paid', arrival_date: arrival }),
      ];
      expect(await retrieve()).toEqual({
        id: 'tr_1Fake',
        status: 'paid',
        arrivalDate: new Date(arrival * 1000),
        failureMessage: null,
      });

      payouts = [
        payout({ id: 'po_1', created: FRIDAY + 60, status: 'in_transit', arrival_date: arrival }),
      ];
      expect(await retrieve()).toMatchObject({
        status: 'in_transit',
        arrivalDate: new Date(arrival * 1000),
      });
      payouts = [
        payout({ id: 'po_1', created: FRIDAY + 60, status: 'pending', arrival_date: arrival }),
      ];
      expect((await retrieve()).status).toBe('in_transit');

      payouts = [
        payout({
          id: 'po_1',
          created: FRIDAY + 60,
          status: 'failed',
          arrival_date: arrival,
          failure_code: 'account_closed',
          failure_message: 'The bank account has been closed.',
        }),
      ];
      expect(await retrieve()).toEqual({
        id: 'tr_1Fake',
        status: 'failed',
        arrivalDate: new Date(arrival * 1000),
        failureMessage: 'The bank account has been closed.',
      });
      payouts = [
        payout({ id: 'po_1', created: FRIDAY + 60, status: 'failed', arrival_date: arrival }),
      ];
      expect((await retrieve()).failureMessage).toBe(
        'The bank did not accept the payout. Check the bank account with Stripe.',
      );
      payouts = [
        payout({ id: 'po_1', created: FRIDAY + 60, status: 'canceled', arrival_date: arrival }),
      ];
      expect(await retrieve()).toMatchObject({
        status: 'failed',
        failureMessage: 'The payout to the bank was canceled.',
      });
    });

    it('refuses a transfer Stripe does not know without calling the account missing', async () => {
      const err = await stripe
        .retrieveTransfer({ transferId: 'tr_missing', accountId: 'acct_1Fake' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PayoutProviderError);
      expect(err).not.toBeInstanceOf(PayoutAccountMissingError);
    });
  });
});
