import { isPlain, orderableDemoDishes } from './demo-dishes';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// Potluck credit (spec §9): a new customer has the $25 sign-up credit on /accounts with its
// terms and expiry, and the cart's checkout spends it before the card, leaving the card at
// least 50 cents.

test('a new customer sees their $25 credit and the checkout spends it before the card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await signUpByApi(page, origin, 'Cleo Credit');

  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  const credit = page.getByRole('region', { name: 'Potluck credit' });
  await expect(credit.getByTestId('credit-available')).toHaveText('$25.00 available');
  const grants = credit.getByRole('list', { name: 'Your credit grants' });
  await expect(grants.getByText('Welcome credit', { exact: true })).toBeVisible();
  await expect(grants.getByText('$25.00 left of $25.00')).toBeVisible();
  await expect(
    grants.getByText(/^Expires \d\d\/\d\d\/\d{4}\. Your \$25\.00 welcome credit/),
  ).toBeVisible();
  await checkScreen(page, 'credits-accounts');

  // A plain demo dish in the cart: the breakdown shows the credit and the card's rest.
  let dish: { id: string; priceCents: number; lastCallPriceCents: number | null } | null = null;
  for await (const d of orderableDemoDishes(page.request, origin)) {
    if (isPlain(d)) {
      dish = d;
      break;
    }
  }
  expect(dish).not.toBeNull();
  const added = await page.request.post('/api/v1/cart/items', {
    data: { dishId: dish!.id, quantity: 1 },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/order/cart');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  const total = Math.round(
    Number((await page.getByTestId('fee-total').innerText()).replace(/[$,]/g, '')) * 100,
  );
  const spent = Math.min(2500, Math.max(0, total - 50));
  const usd = (cents: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  await expect(page.getByTestId('fee-potluck-credit')).toHaveText(usd(-spent));
  await expect(page.getByTestId('fee-charged-to-your-card')).toHaveText(usd(total - spent));
  await expect(
    checkout.getByText(
      'Your card always pays at least $0.50: card networks refuse smaller charges.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'credits-checkout');
});
