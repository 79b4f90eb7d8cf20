import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrderResponse, OrderSummary } from '../src/contracts/orders';
import { addDays, dateInZone, startOfDayIn, weekdayOf } from '../src/domain/calendar';
import { DEMO_TIME_ZONE, e2eNow } from './clock';
import { approveByApi, chefByApi, CHEF_PASSWORD, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, seenTotalCents, signIn, signUpByApi } from './fixtures';

// The order calendars (issue 15 point 7, decision 055). A chef who cooks on Thursday evenings
// only gets an order placed for Thursday 5:30 PM; their business portal's calendar shows it on
// Thursday beside their hours (the other days closed), by week and by day, empty weeks and days
// say so, a failed read offers a retry, and Enter on the order opens it. The buyer finds the
// same order on the Calendar tab of /order/list. Axe on every state.

const THURSDAY_EVENINGS = { businessDays: [4], fromHour: '17:00', endHour: '21:00' };

/** The coming Thursday (today when it is Thursday) in the chef's zone, as a plain date. */
function comingThursday(): string {
  const today = dateInZone(e2eNow(), DEMO_TIME_ZONE);
  return addDays(today, (4 - weekdayOf(today) + 7) % 7);
}

async function thursdayChef(origin: string) {
  const chef = await chefByApi(origin, `Thursday Table ${randomBytes(2).toString('hex')}`);
  const res = await chef.api.put('/api/v1/onboarding/profile', {
    data: { ...chef.profile, businessHours: THURSDAY_EVENINGS },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const dishName = `Harvest Pie ${randomBytes(3).toString('hex')}`;
  const dish = await productByApi(chef, { name: dishName, priceCents: 1600 });
  await approveByApi(origin, chef);
  return { chef, dish, dishName };
}

/** The buyer of `request` orders the dish for pickup at `deliveryAt`, paying with a 4242 card. */
async function orderForLater(
  request: APIRequestContext,
  origin: string,
  dishId: string,
  deliveryAt: Date,
): Promise<OrderSummary> {
  const token = await request.post('/local-processor/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    headers: { origin },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const card = await request.post('/api/v1/payments/cards', {
    data: { token: ((await token.json()) as { id: string }).id },
    headers: { origin },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { card: { id: string } }).card.id;
  const added = await request.post('/api/v1/cart/items', {
    data: { dishId, quantity: 2 },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const res = await request.post('/api/v1/orders', {
    headers: { origin, 'idempotency-key': `calendar-${randomBytes(8).toString('hex')}` },
    data: {
      deliveryMethod: 'pickup',
      paymentMethodId: cardId,
      deliveryAt: deliveryAt.toISOString(),
      expectedTotalCents: await seenTotalCents(request),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as OrderResponse).order;
}

/** A day of the calendar: its section, named by its heading ("Thu, Nov 26"). */
const daySection = (page: Page, weekday: string) =>
  page.getByRole('region', { name: new RegExp(`^${weekday}, `) });

test('a chef’s calendar shows an order placed for later on its day, and so does the buyer’s', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const { chef, dish, dishName } = await thursdayChef(origin);
  await signUpByApi(page, origin, 'Kai Buyer');
  // Thursday 17:30 in the chef's zone (no DST change ever falls on a Thursday).
  const thursday = comingThursday();
  const at = new Date(startOfDayIn(thursday, DEMO_TIME_ZONE).getTime() + 17.5 * 3_600_000);
  const order = await orderForLater(page.request, origin, dish.id, at);
  const orderLink = `5:30 PM · ${dishName}`;

  // The chef opens the calendar from the business portal. Its first read is held back a moment
  // so the loading state can be seen (and checked).
  const chefContext = await browser.newContext();
  const chefPage = await chefContext.newPage();
  await signIn(chefPage, chef.email, CHEF_PASSWORD);
  await chefPage.goto('/product/list');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await chefPage.route('**/api/v1/business/calendar*', async (route) => {
    await held;
    await route.continue();
  });
  await chefPage.getByRole('link', { name: 'Calendar: orders placed for later' }).click();
  await expect(chefPage).toHaveURL(/\/business\/calendar$/);
  await expect(chefPage.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(chefPage.getByRole('status', { name: 'Loading the calendar' })).toBeVisible();
  await checkScreen(chefPage, 'calendar-chef-loading');
  release();

  // The week: Thursday holds the order beside the chef's hours; the other days are closed.
  await expect(chefPage.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
  await expect(
    chefPage.getByText('1 scheduled order · Times are in Los Angeles time.'),
  ).toBeVisible();
  const thursdayCell = daySection(chefPage, 'Thu');
  await expect(thursdayCell.getByText('Open 5:00 PM – 9:00 PM')).toBeVisible();
  await expect(thursdayCell.getByRole('link', { name: orderLink })).toBeVisible();
  await expect(thursdayCell.getByText('Pickup · for Kai · 2 items')).toBeVisible();
  await expect(daySection(chefPage, 'Tue').getByText('Closed')).toBeVisible();
  // Seven days, Sunday first.
  await expect(
    chefPage.getByRole('list', { name: /^Week of / }).locator(':scope > li'),
  ).toHaveCount(7);
  await checkScreen(chefPage, 'calendar-chef-week');
  await chefPage.unroute('**/api/v1/business/calendar*');

  // Next week is empty and says so; Today comes back.
  await chefPage.getByRole('button', { name: 'Next week' }).click();
  await expect(chefPage.getByText('No scheduled orders this week')).toBeVisible();
  await expect(chefPage).toHaveURL(/date=/);
  await checkScreen(chefPage, 'calendar-chef-next-week-empty');
  await chefPage.getByRole('button', { name: 'Today' }).click();
  await expect(daySection(chefPage, 'Thu').getByRole('link', { name: orderLink })).toBeVisible();

  // The day view starts on today (a Wednesday, or Thursday itself), moves a day at a time.
  await chefPage.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(chefPage.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const today = dateInZone(e2eNow(), DEMO_TIME_ZONE);
  if (today !== thursday) {
    await expect(chefPage.getByText('No scheduled orders this day')).toBeVisible();
    await checkScreen(chefPage, 'calendar-chef-day-empty');
    for (let d = today; d !== thursday; d = addDays(d, 1)) {
      await chefPage.getByRole('button', { name: 'Next day' }).click();
    }
  }
  await expect(chefPage.getByRole('heading', { level: 2, name: /^Thursday, / })).toBeVisible();
  await expect(chefPage.getByRole('link', { name: orderLink })).toBeVisible();
  await checkScreen(chefPage, 'calendar-chef-day');

  // A read that fails says so and offers a retry.
  await chefPage.route('**/api/v1/business/calendar*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'The kitchen is busy.' } }),
    }),
  );
  await chefPage.getByRole('button', { name: 'Week', exact: true }).click();
  // Two weeks ahead: a week not read yet (next week's answer is still fresh).
  await chefPage.getByRole('button', { name: 'Next week' }).click();
  await chefPage.getByRole('button', { name: 'Next week' }).click();
  await expect(chefPage.getByRole('alert').getByText('Unable to load the calendar')).toBeVisible();
  await checkScreen(chefPage, 'calendar-chef-error');
  await chefPage.unroute('**/api/v1/business/calendar*');
  await chefPage.getByRole('button', { name: 'Try again' }).click();
  await expect(chefPage.getByText('No scheduled orders this week')).toBeVisible();
  await chefPage.getByRole('button', { name: 'Today' }).click();

  // Enter on the order opens it.
  const link = daySection(chefPage, 'Thu').getByRole('link', { name: orderLink });
  await link.focus();
  await chefPage.keyboard.press('Enter');
  await expect(chefPage).toHaveURL(new RegExp(`/order/view/${order.id}$`));
  await expect(chefPage.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(chefPage, 'calendar-chef-order');
  await chefContext.close();

  // The buyer's Calendar tab on /order/list shows the same order; a click opens it.
  await page.goto('/order/list');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/list=calendar/);
  const buyerThursday = daySection(page, 'Thu');
  await expect(buyerThursday.getByRole('link', { name: orderLink })).toBeVisible();
  await expect(buyerThursday.getByText(`Pickup · from ${chef.name} · 2 items`)).toBeVisible();
  await checkScreen(page, 'calendar-buyer-week');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('No scheduled orders this week')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find food near you' })).toBeVisible();
  await checkScreen(page, 'calendar-buyer-next-week-empty');
  await page.getByRole('button', { name: 'Today' }).click();
  await buyerThursday.getByRole('link', { name: orderLink }).click();
  await expect(page).toHaveURL(new RegExp(`/order/view/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'calendar-buyer-order');
});
