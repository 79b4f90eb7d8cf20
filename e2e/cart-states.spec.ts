import type { Page } from '@playwright/test';
import { isPlain, orderableDemoDishes } from './demo-dishes';
import {
  test,
  expect,
  checkScreen,
  checkScreenEarly,
  holdRequests,
  saveCard,
  signUpByApi,
} from './fixtures';

// The cart and checkout screen in the states a journey that waits for it to settle never
// sees (decision 067): while the session and the cart load, while the cards and addresses
// load, the cart failing to load, and the checkout refusing the order. Axe passes in each.
// Every page.goto here is also checked as the screen first shows (earlyAxe).

test.use({ earlyAxe: true });

const serverError = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again in a moment' } }),
};

/** A signed-up buyer with a saved card and one plain demo dish in the cart. */
async function buyerWithCart(page: Page, origin: string) {
  await signUpByApi(page, origin, 'Lena Loading');
  const dialog = await saveCard(page, '4242 4242 4242 4242');
  await expect(dialog).toBeHidden();
  for await (const dish of orderableDemoDishes(page.request, origin)) {
    if (!isPlain(dish) || (dish.amountLeft !== -1 && dish.amountLeft < 1)) continue;
    const added = await page.request.post('/api/v1/cart/items', {
      data: { dishId: dish.id, quantity: 1 },
      headers: { origin },
    });
    if (added.ok()) return dish;
  }
  throw new Error('No plain orderable demo dish found');
}

test('cart and checkout pass axe while loading, settled, and with an error', async ({
  page,
  baseURL,
}) => {
  // Seven screens checked with axe, two of them twice: longer than a journey that checks one.
  test.setTimeout(240_000);
  const dish = await buyerWithCart(page, baseURL ?? '');

  // Everything the screen reads is held back: first the signed-in check's spinner…
  const api = await holdRequests(page, /\/api\/v1\//);
  await page.goto('/order/cart');
  await expect(page.getByRole('status', { name: 'Loading', exact: true }).first()).toBeVisible();
  await checkScreenEarly(page, 'cart-loading-session');

  // …then, the session known, the cart's skeleton.
  await api.release(/\/api\/v1\/(auth|session|me\b|profiles\/me)/);
  await expect(page.getByRole('status', { name: 'Loading your cart' })).toBeVisible();
  await checkScreenEarly(page, 'cart-loading');

  // The cart in, the checkout's cards still on their way.
  await api.release(/\/api\/v1\/cart/);
  await expect(page.getByRole('article', { name: dish.name })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your cards' })).toBeVisible();
  await checkScreenEarly(page, 'checkout-loading-cards');

  await api.release();
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  await checkScreen(page, 'cart-states-settled');

  // The checkout refuses the order: its alert, checked.
  await page.route(/\/api\/v1\/orders$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'bad_request', message: 'The chef no longer takes this time' },
          }),
        })
      : route.fallback(),
  );
  await page.goto('/order/cart');
  await expect(checkout.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/orders') && r.request().method() === 'POST',
  );
  await checkout.getByRole('button', { name: 'Place order' }).click();
  expect((await refused).status()).toBe(400);
  await expect(
    checkout.getByRole('alert').filter({ hasText: 'Unable to place the order' }),
  ).toBeVisible();
  await checkScreenEarly(page, 'checkout-refused-as-shown');
  await checkScreen(page, 'checkout-refused');

  // The cart failing to load: its alert, checked as it shows and settled.
  await page.route('**/api/v1/cart', (route) =>
    route.request().method() === 'GET' ? route.fulfill(serverError) : route.fallback(),
  );
  await page.goto('/order/cart');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not load your cart' }),
  ).toBeVisible();
  await checkScreenEarly(page, 'cart-error-as-shown');
  await checkScreen(page, 'cart-error');
});
