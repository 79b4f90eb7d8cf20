import type { Page } from '@playwright/test';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// Accounts: sign up, verify the e-mail, sign out and in, reset and change the password,
// and the guard that sends a guest to /signin and back.

const SIGN_IN_FAILED = 'An invalid User ID or Password was entered. Please try again.';

async function signUp(page: Page, email: string, password: string, name: string) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your Potluck account' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page, name: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** Opens the newest message to `email` in the dev mailbox and follows its link. */
async function followMailLink(page: Page, email: string, screen: string) {
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(email) })
    .first()
    .click();
  const message = page.getByRole('article');
  await expect(message).toContainText(`To ${email}`);
  await checkScreen(page, screen);
  await message.getByRole('link', { name: /^http/ }).click();
}

test('sign up, verify the e-mail from the dev mailbox, sign out and sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const password = 'Olive-oil-and-rosemary-7';
  const name = 'Casey Accounts';

  await page.goto('/signup');
  await checkScreen(page, 'signup');
  // The policy is checked before anything is sent.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password1');
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('This password is too common. Choose a less common one.'),
  ).toBeVisible();
  await signUp(page, email, password, name);

  // The shell shows the verification prompt; resending counts and hides it.
  const prompt = page.getByRole('region', { name: 'E-mail verification' });
  await expect(prompt).toContainText('Your account is not verified yet.');
  await checkScreen(page, 'verify-prompt');
  await prompt.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(
    page.getByText('A verification message send, please check your email'),
  ).toBeVisible();
  await expect(prompt).toHaveCount(0);

  await followMailLink(page, email, 'dev-mail-verification');
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await checkScreen(page, 'signin-verified');

  await page.goto('/change-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0);

  await signOut(page, name);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await checkScreen(page, 'signin');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password, the old one stops working', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  const oldPassword = 'Tomato-basil-soup-11';
  const newPassword = 'Lemon-thyme-chicken-12';
  const name = 'Reset Person';
  await signUp(page, email, oldPassword, name);
  await signOut(page, name);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await checkScreen(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that e-mail, we sent a link to reset your password.'),
  ).toBeVisible();

  await followMailLink(page, email, 'dev-mail-reset');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page
    .getByRole('textbox', { name: 'Repeat the new password', exact: true })
    .fill(newPassword);
  await checkScreen(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();
  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED })).toBeVisible();
  await checkScreen(page, 'signin-failed');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
});

test('change password, sign out, sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('change');
  const oldPassword = 'Garlic-bread-crumbs-21';
  const newPassword = 'Maple-pecan-granola-22';
  const name = 'Change Person';
  await signUp(page, email, oldPassword, name);

  await page.goto('/change-password');
  // The delete-account confirmation opens as a dialog and can be cancelled.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, 'delete-account-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(oldPassword);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await checkScreen(page, 'change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signOut(page, name);
  await page.goto('/signin');
  await signIn(page, email, oldPassword);
  await expect(page.getByText(SIGN_IN_FAILED)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();
});

test('a guest opening /change-password signs in and comes back to it', async ({ page }) => {
  const email = uniqueEmail('guard');
  const password = 'Cinnamon-roll-morning-31';
  const name = 'Guard Person';
  await signUp(page, email, password, name);
  await signOut(page, name);

  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fchange-password$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  // Asking to delete the account signs out and goes home with a message.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog
    .getByRole('textbox', { name: 'Why are you leaving? (optional)' })
    .fill('Trying it out');
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('We received your request to delete your account. You have been signed out.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
