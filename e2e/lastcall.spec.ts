import type { Page } from '@playwright/test';
import { test, expect, checkScreen } from './fixtures';

// Last Calls on the search screen: a guest sees the demo's live deals near San Francisco and
// is asked to sign in to subscribe; the demo customer subscribes (after one failed attempt
// shows "Failed."), pauses (still paused after a reload), resumes and unsubscribes; the section
// hides, stays hidden after a reload, and shows again.

const SF = { label: 'San Francisco, CA' };
const CUSTOMER = { email: 'customer@demo.potluck.local', password: 'potluck-demo-2026' };

interface Deal {
  dishId: string;
  dishName: string;
}

function lastCalls(page: Page) {
  return page.getByRole('region', { name: 'Last Calls' });
}

test('last calls: deals near San Francisco, subscribe, pause, resume, unsubscribe, hide', async ({
  page,
  request,
}) => {
  // One long journey with seven axe checks: minutes, not one, on a busy shared machine.
  test.setTimeout(300_000);
  const geo = await request.get('/api/v1/geocoding/autocomplete?q=San%20Francisco');
  const { results } = (await geo.json()) as {
    results: { formattedAddress: string; latitude: number; longitude: number }[];
  };
  const sf = results.find((r) => r.formattedAddress === SF.label);
  expect(sf, 'San Francisco is geocoded').toBeTruthy();
  const live = await request.get(`/api/v1/last-calls?lat=${sf!.latitude}&lon=${sf!.longitude}`);
  expect(live.ok()).toBe(true);
  const { deals } = (await live.json()) as { deals: Deal[] };
  expect(deals.length, 'the demo has live last calls near San Francisco').toBeGreaterThan(0);

  // A guest chooses San Francisco and sees its deals, nearest first.
  await page.goto('/foods');
  await page.getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search location' });
  await dialog.getByRole('combobox', { name: 'City or address' }).fill('San Fr');
  await dialog.getByRole('option', { name: SF.label }).click();
  await expect(dialog).toBeHidden();

  const section = lastCalls(page);
  await expect(section.getByRole('heading', { name: 'Last Calls', level: 2 })).toBeVisible();
  const cards = section.getByRole('list', { name: 'Last-call deals' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(deals[0]!.dishName.slice(0, 20));
  await expect(cards.first()).toContainText('% off');
  await expect(cards.first()).toContainText(/left/);
  await expect(cards.first()).toHaveAttribute('href', `/dish/${deals[0]!.dishId}`);
  await checkScreen(page, 'lastcall-guest');

  // A deal opens its dish.
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/dish/${deals[0]!.dishId}$`));
  await page.goBack();
  await expect(section.getByRole('heading', { name: 'Last Calls' })).toBeVisible();

  // Subscribing needs an account: sign in and come back.
  await section.getByRole('link', { name: 'Sign in to subscribe' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Ffoods/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/foods(\?|$)/);
  const subscribe = section.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeVisible();
  await checkScreen(page, 'lastcall-signed-in');

  // A failed subscribe says "Failed." and changes nothing.
  await page.route('**/api/v1/last-calls/subscription', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'service_unavailable', message: 'Down' } }),
        })
      : route.continue(),
  );
  await subscribe.click();
  await expect(page.getByRole('alert').filter({ hasText: /^Failed\.$/ })).toBeVisible();
  await expect(subscribe).toBeVisible();
  await page.unroute('**/api/v1/last-calls/subscription');

  // Subscribe → subscribed.
  await subscribe.click();
  await expect(section.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await checkScreen(page, 'lastcall-subscribed');

  // Pause → paused, and still paused after a reload.
  await section.getByRole('button', { name: 'Pause' }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'Subscription paused' }),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.reload();
  await expect(
    section.getByRole('status').filter({ hasText: 'Subscription paused' }),
  ).toBeVisible();
  await checkScreen(page, 'lastcall-paused');

  // Resume → subscribed again; unsubscribe → back to Subscribe.
  await section.getByRole('button', { name: 'Resume' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Pause' })).toBeVisible();
  await section.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(subscribe).toBeVisible();
  await expect(section.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await checkScreen(page, 'lastcall-unsubscribed');

  // Hide (by keyboard): the section goes, a visible button brings it back; remembered on reload.
  await section.getByRole('button', { name: 'Hide Last Calls' }).focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show Last Calls' });
  await expect(show).toBeFocused();
  await checkScreen(page, 'lastcall-hidden');
  await page.reload();
  await expect(show).toBeVisible();
  await expect(section).toHaveCount(0);
  await show.click();
  await expect(section.getByRole('heading', { name: 'Last Calls' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await checkScreen(page, 'lastcall-shown');
});
