import type { Page } from '@playwright/test';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// Settings (issue 13 point 1), by keyboard: a new buyer follows the drawer's "notification
// settings not set" prompt, is refused turning every channel off (nothing they chose is lost),
// saves channels and the prompt is gone; sets meal preferences and food search starts with
// them as active filters, which they clear, and dishes with an avoided ingredient are marked on
// their cards (search, the chef's page, favourites) and dish page; subscribes to last calls
// from the settings and widens the radius of the same subscription the search screen uses.

const SF = 'San Francisco, CA';
const REFUSAL = 'Keep at least one notification channel (text, email, app) enabled.';
const AVOIDED = /which you avoid\./;

async function activate(page: Page, name: string | RegExp, role: 'link' | 'button' = 'button') {
  await page.getByRole(role, { name }).focus();
  await page.keyboard.press('Enter');
}

test('settings: notification channels, meal preferences in food search, last-call radius', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signUpByApi(page, baseURL ?? '', 'Sasha Settings');
  await page.goto('/');
  const banner = page.getByRole('banner');

  // The drawer's prompt leads to the notification settings.
  await banner.getByRole('button', { name: 'Notifications' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('Notification settings not set.')).toBeVisible();
  await checkScreen(page, 'settings-drawer-prompt');
  await drawer.getByRole('link', { name: 'Choose notification settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/notification$/);
  await expect(
    page.getByRole('heading', { name: 'Notification settings', level: 1 }),
  ).toBeVisible();
  await checkScreen(page, 'settings-notification');

  // Every channel off is refused with the rule, and the boxes stay as the person left them.
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(18);
  for (const box of await boxes.all()) if (await box.isChecked()) await box.press('Space');
  await activate(page, 'Save notification settings');
  await expect(page.getByRole('alert')).toHaveText(REFUSAL);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await checkScreen(page, 'settings-notification-refused');

  // E-mail for order updates, app for messages: saved, and still so after a reload.
  const orderMail = page.getByRole('checkbox', { name: 'E-mail: Order updates' });
  const messagesApp = page.getByRole('checkbox', { name: 'App: Messages' });
  await orderMail.press('Space');
  await messagesApp.press('Space');
  await activate(page, 'Save notification settings');
  await expect(page.getByRole('status').filter({ hasText: 'saved successfully' })).toHaveText(
    'Notification settings saved successfully.',
  );
  await checkScreen(page, 'settings-notification-saved');
  await page.reload();
  await expect(orderMail).toBeChecked();
  await expect(messagesApp).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'E-mail: Promotions and last-call deals' }),
  ).not.toBeChecked();

  // The prompt is gone.
  await banner.getByRole('button', { name: 'Notifications' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your account is not verified yet.')).toBeVisible();
  await expect(drawer.getByText('Notification settings not set.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Meal preferences, reached through the side drawer's settings group.
  await banner.getByRole('button', { name: 'Open navigation' }).focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('dialog', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Last-call settings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Meal preferences' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Meal preferences', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'vegetarian' }).press('Space');
  await page.getByRole('checkbox', { name: 'milk' }).press('Space');
  const others = page.getByRole('combobox', { name: 'Other ingredients to avoid' });
  await others.focus();
  await page.keyboard.type('anchovies');
  await page.keyboard.press('Enter');
  await checkScreen(page, 'settings-meal-preferences');
  await activate(page, 'Save meal preferences');
  await expect(page.getByRole('status')).toContainText('Meal preferences saved successfully.');

  // Food search starts with them as active filters, once the location is set.
  await activate(page, 'Search foods', 'link');
  await expect(page.getByRole('heading', { name: 'Find food near you', level: 1 })).toBeVisible();
  await activate(page, 'Set location');
  const where = page.getByRole('dialog', { name: 'Search location' });
  await where.getByRole('combobox', { name: 'City or address' }).fill('San Fr');
  await expect(where.getByRole('option', { name: SF })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(where).toBeHidden();
  await expect(page).toHaveURL(/diets=vegetarian/);
  const active = page.getByRole('region', { name: 'Active filters' });
  await expect(active).toContainText('Filters from your meal preferences:');
  await expect(active).toContainText('Diet: vegetarian');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await checkScreen(page, 'settings-search-with-preferences');

  // Cleared, they stay cleared (the preferences are not applied over the person's choice).
  await active.getByRole('button', { name: 'Remove diet vegetarian' }).press('Enter');
  await expect(page).not.toHaveURL(/diets=/);
  await expect(page).toHaveURL(/prefs=1/);
  await expect(active).toHaveCount(0);
  await expect(results.getByRole('link').first()).toBeVisible();
  // Dishes with milk among their ingredients (cheese, butter, cream…) say so on their cards.
  await expect(results.getByText(/which you avoid\.$/).first()).toBeVisible();
  await checkScreen(page, 'settings-search-cleared');

  // The same mark on every card of the dish: one marked in the results is opened by keyboard,
  // saved to favourites, and found marked on its chef's page and in the favourites.
  const markedCard = results.getByRole('link').filter({ hasText: AVOIDED }).first();
  const dishName = (await markedCard.getAttribute('aria-label')) ?? '';
  const notice = (await markedCard.getByText(AVOIDED).textContent()) ?? '';
  expect(notice).toMatch(/^Contains (milk|anchovies|milk, anchovies), which you avoid\.$/);
  await expect(markedCard).toHaveAccessibleDescription(notice);
  await markedCard.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: dishName })).toBeVisible();
  await expect(page.getByText(notice, { exact: true })).toBeVisible();
  await activate(page, 'Add to favourites');
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  const fromChef = page.getByRole('region', { name: 'From the chef' });
  await fromChef.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chef\/[0-9a-f-]+$/);
  const chefCard = page
    .getByRole('region', { name: 'Dishes' })
    .getByRole('link', { name: dishName, exact: true });
  await expect(chefCard).toHaveAccessibleDescription(notice);
  await expect(chefCard.getByText(notice, { exact: true })).toBeVisible();
  await checkScreen(page, 'settings-chef-page-avoided');

  await page.goto('/favorite/dish');
  const favourite = page.getByRole('article', { name: dishName });
  await expect(favourite.getByText(notice, { exact: true })).toBeVisible();
  await checkScreen(page, 'settings-favourites-avoided');

  // Last-call settings: subscribe around the search location, then widen the radius.
  await page.goto('/settings/lastcall');
  await expect(page.getByRole('heading', { name: 'Last-call settings', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not subscribed to last calls.')).toBeVisible();
  await expect(page.getByLabel('Radius (km)')).toHaveValue('10');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
    `My search location: ${SF}`,
  );
  await checkScreen(page, 'settings-lastcall');
  await activate(page, 'Subscribe to last calls');
  await expect(page.getByRole('status')).toHaveText('You are subscribed to last calls.');
  await expect(page.getByText(`Within 10 km of My search location: ${SF}.`)).toBeVisible();

  // A radius out of range is refused, and what was typed stays.
  const radius = page.getByLabel('Radius (km)');
  await radius.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('80');
  await activate(page, 'Save last-call settings');
  await expect(page.getByText('Choose a radius from 1 to 50 km.')).toBeVisible();
  await expect(radius).toHaveValue('80');
  await checkScreen(page, 'settings-lastcall-refused');

  await radius.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('15');
  await activate(page, 'Save last-call settings');
  await expect(page.getByRole('status')).toHaveText('Last-call settings saved.');
  await expect(page.getByText(`Within 15 km of My search location: ${SF}.`)).toBeVisible();
  await checkScreen(page, 'settings-lastcall-saved');

  // The same subscription the search screen's Last Calls section uses.
  const mine = await page.request.get('/api/v1/last-calls/subscription');
  expect(
    ((await mine.json()) as { subscription: { radiusKm: number } }).subscription.radiusKm,
  ).toBe(15);
  await activate(page, 'Pause');
  await expect(page.getByRole('status')).toHaveText('Last calls paused.');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await activate(page, 'Resume');
  await expect(page.getByRole('status')).toHaveText('Last calls resumed.');
});
