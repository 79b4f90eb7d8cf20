import type { APIRequestContext } from '@playwright/test';
import type {
  DishDetail,
  DishDetailResponse,
  ProducerPromotionsResponse,
} from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import type { FoodSearchResponse } from '../src/contracts/search';
import { test, expect, checkScreen } from './fixtures';

// A guest opens a demo dish, sees its price, chips and modifiers, tries a bad quantity, is sent
// to sign in to favourite it, then favourites and unfavourites it as the demo customer; the
// /product/<slug> link shows the same dish, a missing dish shows the spec's message, and the
// printable label opens.

const SAN_FRANCISCO = { lat: 37.7749, lon: -122.4194 };

/**
 * A public demo dish that has modifiers, preferably a single-choice one (found through the
 * API, never hard-coded), and a producer with running promotions when the demo has one.
 */
async function findDemoData(
  request: APIRequestContext,
  origin: string,
): Promise<{ dish: DishDetail; promoProducerId: string | null }> {
  const search = await request.post('/api/v1/search/foods', {
    data: { location: SAN_FRANCISCO, distanceKm: 50, size: 50 },
    // The CSRF check refuses writes without the site's own origin.
    headers: { origin },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const { hits } = (await search.json()) as FoodSearchResponse;
  const chefIds = [...new Set(hits.map((h) => h.chef.id))];
  let fallback: DishDetail | null = null;
  let dish: DishDetail | null = null;
  let promoProducerId: string | null = null;
  for (const chefId of chefIds) {
    if (!promoProducerId) {
      const promo = await request.get(`/api/v1/chefs/${chefId}/promotions`);
      if (promo.ok() && ((await promo.json()) as ProducerPromotionsResponse).promotions.length)
        promoProducerId = chefId;
    }
    if (dish) {
      if (promoProducerId) break;
      continue;
    }
    const res = await request.get(`/api/v1/chefs/${chefId}/dishes`);
    if (!res.ok()) continue;
    const { dishes } = (await res.json()) as ChefDishesResponse;
    for (const card of dishes) {
      const d = await request.get(`/api/v1/dishes/${card.id}`);
      if (!d.ok()) continue;
      const found = ((await d.json()) as DishDetailResponse).dish;
      // A closed kitchen taking no orders for later has no "Add to cart" (decision 048).
      if (found.kitchen.state === 'closed') continue;
      const withOptions = found.modifiers.filter((m) => m.options.length > 0);
      if (withOptions.length === 0) continue;
      fallback ??= found;
      if (withOptions.some((m) => m.min === 1 && m.max === 1)) {
        dish = found;
        break;
      }
    }
  }
  dish ??= fallback;
  if (!dish) throw new Error('No demo dish with modifiers found');
  return { dish, promoProducerId };
}

test('a dish page: details, quantity rules, favourite after sign-in, slug link, label', async ({
  page,
  baseURL,
}) => {
  const { dish, promoProducerId } = await findDemoData(page.request, baseURL ?? '');
  const price = `$${((dish.lastCallPriceCents ?? dish.priceCents) / 100).toFixed(2)}`;

  // As a guest.
  await page.goto(`/dish/${dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  // The main photo is the page's largest paint: fetched first, never lazily (decision 073).
  if (dish.photos.length) {
    const photo = page.getByRole('region', { name: 'Photos', exact: true }).locator('img').first();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).not.toHaveAttribute('loading', 'lazy');
  }
  await expect(page.getByText(price).first()).toBeVisible();
  const chips = page.getByRole('list', { name: 'Status' });
  if (dish.badges.isNew) await expect(chips.getByText('New', { exact: true })).toBeVisible();
  if (dish.badges.soldOut) await expect(chips.getByText('Sold out')).toBeVisible();
  if (dish.badges.cookingNow) await expect(chips.getByText('Cooking Now')).toBeVisible();
  for (const m of dish.modifiers.filter((x) => x.options.length > 0)) {
    const rule = m.min > 0 ? `${m.min} Required` : 'Optional';
    await expect(page.getByText(`${rule} · Max ${m.max}`).first()).toBeVisible();
    const role = m.min === 1 && m.max === 1 ? 'radiogroup' : 'group';
    await expect(page.getByRole(role, { name: m.name })).toBeVisible();
  }
  // A single choice is a radio group: picking one completes it.
  const single = dish.modifiers.find((m) => m.min === 1 && m.max === 1 && m.options.length > 0);
  if (single) {
    const group = page.getByRole('radiogroup', { name: single.name });
    await expect(page.getByText('1 Required · Max 1 · Choose 1').first()).toBeVisible();
    await group.getByRole('radio').first().check();
    await expect(page.getByText('1 Required · Max 1 · Selection complete').first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Share by E-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  if (dish.chef.latitude !== null && dish.chef.locationRadiusM !== null) {
    // A home chef: an area, never a pin on the home (decision 052).
    await expect(page.getByRole('region', { name: /^Map showing the area around/ })).toBeVisible();
    await expect(page.locator('.potluck-chef-area')).toBeVisible();
  } else if (dish.chef.latitude !== null) {
    await expect(page.getByRole('region', { name: /^Map showing where/ })).toBeVisible();
    await expect(page.locator('.potluck-chef-marker')).toBeVisible();
  }
  await checkScreen(page, 'dish-guest');

  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('0');
  await expect(page.getByText('Min should be above 0')).toBeVisible();
  await quantity.fill('101');
  await expect(page.getByText('Max should not be above 100')).toBeVisible();
  await quantity.fill('2');
  await expect(page.getByText('Max should not be above 100')).toHaveCount(0);
  await page.getByLabel('Special instructions').fill('No onions');
  await expect(page.getByText('91 of 100 characters left')).toBeVisible();
  await checkScreen(page, 'dish-guest-order-controls');

  // Favourite as a guest: off to sign in, and back after.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/signin\\?redirect=${encodeURIComponent(`/dish/${dish.id}`)}$`),
  );
  await page
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill('customer@demo.potluck.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('potluck-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/dish/${dish.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();

  // The demo customer may already like it: start from "not a favourite".
  const remove = page.getByRole('button', { name: 'Remove from favourites' });
  const add = page.getByRole('button', { name: 'Add to favourites' });
  await expect(add.or(remove)).toBeVisible();
  if (await remove.isVisible()) {
    await remove.click();
    await expect(add).toBeVisible();
  }
  await add.click();
  await expect(page.getByText('Added to your favorite list')).toBeVisible();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(page, 'dish-favourite');
  await remove.click();
  await expect(page.getByText('Removed from your favorite list')).toBeVisible();
  await expect(add).toHaveAttribute('aria-pressed', 'false');

  // The share link's path shows the same dish.
  await page.goto(`/product/${dish.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  await page.goto(`/food/${dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();

  // The same page on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await checkScreen(page, 'dish-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A dish that does not exist.
  await page.goto('/dish/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText("Unable to retrieve the product, may be it's not visible to public."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await checkScreen(page, 'dish-not-visible');

  // The printable label.
  await page.goto(`/dish/${dish.id}`);
  await page.getByRole('link', { name: 'Printable label' }).click();
  await expect(page).toHaveURL(new RegExp(`/dish/label/${dish.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await checkScreen(page, 'dish-label');

  // The producer's promotions (empty or not, the page answers).
  await page.goto(`/dish/promo/${dish.chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await checkScreen(page, 'dish-promotions');
  if (promoProducerId) {
    await page.goto(`/dish/promo/${promoProducerId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByText(/ off$/).first()).toBeVisible();
    await checkScreen(page, 'dish-promotions-running');
  }
});
