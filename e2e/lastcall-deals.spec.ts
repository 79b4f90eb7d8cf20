import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  checkScreen,
  signIn,
  signUpByApi,
  DEMO_CHEF_EMAIL,
  DEMO_PASSWORD,
} from './fixtures';

// A chef's own last call: a new buyer near the demo chef subscribes to last calls; the demo chef
// opens Last calls in the business portal, is told what is missing, then puts a dish on a last
// call at 25 % off; the buyer finds it in Last Calls and is alerted in the notifications drawer;
// the chef ends it early, so the demo's prices are as they were for the other journeys.

interface Product {
  id: string;
  name: string;
  priceCents: number;
  status: string;
  amountLeft: number;
}
interface Deal {
  items: { dishId: string }[];
}

async function personIn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a chef starts a last call; a subscribed buyer nearby sees it and is alerted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);

  // Where the chef's kitchen is, and a dish of theirs that is orderable and on no live deal.
  const setup = await page.request.get('/api/v1/onboarding');
  expect(setup.ok(), await setup.text()).toBe(true);
  const kitchen = ((await setup.json()) as { onboarding: { profile: Record<string, number> } })
    .onboarding.profile;
  const at = { lat: kitchen.latitude!, lon: kitchen.longitude! };
  const products = (
    (await (await page.request.get('/api/v1/business/products?size=100')).json()) as {
      products: Product[];
    }
  ).products;
  const live = (
    (await (await page.request.get('/api/v1/business/last-calls')).json()) as { live: Deal[] }
  ).live.flatMap((d) => d.items.map((i) => i.dishId));
  const dish = products.find(
    (p) =>
      p.status !== 'sold_out' && p.amountLeft !== 0 && p.priceCents >= 400 && !live.includes(p.id),
  );
  expect(dish, 'the demo chef has a dish to put on a last call').toBeTruthy();

  // A new buyer searches around the chef's kitchen and subscribes to last calls there.
  const buyer = await personIn(browser, origin);
  await signUpByApi(buyer, origin, 'Lena Park');
  const headers = { origin };
  const place = await buyer.request.put('/api/v1/profiles/me/search-location', {
    data: { label: 'Near the kitchen', ...at },
    headers,
  });
  expect(place.ok(), await place.text()).toBe(true);
  const subscribed = await buyer.request.put('/api/v1/last-calls/subscription', {
    data: { location: at },
    headers,
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);

  // The chef opens Last calls from the business portal.
  await page.goto('/product/list');
  await page.getByRole('link', { name: /^Last calls/ }).click();
  await expect(page.getByRole('heading', { name: 'Last calls', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`^${escape(dish!.name)} \\(`) }),
  ).toBeVisible();
  await checkScreen(page, 'lastcall-deals-form');

  // Starting with nothing chosen says what is missing.
  await page.getByRole('button', { name: 'Start last call' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose at least one dish.' }),
  ).toBeVisible();
  await expect(page.getByText('Choose when the last call ends.')).toBeVisible();
  await checkScreen(page, 'lastcall-deals-invalid');

  // 25 % off, three portions, ending in two hours.
  await page.getByRole('checkbox', { name: new RegExp(`^${escape(dish!.name)} \\(`) }).check();
  await page.getByRole('textbox', { name: `Percent off for ${dish!.name}` }).fill('25');
  await page.getByRole('textbox', { name: `Amount left for ${dish!.name}` }).fill('3');
  await expect(page.getByText(/Buyers pay \$[\d.,]+ instead of/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Ends at' }).click();
  await page.getByRole('option').nth(3).click();
  await page.getByRole('button', { name: 'Start last call' }).click();
  await expect(page.getByText('Your last call is live.')).toBeVisible();
  const liveList = page.getByRole('list', { name: 'Live last calls' });
  const mine = liveList.getByRole('listitem').filter({ hasText: dish!.name });
  await expect(mine).toContainText('25% off');
  await expect(mine).toContainText('3 left');
  await expect(mine).toContainText('Live');
  await checkScreen(page, 'lastcall-deals-live');

  // The buyer finds it in Last Calls, nearest and soonest ending first.
  await buyer.goto('/foods');
  const section = buyer.getByRole('region', { name: 'Last Calls' });
  const card = section
    .getByRole('list', { name: 'Last-call deals' })
    .getByRole('link')
    .filter({ hasText: dish!.name.slice(0, 20) });
  await expect(card.first()).toBeVisible();
  await expect(card.first()).toContainText('25% off');
  await expect(card.first()).toHaveAttribute('href', `/dish/${dish!.id}`);
  await checkScreen(buyer, 'lastcall-deals-buyer');

  // …and was told in the app.
  await buyer.getByRole('button', { name: 'Notifications' }).click();
  const drawer = buyer.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toContainText('Last call from');
  await checkScreen(buyer, 'lastcall-deals-alert');
  await buyer.context().close();

  // The chef ends it early; it moves to the past ones.
  await mine.getByRole('button', { name: `End the last call on ${dish!.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'End this last call?' });
  await confirm.getByRole('button', { name: 'End last call' }).click();
  await expect(page.getByText('Your last call has ended.')).toBeVisible();
  const past = page.getByRole('list', { name: 'Past last calls' });
  await expect(past.getByRole('listitem').filter({ hasText: dish!.name }).first()).toContainText(
    'Ended',
  );
  await checkScreen(page, 'lastcall-deals-ended');
});
