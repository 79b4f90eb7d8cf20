import type { Page } from '@playwright/test';
import type { FoodSearchResponse, QuickFoodSearchResponse } from '../src/contracts/search';
import { SAN_FRANCISCO } from './demo-dishes';
import { holdBackChunk } from './hold-back';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// The top bar's quick search (issue 14 point 8), by keyboard: a guest near San Francisco types part
// of a demo dish's name, moves through at most five suggestions with the arrows, opens one with
// Enter, then asks for the full results; Escape closes, then clears; no match and no location say
// so. Every open state is checked with axe.

function field(page: Page) {
  return page.getByRole('combobox', { name: 'Search dishes' });
}

function suggestions(page: Page) {
  return page.getByRole('listbox', { name: 'Dishes' }).getByRole('option');
}

async function withLocation(page: Page) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('potluck.searchLocation', value),
    JSON.stringify({ label: 'San Francisco, CA', ...SAN_FRANCISCO }),
  );
}

/** Part of a demo dish's name, and the dishes the quick search answers for it. */
async function demoPart(page: Page, baseURL: string) {
  const foods = await page.request.post('/api/v1/search/foods', {
    data: { location: SAN_FRANCISCO, distanceKm: 50, size: 1 },
    headers: { origin: baseURL },
  });
  expect(foods.ok()).toBe(true);
  const name = ((await foods.json()) as FoodSearchResponse).hits[0]!.name;
  const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name;
  const part = word.slice(0, Math.max(4, word.length - 1)).toLowerCase();
  const quick = await page.request.post('/api/v1/search/foods/quick', {
    data: { location: SAN_FRANCISCO, text: part },
    headers: { origin: baseURL },
  });
  expect(quick.ok()).toBe(true);
  const { hits } = (await quick.json()) as QuickFoodSearchResponse;
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.length).toBeLessThanOrEqual(5);
  return { part, hits };
}

test('a guest picks a dish from the top bar by keyboard, then opens the full results', async ({
  page,
  baseURL,
}) => {
  const { part, hits } = await demoPart(page, baseURL!);

  await withLocation(page);
  await page.goto('/');
  const input = field(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.click();
  await page.keyboard.type(part);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page)).toHaveCount(hits.length);
  await expect(input).toHaveAttribute(
    'aria-controls',
    (await page.getByRole('listbox', { name: 'Dishes' }).getAttribute('id'))!,
  );
  await checkScreen(page, 'quick-search-suggestions');

  // The arrows move the active option; aria-activedescendant follows.
  await page.keyboard.press('ArrowDown');
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const target = hits.length > 1 ? hits[1]! : hits[0]!;
  if (hits.length > 1) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const second = suggestions(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id'))!,
    );
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dish/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(input).toHaveValue('');

  // Escape closes the suggestions, a second Escape clears the text.
  await input.click();
  await page.keyboard.type(part);
  await expect(suggestions(page)).toHaveCount(hits.length);
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(part);
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');

  // Enter with no suggestion chosen opens the full food search for the text.
  await page.keyboard.type(part);
  await expect(suggestions(page)).toHaveCount(hits.length);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/foods\\?q=${encodeURIComponent(part)}$`));
  await expect(page.getByRole('region', { name: 'Results', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Results', exact: true }).getByRole('link').first(),
  ).toBeVisible();

  // Nothing matches: the suggestions say so.
  await input.click();
  await page.keyboard.type('qzxqzxqzx');
  await expect(
    page.getByRole('status').filter({ hasText: 'No dishes match “qzxqzxqzx”.' }),
  ).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
  await checkScreen(page, 'quick-search-no-match');
});

test('letters typed before the quick search has loaded are kept and searched for', async ({
  page,
  baseURL,
}) => {
  const { part, hits } = await demoPart(page, baseURL!);
  await withLocation(page);
  // The field's code loads on first use (decision 075): hold it back until the person has typed
  // into the stand-in, as on a slow phone.
  const chunk = await holdBackChunk(page, 'QuickSearch');
  await page.goto('/');
  const input = field(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await checkScreen(page, 'quick-search-before-first-use');
  // Nothing asked for the field's code before a person reached for it.
  expect(chunk.asked()).toBe(false);
  await input.click();
  await page.keyboard.type(part.slice(0, 2));
  await expect(input).toHaveValue(part.slice(0, 2));
  // Reaching for the field asked for its code, which is still on its way.
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  // The real field takes over with the text and the focus, and the person types on.
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type(part.slice(2));
  await expect(suggestions(page)).toHaveCount(hits.length);
  await expect(input).toHaveValue(part);
  await expect(input).toBeFocused();
  await checkScreen(page, 'quick-search-after-first-use');
});

test('with no location the quick search asks for one and still opens the full search', async ({
  page,
}) => {
  await page.goto('/');
  await field(page).click();
  await page.keyboard.type('taco');
  await expect(
    page.getByText(
      'Set a search location to see dishes near you. Press Enter to search all foods.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'quick-search-no-location');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/foods\?q=taco$/);
});

test('the quick search fits the top bar on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await withLocation(page);
  await page.goto('/');
  const input = field(page);
  await expect(input).toBeVisible();
  const box = (await input.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.width).toBeGreaterThanOrEqual(80);
  await expect(page.getByRole('link', { name: 'Potluck', exact: true })).toBeVisible();
  await input.click();
  await page.keyboard.type('a');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await checkScreen(page, 'quick-search-phone');
});

test('the quick search fits a signed-in top bar on a phone', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpByApi(page, baseURL!, 'Quinn Phone');
  await page.goto('/');
  const input = field(page);
  await expect(input).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
  const box = (await input.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(80);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const menu = page.getByRole('banner').getByRole('button').last();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
  await checkScreen(page, 'quick-search-phone-signed-in');
});
