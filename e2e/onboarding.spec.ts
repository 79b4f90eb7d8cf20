import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect, checkScreen, signUpByApi, uniqueEmail } from './fixtures';

// A buyer applies to sell and walks the onboarding wizard up to Go Live, which is refused
// until the business has a product; the wizard resumes where they left. A guest signs up as
// a chef. (The full journey with products, finance and approval is e2e/… by the lead.)

test('a buyer applies and walks the onboarding wizard up to Go Live', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'potluck-e2e-'));
  const logoPath = path.join(tmp, 'logo.png');
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e8590c' } })
    .png()
    .toFile(logoPath);
  try {
    await signUpByApi(page, baseURL!, 'Casey Cook');
    const steps = page.getByRole('navigation', { name: 'Onboarding steps' });

    // Applying.
    await page.goto('/chef/apply');
    await expect(
      page.getByRole('heading', { name: 'Become a chef on Potluck', level: 1 }),
    ).toBeVisible();
    await checkScreen(page, 'onboarding-apply');
    await page.getByRole('button', { name: 'Apply to become a chef' }).click();
    await expect(page.getByText('Choose what kind of producer you are.')).toBeVisible();
    await page.getByRole('radio', { name: 'Home chef' }).check();
    await page.getByRole('button', { name: 'Apply to become a chef' }).click();

    // Welcome: the estimate and the approval status.
    await expect(page).toHaveURL(/\/chef\/apply\?step=welcome$/);
    await expect(
      page.getByRole('heading', { name: 'Set up your business', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('15–45 minutes').first()).toBeVisible();
    await expect(page.getByText('Approval status: not submitted yet')).toBeVisible();
    await checkScreen(page, 'onboarding-welcome');
    await page.getByRole('button', { name: 'Save & continue' }).click();

    // Profile.
    await expect(page).toHaveURL(/step=profile$/);
    await expect(page.getByRole('heading', { name: 'Your business profile' })).toBeVisible();
    await expect(page.getByText('You need to add at least one address.')).toBeVisible();
    await checkScreen(page, 'onboarding-profile');

    await page
      .locator('input[type="file"][aria-label="Business logo file"]')
      .setInputFiles(logoPath);
    await expect(page.getByText('Logo updated.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      /\/api\/v1\/files\/profile\/.+\/logo\?v=\d+/,
    );

    const address = page.getByRole('form', { name: 'Add an address' });
    await address.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
    await address.getByRole('textbox', { name: 'City' }).fill('San Francisco');
    await address.getByRole('textbox', { name: 'State' }).fill('CA');
    await address.getByRole('textbox', { name: 'ZIP code' }).fill('94105');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added.')).toBeVisible();
    await expect(page.getByLabel('Business address')).not.toHaveValue('');

    await page.getByRole('textbox', { name: 'Business name' }).fill('Casey Kitchen');
    // The handle offered follows the name; a retried run takes one of its own.
    await expect(page.getByRole('textbox', { name: 'Handle' })).toHaveValue('casey_kitchen');
    await page.getByRole('textbox', { name: 'Handle' }).fill(`casey_${Date.now().toString(36)}`);
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Slow-cooked beans and greens');
    await page.getByRole('textbox', { name: 'Business phone' }).fill('+1 415 555 0100');
    await page.getByRole('textbox', { name: 'Order e-mail' }).fill(uniqueEmail('orders'));
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await expect(page.getByLabel('Opens at')).toHaveValue('06:00');
    await expect(page.getByLabel('Closes at')).toHaveValue('23:30');
    // An end before the start is refused.
    await page.getByLabel('Opens at').selectOption('18:00');
    await page.getByLabel('Closes at').selectOption('09:00');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Wrong business hours!')).toBeVisible();
    await checkScreen(page, 'onboarding-profile-wrong-hours');
    // The alternate 15-minute step (spec §9) offers quarter hours.
    await expect(page.getByLabel('Opens at').locator('option', { hasText: '09:15' })).toHaveCount(
      0,
    );
    await page.getByRole('checkbox', { name: '15-minute steps' }).check();
    await page.getByLabel('Opens at').selectOption('09:15');
    await page.getByLabel('Closes at').selectOption('21:30');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Profile saved successfully')).toBeVisible();

    // Finance: the deposit account status and the commission choice.
    await expect(page).toHaveURL(/step=finance$/);
    await expect(page.getByRole('heading', { name: 'Finance', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up deposit account' })).toBeVisible();
    await checkScreen(page, 'onboarding-finance');
    await page.getByRole('radio', { name: '0% commission, 15% customer service fee' }).check();
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Finance settings saved successfully.')).toBeVisible();

    // Order settings.
    await expect(page).toHaveURL(/step=order_settings$/);
    await page.getByRole('textbox', { name: 'Minimum order price' }).fill('15');
    await page.getByRole('textbox', { name: 'Default lead time (minutes)' }).fill('45');
    await page.getByRole('checkbox', { name: 'Offer pickup' }).uncheck();
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Offer pickup, delivery or both.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Offer pickup' }).check();
    await page.getByRole('checkbox', { name: /Call robot/ }).check();
    await checkScreen(page, 'onboarding-order-settings');
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByText('Order settings saved successfully.')).toBeVisible();

    // Menus: nothing listed yet.
    await expect(page).toHaveURL(/step=menus$/);
    await expect(page.getByRole('heading', { name: '0 products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/business/products/new?from=onboarding',
    );
    await expect(page.getByRole('link', { name: 'Manage catalogue' })).toHaveAttribute(
      'href',
      '/product/list',
    );
    await checkScreen(page, 'onboarding-menus');
    await page.getByRole('button', { name: 'Save & continue' }).click();

    // Go Live is refused without a product.
    await expect(page).toHaveURL(/step=go_live$/);
    await expect(page.getByText('At least one product: missing')).toBeVisible();
    await page.getByRole('checkbox', { name: /tablet/ }).check();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You need at least one product to go live.' }),
    ).toBeVisible();
    await checkScreen(page, 'onboarding-go-live-refused');

    // The wizard resumes where the chef left.
    await page.goto('/chef/apply');
    await expect(page).toHaveURL(/step=go_live$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Go live' })).toBeVisible();
    await steps.getByRole('button', { name: /Profile/ }).click();
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Casey Kitchen');
    await expect(page.getByLabel('Opens at')).toHaveValue('09:15');
    await expect(page.getByRole('checkbox', { name: '15-minute steps' })).toBeChecked();
    await expect(page.getByLabel('Closes at')).toHaveValue('21:30');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/step=welcome$/);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test('a guest signs up as a chef and lands in the wizard', async ({ page }) => {
  // The sign-up page's chef variant (/signup/chef) is this one.
  await page.goto('/signup/chef');
  await expect(page).toHaveURL(/\/chef\/signup$/);
  await expect(
    page.getByRole('heading', { name: 'Sell your food on Potluck', level: 1 }),
  ).toBeVisible();
  // Up front: how long setting up takes (spec §9, onboarding 15-45 minutes).
  await expect(page.getByText('Setting up your business takes 15–45 minutes.')).toBeVisible();
  await checkScreen(page, 'chef-signup');
  await page.getByRole('textbox', { name: 'Chef or business name' }).fill('Fern Farm');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('chef'));
  await page.getByLabel(/^Password/).fill('Saffron-and-sumac-42');
  await page.getByRole('button', { name: 'Sign up as a chef' }).click();
  await expect(page.getByText('Choose what kind of producer you are.')).toBeVisible();
  await page.getByRole('radio', { name: 'Farmer' }).check();
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up as a chef' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=welcome$/);
  await expect(page.getByText('Approval status: not submitted yet')).toBeVisible();
  await checkScreen(page, 'chef-signup-welcome');
  // The wizard works on a phone: the steps stack vertically.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(/step=profile$/);
  await expect(page.getByRole('heading', { name: 'Your business profile' })).toBeVisible();
  await checkScreen(page, 'chef-signup-profile-mobile');
  // Signed in, /chef/signup sends to the application.
  await page.goto('/chef/signup');
  await expect(page).toHaveURL(/\/chef\/apply/);
});
