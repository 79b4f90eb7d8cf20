import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ProductListResponse } from '../src/contracts/products';
import { test, expect, checkScreen, signIn, DEMO_CHEF_EMAIL, DEMO_PASSWORD } from './fixtures';

// The demo chef manages their catalogue in the business portal: a modifier with two priced
// options, a product with two categories, a photo and that modifier, a menu with custom hours
// holding it; edits the product (cancelling asks first), sees it on its public page, then
// deletes the modifier through the warning that a product uses it.

/** A small, valid PNG photo (the server re-encodes what it is given, so it must decode). */
const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

test('a chef builds a product, modifier and menu in the business portal', async ({
  page,
  baseURL,
}) => {
  // Many screens, each checked with axe: 1.6 min on a quiet machine, 2.1 min once on a loaded one.
  test.setTimeout(180_000);
  const suffix = randomBytes(3).toString('hex');
  const modifierName = `Salsa ${suffix}`;
  const productName = `Tamales ${suffix}`;
  const menuName = `Weekend ${suffix}`;

  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);

  // The side drawer and the home page banner lead business account holders to the portal.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'Business portal', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your business portal' })).toBeVisible();
  await checkScreen(page, 'products-home-banner');
  await page.getByRole('link', { name: 'Open business portal' }).click();
  await expect(page).toHaveURL(/\/product\/list$/);
  await expect(page.getByRole('heading', { name: 'Business portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Your business is approved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await checkScreen(page, 'products-list-products');

  // A modifier with two priced options.
  await page.getByRole('tab', { name: 'Modifiers' }).click();
  await expect(page).toHaveURL(/tab=modifiers/);
  await expect(
    page
      .getByRole('button', { name: 'Add modifier' })
      .or(page.getByRole('link', { name: 'Add modifier' })),
  ).toBeVisible();
  await checkScreen(page, 'products-list-modifiers');
  await page.getByRole('link', { name: 'Add modifier' }).click();
  await expect(page.getByRole('heading', { name: 'New modifier' })).toBeVisible();
  await page.getByLabel('Modifier name').fill(modifierName);
  await page.getByLabel('Required').check();
  await page.getByLabel('Option 1 name').fill('Verde');
  await page.getByLabel('Option 1 fee ($)').fill('0.50');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 2 name').fill('Roja');
  await page.getByLabel('Option 2 fee ($)').fill('0.75');
  await checkScreen(page, 'products-modifier-editor');
  await page.getByRole('button', { name: 'Save modifier' }).click();
  await expect(page).toHaveURL(/\/product\/list\?tab=modifiers/);
  await expect(page.getByRole('link', { name: modifierName, exact: true })).toBeVisible();

  // A product with two categories, a photo and the modifier; six categories are refused.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  await page.getByLabel('Description').fill('Steamed in corn husks.');
  const categories = page.getByRole('combobox', { name: 'Categories', exact: true });
  for (const c of ['Mains', 'Snacks', 'Soups', 'Sides', 'Salads', 'Tacos']) {
    await categories.fill(c);
    await categories.press('Enter');
  }
  await expect(page.getByText('Choose 1 to 5 categories.')).toBeVisible();
  for (let i = 0; i < 4; i++) await categories.press('Backspace');
  await expect(page.getByText('Choose 1 to 5 categories.')).toBeHidden();
  await page.getByLabel('Price ($)').fill('12.50');
  await page.getByLabel('Price per unit').fill('dozen');
  await page.getByLabel('Limited amount').check();
  await page.getByLabel('Amount left').fill('20');
  await page.getByLabel('Product photo files').setInputFiles({
    name: 'tamales.png',
    mimeType: 'image/png',
    buffer: await photo(),
  });
  await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Modifiers', exact: true }).click();
  await page.getByRole('option', { name: modifierName }).click();
  await page.keyboard.press('Escape');
  // Spec global_promo: the chef lets Potluck feature the dish in its own promotions.
  await page.getByRole('checkbox', { name: 'Feature in Potluck promotions' }).check();
  await checkScreen(page, 'products-product-editor');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/product\/list\?tab=products/);
  await expect(page.getByRole('link', { name: productName, exact: true })).toBeVisible();

  // A menu holding it, open on weekends 10:00–14:00.
  await page.getByRole('tab', { name: 'Menus' }).click();
  await expect(page).toHaveURL(/tab=menus/);
  await checkScreen(page, 'products-list-menus');
  await page.getByRole('link', { name: 'Add menu' }).click();
  await expect(page.getByRole('heading', { name: 'New menu' })).toBeVisible();
  await page.getByLabel('Menu name').fill(menuName);
  await page.getByRole('combobox', { name: 'Products', exact: true }).click();
  await page.getByRole('option', { name: productName }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Custom hours').check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await page.getByLabel(day).uncheck();
  }
  await page.getByLabel('Saturday').check();
  await page.getByLabel('Sunday').check();
  await page.getByRole('combobox', { name: 'From', exact: true }).click();
  await page.getByRole('option', { name: '10:00' }).click();
  await page.getByRole('combobox', { name: 'To', exact: true }).click();
  await page.getByRole('option', { name: '09:00' }).click();
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByText('The "from" time must be before the "to" time.')).toBeVisible();
  await page.getByRole('combobox', { name: 'To', exact: true }).click();
  await page.getByRole('option', { name: '14:00' }).click();
  await checkScreen(page, 'products-menu-editor');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page).toHaveURL(/\/product\/list\?tab=menus/);
  await expect(page.getByRole('link', { name: menuName, exact: true })).toBeVisible();
  await expect(page.getByText('10:00–14:00').first()).toBeVisible();

  // Edit the product: cancelling unsaved changes asks first.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('link', { name: `Edit ${productName}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(productName);
  await page.getByLabel('Price ($)').fill('13.00');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await checkScreen(page, 'products-discard-dialog');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/product\/list\?tab=products/);

  // The public dish page shows it, with the modifier's options.
  const list = await page.request.get('/api/v1/business/products?size=100');
  const { products } = (await list.json()) as ProductListResponse;
  const product = products.find((p) => p.name === productName);
  expect(product?.priceCents).toBe(1300);
  expect(product?.photoUrl).toContain('/dish/');
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  await expect(page.getByText('$13.00').first()).toBeVisible();
  await expect(page.getByText('Steamed in corn husks.')).toBeVisible();
  await expect(page.locator(`img[src*="/dish/${product!.id}/"]`).first()).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Promotions on this dish' }).getByText('Potluck promotion'),
  ).toBeVisible();
  await checkScreen(page, 'products-dish-page-potluck-promotion');

  // Deleting the modifier warns that a product uses it.
  await page.goto('/product/list?tab=modifiers');
  await page.getByRole('button', { name: `Delete ${modifierName}` }).click();
  const warning = page.getByRole('dialog', { name: 'Delete this modifier?' });
  await expect(warning.getByText('1 product uses this modifier.', { exact: false })).toBeVisible();
  await checkScreen(page, 'products-delete-modifier-dialog');
  await warning.getByRole('button', { name: 'Delete modifier' }).click();
  await expect(page.getByRole('link', { name: modifierName, exact: true })).toBeHidden();

  // Opened from the onboarding wizard, an editor leads back to the wizard's Menus step.
  await page.goto('/business/menus/new?from=onboarding');
  await expect(page.getByRole('heading', { name: 'New menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute(
    'href',
    '/chef/apply?step=menus',
  );

  // Leave the demo catalogue as it was.
  const origin = baseURL ?? '';
  const menus = (await (await page.request.get('/api/v1/business/menus')).json()) as {
    menus: { id: string; name: string }[];
  };
  const menu = menus.menus.find((m) => m.name === menuName);
  if (menu) await page.request.delete(`/api/v1/business/menus/${menu.id}`, { headers: { origin } });
  await page.request.delete(`/api/v1/business/products/${product!.id}`, { headers: { origin } });
});

test('an approved chef changes an order setting from the business portal', async ({ page }) => {
  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);
  await page.goto('/product/list');
  const settings = page.getByRole('navigation', { name: 'Business settings' });
  await settings.getByRole('link', { name: 'Order settings' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=order_settings$/);
  await expect(page.getByRole('heading', { name: 'Business settings', level: 1 })).toBeVisible();
  const leadTime = page.getByRole('textbox', { name: 'Default lead time (minutes)' });
  await expect(leadTime).not.toHaveValue('');
  const before = await leadTime.inputValue();
  const changed = String(Number(before) + 5);
  await checkScreen(page, 'products-business-settings');

  // Saved, and read back after a reload; then put back as it was for the other journeys.
  for (const value of [changed, before]) {
    await page.goto('/chef/apply?step=order_settings');
    await leadTime.fill(value);
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Order settings saved successfully.')).toBeVisible();
    await page.goto('/chef/apply?step=order_settings');
    await expect(leadTime).toHaveValue(value);
  }
});
