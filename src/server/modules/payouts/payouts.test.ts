import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FinanceSettingsResponse,
  LocalPayoutOnboardingResponse,
  PayoutRefreshResponse,
} from '#contracts/payouts';
import { bankAccountMessages } from '#domain/bank-account';
import { localProcessorConnectAccounts } from '../../db/schema/local-processor.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { ONBOARDING_LINK_TTL_MS } from '../../providers/payouts/local-payouts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { CHECK_FIELDS } from './local-onboarding.service.ts';

const clock = new ManualClock('2026-11-23T20:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

function api(
  user: FixtureUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  cookie?: string,
) {
  const cookies = [user?.cookie, cookie].filter(Boolean).join('; ');
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(cookies ? { cookie: cookies } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const newChef = () => makeChef(t, { approvalStatus: 'pending' });

/** The hosted page's address, split as the page reads it. */
function linkOf(url: string) {
  const u = new URL(url);
  return {
    path: u.pathname,
    account: u.searchParams.get('account') ?? '',
    token: u.searchParams.get('token') ?? '',
    returnUrl: u.searchParams.get('return_url') ?? '',
    refreshUrl: u.searchParams.get('refresh_url') ?? '',
  };
}

async function connect(chef: FixtureUser, returnTo?: string) {
  const res = await api(chef, 'POST', '/payouts/connect', returnTo ? { returnTo } : {});
  expect(res.statusCode, res.body).toBe(200);
  const returnCookie = res.cookies.find((c) => c.name === 'potluck_payout_return');
  return {
    link: linkOf(res.json<{ url: string }>().url),
    cookie: returnCookie?.value ? `potluck_payout_return=${returnCookie.value}` : undefined,
  };
}

const bank = (accountNumber: string, over: Record<string, string> = {}) => ({
  accountHolderName: 'Ana Lopez',
  routingNumber: '110000000',
  accountNumber,
  ...over,
});

const submit = (link: ReturnType<typeof linkOf>, details: object) =>
  api(null, 'POST', '/payouts/local/onboarding', {
    account: link.account,
    token: link.token,
    returnUrl: link.returnUrl,
    refreshUrl: link.refreshUrl,
    ...details,
  });

describe('access', () => {
  it('asks guests to sign in and tells customers their account is not set up', async () => {
    for (const [method, url, body] of [
      ['GET', '/payouts/finance', undefined],
      ['PUT', '/payouts/finance', { commissionStructure: 'commission_15' }],
      ['POST', '/payouts/connect', {}],
      ['POST', '/payouts/connect/refresh', undefined],
      ['DELETE', '/payouts/account', undefined],
    ] as const) {
      expect((await api(null, method, url, body)).statusCode, url).toBe(401);
    }
    const customer = await makeUser(t);
    for (const [method, url, body] of [
      ['GET', '/payouts/finance', undefined],
      ['PUT', '/payouts/finance', { commissionStructure: 'service_fee_15' }],
      ['POST', '/payouts/connect', {}],
      ['POST', '/payouts/connect/refresh', undefined],
      ['DELETE', '/payouts/account', undefined],
    ] as const) {
      const res = await api(customer, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe("Your account hasn't been setup yet!");
    }
    const rows = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, customer.id));
    expect(rows).toEqual([]);
  });
});

describe('finance settings', () => {
  it('starts with no account and 15% commission, and saves the commission choice', async () => {
    const chef = await newChef();
    const first = await api(chef, 'GET', '/payouts/finance');
    expect(first.statusCode).toBe(200);
    expect(first.json<FinanceSettingsResponse>().finance).toEqual({
      account: { provider: null, status: 'none', bankName: null, last4: null, requirement: null },
      commissionStructure: 'commission_15',
    });
    const saved = await api(chef, 'PUT', '/payouts/finance', {
      commissionStructure: 'service_fee_15',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FinanceSettingsResponse>()).toMatchObject({
      message: 'Finance settings saved successfully.',
      finance: { commissionStructure: 'service_fee_15' },
    });
    // Saved again over the existing settings row.
    const again = await api(chef, 'PUT', '/payouts/finance', {
      commissionStructure: 'commission_15',
    });
    expect(again.json<FinanceSettingsResponse>().finance.commissionStructure).toBe('commission_15');
    expect(
      (await api(chef, 'GET', '/payouts/finance')).json<FinanceSettingsResponse>().finance
        .commissionStructure,
    ).toBe('commission_15');
  });

  it('refuses an unknown commission structure and a returnTo outside the app', async () => {
    const chef = await newChef();
    expect(
      (await api(chef, 'PUT', '/payouts/finance', { commissionStructure: 'free' })).statusCode,
    ).toBe(400);
    for (const returnTo of ['https://evil.example/', '//evil.example/x', 'chef/apply']) {
      expect((await api(chef, 'POST', '/payouts/connect', { returnTo })).statusCode, returnTo).toBe(
        400,
      );
    }
  });
});

describe('connecting a deposit account with the local provider', () => {
  it('opens the account once, then enables payouts with the test numbers (last four only kept)', async () => {
    const chef = await newChef();
    const { link, cookie } = await connect(chef, '/chef/apply?step=finance');
    expect(link.path).toBe('/accounts/connect/local');
    expect(link.returnUrl).toBe(`${TEST_ORIGIN}/accounts/connect-success`);
    expect(link.refreshUrl).toBe(`${TEST_ORIGIN}/accounts/connect-fail`);
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(row).toMatchObject({
      bankProvider: 'local',
      bankAccountRef: link.account,
      payoutStatus: 'pending',
      approvalStatus: 'pending',
    });
    const pending = (await api(chef, 'GET', '/payouts/finance')).json<FinanceSettingsResponse>();
    expect(pending.finance.account).toMatchObject({ provider: 'local', status: 'pending' });

    // A second connect reuses the account and replaces the link.
    const second = await connect(chef);
    expect(second.link.account).toBe(link.account);
    expect(second.link.token).not.toBe(link.token);
    expect((await submit(link, bank('000123456789'))).statusCode).toBe(400);

    const done = await submit(second.link, bank('000123456789'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<LocalPayoutOnboardingResponse>()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/accounts/connect-success`,
      payoutsEnabled: true,
    });
    const [stored] = await t.ctx.db
      .select()
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, link.account));
    expect(stored).toMatchObject({
      last4: '6789',
      payoutsEnabled: true,
      onboardingTokenHash: null,
    });
    expect(JSON.stringify(stored)).not.toContain('123456789');

    // The link is single-use.
    const replay = await submit(second.link, bank('000123456789'));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('token_invalid');

    const refreshed = await api(chef, 'POST', '/payouts/connect/refresh', undefined, cookie);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    // The second connect (without returnTo) forgot the first one's.
    expect(refreshed.json<PayoutRefreshResponse>()).toMatchObject({
      finance: {
        account: {
          provider: 'local',
          status: 'enabled',
          bankName: 'Local Test Bank',
          last4: '6789',
          requirement: null,
        },
      },
      returnTo: '/chef/apply?step=finance',
    });
    const [after] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(after).toMatchObject({ payoutStatus: 'enabled', bankAccountLast4: '6789' });
  });

  it("removes the account at the provider and here, only the chef's own, then connects a new one", async () => {
    const chef = await newChef();
    const other = await newChef();
    const { link } = await connect(chef);
    expect((await submit(link, bank('000123456789'))).statusCode).toBe(200);
    await api(chef, 'POST', '/payouts/connect/refresh');
    const others = await connect(other);

    clock.advance(1000);
    const removed = await api(chef, 'DELETE', '/payouts/account');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<FinanceSettingsResponse>()).toEqual({
      finance: {
        account: { provider: null, status: 'none', bankName: null, last4: null, requirement: null },
        commissionStructure: 'commission_15',
      },
      message: 'Your deposit account was removed. Payouts stop until you connect one again.',
    });
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(row).toMatchObject({
      bankProvider: null,
      bankAccountRef: null,
      bankName: null,
      bankAccountLast4: null,
      payoutStatus: null,
    });
    // The provider closed it: the old onboarding link and account are gone.
    const gone = await t.ctx.db
      .select()
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, link.account));
    expect(gone).toEqual([]);
    // The other chef's account is untouched.
    const kept = await t.ctx.db
      .select()
      .from(localProcessorConnectAccounts)
      .where(eq(localProcessorConnectAccounts.id, others.link.account));
    expect(kept).toHaveLength(1);

    // Removing again is harmless; connecting opens a new account.
    expect((await api(chef, 'DELETE', '/payouts/account')).statusCode).toBe(200);
    clock.advance(1000);
    const again = await connect(chef);
    expect(again.link.account).not.toBe(link.account);
    const finance = (await api(chef, 'GET', '/payouts/finance')).json<FinanceSettingsResponse>();
    expect(finance.finance.account).toMatchObject({ provider: 'local', status: 'pending' });
  });

  it('sends a refused account to the fail page and records why', async () => {
    const chef = await newChef();
    const { link } = await connect(chef);
    const res = await submit(link, bank('000111111116'));
    expect(res.statusCode).toBe(200);
    expect(res.json<LocalPayoutOnboardingResponse>()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/accounts/connect-fail`,
      payoutsEnabled: false,
    });
    const refreshed = (
      await api(chef, 'POST', '/payouts/connect/refresh')
    ).json<PayoutRefreshResponse>();
    expect(refreshed.returnTo).toBeNull();
    expect(refreshed.finance.account).toEqual({
      provider: 'local',
      status: 'failed',
      bankName: 'Local Test Bank',
      last4: '1116',
      requirement: bankAccountMessages.refused,
    });
    expect(
      (await api(chef, 'GET', '/payouts/finance')).json<FinanceSettingsResponse>().finance.account
        .requirement,
    ).toBe(bankAccountMessages.refused);

    // Trying again with the good account fixes it.
    const retry = await connect(chef);
    expect((await submit(retry.link, bank('000123456789'))).json().payoutsEnabled).toBe(true);
    const fixed = (
      await api(chef, 'POST', '/payouts/connect/refresh')
    ).json<PayoutRefreshResponse>();
    expect(fixed.finance.account).toMatchObject({
      status: 'enabled',
      last4: '6789',
      requirement: null,
    });
  });

  it('names each malformed field and keeps the link usable', async () => {
    const chef = await newChef();
    const { link } = await connect(chef);
    const res = await submit(link, {
      accountHolderName: '',
      routingNumber: '12345',
      accountNumber: '12ab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'bad_request',
      message: CHECK_FIELDS,
      fields: {
        accountHolderName: bankAccountMessages.holderName,
        routingNumber: bankAccountMessages.routingNumber,
        accountNumber: bankAccountMessages.accountNumber,
      },
    });
    const checksum = await submit(link, bank('000123456789', { routingNumber: '110000001' }));
    expect(checksum.json().error.fields).toEqual({
      routingNumber: bankAccountMessages.routingChecksum,
    });
    expect((await submit(link, bank('000123456789'))).json().payoutsEnabled).toBe(true);
  });

  it('refuses a forged token or other return pages, and sends an expired link to the fail page', async () => {
    const chef = await newChef();
    const { link } = await connect(chef);
    expect((await submit({ ...link, token: 'forged' }, bank('000123456789'))).statusCode).toBe(400);
    const elsewhere = await submit(
      { ...link, returnUrl: 'https://evil.example/accounts/connect-success' },
      bank('000123456789'),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('token_invalid');
    const tampered = await submit(
      { ...link, returnUrl: `${TEST_ORIGIN}/elsewhere` },
      bank('000123456789'),
    );
    expect(tampered.json().error.code).toBe('token_invalid');

    clock.advance(ONBOARDING_LINK_TTL_MS + 1000);
    const late = await submit(link, bank('000123456789'));
    expect(late.json<LocalPayoutOnboardingResponse>()).toEqual({
      redirectUrl: `${TEST_ORIGIN}/accounts/connect-fail`,
      payoutsEnabled: false,
    });
    const state = (
      await api(chef, 'POST', '/payouts/connect/refresh')
    ).json<PayoutRefreshResponse>();
    expect(state.finance.account.status).toBe('pending');
  });
});

describe('an account the provider does not know', () => {
  it('keeps what was recorded, and connecting opens a new account in its place', async () => {
    const chef = await newChef();
    // As the demo data records its chefs' banks: a reference the local provider never issued.
    await t.ctx.db.insert(chefApprovals).values({
      chefId: chef.id,
      bankProvider: 'local',
      bankAccountRef: 'demo_acct_042',
      bankName: 'First Demo Bank',
      bankAccountLast4: '4321',
    });
    const recorded = {
      provider: 'local',
      status: 'enabled',
      bankName: 'First Demo Bank',
      last4: '4321',
      requirement: null,
    };
    expect(
      (await api(chef, 'GET', '/payouts/finance')).json<FinanceSettingsResponse>().finance.account,
    ).toEqual(recorded);
    const refreshed = await api(chef, 'POST', '/payouts/connect/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<PayoutRefreshResponse>().finance.account).toEqual(recorded);

    const { link } = await connect(chef);
    expect(link.account).toMatch(/^acct_local_/);
    const [row] = await t.ctx.db
      .select()
      .from(chefApprovals)
      .where(eq(chefApprovals.chefId, chef.id));
    expect(row).toMatchObject({
      bankAccountRef: link.account,
      payoutStatus: 'pending',
      bankAccountLast4: null,
    });
    expect((await submit(link, bank('000123456789'))).json().payoutsEnabled).toBe(true);
  });
});

describe('with Stripe as the payments provider', () => {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body =
        req.url === '/v1/accounts'
          ? { id: 'acct_1Stripe' }
          : req.url === '/v1/account_links'
            ? { url: 'https://connect.stripe.com/setup/e/acct_1Stripe/xyz' }
            : {
                id: 'acct_1Stripe',
                details_submitted: true,
                payouts_enabled: true,
                external_accounts: { data: [{ bank_name: 'STRIPE TEST BANK', last4: '6789' }] },
                requirements: { disabled_reason: null, errors: [] },
              };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  let s: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    s = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await s.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the chef to Stripe and reads the account back; no local form is served', async () => {
    const chef = await makeChef(s, { approvalStatus: 'pending' });
    const call = (method: 'POST', url: string) =>
      s.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { origin: TEST_ORIGIN, cookie: chef.cookie },
      });
    const connected = await call('POST', '/payouts/connect');
    expect(connected.json()).toEqual({
      url: 'https://connect.stripe.com/setup/e/acct_1Stripe/xyz',
    });
    const refreshed = await call('POST', '/payouts/connect/refresh');
    expect(refreshed.json<PayoutRefreshResponse>().finance.account).toEqual({
      provider: 'stripe',
      status: 'enabled',
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
      requirement: null,
    });
    expect((await call('POST', '/payouts/local/onboarding')).statusCode).toBe(404);
  });
});
