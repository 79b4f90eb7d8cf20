import { randomBytes } from 'node:crypto';
import { distanceKm } from '../src/domain/geo';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import { test, expect, checkScreen } from './fixtures';

// A home chef's home is not pinned to the metre (issue 14 point 9, decision 052): a new home
// chef (business address 1 Market St) is approved; a guest opens the chef's page and sees their
// place as a shaded area with words saying so, and the page's API answer carries a point that is
// not the address (within the 1 km circle), with the radius to draw, and no street.

interface Located {
  latitude: number | null;
  longitude: number | null;
}

test('a home chef is shown as an area, never at the address', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const name = `Hearth Home ${randomBytes(3).toString('hex')}`;
  const chef = await chefByApi(origin, name);
  const product = await productByApi(chef, {
    name: `Hearth Stew ${randomBytes(3).toString('hex')}`,
    priceCents: 1400,
  });
  await approveByApi(origin, chef);
  // Where the chef really is: their own saved address, as only they see it.
  const own = await chef.api.get('/api/v1/addresses');
  expect(own.ok()).toBe(true);
  const { addresses } = (await own.json()) as { addresses: Located[] };
  const home = addresses.find((a) => a.latitude !== null && a.longitude !== null);
  expect(home).toBeTruthy();

  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/v1/chefs/${chef.id}`) && r.request().method() === 'GET',
  );
  await page.goto(`/chef/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const body = await (await answer).text();
  const shown = (JSON.parse(body) as { chef: Located & { locationRadiusM: number | null } }).chef;
  expect(shown.locationRadiusM).toBe(1000);
  expect(shown.latitude).not.toBe(home?.latitude);
  expect(shown.longitude).not.toBe(home?.longitude);
  const offKm = distanceKm(
    home?.latitude ?? 0,
    home?.longitude ?? 0,
    shown.latitude ?? 0,
    shown.longitude ?? 0,
  );
  expect(offKm).toBeGreaterThan(0.2);
  expect(offKm).toBeLessThan(1);
  expect(body).not.toContain(String(home?.latitude));
  expect(body).not.toContain('1 Market St');

  // The map draws a circle (an area), not a pin, and the page says why.
  const map = page.getByRole('region', { name: `Map showing the area around ${name}'s kitchen` });
  await expect(map).toBeVisible();
  await expect(map.locator('path.potluck-chef-area')).toHaveCount(1);
  await expect(map.locator('path.potluck-chef-marker')).toHaveCount(0);
  await expect(
    page.getByText(
      `${name} cooks from home: the map shows the area within 1 km, not the address.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await checkScreen(page, 'chef-area-chef-page');

  // Asked again, the same point: repeated looks cannot average it out.
  const again = await page.request.get(`/api/v1/chefs/${chef.id}`);
  const second = ((await again.json()) as { chef: Located }).chef;
  expect([second.latitude, second.longitude]).toEqual([shown.latitude, shown.longitude]);

  // The dish page: the same area, and the API answer's chef block has no exact point either.
  const dishAnswer = page.waitForResponse(
    (r) => r.url().includes(`/api/v1/dishes/${product.id}`) && r.request().method() === 'GET',
  );
  await page.goto(`/dish/${product.id}`);
  const dishBody = await (await dishAnswer).text();
  const dishChef = (
    JSON.parse(dishBody) as { dish: { chef: Located & { locationRadiusM: number | null } } }
  ).dish.chef;
  expect([dishChef.latitude, dishChef.longitude, dishChef.locationRadiusM]).toEqual([
    shown.latitude,
    shown.longitude,
    1000,
  ]);
  expect(dishBody).not.toContain(String(home?.latitude));
  const dishMap = page.getByRole('region', {
    name: `Map showing the area around ${name}'s kitchen`,
  });
  await expect(dishMap.locator('path.potluck-chef-area')).toHaveCount(1);
  await checkScreen(page, 'chef-area-dish-page');
  await chef.api.dispose();
});
