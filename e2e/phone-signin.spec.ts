import type { Page } from '@playwright/test';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// Phone sign-in (issue 15 point 2): a person asks for a code at /phone-signin, reads it on
// the dev phone (the local phone provider's outbox) and signs in, their account made on the
// way; and a signed-in person adds and verifies a phone on /profile. By keyboard, axe on
// every state.

/** A San Francisco number no other journey uses: "415 2xx xxxx". */
function freshNumber(): { typed: string; display: string; e164: string } {
  const digits = `2${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const local = `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return {
    typed: `(415) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    display: `+1 415 ${local}`,
    e164: `+1415${digits}`,
  };
}

/** Opens the dev phone beside the app and reads the code of the newest text to `e164`. */
async function codeFromDevPhone(page: Page, e164: string, screen?: string): Promise<string> {
  const phone = await page.context().newPage();
  await phone.goto('/dev/phone');
  const text = phone
    .getByRole('list', { name: 'Calls and texts' })
    .getByRole('listitem')
    .filter({ hasText: e164 })
    .filter({ hasText: 'is your Potluck code' })
    .first();
  await expect(text).toBeVisible();
  if (screen) await checkScreen(phone, screen);
  const code = /(\d{6}) is your Potluck code/.exec(await text.innerText())?.[1];
  await phone.close();
  if (!code) throw new Error(`no code texted to ${e164}`);
  return code;
}

test('a person signs in with a code texted to their phone, the first time making the account', async ({
  page,
}) => {
  const number = freshNumber();
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Sign in with phone' }).click();
  await expect(page).toHaveURL(/\/phone-signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in with phone', level: 1 })).toBeVisible();
  await checkScreen(page, 'phone-signin');

  const phoneField = page.getByRole('textbox', { name: 'Mobile number' });
  // Nothing typed: the field says what it needs.
  await phoneField.focus();
  await page.keyboard.press('Enter');
  await expect(phoneField).toHaveAccessibleDescription(/Enter your mobile number\./);

  // A number abroad is refused before any text, saying where texts go.
  await phoneField.fill('+44 20 7946 0958');
  await page.keyboard.press('Enter');
  await expect(phoneField).toHaveAccessibleDescription(
    /Texts can be sent only to numbers in United States and Canada\./,
  );
  await checkScreen(page, 'phone-signin-country-refused');

  await phoneField.fill(number.typed);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We texted a 6-digit code to ${number.display}.`)).toBeVisible();
  const codeField = page.getByRole('textbox', { name: 'Code' });
  await expect(codeField).toBeFocused();
  // A new code only after the countdown.
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  await checkScreen(page, 'phone-signin-code');

  const code = await codeFromDevPhone(page, number.e164, 'phone-signin-dev-phone');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await page.keyboard.press('Enter');
  await expect(codeField).toHaveAccessibleDescription(/That code is not right\. 4 tries left\./);
  await checkScreen(page, 'phone-signin-wrong-code');

  await codeField.fill(code);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/phone-signin/);

  // The new account is a customer whose verified phone is the number.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Phone' });
  await expect(card.getByText(number.display)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(
    card.getByText('This number is how you sign in, so it cannot be removed.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove phone' })).toHaveCount(0);
  await checkScreen(page, 'phone-signin-profile');
});

test('a signed-in person adds and verifies a phone on their profile, then removes it', async ({
  page,
  baseURL,
}) => {
  const number = freshNumber();
  await signUpByApi(page, baseURL!, 'Rosa Phone');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Phone' });
  await expect(card.getByText('No phone yet.')).toBeVisible();
  await checkScreen(page, 'profile-phone-none');

  await card.getByRole('button', { name: 'Add phone' }).click();
  const phoneField = card.getByRole('textbox', { name: 'Mobile number' });
  await phoneField.fill('not a phone');
  await phoneField.press('Enter');
  await expect(phoneField).toHaveAccessibleDescription(
    /Enter a mobile number we can text, with its country code/,
  );
  await phoneField.fill(number.typed);
  await phoneField.press('Enter');
  const codeField = card.getByRole('textbox', { name: 'Code' });
  await expect(codeField).toBeFocused();
  await checkScreen(page, 'profile-phone-code');

  await codeField.fill(await codeFromDevPhone(page, number.e164));
  await page.keyboard.press('Enter');
  await expect(card.getByText(number.display)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await checkScreen(page, 'profile-phone-verified');

  await card.getByRole('button', { name: 'Remove phone' }).click();
  await expect(card.getByText('No phone yet.')).toBeVisible();
});
