import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import type { CampaignListResponse } from '../src/contracts/promotions';
import { campaignPriceCents } from '../src/domain/campaigns';
import { chefDisplayName } from '../src/domain/chef';
import {
  test,
  expect,
  checkScreen,
  saveCard,
  signIn,
  signUpByApi,
  DEMO_CHEF_EMAIL,
  DEMO_PASSWORD,
} from './fixtures';

// Campaigns (issue 12 point 4, decision 040): the demo chef opens Campaigns from the business
// portal, by keyboard: starting one without a dish is refused on the dishes, an end before the
// start is refused by the server on the end, then 20 % off one dish starts now for a week; the
// chef pauses and resumes it. A new buyer near the kitchen finds the dish in search at the
// campaign price with the campaign's name, sees the same on the dish page, adds it, and the
// checkout charges the campaign price (the order's total is the checkout's). The chef sees the
// order and its sales on the campaign, ends it, and the dish is back at its regular price —
// for the other journeys too, which is why a failed run ends it as well.

const PERCENT = 20;
const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const campaignTerms = {
  discountType: 'percent',
  percentOff: PERCENT,
  amountOffCents: null,
} as const;

/** A date-time box's value a number of minutes from another's (the browser's zone is ours). */
function boxPlusMinutes(box: string, minutes: number): string {
  const at = new Date(new Date(box).getTime() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A plain orderable dish of the chef at its regular price (no live last call, no running
 * campaign), and enough portions at the campaign price for the chef's minimum order.
 */
async function campaignDish(request: APIRequestContext, chefId: string) {
  const list = await request.get(`/api/v1/chefs/${chefId}/dishes?from=0&size=50`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of ((await list.json()) as ChefDishesResponse).dishes) {
    if (card.lastCallPriceCents !== null || card.campaign !== null) continue;
    const res = await request.get(`/api/v1/dishes/${card.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (!dish.orderable || dish.modifiers.some((m) => m.min > 0) || dish.priceCents < 400) continue;
    const saleCents = campaignPriceCents(dish.priceCents, campaignTerms);
    const portions = Math.max(1, Math.ceil(MINIMUM_COVERED_CENTS / saleCents));
    if (portions > 10 || (dish.amountLeft !== -1 && dish.amountLeft < portions)) continue;
    return { dish, saleCents, portions };
  }
  throw new Error('The demo chef has no plain orderable dish at its regular price');
}

/** Place order; true when it went through, false when the server refused the time. */
async function placeOrder(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Place order' }).press('Enter');
  const refused = page
    .getByRole('region', { name: 'Checkout' })
    .getByRole('alert')
    .filter({ hasText: 'Unable to place the order' });
  await expect(async () => {
    const done = /\/order\/view\//.test(page.url());
    expect(done || (await refused.isVisible())).toBe(true);
  }).toPass({ timeout: 30_000 });
  return /\/order\/view\//.test(page.url());
}

/** "Order now" when the chef is open; otherwise the offered later times, earliest first. */
async function placeOrderSomeTime(page: Page): Promise<void> {
  const checkout = page.getByRole('region', { name: 'Checkout' });
  let placed = await placeOrder(page);
  for (let option = 0; !placed && option < 8; option++) {
    await checkout.getByRole('radio', { name: 'Later' }).check();
    await checkout.getByLabel('Time', { exact: true }).click();
    const options = page.getByRole('option');
    if ((await options.count()) <= option) {
      await page.keyboard.press('Escape');
      await checkout.getByLabel('Day', { exact: true }).click();
      await page.getByRole('option').nth(1).click();
      await checkout.getByLabel('Time', { exact: true }).click();
    }
    await page
      .getByRole('option')
      .nth(option % Math.max(1, await options.count()))
      .click();
    placed = await placeOrder(page);
  }
  expect(placed).toBe(true);
}

/** Ends the journey's campaign through the API if it is still on (a run that failed half way). */
async function endIfStillOn(request: APIRequestContext, name: string, origin: string) {
  const res = await request.get('/api/v1/business/campaigns');
  if (!res.ok()) return;
  const mine = ((await res.json()) as CampaignListResponse).campaigns.find((c) => c.name === name);
  if (mine && mine.state !== 'ended')
    await request.post(`/api/v1/business/campaigns/${mine.id}/end`, { headers: { origin } });
}

test('a chef runs a campaign; a buyer sees and pays its price; once ended the price is back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL!;
  const name = `Soup week ${randomBytes(3).toString('hex')}`;

  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);
  const chefId = (
    (await (await page.request.get('/api/v1/auth/session')).json()) as { user: { id: string } }
  ).user.id;
  const { dish, saleCents, portions } = await campaignDish(page.request, chefId);
  const dishBox = page.getByRole('checkbox', { name: new RegExp(`^${escape(dish.name)} \\(`) });

  try {
    // Campaigns, from the business portal.
    await page.goto('/product/list');
    await page.getByRole('link', { name: /^Campaigns/ }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(dishBox).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your campaigns', level: 2 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your campaigns' })).toBeHidden();
    // It starts now and ends a week later unless the chef says otherwise.
    const startBox = page.getByLabel('Starts');
    const endBox = page.getByLabel('Ends');
    const start = await startBox.inputValue();
    expect(await endBox.inputValue()).toBe(boxPlusMinutes(start, 7 * 24 * 60));
    await checkScreen(page, 'campaigns-portal');

    // Named and priced, but no dish: refused on the dishes.
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Percent off' }).fill(String(PERCENT));
    await page.getByRole('textbox', { name: 'Percent off' }).press('Enter');
    await expect(page.getByText('Choose at least one dish.')).toBeVisible();
    await checkScreen(page, 'campaigns-no-dish');

    // The dish chosen (Space), but an end before the start: the server's words, on the end.
    await dishBox.press('Space');
    await expect(dishBox).toBeChecked();
    await expect(
      page.getByText(
        `${dish.name}: buyers pay ${money(saleCents)} instead of ${money(dish.priceCents)}.`,
      ),
    ).toBeVisible();
    await endBox.fill(boxPlusMinutes(start, -60));
    await page.getByRole('button', { name: 'Start campaign' }).press('Enter');
    await expect(page.getByText('The end must be after the start.')).toBeVisible();
    await expect(endBox).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, 'campaigns-end-before-start');

    // A week from now. The start goes a minute back: the browser's clock may run a second
    // ahead of the server's, and a start a second ahead would be "scheduled", not running.
    await startBox.fill(boxPlusMinutes(start, -1));
    await endBox.fill(boxPlusMinutes(start, 7 * 24 * 60));
    await page.getByRole('button', { name: 'Start campaign' }).press('Enter');
    await expect(page.getByText('Campaign created.')).toBeVisible();
    const mine = page
      .getByRole('list', { name: 'Your campaigns' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(mine).toContainText('Running');
    await expect(mine).toContainText(`${PERCENT}% off`);
    await expect(mine.getByRole('list', { name: `Dishes in ${name}` })).toContainText(
      `${dish.name}: ${money(saleCents)} instead of ${money(dish.priceCents)}`,
    );
    await expect(mine).toContainText('No orders yet');
    // The form is ready for the next one.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(dishBox).not.toBeChecked();
    await checkScreen(page, 'campaigns-created');

    // Paused, then resumed.
    await mine.getByRole('button', { name: `Pause ${name}` }).press('Enter');
    await expect(mine).toContainText('Paused');
    await expect(page.getByText('Campaign paused.')).toBeVisible();
    await checkScreen(page, 'campaigns-paused');
    await mine.getByRole('button', { name: `Resume ${name}` }).press('Enter');
    await expect(mine).toContainText('Running');

    // A new buyer near the kitchen, with a card.
    const setup = await page.request.get('/api/v1/onboarding');
    expect(setup.ok(), await setup.text()).toBe(true);
    const kitchen = ((await setup.json()) as { onboarding: { profile: Record<string, number> } })
      .onboarding.profile;
    const buyerContext = await browser.newContext({ baseURL: origin });
    const buyer = await buyerContext.newPage();
    await signUpByApi(buyer, origin, 'Cami Campaign');
    const place = await buyer.request.put('/api/v1/profiles/me/search-location', {
      data: { label: 'Near the kitchen', lat: kitchen.latitude, lon: kitchen.longitude },
      headers: { origin },
    });
    expect(place.ok(), await place.text()).toBe(true);
    const dialog = await saveCard(buyer, '4242 4242 4242 4242');
    await expect(dialog).toBeHidden();

    // The buyer finds the dish: the campaign price over the struck regular one, and its name.
    await buyer.goto('/foods');
    await buyer.getByRole('searchbox', { name: 'Search dishes' }).fill(dish.name);
    const results = buyer.getByRole('region', { name: 'Results', exact: true });
    const card = results
      .getByRole('link', { name: dish.name, exact: true })
      .filter({ hasText: `by ${chefDisplayName(dish.chef)}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Campaign price ${money(saleCents)}`);
    await expect(card).toContainText(`regular price ${money(dish.priceCents)}`);
    await expect(card.getByText(name, { exact: true })).toBeVisible();
    await checkScreen(buyer, 'campaigns-search-card');

    // The dish page: the same price, the campaign's name and when it ends.
    await card.press('Enter');
    await expect(buyer.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
    await expect(buyer.getByText(`Campaign price ${money(saleCents)}`)).toBeVisible();
    await expect(buyer.getByText(`Regular price ${money(dish.priceCents)}`)).toBeVisible();
    await expect(
      buyer.getByText(new RegExp(`^${escape(name)} ends \\d\\d/\\d\\d/\\d{4}`)),
    ).toBeVisible();
    await expect(buyer.getByRole('group', { name: 'Promotions on this dish' })).toContainText(
      `Campaign: ${PERCENT}% off`,
    );
    const order = buyer.getByRole('region', { name: 'Your order' });
    await order.getByRole('textbox', { name: 'Quantity' }).fill(String(portions));
    await expect(
      order.getByText(`Total for ${portions}: ${money(saleCents * portions)}`),
    ).toBeVisible();
    await checkScreen(buyer, 'campaigns-dish-page');
    await order.getByRole('button', { name: /Add to cart/ }).press('Enter');

    // The cart line names the campaign; the checkout charges its price.
    await expect(buyer).toHaveURL(/\/order\/cart$/);
    await expect(buyer.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
    const line = buyer.getByRole('article', { name: dish.name });
    await expect(line).toContainText(`${money(saleCents)} each`);
    await expect(line.getByText(name, { exact: true })).toBeVisible();
    const checkout = buyer.getByRole('region', { name: 'Checkout' });
    const pickup = checkout.getByRole('radio', { name: 'Pickup' });
    await pickup.press('Space');
    await expect(pickup).toBeChecked();
    await expect(buyer.getByTestId('fee-subtotal')).toHaveText(money(saleCents * portions));
    const total = centsOf(await buyer.getByTestId('fee-total').innerText());
    await checkScreen(buyer, 'campaigns-checkout');
    await placeOrderSomeTime(buyer);
    await expect(buyer.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
    const totals = buyer.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText(money(saleCents * portions), { exact: true })).toBeVisible();
    await expect(totals.getByText(money(total), { exact: true }).first()).toBeVisible();
    await checkScreen(buyer, 'campaigns-order');

    // The chef sees the order and what it sold on the campaign, then ends it.
    await page.reload();
    await expect(mine).toContainText(`1 order · ${money(saleCents * portions)} in sales`);
    await mine.getByRole('button', { name: `End campaign ${name}` }).press('Enter');
    const confirm = page.getByRole('dialog', { name: 'End this campaign?' });
    await expect(confirm).toContainText('Buyers will pay the regular price');
    await checkScreen(page, 'campaigns-end-confirm');
    await confirm.getByRole('button', { name: 'End campaign' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Campaign ended.')).toBeVisible();
    await expect(mine).toContainText('Ended');
    await expect(mine).toContainText('1 order');
    await expect(mine.getByRole('button')).toHaveCount(0);
    await checkScreen(page, 'campaigns-ended');

    // The dish is back at its regular price, on its page and in search.
    await buyer.goto(`/dish/${dish.id}`);
    await expect(buyer.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
    await expect(
      buyer
        .getByRole('region', { name: 'Your order' })
        .getByText(`Total for 1: ${money(dish.priceCents)}`),
    ).toBeVisible();
    await expect(buyer.getByText(/^Campaign price/)).toHaveCount(0);
    await expect(buyer.getByText(name, { exact: true })).toHaveCount(0);
    await buyer.goto(`/foods?q=${encodeURIComponent(dish.name)}`);
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Campaign price');
    await expect(card.getByText(name, { exact: true })).toHaveCount(0);
    await checkScreen(buyer, 'campaigns-regular-again');
    await buyerContext.close();
  } finally {
    await endIfStillOn(page.request, name, origin);
  }
});
