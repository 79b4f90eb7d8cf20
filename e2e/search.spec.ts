import type { APIRequestContext, Page } from '@playwright/test';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// A guest finds food and chefs near San Francisco (the demo city): location, text, filters,
// pages, a dish from the grid, an @handle, a marker on the map, and an empty search.

const SF = { label: 'San Francisco, CA' };

async function sfLocation(request: APIRequestContext) {
  const res = await request.get('/api/v1/geocoding/autocomplete?q=San%20Francisco');
  const { results } = (await res.json()) as {
    results: { formattedAddress: string; latitude: number; longitude: number }[];
  };
  const sf = results.find((r) => r.formattedAddress === SF.label);
  expect(sf, 'San Francisco is geocoded').toBeTruthy();
  return { lat: sf!.latitude, lon: sf!.longitude };
}

async function postJson<T>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  data: object,
) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path} answers`).toBe(true);
  return (await res.json()) as T;
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Results', exact: true });
}

test('a guest sets a location, searches, filters, pages and opens dishes', async ({
  page,
  baseURL,
}) => {
  // Seven screens, each checked with axe: longer than the default minute on a busy 2-core CI.
  test.setTimeout(120_000);
  const loc = await sfLocation(page.request);
  const foods = await postJson<{ hits: { name: string }[]; total: number }>(
    page.request,
    baseURL!,
    '/api/v1/search/foods',
    { location: loc, size: 12 },
  );
  expect(foods.total).toBeGreaterThan(12);
  // A plain word of a nearby dish's name: earlier journeys add dishes near the demo city, and a
  // word such as "Grandma's" or "(spicy)" is spelt differently in the URL and is no pattern.
  const word = foods.hits
    .flatMap((hit) => hit.name.split(/\s+/))
    .find((w) => /^[A-Za-z]{4,}$/.test(w));
  expect(word, 'a plain word in a nearby dish name').toBeTruthy();
  const chefs = await postJson<{
    hits: { handle: string | null; businessName: string | null; name: string | null }[];
  }>(page.request, baseURL!, '/api/v1/search/chefs', { location: loc, size: 10 });
  const chef = chefs.hits.find((c) => c.handle)!;
  expect(chef, 'a demo chef with a handle').toBeTruthy();

  // No location yet: the prompt, then the dialog with address autocomplete.
  await page.goto('/foods');
  await expect(page.getByRole('heading', { name: 'Find food near you', level: 1 })).toBeVisible();
  await expect(
    page.getByText('The search location is not set. Select city or turn of your location.'),
  ).toBeVisible();
  await checkScreen(page, 'search-no-location');
  await page.getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search location' });
  await dialog.getByRole('combobox', { name: 'City or address' }).fill('San Fr');
  await expect(dialog.getByRole('option', { name: SF.label })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use my current location' })).toBeVisible();
  await checkScreen(page, 'search-location-dialog');
  await dialog.getByRole('option', { name: SF.label }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Change location, now ${SF.label}` }),
  ).toBeVisible();

  // Results: 12 cards and pages; the map beside them.
  await expect(results(page).getByRole('link')).toHaveCount(12);
  await expect(results(page).getByRole('button', { name: 'Page 2', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of results' })).toBeVisible();
  await checkScreen(page, 'search-results');

  // Text search.
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill(word!);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word!}`));
  await expect(results(page).getByRole('link').first()).toBeVisible();
  await expect(
    results(page)
      .getByRole('link', { name: new RegExp(word!, 'i') })
      .first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Filter by a diet and a larger distance.
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('combobox', { name: 'Diets' }).click();
  await filter.getByRole('option', { name: 'vegetarian' }).click();
  await filter.getByRole('slider', { name: 'Distance' }).focus();
  await page.keyboard.press('End');
  await expect(filter.getByText('51 km')).toBeVisible();
  await checkScreen(page, 'search-filter');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(/diets=vegetarian/);
  await expect(page).toHaveURL(/distance=51/);
  await expect(page.getByRole('button', { name: 'Filter' })).toContainText('2');

  // Page 2, then a dish from the grid, and back.
  await results(page).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page).getByRole('link')).not.toHaveCount(0);
  await checkScreen(page, 'search-page-2');
  await results(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dish\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Chefs by @handle (the location is remembered).
  await page.goto('/chefs');
  await expect(page.getByRole('heading', { name: 'Find chefs near you', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search chefs' }).fill(`@${chef.handle}`);
  const chefName = chef.businessName ?? chef.name ?? `@${chef.handle}`;
  await expect(results(page).getByRole('link', { name: chefName }).first()).toBeVisible();
  await expect(results(page).getByText(`@${chef.handle}`).first()).toBeVisible();
  await checkScreen(page, 'search-chefs');

  // A dish marker on the map (zoom 12: individual markers) opens its dish.
  await page.goto('/foods');
  const map = page.getByRole('region', { name: 'Map of results' });
  const marker = map.getByRole('button', { name: /^Dish: / }).first();
  await expect(marker).toBeVisible();
  await checkScreen(page, 'search-map');
  await expect(page).not.toHaveURL(/[?&]zoom=/);
  // The person's own zoom searches the map's area (and only theirs: a remount does not).
  // Markers are made anew for each answer: the zoomed-in answer is waited for before one is used.
  await Promise.all([
    page.waitForResponse((r) => /\/markers\?.*zoom=13/.test(r.url()) && r.ok()),
    map.getByRole('button', { name: 'Zoom in' }).click(),
  ]);
  await expect(page).toHaveURL(/[?&]zoom=13/);
  await expect(marker).toBeVisible();
  // Markers are keyboard reachable: focus one and press Enter.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(dish|chef)\/[0-9a-f-]{36}$/);
});

test('a search with no matches says so', async ({ page }) => {
  const loc = await sfLocation(page.request);
  await page.addInitScript(
    (value) => {
      window.localStorage.setItem('potluck.searchLocation', value);
    },
    JSON.stringify({ label: SF.label, ...loc }),
  );
  await page.goto('/foods?q=qzxqzxqzx');
  await expect(page.getByText('No Items Found')).toBeVisible();
  await checkScreen(page, 'search-empty');
});

test.describe('with the browser location shared', () => {
  test.use({
    geolocation: { latitude: 37.7793, longitude: -122.4193 },
    permissions: ['geolocation'],
  });

  test('"Use my current location" sets a labelled location and shows results', async ({ page }) => {
    await page.goto('/dishes');
    await page.getByRole('button', { name: 'Set location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search location' });
    await dialog.getByRole('button', { name: 'Use my current location' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^Change location, now / })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Change location, now Current location' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Results', exact: true }).getByRole('link'),
    ).toHaveCount(12);
  });
});

test("a signed-in person's search location follows them to another device", async ({
  browser,
  baseURL,
}) => {
  const account = { email: uniqueEmail('searcher'), password: 'a-long-pass-phrase-9' };
  const headers = { origin: baseURL! };

  // On the first device: sign up, choose San Francisco.
  const laptop = await browser.newContext({ baseURL });
  const signUp = await laptop.request.post('/api/v1/auth/signup', {
    data: { ...account, agreementVersion: SIGN_UP_AGREEMENT_VERSION, name: 'Sam Searcher' },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  const page = await laptop.newPage();
  await page.goto('/foods');
  await page.getByRole('button', { name: 'Set location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search location' });
  await dialog.getByRole('combobox', { name: 'City or address' }).fill('San Fr');
  await dialog.getByRole('option', { name: SF.label }).click();
  await expect(
    page.getByRole('button', { name: `Change location, now ${SF.label}` }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await laptop.request.get('/api/v1/profiles/me/search-location');
      return ((await res.json()) as { location: { label: string } | null }).location?.label;
    })
    .toBe(SF.label);
  await laptop.close();

  // On a second device with nothing stored: signing in brings the place back.
  const phone = await browser.newContext({ baseURL });
  const signIn = await phone.request.post('/api/v1/auth/signin', { data: account, headers });
  expect(signIn.ok()).toBe(true);
  const second = await phone.newPage();
  await second.goto('/foods');
  await expect(
    second.getByRole('button', { name: `Change location, now ${SF.label}` }),
  ).toBeVisible();
  await expect(results(second).getByRole('link')).toHaveCount(12);
  await checkScreen(second, 'search-location-remembered');
  await phone.close();
});
