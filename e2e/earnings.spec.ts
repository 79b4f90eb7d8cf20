import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import {
  test,
  expect,
  checkScreen,
  DEMO_CHEF_EMAIL,
  DEMO_PASSWORD,
  signIn,
  uniqueEmail,
  placePickupOrderByApi,
} from './fixtures';

// Earnings for chefs (issue 12 point 3): the demo chef opens payment history and finds the
// Earnings tab — balance cards, the date filter, earnings per order, payouts, a CSV download —
// and their own purchases on a second tab. A range with nothing in it shows the empty state
// and its next step; a range that ends before it starts is refused in the API's own words. A
// new buyer's order, placed through the API, appears on the chef's screen as pending once the
// chef accepts it and as available once it is completed; the CSV holds its row. The business
// portal shows this week's and this month's sales. Every state is checked with axe, and the
// filter, the tabs and the download are used by keyboard.
//
// A new chef, first, is told to connect a deposit account; once connected through the local
// provider and an order is completed, the payout run (started through the dev jobs route, as
// the hourly job would) shows the payout on its way with its expected arrival. It runs before
// the demo chef completes anything: the demo chefs' seeded deposit accounts are not known to
// the local payouts provider, so a run would fail their payouts.

// Written out rather than imported: src/domain/earnings.ts loads dayjs plugins, which the test
// runner's module loader cannot resolve without their file extension.
const END_BEFORE_START = 'The end date must be on or after the start date.';
const CONNECT_ACCOUNT = 'Connect a deposit account to get paid';
/** An order's reference as the earnings table shows it (#domain/earnings orderReference). */
const orderReference = (id: string) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order

async function sessionId(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/v1/auth/session')).json()) as {
    user: { id: string };
  };
  return body.user.id;
}

