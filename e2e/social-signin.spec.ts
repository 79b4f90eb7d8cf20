import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, checkScreen, signUpByApi, uniqueEmail } from './fixtures';

// Social sign-in (spec §6, decision 057) against the local stand-ins for Google, Facebook and
// X that the server mounts outside production: each one's consent page lets the journey pick
// who to be. A first sign-in makes a customer account; a verified e-mail that is already an
// account's is linked once the password proves it; the profile connects more.

const PASSWORD = 'Saffron-and-sumac-42';

type Provider = { id: 'google' | 'facebook' | 'x'; name: 'Google' | 'Facebook' | 'X' };
const GOOGLE: Provider = { id: 'google', name: 'Google' };
const FACEBOOK: Provider = { id: 'facebook', name: 'Facebook' };
const X: Provider = { id: 'x', name: 'X' };

/** On the provider's consent page: continues as someone new (X never shares the e-mail). */
async function consentAs(page: Page, provider: Provider, name: string, email?: string) {
  await expect(
    page.getByRole('heading', { name: `Sign in to Potluck with ${provider.name}` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  if (email) await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Continue as this person' }).click();
}

const someone = (first: string) => `${first} ${randomBytes(3).toString('hex')}`;

test('a first sign-in with Google, Facebook or X makes a customer account', async ({ page }) => {
  // The sign-up page offers the same, and says that continuing accepts the agreement.
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByText('By continuing with Google, Facebook or X, you agree')).toBeVisible();

  for (const provider of [X, FACEBOOK, GOOGLE]) {
    await page.context().clearCookies();
    await page.goto('/signin');
    const button = page.getByRole('link', { name: `Continue with ${provider.name}` });
    await expect(button).toBeVisible();
    if (provider === X) await checkScreen(page, 'social-signin');
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/dev/oidc/${provider.id}/interaction/`));
    await checkScreen(page, `social-consent-${provider.id}`);
    const name = someone(`${provider.name} Person`);
    await consentAs(page, provider, name, provider === X ? undefined : uniqueEmail(provider.id));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
    // X shares no e-mail: there is none to verify.
    if (provider === X) {
      await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0);
    }
    await checkScreen(page, `social-signed-in-${provider.id}`);
  }

  // The Google account has no password yet: the profile offers to set one.
  await page.goto('/profile');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(methods.getByText('Connected', { exact: true })).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Disconnect Google' })).toBeVisible();
  await expect(methods.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await checkScreen(page, 'social-profile-methods');
  // Its only way to sign in cannot go.
  await methods.getByRole('button', { name: 'Disconnect Google' }).click();
  await expect(
    page.getByText('This is the only way you can sign in.', { exact: false }),
  ).toBeVisible();
  await methods.getByLabel('New password').fill('Thyme-and-lemon-31');
  await methods.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.', { exact: false })).toBeVisible();
  await expect(methods.getByRole('heading', { name: 'Set a password' })).toHaveCount(0);
});

test('an existing account is linked to Google or Facebook once its password proves it', async ({
  page,
  baseURL,
}) => {
  for (const provider of [GOOGLE, FACEBOOK]) {
    const name = someone('Lina Link');
    const email = await signUpByApi(page, baseURL ?? '', name);
    await page.context().clearCookies();

    await page.goto('/signin');
    await page.getByRole('link', { name: `Continue with ${provider.name}` }).click();
    await consentAs(page, provider, name, email);
    await expect(page).toHaveURL(new RegExp(`/signin\\?link=${provider.id}`));
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'You already have a Potluck account' });
    await expect(notice).toBeVisible();
    // Not signed in as that account until proven.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await checkScreen(page, `social-link-pending-${provider.id}`);

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText(`${provider.name} is now connected to your account.`),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();

    await page.goto('/profile');
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(
      methods.getByRole('button', { name: `Disconnect ${provider.name}` }),
    ).toBeVisible();
    await checkScreen(page, `social-linked-${provider.id}`);

    // The provider now signs this person straight in.
    await page.context().clearCookies();
    await page.goto('/signin');
    await page.getByRole('link', { name: `Continue with ${provider.name}` }).click();
    await consentAs(page, provider, name, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
  }

  // X shares no e-mail: it is connected from the profile while signed in.
  await page.goto('/profile');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await methods.getByRole('link', { name: 'Connect X' }).click();
  await consentAs(page, X, someone('Lina X'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('X is now connected to your account.')).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Disconnect X' })).toBeVisible();
  await checkScreen(page, 'social-connected-x');
});

test('denying consent lands on the sign-in page with a clear message', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/signin\?error=denied&provider=facebook/);
  await expect(page.getByRole('alert')).toContainText(
    'You did not allow Potluck to use your Facebook account, so you are not signed in.',
  );
  await checkScreen(page, 'social-denied');
});
