import { test, expect, checkScreen, signUpByApi } from './fixtures';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';

// Suggested dishes (issue 14 point 7): a chef suggests two of their dishes with a third, in
// their own order, and a third suggestion is made private. A buyer opens the dish page, sees
// "Goes well with" with the two public suggestions in the chef's order, their prices and
// links, and adds one by keyboard in one press: it is in the cart, one portion. Axe on the
// dish page with the section and on the cart after adding.

test('a buyer adds a dish the chef suggests from the dish page in one click', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const chef = await chefByApi(origin, `Casa Nopal ${Date.now().toString(36)}`);
  const rice = await productByApi(chef, { name: 'Cilantro rice', priceCents: 400 });
  const beans = await productByApi(chef, { name: 'Black beans', priceCents: 500 });
  const secret = await productByApi(chef, {
    name: 'Secret salsa',
    priceCents: 300,
    visibility: 'private',
  });
  const tacos = await productByApi(chef, {
    name: 'Carnitas tacos',
    priceCents: 1400,
    suggestedDishIds: [beans.id, secret.id, rice.id],
  });
  await approveByApi(origin, chef);
  await signUpByApi(page, origin, 'Gus Guest');

  await page.goto(`/dish/${tacos.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Carnitas tacos' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Goes well with' });
  await expect(section.getByRole('heading', { level: 2, name: 'Goes well with' })).toBeVisible();
  // The chef's order; the private one is left out.
  await expect(section.getByRole('link')).toHaveText(['Black beans', 'Cilantro rice']);
  await expect(section.getByRole('link', { name: 'Black beans' })).toHaveAttribute(
    'href',
    `/dish/${beans.id}`,
  );
  await expect(section.getByRole('listitem').filter({ hasText: 'Cilantro rice' })).toContainText(
    '$4.00',
  );
  await expect(section.getByText('Secret salsa')).toHaveCount(0);
  // One button per dish, each named by its dish; the page's own stays "Add to cart".
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add Black beans to cart' })).toBeEnabled();
  const addRice = section.getByRole('button', { name: 'Add Cilantro rice to cart' });
  await expect(addRice).toBeEnabled();
  await checkScreen(page, 'suggested-dishes');

  // One key press adds one portion to the same cart.
  await addRice.focus();
  await addRice.press('Enter');
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const line = page.getByRole('article', { name: 'Cilantro rice' });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$4.00');
  await checkScreen(page, 'suggested-dish-added');
});
