import { randomBytes } from 'node:crypto';
import { expect, test, checkScreen, saveCard, signIn, signUpByApi } from './fixtures';
import { approveByApi, chefByApi, CHEF_PASSWORD, productByApi } from './producer-fixtures';

// Issue 14 point 2: a chef raises a dish's price between the buyer's cart and "Place order".
// The order is refused before the card is touched, the cart names the change, and the buyer
// orders at the new price only once they accepted it.

test('a price raised by the chef in another browser is shown to the buyer to accept before ordering', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL!;
  const dishName = `Saffron rice ${randomBytes(3).toString('hex')}`;
  const chef = await chefByApi(origin, `Rice Kitchen ${randomBytes(2).toString('hex')}`);
  const dish = await productByApi(chef, { name: dishName, priceCents: 1750 });
  await approveByApi(origin, chef);

  // The buyer fills the cart and sees $17.50 at checkout.
  await signUpByApi(page, origin, 'Pat Price');
  await saveCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('list', { name: 'Saved cards' })).toBeVisible();
  await page.goto(`/dish/${dish.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/order/cart');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: 'Pickup' }).check();
  await checkout.getByRole('radio', { name: 'Custom' }).check();
  await expect(page.getByTestId('fee-total')).toHaveText('$17.50');

  // The chef, in a browser of their own, raises the price.
  const chefContext = await browser.newContext();
  try {
    const chefPage = await chefContext.newPage();
    await signIn(chefPage, chef.email, CHEF_PASSWORD);
    await chefPage.goto(`/business/products/${dish.id}`);
    await chefPage.getByLabel('Price ($)').fill('99.99');
    await chefPage.getByRole('button', { name: 'Save product' }).click();
    await expect(chefPage).toHaveURL(/\/product\/list/);
  } finally {
    await chefContext.close();
  }

  // "Place order" with the $17.50 the buyer saw: refused, nothing charged, the change shown.
  await checkout.getByRole('button', { name: 'Place order' }).click();
  const line = page.getByRole('article', { name: dishName });
  await expect(line.getByText('The price went up from $17.50 to $99.99.')).toBeVisible();
  await expect(checkout.getByText('Fix the marked items first.')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await checkScreen(page, 'price-change-refused');

  // Accepting the new price makes it the order's; the total follows.
  await line.getByRole('button', { name: 'Accept new price' }).click();
  await expect(line.getByText('The price went up')).toHaveCount(0);
  await expect(page.getByTestId('fee-total')).toHaveText('$99.99');
  await checkScreen(page, 'price-change-accepted');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/view\//);
  await expect(page.getByText('$99.99').first()).toBeVisible();
  await checkScreen(page, 'price-change-ordered');
});
