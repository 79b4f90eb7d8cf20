import { test, expect, checkScreen } from './fixtures';

// The dev phone: what the local phone provider "called" and "texted". The only call the
// running app makes on its own is the call robot's, 2 minutes and a job tick after an order
// nobody opened; the integration test (src/server/modules/devphone) covers the entries.

test('the dev phone shows its calls and texts, or that there are none yet', async ({ page }) => {
  await page.goto('/dev/phone');
  await expect(page.getByRole('heading', { name: 'Dev phone', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Calls and texts Potluck made while running without a phone service'),
  ).toBeVisible();
  const entries = page.getByRole('list', { name: 'Calls and texts' });
  const empty = page.getByText('No calls or texts yet.');
  await expect(entries.or(empty)).toBeVisible();
  await checkScreen(page, 'dev-phone');

  // Refresh asks the server again and keeps the page as it was.
  const reloaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/dev/phone') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(entries.or(empty)).toBeVisible();
});
