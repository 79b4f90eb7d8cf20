import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, checkScreen } from './fixtures';

// A guest opens a demo chef's page, is sent to sign in to follow, comes back as the demo
// customer, follows and favourites the chef, finds them on the favourites and followings
// lists, unfollows; the /tag alias, the menus page and a missing chef.

const CUSTOMER = { email: 'customer@demo.potluck.local', password: 'potluck-demo-2026' };
const SF = { lat: 37.7749, lon: -122.4194 };

interface ChefHit {
  id: string;
}
interface ChefPage {
  chef: { id: string; name: string; dishesCount: number; followersCount: number };
}

/** A demo chef near San Francisco that the demo customer neither follows nor favourites. */
async function pickChef(request: APIRequestContext, baseURL: string) {
  const search = await request.post('/api/v1/search/chefs', {
    data: { location: SF, size: 10 },
    headers: { origin: baseURL },
  });
  expect(search.ok()).toBeTruthy();
  const { hits } = (await search.json()) as { hits: ChefHit[] };
  expect(hits.length).toBeGreaterThan(0);

  // The customer's own relations, seen from a separate (API-only) session.
  const signIn = await request.post('/api/v1/auth/signin', {
    data: CUSTOMER,
    headers: { origin: baseURL },
  });
  expect(signIn.ok()).toBeTruthy();
  for (const hit of hits) {
    const follow = (await (await request.get(`/api/v1/follows/${hit.id}`)).json()) as {
      following: boolean;
    };
    const fav = (await (await request.get(`/api/v1/favorites/chefs/${hit.id}`)).json()) as {
      favorite: boolean;
    };
    if (!follow.following && !fav.favorite) {
      const page = (await (await request.get(`/api/v1/chefs/${hit.id}`)).json()) as ChefPage;
      return page.chef;
    }
  }
  throw new Error('no demo chef free of follows and favourites');
}

test('chef page, follow and favourite, lists, menus and a missing chef', async ({
  page,
  request,
  baseURL,
}) => {
  const chef = await pickChef(request, baseURL ?? '');
  const followers = (n: number) =>
    page.getByText(new RegExp(`^${n} followers?$`), { exact: false });

  // Guest: the profile card with name and counts.
  await page.goto(`/chef/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${chef.dishesCount} dish(es)?$`))).toBeVisible();
  await expect(followers(chef.followersCount)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dishes' })).toBeVisible();
  await checkScreen(page, 'chef-page-guest');

  // Following needs an account: sign in and come back.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/signin\\?redirect=${encodeURIComponent(`/chef/${chef.id}`)}$`),
  );
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/chef/${chef.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();

  // Follow: the server's "Follow" snackbar and one more follower.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Follow$/ })).toBeVisible();
  await expect(followers(chef.followersCount + 1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  // Favourite.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Added to your favorite list' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await checkScreen(page, 'chef-page-following');

  // The favourites and followings lists (through the drawer's Favourites group).
  await page.goto('/favorite/chef');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite producers' })).toBeVisible();
  await expect(page.getByRole('article', { name: chef.name })).toBeVisible();
  await checkScreen(page, 'favorite-chefs');

  await page.goto('/social/followingchef');
  await expect(page.getByRole('heading', { level: 1, name: 'Followings' })).toBeVisible();
  const card = page.getByRole('article', { name: chef.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${chef.followersCount + 1} follower`)).toBeVisible();
  await checkScreen(page, 'following-chefs');

  await page.goto('/favorite/dish');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite products' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Remove .+ from favourites$/ }).first(),
  ).toBeVisible();
  await checkScreen(page, 'favorite-dishes');

  // Unfollow from the chef page: the count goes back.
  await page.goto(`/chef/${chef.id}`);
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Unfollow$/ })).toBeVisible();
  await expect(followers(chef.followersCount)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // Remove the favourite from the list; it leaves the list.
  await page.goto('/favorite/chef');
  await page.getByRole('button', { name: `Remove ${chef.name} from favourites` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Removed from your favorite list' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: chef.name })).toHaveCount(0);

  // /tag/:id is the same page.
  await page.goto(`/tag/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chef.name })).toBeVisible();

  // Menus, nested, with availability.
  await page.goto(`/chef/menu/${chef.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Menus of ${chef.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(/^Available: /).first()).toBeVisible();
  await checkScreen(page, 'chef-menus');

  // A chef that does not exist.
  await page.goto(`/chef/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('profile not found', { exact: true })).toBeVisible();
  await checkScreen(page, 'chef-not-found');
});

test('favourites and followings need an account', async ({ page }) => {
  await page.goto('/favorite/dish');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Ffavorite%2Fdish$/);
});
