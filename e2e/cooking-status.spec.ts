import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { isOpenAt } from '../src/domain/order-time';
import { DEMO_TIME_ZONE, e2eNow } from './clock';
import { approveByApi, chefByApi, OPEN_ALL_WEEK, productByApi } from './producer-fixtures';
import { test, expect, checkScreen } from './fixtures';

// The chef's "Cooking Now" status (issue 14 point 6, decision 047): a new approved chef, open
// every day 06:00–23:30 (the journeys' Wednesday 14:20 included), turns cooking on in the
// business portal by keyboard; a buyer in a second browser sees the Cooking chip on the chef's
// page and finds the chef's dish with the search's cooking-now filter; the chef turns it off in
// the orders inbox and the chip goes. Outside the hours (the late-night run) the switch is off
// and says why.

const cookingChip = (page: Page) => page.getByText('Cooking', { exact: true });

test('a chef turns cooking on and off and a buyer sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const name = `Ember Kitchen ${randomBytes(3).toString('hex')}`;
  const chef = await chefByApi(origin, name);
  const dishName = `Ember Ribs ${randomBytes(3).toString('hex')}`;
  await productByApi(chef, { name: dishName, priceCents: 1600 });
  await approveByApi(origin, chef);
  await page.context().addCookies((await chef.api.storageState()).cookies);

  await page.goto('/product/list');
  const toggle = page.getByRole('switch', { name: 'Cooking now' });
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toBeChecked();

  if (!isOpenAt(e2eNow(), OPEN_ALL_WEEK, DEMO_TIME_ZONE)) {
    // Outside the business hours: it cannot be turned on, and the portal says why.
    await expect(toggle).toBeDisabled();
    await expect(
      page.getByText('You can turn cooking on only during your business hours.'),
    ).toBeVisible();
    await checkScreen(page, 'cooking-status-closed');
    await chef.api.dispose();
    return;
  }
  await checkScreen(page, 'cooking-status-off');

  // The buyer, in a browser of their own, sees no chip yet.
  const buyerContext = await browser.newContext({ baseURL: origin });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/chef/${chef.id}`);
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookingChip(buyer)).toHaveCount(0);

  // On, by keyboard.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Buyers now see that you are cooking.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await checkScreen(page, 'cooking-status-on');

  await buyer.reload();
  await expect(cookingChip(buyer)).toBeVisible();
  await checkScreen(buyer, 'cooking-status-chef-page-cooking');
  const cookingNow = async () => {
    const res = await buyer.request.post('/api/v1/search/foods', {
      data: { location: { lat: 37.7936, lon: -122.3958 }, cookingNowOnly: true, size: 50 },
      headers: { origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { hits: { name: string }[] }).hits.map((h) => h.name);
  };
  expect(await cookingNow()).toContain(dishName);

  // Off, from the orders inbox.
  await page.goto('/order/list');
  const inboxToggle = page.getByRole('switch', { name: 'Cooking now' });
  await expect(inboxToggle).toBeChecked();
  await checkScreen(page, 'cooking-status-orders-inbox');
  await inboxToggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Buyers no longer see you as cooking.')).toBeVisible();
  await expect(inboxToggle).not.toBeChecked();
  await checkScreen(page, 'cooking-status-turned-off');

  await buyer.reload();
  await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookingChip(buyer)).toHaveCount(0);
  await checkScreen(buyer, 'cooking-status-chef-page-idle');
  expect(await cookingNow()).not.toContain(dishName);

  await buyerContext.close();
  await chef.api.dispose();
});