/** A plain orderable dish of the chef, and portions enough for the minimum order. */
async function plainDish(request: APIRequestContext, chefId: string) {
  const list = await request.get(`/api/v1/chefs/${chefId}/dishes?from=0&size=50`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of ((await list.json()) as ChefDishesResponse).dishes) {
    const res = await request.get(`/api/v1/dishes/${card.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (!dish.orderable || dish.modifiers.some((m) => m.min > 0)) continue;
    const unit = Math.max(dish.lastCallPriceCents ?? dish.priceCents, 1);
    const portions = Math.max(1, Math.ceil(MINIMUM_COVERED_CENTS / unit));
    if (portions > 20 || (dish.amountLeft !== -1 && dish.amountLeft < portions)) continue;
    return { dish, portions };
  }
  throw new Error('The demo chef has no plain orderable dish');
}

/** A new buyer with the 4242 card orders the dish for pickup, now or at the next open slot. */
async function buyerOrders(
  request: APIRequestContext,
  origin: string,
  dishId: string,
  portions: number,
) {
  const signUp = await request.post('/api/v1/auth/signup', {
    data: {
      email: uniqueEmail('earnings'),
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'Earnings-buyer-2026',
      name: 'Nora Quinn',
    },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = await request.post('/local-processor/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    headers: { origin },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const card = await request.post('/api/v1/payments/cards', {
    data: { token: ((await token.json()) as { id: string }).id },
    headers: { origin },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { card: { id: string } }).card.id;
  const added = await request.post('/api/v1/cart/items', {
    data: { dishId, quantity: portions },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return placePickupOrderByApi(request, origin, cardId, 'earnings');
}

test('a new chef connects a deposit account and sees a completed order paid out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const chef = await chefByApi(origin, `Verde Kitchen ${randomBytes(3).toString('hex')}`);
  const product = await productByApi(chef, { name: 'Chile Verde', priceCents: 1800 });
  await approveByApi(origin, chef);
  await page.context().addCookies((await chef.api.storageState()).cookies);

  // No deposit account yet: what to do, and where.
  await page.goto('/accounts/payment_history');
  await expect(page.getByText(CONNECT_ACCOUNT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up deposit account' })).toHaveAttribute(
    'href',
    '/chef/apply?step=finance',
  );
  await checkScreen(page, 'earnings-connect-prompt');

  // The chef connects a bank account at the local provider (its hosted form, by API here).
  const connect = await chef.api.post('/api/v1/payouts/connect', { data: {} });
  expect(connect.ok(), await connect.text()).toBe(true);
  const link = new URL(((await connect.json()) as { url: string }).url);
  const onboarded = await page.request.post('/api/v1/payouts/local/onboarding', {
    headers: { origin },
    data: {
      account: link.searchParams.get('account'),
      token: link.searchParams.get('token'),
      returnUrl: link.searchParams.get('return_url'),
      refreshUrl: link.searchParams.get('refresh_url'),
      accountHolderName: 'Vera Verde',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  // What the success page does on return: read the account back from the provider.
  const refreshed = await chef.api.post('/api/v1/payouts/connect/refresh');
  expect(refreshed.ok(), await refreshed.text()).toBe(true);

  // A buyer orders; the chef accepts, and completes.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const order = await buyerOrders(buyerPage.request, origin, product.id, 1);
  await buyerContext.close();
  for (const action of ['accept', 'ready', 'complete']) {
    const res = await chef.api.post(`/api/v1/orders/${order.id}/transitions`, {
      data: { action },
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  }
  await page.reload();
  await expect(page.getByText(CONNECT_ACCOUNT)).toHaveCount(0);
  const row = page
    .getByRole('region', { name: 'Earnings by order' })
    .getByRole('row')
    .filter({ hasText: orderReference(order.id) });
  await expect(row).toContainText('Not paid out yet');

  // The payout run, now rather than at the top of the hour.
  const run = await page.request.post('/api/v1/dev/jobs/payouts.run', { headers: { origin } });
  expect(run.ok(), await run.text()).toBe(true);
  expect(((await run.json()) as { result: { created: number } }).result.created).toBeGreaterThan(0);
  await page.reload();
  await expect(row).toContainText('On its way');
  const payout = page.getByRole('region', { name: 'Payouts' }).getByRole('row').nth(1);
  await expect(payout).toContainText('On its way');
  await expect(payout).toContainText(/Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  await checkScreen(page, 'earnings-payout-on-its-way');
  await chef.api.dispose();
});

test('a chef reads earnings, filters them, downloads them and sees sales in the portal', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);
  const chefId = await sessionId(page.request);

  await page.goto('/accounts/payment_history');
  await expect(page.getByRole('heading', { name: 'Payment history', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Earnings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance.getByRole('heading', { name: 'Available' })).toBeVisible();
  await expect(balance.getByRole('heading', { name: 'On its way' })).toBeVisible();

  // A range with nothing in it, chosen by keyboard: the empty state and its next step.
  const dates = page.getByRole('form', { name: 'Earnings dates' });
  await dates.getByLabel('From').fill('2025-01-01');
  await dates.getByLabel('To').fill('2025-01-31');
  await dates.getByLabel('To').press('Enter');
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
  await expect(page.getByText('No earnings in these dates.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the business portal' })).toBeVisible();
  await checkScreen(page, 'earnings-empty');

  // An end before the start: refused in the API's own words, before anything is asked.
  await dates.getByLabel('From').fill('2025-01-31');
  await dates.getByLabel('To').fill('2025-01-01');
  await dates.getByRole('button', { name: 'Show' }).click();
  await expect(dates.getByText(END_BEFORE_START)).toBeVisible();
  await expect(dates.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
  await checkScreen(page, 'earnings-filter-error');

  // A buyer, in a second browser, orders from the chef; the chef accepts.
  const { dish, portions } = await plainDish(page.request, chefId);
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  const order = await buyerOrders(buyerPage.request, origin, dish.id, portions);
  const act = async (action: string) => {
    const res = await page.request.post(`/api/v1/orders/${order.id}/transitions`, {
      data: { action },
      headers: { origin },
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  };
  await act('accept');

  // The last 30 days: the order is there, its earnings pending until it is completed.
  await page.goto('/accounts/payment_history');
  const row = page
    .getByRole('region', { name: 'Earnings by order' })
    .getByRole('row')
    .filter({ hasText: orderReference(order.id) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(dish.name);
  await expect(row).toContainText('Not paid out yet');
  await expect(balance.getByRole('heading', { name: 'Pending' })).toBeVisible();
  await checkScreen(page, 'earnings-pending');

  await act('ready');
  await act('complete');
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText('No earnings in these dates.')).toHaveCount(0);
  await checkScreen(page, 'earnings-data');

  // The CSV, by keyboard: focus the link and press Enter.
  const link = page.getByRole('link', { name: 'Download CSV' });
  await link.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^potluck-earnings-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Type,Date,Reference,Description,Status,Subtotal,/);
  expect(csv).toContain(`,${orderReference(order.id)},`);

  // The purchases tab, by keyboard: the chef's own card payments, as a buyer sees them.
  await page.getByRole('tab', { name: 'Earnings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Purchases' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/tab=purchases/);
  await expect(
    page.getByRole('list', { name: 'Payments' }).or(page.getByText('No payments yet.')),
  ).toBeVisible();
  await checkScreen(page, 'earnings-purchases-tab');

  // The business portal: this week's and this month's sales.
  await page.goto('/product/list');
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('heading', { name: 'This week' })).toBeVisible();
  await expect(sales.getByRole('heading', { name: 'This month' })).toBeVisible();
  await expect(sales.getByText('Gross sales').first()).toBeVisible();
  await checkScreen(page, 'portal-sales-summary');

  await buyerContext.close();
});
