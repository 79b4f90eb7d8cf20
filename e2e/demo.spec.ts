import { test, expect, checkScreen } from './fixtures';

// `npm start` on an empty database loads the demo: the site says the data is made up,
// and the demo accounts printed by the server and listed in the README work.

test('the demo installation says its data is demo, and the demo customer signs in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-notice')).toContainText('Demo data.');
  await expect(page.getByTestId('demo-notice')).toContainText('San Francisco, CA');

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill('customer@demo.potluck.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('potluck-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Casey Morgan' }),
  ).toBeVisible();
  await checkScreen(page, 'home-demo-customer');

  // Her profile is complete (verified e-mail and an address): no prompts wait for her.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText("You're all caught up.")).toBeVisible();
});
