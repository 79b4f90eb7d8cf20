import { randomBytes } from 'node:crypto';
import { messages } from '../src/domain/messages';
import { onboardingMessages } from '../src/domain/onboarding';
import { checkScreen, expect, test, uniqueEmail } from './fixtures';
import { devMailTo } from './producer-fixtures';

// Issue 14 point 11: a new producer from sign-up to submitted, as they would take it. They
// open the server under another of its names, give their business name and e-mail once, are
// offered an @handle, type an address without pressing "Save address", are asked for a
// verified e-mail before they may submit, verify it from the mail while signed in and find
// their way back, and the portal then says the application waits for approval.

test('a new producer goes from sign-up to submitted without typing anything twice', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const suffix = randomBytes(3).toString('hex');
  const business = `Fern Farm ${suffix}`;
  const email = uniqueEmail('fern');
  const next = () => page.getByRole('button', { name: 'Save & continue' }).click();

  // Opened under another name of this machine, the page moves to the public origin first, so
  // the session it is about to get survives every round trip that comes back there.
  await page.goto(`${origin.replace('//localhost', '//127.0.0.1')}/chef/signup`);
  await expect(page).toHaveURL(`${origin}/chef/signup`);
  await page.getByRole('textbox', { name: 'Chef or business name' }).fill(business);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill('Saffron-and-sumac-42');
  await page.getByRole('radio', { name: 'Farmer' }).check();
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up as a chef' }).click();
  await expect(page).toHaveURL(/\/chef\/apply\?step=welcome$/);
  await next();

  // Profile: what sign-up asked is already there, and a handle is offered from the name.
  await expect(page).toHaveURL(/step=profile$/);
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue(business);
  await expect(page.getByRole('textbox', { name: 'Order e-mail' })).toHaveValue(email);
  const handle = page.getByRole('textbox', { name: 'Handle' });
  await expect(handle).toHaveValue(`fern_farm_${suffix}`);
  await expect(page.getByText('Handle is available')).toBeVisible();
  await checkScreen(page, 'producer-setup-profile');
  // A reserved handle is refused as they type; the offered one comes back with the name.
  await handle.fill('support');
  await expect(page.getByText('Handle is taken')).toBeVisible();
  await handle.fill(`fern_farm_${suffix}`);
  await expect(page.getByText('Handle is available')).toBeVisible();

  await page.getByRole('textbox', { name: 'Tagline' }).fill('Eggs and greens from the farm');
  await page.getByRole('textbox', { name: 'Business phone' }).fill('+1 415 555 0142');
  // No address yet: said once, as the error.
  await next();
  await expect(page.getByText(onboardingMessages.addAddress)).toHaveCount(1);
  await expect(
    page.getByRole('alert').filter({ hasText: onboardingMessages.addAddress }),
  ).toBeVisible();
  await checkScreen(page, 'producer-setup-profile-no-address');

  // An address typed but not saved with "Save address" is saved with the step.
  const address = page.getByRole('form', { name: 'Add an address' });
  await address.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
  await address.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await address.getByRole('textbox', { name: 'State' }).fill('CA');
  await address.getByRole('textbox', { name: 'ZIP code' }).fill('94105');
  await next();
  await expect(page.getByText('Profile saved successfully')).toBeVisible();

  // Finance, order settings: the defaults.
  await expect(page).toHaveURL(/step=finance$/);
  await page.getByRole('radio', { name: '15% commission, no customer service fee' }).check();
  await next();
  await expect(page).toHaveURL(/step=order_settings$/);
  // The address changes as the step is asked for; its form is there once the step has loaded
  // (a click before that lands on the finance step's button, which is still on the screen).
  await expect(page.getByRole('form', { name: 'Order settings' })).toBeVisible();
  await next();
  await expect(page).toHaveURL(/step=menus$/);
  // A product, as the product editor would save it (its own journey is producers.spec.ts).
  const product = await page.request.post('/api/v1/business/products', {
    data: { name: `Farm eggs ${suffix}`, priceCents: 800, amountLeft: -1, categories: ['Eggs'] },
    headers: { origin },
  });
  expect(product.ok(), await product.text()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '1 product' })).toBeVisible();
  await next();

  // Go Live: everything is done but the e-mail, which the checklist asks for with a resend.
  await expect(page).toHaveURL(/step=go_live$/);
  const checklist = page.getByRole('list', { name: 'Go-live checklist' });
  await expect(checklist.getByText('Handle: done')).toBeVisible();
  await expect(checklist.getByText('Verified e-mail: missing')).toBeVisible();
  await expect(page.getByText(/: missing$/)).toHaveCount(1);
  await checklist.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(checklist.getByText(messages.verificationSent)).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: messages.accountNotVerified }),
  ).toBeVisible();
  await checkScreen(page, 'producer-setup-go-live-unverified');

  // The link in the mail, opened in the same browser: verified, and a way back to the setup.
  const mail = await devMailTo(page.request, email, /^Verify your e-mail address/);
  const link = /(http\S+#verify=[^\s"<]+)/.exec(mail.text)?.[1];
  expect(link).toContain(`${origin}/signin#verify=`);
  await page.goto(link!);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0);
  await checkScreen(page, 'producer-setup-verified');
  await page.getByRole('link', { name: 'Continue setting up your business' }).click();
  await expect(page).toHaveURL(/step=go_live$/);
  await expect(checklist.getByText('Verified e-mail: done')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(onboardingMessages.submitted)).toBeVisible();

  // The portal says the application waits for approval, and for how long.
  await page.goto('/product/list');
  const banner = page.getByRole('alert').filter({ hasText: 'Waiting for approval' });
  await expect(banner).toContainText('up to about 48 hours');
  await expect(banner.getByRole('link')).toHaveCount(0);
  await checkScreen(page, 'producer-setup-portal-waiting');
});
