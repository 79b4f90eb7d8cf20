import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { LiveNowResponse, OwnLiveStream } from '../src/contracts/live-streams';
import { watchPath } from '../src/domain/live-streams';
import { SAN_FRANCISCO } from './demo-dishes';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// Runs in the live journeys' worker (the same browser arguments as go-live and live-stream), so
// Playwright schedules it with them after the other journeys.
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
        ],
      });
    },
    { scope: 'worker' },
  ],
});

// Issue 16 point 4, where people find streams: with a new approved chef live (a broadcast from a
// streaming app, started through the API as the chef; no media is needed to be listed), a buyer
// sees "Live now" on the home page and on the search screen, the live indicator on the chef's
// page, on the chef's card in the search results and on the page of the dish the broadcast
// features, each a link to /watch/{chef}?stream_id={stream}. Once the chef stops, the indicator
// and the chef's tile are gone, and with nothing live the row is absent.

/** The "Live now" list as the page read it, waited for while `open` navigates. */
async function liveNowOn(page: Page, open: () => Promise<unknown>): Promise<LiveNowResponse> {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/live-streams' && r.request().method() === 'GET',
    ),
    open(),
  ]);
  expect(res.ok()).toBe(true);
  return (await res.json()) as LiveNowResponse;
}

test('a buyer finds a live chef on the home page, search, the chef page and a featured dish', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const tag = randomBytes(3).toString('hex');
  const chefName = `Lantern Dumplings ${tag}`;
  const chef = await chefByApi(origin, chefName);
  const dishName = `Pork and chive dumplings ${tag}`;
  const dish = await productByApi(chef, { name: dishName, priceCents: 1400 });
  const otherName = `Chili oil ${tag}`;
  const other = await productByApi(chef, { name: otherName, priceCents: 600 });
  await approveByApi(origin, chef);

  await signUpByApi(page, origin, 'Mina Buyer');
  await page.addInitScript(
    (value) => window.localStorage.setItem('potluck.searchLocation', value),
    JSON.stringify({ label: 'San Francisco, CA', ...SAN_FRANCISCO }),
  );

  // Not live yet: the chef's page has no indicator.
  await page.goto(`/chef/${chef.id}`);
  await expect(page.getByRole('heading', { name: chefName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Live now/ })).toHaveCount(0);

  // The chef goes live from a streaming app, featuring one dish.
  const title = `Folding dumplings live ${tag}`;
  const started = await chef.api.post('/api/v1/live-streams', {
    data: { title, source: 'rtmp', dishIds: [dish.id] },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const stream = (await started.json()) as OwnLiveStream;
  const watch = watchPath(chef.id, stream.id);
  const indicatorName = `Live now — watch ${chefName}`;

  try {
    // Home: the "Live now" row, the chef's broadcast a link to its watch page.
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Live now' });
    await expect(row.getByRole('heading', { name: 'Live now', level: 2 })).toBeVisible();
    const tile = row.getByRole('link', { name: `${indicatorName}: ${title}` });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveAttribute('href', watch);
    await tile.scrollIntoViewIfNeeded();
    await checkScreen(page, 'live-discovery-home');

    // Search: the row, and the chef's card with its live indicator beside the card's link.
    await page.goto(`/chefs?q=${encodeURIComponent(chefName)}`);
    const searchRow = page.getByRole('region', { name: 'Live now' });
    await expect(
      searchRow.getByRole('link', { name: `${indicatorName}: ${title}` }),
    ).toHaveAttribute('href', watch);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('link', { name: chefName, exact: true })).toBeVisible();
    const cardIndicator = results.getByRole('link', { name: indicatorName, exact: true });
    await expect(cardIndicator).toHaveAttribute('href', watch);
    await checkScreen(page, 'live-discovery-search');

    // The chef's page: the indicator links to the watch page; by keyboard it is a link.
    await page.goto(`/chef/${chef.id}`);
    const chefIndicator = page
      .getByRole('region', { name: 'Chef profile' })
      .getByRole('link', { name: indicatorName, exact: true });
    await expect(chefIndicator).toHaveAttribute('href', watch);
    await chefIndicator.focus();
    await expect(chefIndicator).toBeFocused();
    await checkScreen(page, 'live-discovery-chef-page');

    // The featured dish's page links to the broadcast; the chef's other dish does not.
    await page.goto(`/dish/${dish.id}`);
    await expect(page.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
    await expect(page.getByText(`Featured in ${chefName}’s live stream`)).toBeVisible();
    await expect(page.getByRole('link', { name: indicatorName, exact: true })).toHaveAttribute(
      'href',
      watch,
    );
    await checkScreen(page, 'live-discovery-dish');
    await page.goto(`/dish/${other.id}`);
    await expect(page.getByRole('heading', { name: otherName, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: indicatorName, exact: true })).toHaveCount(0);

    // The buyer's list of followed chefs shows the indicator on the chef's card.
    const follow = await page.request.post(`/api/v1/follows/${chef.id}`, { headers: { origin } });
    expect(follow.ok(), await follow.text()).toBe(true);
    await page.goto('/social/followingchef');
    const card = page.getByRole('article', { name: chefName });
    await expect(card.getByRole('link', { name: indicatorName, exact: true })).toHaveAttribute(
      'href',
      watch,
    );
    await checkScreen(page, 'live-discovery-following');

    // Following the indicator opens the watch page of this broadcast.
    await page.goto(`/dish/${dish.id}`);
    await page.getByRole('link', { name: indicatorName, exact: true }).click();
    await expect(page).toHaveURL(watch);
  } finally {
    const stopped = await chef.api.post(`/api/v1/live-streams/${stream.id}/stop`, { data: {} });
    expect(stopped.ok(), await stopped.text()).toBe(true);
  }

  // Stopped: no indicator on the chef's page, no tile on the home page, and with nothing else
  // live no row at all.
  await page.goto(`/chef/${chef.id}`);
  await expect(page.getByRole('heading', { name: chefName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: indicatorName })).toHaveCount(0);
  const live = await liveNowOn(page, () => page.goto('/'));
  await expect(page.getByRole('link', { name: indicatorName })).toHaveCount(0);
  if (live.streams.length === 0) {
    await expect(page.getByRole('heading', { name: 'Live now' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Live now' })).toHaveCount(0);
  }
  await checkScreen(page, 'live-discovery-home-nothing-live');
  await chef.api.dispose();
});
