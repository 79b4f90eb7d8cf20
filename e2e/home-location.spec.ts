import { holdBackChunk } from './hold-back';
import { test, expect, checkScreen } from './fixtures';

// Issue 14 point 4: a guest sees dishes near a typed city in at most 2 interactions from the
// home page (it took 4: open search, open the location dialog, type, pick), and the place is
// remembered for the next visit. San Francisco is the demo city the local geocoder knows.

const SF = 'San Francisco, CA';

test('a guest types a city on the home page, picks it and sees dishes near it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const main = page.getByRole('main');
  const field = main.getByRole('combobox', { name: 'Your city' });
  await expect(field).toBeVisible();
  // Nothing remembered yet on this device.
  await expect(main.getByRole('link', { name: /^Dishes near / })).toHaveCount(0);

  // Interaction 1: type the city.
  await field.fill('San Fr');
  await expect(main.getByRole('option', { name: SF })).toBeVisible();
  await checkScreen(page, 'home-location-suggestions');

  // Interaction 2: pick it. The food search opens around it, with dishes.
  await main.getByRole('option', { name: SF }).click();
  await expect(page).toHaveURL(/\/foods$/);
  await expect(page.getByRole('button', { name: `Change location, now ${SF}` })).toBeVisible();
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByRole('link')).toHaveCount(12);
  await checkScreen(page, 'home-location-results');

  // Coming back to the home page, and reloading it, shows the remembered place.
  await page.goto('/');
  const remembered = main.getByRole('link', { name: `Dishes near ${SF}` });
  await expect(remembered).toBeVisible();
  await page.reload();
  await expect(remembered).toBeVisible();
  await checkScreen(page, 'home-location-remembered');
  await remembered.click();
  await expect(page).toHaveURL(/\/foods$/);
  await expect(results.getByRole('link')).toHaveCount(12);
});

test('letters typed before the city field has loaded are kept', async ({ page }) => {
  // The autocomplete loads on first use (decision 075): hold it back until the person has typed
  // into the stand-in, as on a slow phone.
  const chunk = await holdBackChunk(page, 'CityAutocomplete');
  await page.goto('/');
  const main = page.getByRole('main');
  const field = main.getByRole('combobox', { name: 'Your city' });
  await expect(field).toHaveAccessibleDescription(
    'Type a city and pick it to see the dishes cooked near it.',
  );
  await checkScreen(page, 'home-location-before-first-use');
  // Nothing asked for the field's code before a person reached for it.
  expect(chunk.asked()).toBe(false);
  await field.click();
  await page.keyboard.type('San');
  await expect(field).toHaveValue('San');
  // Reaching for the field asked for its code, which is still on its way.
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  // The real field takes over with the text and the focus, and the person types on.
  await page.keyboard.type(' Fr');
  await expect(main.getByRole('option', { name: SF })).toBeVisible();
  await expect(field).toHaveValue('San Fr');
  await expect(field).toBeFocused();
  await checkScreen(page, 'home-location-after-first-use');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/foods$/);
});

test('by keyboard: Enter takes the first suggestion; no match and errors are said', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const field = main.getByRole('combobox', { name: 'Your city' });

  // A place nobody has heard of.
  await field.fill('Qqxzq');
  await expect(main.getByText('No places match “Qqxzq”.')).toBeVisible();
  await checkScreen(page, 'home-location-no-match');

  // The geocoder is down: the field says so, and the page still works.
  await page.route('**/api/v1/geocoding/autocomplete**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'service_unavailable',
          message: 'Address lookup is not available right now. Please try again in a moment.',
        },
      }),
    }),
  );
  await field.fill('Oakla');
  await expect(
    main.getByText('Address lookup is not available right now. Please try again in a moment.'),
  ).toBeVisible({ timeout: 15_000 }); // after the query client's two retries
  await checkScreen(page, 'home-location-error');
  await page.unroute('**/api/v1/geocoding/autocomplete**');

  // Typing, then Enter on the first suggestion, by keyboard alone.
  await field.fill('');
  await field.focus();
  await page.keyboard.type('San Francisco');
  await expect(main.getByRole('option', { name: SF })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/foods$/);
  await expect(page.getByRole('button', { name: `Change location, now ${SF}` })).toBeVisible();
});
