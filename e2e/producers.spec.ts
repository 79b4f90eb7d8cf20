import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { approvalMessages } from '../src/contracts/approvals';
import { onboardingMessages } from '../src/domain/onboarding';
import { SAN_FRANCISCO } from './demo-dishes';
import { DEMO_ADMIN_EMAIL, verifyEmailByApi } from './producer-fixtures';
import {
  test,
  expect,
  checkScreen,
  DEMO_PASSWORD,
  saveCard,
  signIn,
  signUpByApi,
  uniqueEmail,
} from './fixtures';

// Issue 5's journey: a buyer applies to sell and walks every step of the onboarding wizard
// (deposit account through the local payout provider, a modifier, a product using it and a
// menu, all from the Menus step), submits for approval; the admin approves in the console;
// the chef is told; a customer then finds the dish in search and orders it. Every screen is
// checked with axe.

const photo = () =>
  sharp({ create: { width: 48, height: 36, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();

/** A new browser of its own: a second person in the journey. */
async function personIn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a buyer becomes an approved chef whose dish is found and ordered', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const suffix = randomBytes(3).toString('hex');
  const business = `Juniper Kitchen ${suffix}`;
  const dishName = `Juniper dumplings ${suffix}`;
  const modifierName = `Dipping sauce ${suffix}`;
  const menuName = `Dumpling menu ${suffix}`;
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
  const next = () => page.getByRole('button', { name: 'Save & continue' }).click();

  // Apply from a buyer account.
  const email = await signUpByApi(page, origin, 'June Park');
  await page.goto('/chef/apply');
  await expect(
    page.getByRole('heading', { name: 'Become a chef on Potluck', level: 1 }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Home chef' }).check();
  await page.getByRole('button', { name: 'Apply to become a chef' }).click();

  // Welcome.
  await expect(page).toHaveURL(/step=welcome$/);
  await expect(page.getByText('15–45 minutes').first()).toBeVisible();
  await checkScreen(page, 'producer-welcome');
  await next();

  // Profile: branding, address, contacts, hours every day 06:00–23:30.
  await expect(page).toHaveURL(/step=profile$/);
  const address = page.getByRole('form', { name: 'Add an address' });
  await address.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
  await address.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await address.getByRole('textbox', { name: 'State' }).fill('CA');
  await address.getByRole('textbox', { name: 'ZIP code' }).fill('94105');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added.')).toBeVisible();
  await page
    .locator('input[type="file"][aria-label="Business banner file"]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByRole('img', { name: 'Business banner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Business name' }).fill(business);
  await page
    .getByRole('textbox', { name: 'Tagline' })
    .fill('Hand-folded dumplings, steamed to order');
  await page.getByRole('textbox', { name: 'Business phone' }).fill('+1 415 555 0177');
  await page.getByRole('textbox', { name: 'Order e-mail' }).fill(uniqueEmail('juniper'));
  for (const day of ['Sunday', 'Saturday']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('radio', { name: /^Cottage food operation \(CFO\)/ }).check();
  await checkScreen(page, 'producer-profile');
  await next();
  await expect(page.getByText('Profile saved successfully')).toBeVisible();

  // Finance: the deposit account through the local provider, then the commission.
  await expect(page).toHaveURL(/step=finance$/);
  await checkScreen(page, 'producer-finance');
  await page.getByRole('button', { name: 'Set up deposit account' }).click();
  await expect(
    page.getByRole('heading', { name: /^Local test payout provider/, level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Account holder name').fill('June Park');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await checkScreen(page, 'producer-payout-provider');
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  await expect(page).toHaveURL(/\/accounts\/connect-success$/);
  await expect(page.getByText('ending in 6789').first()).toBeVisible();
  await checkScreen(page, 'producer-connect-success');
  await page.getByRole('link', { name: 'Continue onboarding' }).click();
  await expect(page).toHaveURL(/step=finance$/);
  await page.getByRole('radio', { name: '15% commission, no customer service fee' }).check();
  await next();
  await expect(page.getByText('Finance settings saved successfully.')).toBeVisible();

  // Order settings: the defaults (pickup, no minimum).
  await expect(page).toHaveURL(/step=order_settings$/);
  await checkScreen(page, 'producer-order-settings');
  await next();
  await expect(page.getByText('Order settings saved successfully.')).toBeVisible();

  // Menus: a modifier, a product using it, a menu holding the product — each editor returns here.
  await expect(page).toHaveURL(/step=menus$/);
  await checkScreen(page, 'producer-menus-empty');
  await page.getByRole('link', { name: 'Add a modifier' }).click();
  await expect(page.getByRole('heading', { name: 'New modifier' })).toBeVisible();
  await page.getByLabel('Modifier name').fill(modifierName);
  await page.getByLabel('Required').check();
  await page.getByLabel('Option 1 name').fill('Chili oil');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 2 name').fill('Black vinegar');
  await page.getByLabel('Option 2 fee ($)').fill('0.50');
  await checkScreen(page, 'producer-modifier');
  await page.getByRole('button', { name: 'Save modifier' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=menus$/);
  await expect(page.getByRole('heading', { name: '1 modifier' })).toBeVisible();

  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(dishName);
  await page.getByLabel('Description').fill('Pork and chive, twelve to a box.');
  const categories = page.getByRole('combobox', { name: 'Categories', exact: true });
  for (const c of ['Dumplings', 'Mains']) {
    await categories.fill(c);
    await categories.press('Enter');
  }
  await page.getByLabel('Price ($)').fill('14');
  await page.getByRole('combobox', { name: 'Modifiers', exact: true }).click();
  await page.getByRole('option', { name: modifierName }).click();
  await page.keyboard.press('Escape');
  await checkScreen(page, 'producer-product');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=menus$/);
  await expect(page.getByRole('heading', { name: '1 product' })).toBeVisible();

  await page.getByRole('link', { name: 'Add a menu' }).click();
  await expect(page.getByRole('heading', { name: 'New menu' })).toBeVisible();
  await page.getByLabel('Menu name').fill(menuName);
  await page.getByRole('combobox', { name: 'Products', exact: true }).click();
  await page.getByRole('option', { name: dishName }).click();
  await page.keyboard.press('Escape');
  await checkScreen(page, 'producer-menu');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=menus$/);
  await expect(page.getByRole('heading', { name: '1 menu' })).toBeVisible();
  await checkScreen(page, 'producer-menus-filled');
  await next();

  // Go Live: everything checked once the e-mail is verified; submit with an optional extra.
  await expect(page).toHaveURL(/step=go_live$/);
  await expect(page.getByText('Verified e-mail: missing')).toBeVisible();
  await verifyEmailByApi(page.request, email, origin);
  await page.reload();
  await expect(page.getByText(/: missing$/)).toHaveCount(0);
  await page.getByRole('checkbox', { name: /marketing/i }).check();
  await checkScreen(page, 'producer-go-live');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(onboardingMessages.submitted)).toBeVisible();
  await checkScreen(page, 'producer-submitted');
  await expect(steps).toBeVisible();

  // Pending: a customer sees the dish but cannot order it yet.
  const dishes = (await (await page.request.get('/api/v1/business/products')).json()) as {
    products: { id: string; name: string }[];
  };
  const dishId = dishes.products.find((d) => d.name === dishName)!.id;
  const buyer = await personIn(browser, origin);
  await buyer.addInitScript(
    (value) => window.localStorage.setItem('potluck.searchLocation', value),
    JSON.stringify({ label: 'San Francisco, CA', ...SAN_FRANCISCO }),
  );
  await signUpByApi(buyer, origin, 'Quinn Customer');
  await buyer.goto(`/dish/${dishId}`);
  await expect(buyer.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
  await expect(buyer.getByText('This dish cannot be ordered right now.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await checkScreen(buyer, 'producer-dish-pending');
  // Its label says where it was made (the permit chosen in the Profile step).
  await buyer.goto(`/dish/label/${dishId}`);
  await expect(buyer.getByText('Made in a home kitchen')).toBeVisible();

  // The admin is told and approves in the console.
  const admin = await personIn(browser, origin);
  await signIn(admin, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  // The submission reached the admin's notifications, linking to the application.
  await admin.getByRole('button', { name: 'Notifications' }).click();
  await admin
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: `New application: ${business}` })
    .click();
  await expect(admin.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect(admin.getByText(dishName).first()).toBeVisible();
  await checkScreen(admin, 'producer-admin-details');
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Approve this application?' })
    .getByRole('button', { name: 'Approve application' })
    .click();
  await expect(admin.getByText(approvalMessages.approved)).toBeVisible();
  await checkScreen(admin, 'producer-admin-approved');
  await admin.context().close();

  // The chef is told, in the notifications drawer.
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toContainText('Your business is approved!');
  await checkScreen(page, 'producer-approved-notification');

  // The customer now finds the dish in search and orders it (pickup, later).
  await expect(await saveCard(buyer, '4242 4242 4242 4242')).toBeHidden();
  await buyer.goto(`/foods?q=${encodeURIComponent(dishName)}`);
  const results = buyer.getByRole('region', { name: 'Results', exact: true });
  await results
    .getByRole('link', { name: new RegExp(dishName) })
    .first()
    .click();
  await expect(buyer).toHaveURL(new RegExp(`/dish/${dishId}$`));
  await expect(buyer.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
  await buyer.getByRole('radio', { name: /^Black vinegar/ }).check();
  await checkScreen(buyer, 'producer-dish-orderable');
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer).toHaveURL(/\/order\/cart$/);
  const checkout = buyer.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: 'Pickup' }).check();
  await checkout.getByRole('radio', { name: 'Later' }).check();
  await checkout.getByLabel('Time', { exact: true }).click();
  await buyer.getByRole('option').nth(1).click();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(buyer).toHaveURL(/\/order\/view\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText(dishName).first()).toBeVisible();
  await checkScreen(buyer, 'producer-first-order');
  await buyer.context().close();
});
