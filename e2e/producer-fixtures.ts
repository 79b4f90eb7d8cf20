import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { ProfileStepInput } from '../src/contracts/onboarding';
import type { ProductInput } from '../src/contracts/products';
import { DEMO_PASSWORD, expect, uniqueEmail } from './fixtures';

export const DEMO_ADMIN_EMAIL = 'admin@demo.potluck.local';

/** Open all week, 06:00–23:30 (the wizard's default range). */
export const OPEN_ALL_WEEK = {
  businessDays: [0, 1, 2, 3, 4, 5, 6],
  fromHour: '06:00',
  endHour: '23:30',
};

/** A signed-in API session of its own (its own cookies), for a second person in a journey. */
async function session(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The newest mail to `to` whose subject matches, from the dev mailbox's API. */
export async function devMailTo(api: APIRequestContext, to: string, subject: RegExp) {
  const list = await ok<{ messages: { id: string; to: string; subject: string }[] }>(
    await api.get('/api/v1/dev/mail'),
    'dev mailbox',
  );
  const summary = list.messages.find((m) => m.to === to && subject.test(m.subject));
  expect(summary, `a mail to ${to} about ${subject}`).toBeTruthy();
  return ok<{ text: string }>(await api.get(`/api/v1/dev/mail/${summary!.id}`), 'dev mail');
}

/** Confirms the account's e-mail with the link of its verification mail, as its owner would. */
export async function verifyEmailByApi(
  api: APIRequestContext,
  email: string,
  origin: string,
): Promise<void> {
  const mail = await devMailTo(api, email, /^Verify your e-mail address/);
  const token = /#verify=([^\s"<]+)/.exec(mail.text)?.[1];
  expect(token, 'a verification link').toBeTruthy();
  await ok(
    await api.post('/api/v1/auth/verification/confirm', { data: { token }, headers: { origin } }),
    'verify e-mail',
  );
}

export const CHEF_PASSWORD = 'Saffron-and-sumac-42';

export interface ApiChef {
  id: string;
  name: string;
  /** Signs in with CHEF_PASSWORD. */
  email: string;
  /** The chef's own API session. */
  api: APIRequestContext;
  profile: ProfileStepInput;
}

/**
 * A new chef made through the same API the wizard uses: chef sign-up, a San Francisco
 * business address, the Profile and Order Settings steps. Not yet submitted.
 */
export async function chefByApi(baseURL: string, name: string): Promise<ApiChef> {
  const api = await session(baseURL);
  const email = uniqueEmail('chef');
  const signUp = await ok<{ user: { id: string } }>(
    await api.post('/api/v1/onboarding/signup', {
      data: {
        email,
        agreementVersion: SIGN_UP_AGREEMENT_VERSION,
        password: CHEF_PASSWORD,
        name,
        producerKind: 'home_chef',
      },
    }),
    'chef sign-up',
  );
  // Going live needs a verified e-mail (spec §5).
  await verifyEmailByApi(api, email, baseURL);
  const address = await ok<{ address: { id: string } }>(
    await api.post('/api/v1/addresses', {
      data: { address1: '1 Market St', city: 'San Francisco', state: 'CA', zipcode: '94105' },
    }),
    'business address',
  );
  const profile: ProfileStepInput = {
    businessName: name,
    handle: `chef_${randomBytes(4).toString('hex')}`,
    tagline: 'Made to order in San Francisco',
    businessAddressId: address.address.id,
    businessPhone: '+1 415 555 0123',
    businessEmail: uniqueEmail('orders'),
    businessHours: OPEN_ALL_WEEK,
  };
  await ok(await api.put('/api/v1/onboarding/profile', { data: profile }), 'profile step');
  await ok(
    await api.put('/api/v1/onboarding/order-settings', {
      data: {
        minimumOrderCents: 0,
        defaultLeadTimeMinutes: 0,
        callRobot: false,
        disablePreOrder: false,
        offersPickup: true,
        offersDelivery: false,
      },
    }),
    'order settings step',
  );
  return { id: signUp.user.id, name, email, api, profile };
}

/** A plain product (no options, unlimited) of the chef. */
export async function productByApi(
  chef: ApiChef,
  product: Partial<ProductInput> & { name: string },
): Promise<{ id: string }> {
  const saved = await ok<{ product: { id: string } }>(
    await chef.api.post('/api/v1/business/products', {
      data: { priceCents: 1200, amountLeft: -1, categories: ['Dinner'], ...product },
    }),
    'product',
  );
  return saved.product;
}

/** Submits the chef for approval and approves them as the demo admin. */
export async function approveByApi(baseURL: string, chef: ApiChef): Promise<void> {
  await ok(
    await chef.api.post('/api/v1/onboarding/go-live', {
      data: { options: { tablet: false, robotCalls: false, freeVideo: false, marketing: false } },
    }),
    'go live',
  );
  const admin = await session(baseURL);
  try {
    await ok(
      await admin.post('/api/v1/auth/signin', {
        data: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
      }),
      'admin sign-in',
    );
    await ok(
      await admin.post(`/api/v1/admin/approvals/${chef.id}/approve`, { data: {} }),
      'approve',
    );
  } finally {
    await admin.dispose();
  }
}
