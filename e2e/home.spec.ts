import { test, expect, checkScreen } from './fixtures';

// The home page (spec §1): explore cards, product carousel, about block, app-store links.

test('a guest explores the home page and opens the food search', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Find food near you/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Meet local chefs/ })).toHaveAttribute(
    'href',
    '/chefs',
  );
  await expect(main.getByRole('heading', { name: 'Join Potluck' })).toBeVisible();

  const carousel = main.getByRole('list', { name: 'Featured dishes' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('listitem').first()).toBeVisible();
  const count = await carousel.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(8);
  await expect(carousel.locator('img').first()).toHaveAttribute('loading', 'lazy');
  await expect(main.getByRole('button', { name: 'Next' })).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();

  const about = main.getByRole('region', { name: /About/ });
  await expect(about).toBeVisible();
  await expect(about.locator('p').first()).toBeVisible();
  await expect(about.locator('script')).toHaveCount(0);

  // No store links on a desktop browser, and ?app_store is ignored.
  await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);
  await checkScreen(page, 'home-explore');

  await main.getByRole('link', { name: /Find food near you/ }).click();
  await expect(page).toHaveURL(/\/foods$/);

  await page.goto('/?app_store');
  await expect(page.getByRole('link', { name: /Find food near you/ })).toBeVisible();
  await expect(page).toHaveURL(/\/\?app_store$/);
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });

  test('the Google Play link shows and ?app_store redirects to the store', async ({ page }) => {
    await page.goto('/');
    const play = page.getByRole('main').getByRole('link', { name: 'Get it on Google Play' });
    await expect(play).toHaveAttribute('href', 'https://play.google.com/store');
    await expect(play).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);

    await page.route('https://play.google.com/**', (route) =>
      route.fulfill({ body: 'store', contentType: 'text/plain' }),
    );
    const store = page.waitForRequest('https://play.google.com/**');
    await page.goto('/?app_store');
    await store;
    await expect(page).toHaveURL(/^https:\/\/play\.google\.com\/store/);
  });
});
