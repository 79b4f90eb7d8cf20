import type { APIRequestContext } from '@playwright/test';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import {
  test,
  expect,
  checkScreen,
  DEMO_PASSWORD,
  signIn,
  uniqueEmail,
  placePickupOrderByApi,
} from './fixtures';
import { SIGNUP_CREDIT_CENTS } from '../src/domain/credits';

// Admin money tools (issue 12 point 7): a new customer's order from the demo chef is placed
// through the HTTP API and accepted by the chef (the card is charged). The demo admin opens
// Money from the drawer: the day's figures, then an empty day; on Refund an order, an unknown
// id is refused, the real order shows its money, an amount above what is left is refused, and
// a part refund with a reason is confirmed and done; the chef's ledger shows the refund.
// Every state is checked with axe.

const ADMIN_EMAIL = 'admin@demo.potluck.local';
const CHEF = { email: 'chef@demo.potluck.local', password: DEMO_PASSWORD };
const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order
// The new buyer's sign-up credit pays first (spec §9): order enough that the card still pays
// well over the $5.00 refunded below.
const CARD_COVERED_CENTS = MINIMUM_COVERED_CENTS + SIGNUP_CREDIT_CENTS + 1_000;
const REASON = 'One portion was missing from the bag.';

async function sessionOf(request: APIRequestContext): Promise<{ id: string }> {
  return ((await (await request.get('/api/v1/auth/session')).json()) as { user: { id: string } })
    .user;
}

/** A plain (no required option) orderable dish of the demo chef, and portions for the minimum. */
async function findChefDish(request: APIRequestContext, chefId: string) {
  const list = await request.get(`/api/v1/chefs/${chefId}/dishes?from=0&size=50`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of ((await list.json()) as ChefDishesResponse).dishes) {
    const res = await request.get(`/api/v1/dishes/${card.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (!dish.orderable || dish.modifiers.some((m) => m.min > 0)) continue;
    const unit = Math.max(dish.lastCallPriceCents ?? dish.priceCents, 1);
    const portions = Math.max(1, Math.ceil(CARD_COVERED_CENTS / unit));
    if (portions > 20 || (dish.amountLeft !== -1 && dish.amountLeft < portions)) continue;
    return { dish, portions };
  }
  throw new Error('The demo chef has no plain orderable dish');
}

/** POST /orders for pickup: now when the chef is open, else the next slot they take. */
async function placeOrder(request: APIRequestContext, origin: string, cardId: string) {
  return placePickupOrderByApi(request, origin, cardId, 'admin-money');
}

test('an admin reads the day’s money and refunds part of an order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';

  // The chef, signed in through a second browser's request context.
  const chefContext = await browser.newContext();
  const chefRequest = (await chefContext.newPage()).request;
  expect(
    (await chefRequest.post('/api/v1/auth/signin', { data: CHEF, headers: { origin } })).ok(),
  ).toBe(true);
  const chef = await sessionOf(chefRequest);
  const { dish, portions } = await findChefDish(chefRequest, chef.id);

  // A new buyer with the 4242 test card orders it; the chef accepts (the card is charged).
  const buyerContext = await browser.newContext();
  const buyer = (await buyerContext.newPage()).request;
  const signUp = await buyer.post('/api/v1/auth/signup', {
    data: {
      email: uniqueEmail('refund'),
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'Saffron-and-sumac-42',
      name: 'Rhea Refund',
    },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = await buyer.post('/local-processor/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    headers: { origin },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const card = await buyer.post('/api/v1/payments/cards', {
    data: { token: ((await token.json()) as { id: string }).id },
    headers: { origin },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { card: { id: string } }).card.id;
  const added = await buyer.post('/api/v1/cart/items', {
    data: { dishId: dish.id, quantity: portions },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await placeOrder(buyer, origin, cardId);
  const accepted = await chefRequest.post(`/api/v1/orders/${order.id}/transitions`, {
    data: { action: 'accept' },
    headers: { origin },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The admin: Money from the drawer.
  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  const gross = page.getByRole('region', { name: 'Gross sales' });
  await expect(gross).toBeVisible();
  await expect(gross).toContainText(/\d+ orders? charged/);
  await expect(page.getByText('The ledger reconciles')).toBeVisible();
  await checkScreen(page, 'admin-money-summary');

  // A day long ago: nothing moved.
  await page.getByLabel('Day (UTC)').fill('2020-01-01');
  await expect(page.getByText('No money moved on this day.')).toBeVisible();
  await checkScreen(page, 'admin-money-summary-empty');

  // Refund an order: an unknown id first.
  await page.getByRole('link', { name: 'Refund an order' }).click();
  await expect(page.getByRole('heading', { name: 'Refund an order', level: 1 })).toBeVisible();
  await expect(page.getByText('Enter an order id to see its money and refund it.')).toBeVisible();
  await checkScreen(page, 'admin-refund-empty');
  const orderId = page.getByRole('textbox', { name: 'Order id' });
  await orderId.fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Look up' }).click();
  const notFound = page.getByRole('alert').filter({ hasText: 'Order not found.' });
  await expect(notFound).toBeVisible();
  await checkScreen(page, 'admin-refund-not-found');

  // The real order: its money, then a refund above what is left is refused.
  await orderId.fill(order.id);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Charged to the card:')).toBeVisible();
  const left = page.locator('p', { hasText: 'Left to refund:' });
  const leftText = (await left.textContent()) ?? '';
  const leftDollars = Number(/\$([\d,.]+)/.exec(leftText)?.[1]?.replace(/,/g, ''));
  expect(leftDollars).toBeGreaterThan(5);
  await checkScreen(page, 'admin-refund-order');

  const amount = page.getByRole('textbox', { name: 'Amount to refund ($)' });
  await amount.fill(String(leftDollars + 1));
  await page.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText(/^The refund is larger than what is left to refund/)).toBeVisible();
  await checkScreen(page, 'admin-refund-too-much');

  // $5.00 with a reason: confirmed, done, listed.
  await amount.fill('5');
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
  await expect(dialog).toContainText('$5.00 goes back to Rhea Refund');
  await checkScreen(page, 'admin-refund-confirm');
  await dialog.getByRole('button', { name: 'Refund $5.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Refunded $5.00. The buyer and the chef have been notified.',
    }),
  ).toBeVisible();
  await expect(page.locator('p', { hasText: 'Refunded so far:' })).toContainText('$5.00');
  const row = page.getByRole('row').filter({ hasText: REASON });
  await expect(row).toContainText('$5.00');
  await expect(row).toContainText('succeeded');
  await checkScreen(page, 'admin-refund-done');

  // The chef's ledger shows the refund.
  await page.locator('p', { hasText: 'Chef:' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Chef ledger', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Refund/ }).first()).toBeVisible();
  await checkScreen(page, 'admin-chef-ledger');

  // The buyer was told.
  const notices = await buyer.get('/api/v1/notifications');
  expect(await notices.text()).toContain('You were refunded $5.00 for order');

  await chefContext.close();
  await buyerContext.close();
});
