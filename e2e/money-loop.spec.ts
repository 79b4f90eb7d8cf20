import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import type { OrderResponse } from '../src/contracts/orders';
import { breakdownOfOrder, percentOfCents } from '../src/domain/fees';
import { refundLinesAfter } from '../src/domain/ledger';
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
import { e2eNow } from './clock';

// The money loop, end to end (issue 12 point 9). The demo chef makes a coupon on one dish and
// puts the same dish on a last call; a new buyer near the kitchen, subscribed to last calls, is
// alerted, puts the dish in the cart at the deal price, applies the code and pays the deal price
// minus the coupon — the total the checkout shows is the order's. The chef ends the last call
// (the other journeys see the demo's prices), accepts and completes the order; the payout run
// (the dev jobs route, as the hourly job would) sends it. The chef's payment history shows the
// order's net earnings and the payout on its way. The demo admin refunds $5.00 of the order, and
// the chef's available balance drops by exactly the chef's pro-rata share of it
// (#domain/ledger refundLinesAfter), which is what the admin's chef ledger shows for the refund.
// Every state is checked with axe.

const ADMIN_EMAIL = 'admin@demo.potluck.local';
const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order
const DEAL_PERCENT = 25;
const COUPON_PERCENT = 10;
const REFUND_CENTS = 500;
/**
 * A new buyer's $25 sign-up credit is spent before the card (#domain/credits): the order must
 * be big enough that the card still pays more than the admin refunds.
 */
const ORDER_FLOOR_CENTS = MINIMUM_COVERED_CENTS + 2_500 + REFUND_CENTS;
const REASON = 'The sauce was missing from the bag.';

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const centsOf = (text: string) => {
  const match = /(-?)\$([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return (match[1] ? -1 : 1) * Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An order's reference as the earnings table shows it (#domain/earnings orderReference). */
const orderReference = (id: string) => `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * A plain (no required option) orderable dish of the chef on no live deal, whose deal price
 * covers the order floor in at most 20 portions.
 */
async function dealDish(request: APIRequestContext, chefId: string) {
  const live = (
    (await (await request.get('/api/v1/business/last-calls')).json()) as {
      live: { items: { dishId: string }[] }[];
    }
  ).live.flatMap((d) => d.items.map((i) => i.dishId));
  const list = await request.get(`/api/v1/chefs/${chefId}/dishes?from=0&size=50`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of ((await list.json()) as ChefDishesResponse).dishes) {
    if (live.includes(card.id)) continue;
    const res = await request.get(`/api/v1/dishes/${card.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (!dish.orderable || dish.modifiers.some((m) => m.min > 0)) continue;
    if (dish.lastCallPriceCents != null || dish.priceCents < 400) continue;
    const dealUnit = Math.floor((dish.priceCents * (100 - DEAL_PERCENT)) / 100);
    const portions = Math.max(1, Math.ceil(ORDER_FLOOR_CENTS / dealUnit));
    if (portions > 20 || (dish.amountLeft !== -1 && dish.amountLeft < portions + 2)) continue;
    return { dish, portions };
  }
  throw new Error('The demo chef has no plain orderable dish for a last call');
}

/** Place order; true when it went through, false when the server refused the time. */
async function placeOrder(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Place order' }).click();
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

/** The figure on one of the payment history's balance cards. */
async function balanceOf(balance: Locator, label: string): Promise<number> {
  const figure = balance
    .getByRole('heading', { name: label, exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(figure).toHaveText(/\$/);
  return centsOf(await figure.innerText());
}

test('a coupon and a last call reach a buyer, are paid, paid out and partly refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const origin = baseURL!;
  const headers = { origin };
  const code = `LOOP${randomBytes(4).toString('hex').toUpperCase()}`;

  // The chef, and a dish of theirs for the deal and the coupon.
  await signIn(page, DEMO_CHEF_EMAIL, DEMO_PASSWORD);
  const chefId = (
    (await (await page.request.get('/api/v1/auth/session')).json()) as { user: { id: string } }
  ).user.id;
  const { dish, portions } = await dealDish(page.request, chefId);
  const setup = await page.request.get('/api/v1/onboarding');
  expect(setup.ok(), await setup.text()).toBe(true);
  const kitchen = ((await setup.json()) as { onboarding: { profile: Record<string, number> } })
    .onboarding.profile;
  const at = { lat: kitchen.latitude!, lon: kitchen.longitude! };

  // A new buyer near the kitchen, subscribed to last calls there, with a card.
  const buyerContext = await browser.newContext({ baseURL: origin });
  const buyer = await buyerContext.newPage();
  await signUpByApi(buyer, origin, 'Maya Loop');
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
  await expect(await saveCard(buyer, '4242 4242 4242 4242')).toBeHidden();

  // The chef makes a coupon for that dish only: 10 % off, one use per person.
  await page.goto('/product/list');
  await page.getByRole('link', { name: /^Coupons/ }).click();
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your coupons' })).toBeHidden();
  const lastDay = new Date(e2eNow().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('textbox', { name: 'Percent off' }).fill(String(COUPON_PERCENT));
  await page.getByRole('radio', { name: 'Chosen dishes' }).check();
  await page.getByRole('checkbox', { name: new RegExp(`^${escape(dish.name)} \\(`) }).check();
  await page.getByLabel('Last day').fill(lastDay);
  await page.getByRole('textbox', { name: 'Uses in total' }).fill('50');
  await page.getByRole('textbox', { name: 'Uses per person' }).fill('1');
  await checkScreen(page, 'money-loop-coupon-form');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('Coupon created.')).toBeVisible();
  const coupon = page
    .getByRole('list', { name: 'Your coupons' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await expect(coupon).toContainText('Active');
  await expect(coupon).toContainText(`${COUPON_PERCENT}% off`);
  await expect(coupon).toContainText('0 of 50 used');
  await checkScreen(page, 'money-loop-coupon-created');

  // …and puts the same dish on a last call: 25 % off, a few portions more than the buyer takes.
  await page.goto('/product/list');
  await page.getByRole('link', { name: /^Last calls/ }).click();
  await expect(page.getByRole('heading', { name: 'Last calls', level: 1 })).toBeVisible();
  const dealBox = page.getByRole('checkbox', { name: new RegExp(`^${escape(dish.name)} \\(`) });
  await dealBox.check();
  await page
    .getByRole('textbox', { name: `Percent off for ${dish.name}` })
    .fill(String(DEAL_PERCENT));
  await page
    .getByRole('textbox', { name: `Amount left for ${dish.name}` })
    .fill(String(portions + 2));
  await expect(page.getByText(/Buyers pay \$[\d.,]+ instead of/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Ends at' }).click();
  await page.getByRole('option').nth(3).click();
  await checkScreen(page, 'money-loop-deal-form');
  await page.getByRole('button', { name: 'Start last call' }).click();
  await expect(page.getByText('Your last call is live.')).toBeVisible();
  const deal = page
    .getByRole('list', { name: 'Live last calls' })
    .getByRole('listitem')
    .filter({ hasText: dish.name });
  await expect(deal).toContainText(`${DEAL_PERCENT}% off`);
  await checkScreen(page, 'money-loop-deal-live');

  // The buyer is alerted, and finds the deal in Last Calls.
  await buyer.goto('/foods');
  const card = buyer
    .getByRole('region', { name: 'Last Calls' })
    .getByRole('list', { name: 'Last-call deals' })
    .getByRole('link')
    .filter({ hasText: dish.name.slice(0, 20) })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(`${DEAL_PERCENT}% off`);
  await buyer.getByRole('button', { name: 'Notifications' }).click();
  const drawer = buyer.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toContainText('Last call from', { timeout: 30_000 });
  await checkScreen(buyer, 'money-loop-alert');
  await buyer.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The dish at its deal price, in the cart; the code in the checkout.
  const detail = await buyer.request.get(`/api/v1/dishes/${dish.id}`);
  expect(detail.ok(), await detail.text()).toBe(true);
  const dealPrice = ((await detail.json()) as DishDetailResponse).dish.lastCallPriceCents;
  expect(dealPrice, 'the dish is on its last call').toBeTruthy();
  expect(dealPrice!).toBeLessThan(dish.priceCents);
  const added = await buyer.request.post('/api/v1/cart/items', {
    data: { dishId: dish.id, quantity: portions },
    headers,
  });
  expect(added.ok(), await added.text()).toBe(true);
  await buyer.goto('/order/cart');
  await expect(buyer.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  const checkout = buyer.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: 'Pickup' }).check();
  const subtotal = portions * dealPrice!;
  await expect(buyer.getByTestId('fee-subtotal')).toHaveText(money(subtotal));
  const field = checkout.getByRole('textbox', { name: 'Promo code' });
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  const discount = percentOfCents(subtotal, COUPON_PERCENT * 100);
  await expect(checkout.getByText(`${code} applied: ${money(discount)} off`)).toBeVisible();
  await expect(buyer.getByTestId('fee-discount')).toHaveText(money(-discount));
  const total = centsOf(await buyer.getByTestId('fee-total').innerText());
  await checkScreen(buyer, 'money-loop-checkout');

  // The order charges exactly the total the checkout showed.
  await placeOrderSomeTime(buyer);
  await expect(buyer.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  const orderId = /\/order\/view\/([0-9a-f-]+)/.exec(buyer.url())![1]!;
  const totals = buyer.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Discount')).toBeVisible();
  await expect(totals.getByText(money(-discount), { exact: true })).toBeVisible();
  await expect(totals.getByText(money(total), { exact: true }).first()).toBeVisible();
  await checkScreen(buyer, 'money-loop-order');
  const read = await buyer.request.get(`/api/v1/orders/${orderId}`);
  expect(read.ok(), await read.text()).toBe(true);
  const order = ((await read.json()) as OrderResponse).order;
  expect(order.totals.subtotalCents).toBe(subtotal);
  expect(order.totals.discountCents).toBe(discount);
  expect(order.totals.totalCents).toBe(total);
  const buyerId = (
    (await (await buyer.request.get('/api/v1/auth/session')).json()) as { user: { id: string } }
  ).user.id;

  // The chef ends the last call, so the other journeys see the demo's prices.
  await deal.getByRole('button', { name: `End the last call on ${dish.name}` }).click();
  await page
    .getByRole('dialog', { name: 'End this last call?' })
    .getByRole('button', { name: 'End last call' })
    .click();
  await expect(page.getByText('Your last call has ended.')).toBeVisible();

  // The chef accepts (the card is charged), marks it ready and completes it.
  for (const action of ['accept', 'ready', 'complete']) {
    const res = await page.request.post(`/api/v1/orders/${orderId}/transitions`, {
      data: { action },
      headers,
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  }

  // The payout run, now rather than at the top of the hour.
  const run = await page.request.post('/api/v1/dev/jobs/payouts.run', { headers });
  expect(run.ok(), await run.text()).toBe(true);
  expect(((await run.json()) as { result: { created: number } }).result.created).toBeGreaterThan(0);

  // The chef's payment history: the order's net earnings, paid out, and the payout on its way.
  await page.goto('/accounts/payment_history');
  await expect(page.getByRole('heading', { name: 'Payment history', level: 1 })).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Earnings by order' })
    .getByRole('row')
    .filter({ hasText: orderReference(orderId) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(dish.name.slice(0, 20));
  await expect(
    row.getByRole('cell', { name: money(order.totals.chefEarningsCents), exact: true }),
  ).toBeVisible();
  await expect(row.getByRole('cell', { name: money(-discount), exact: true })).toBeVisible();
  await expect(row).toContainText('On its way');
  const payout = page.getByRole('region', { name: 'Payouts' }).getByRole('row').nth(1);
  await expect(payout).toContainText('On its way');
  await expect(payout).toContainText(/Arrives (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  const balance = page.getByRole('region', { name: 'Balance' });
  const onItsWay = await balanceOf(balance, 'On its way');
  expect(onItsWay).toBeGreaterThanOrEqual(order.totals.chefEarningsCents);
  const availableBefore = await balanceOf(balance, 'Available');
  await checkScreen(page, 'money-loop-earnings-paid-out');

  // The demo admin refunds $5.00 of the order.
  const adminContext = await browser.newContext({ baseURL: origin });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, DEMO_PASSWORD);
  await admin.goto('/admin/money/orders');
  await expect(admin.getByRole('heading', { name: 'Refund an order', level: 1 })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Order id' }).fill(orderId);
  await admin.getByRole('button', { name: 'Look up' }).click();
  await expect(admin.getByText('Charged to the card:')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Amount to refund ($)' }).fill('5');
  await admin.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await admin.getByRole('button', { name: 'Refund…' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refund this order?' });
  await expect(confirm).toContainText('$5.00 goes back to Maya Loop');
  await checkScreen(admin, 'money-loop-refund-confirm');
  await confirm.getByRole('button', { name: 'Refund $5.00' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    admin.getByRole('status').filter({
      hasText: 'Refunded $5.00. The buyer and the chef have been notified.',
    }),
  ).toBeVisible();
  await checkScreen(admin, 'money-loop-refund-done');

  // The chef's pro-rata share of the refund (#domain/ledger), as the chef's ledger shows it.
  const fees = breakdownOfOrder({ ...order.totals, deliveryMethod: order.deliveryMethod });
  const chefShare = -(
    refundLinesAfter({ buyerId, chefId }, fees, [0, 0, 0, 0], REFUND_CENTS).find(
      (l) => l.account === 'chef_payable',
    )?.amountCents ?? 0
  );
  expect(chefShare).toBeGreaterThan(0);
  expect(chefShare).toBeLessThan(REFUND_CENTS);
  await admin.goto(`/admin/money/chefs/${chefId}`);
  await expect(admin.getByRole('heading', { name: 'Chef ledger', level: 1 })).toBeVisible();
  const refundEntry = admin
    .getByRole('row')
    .filter({ hasText: `Order #${orderId.slice(0, 8)}` })
    .filter({ has: admin.getByRole('cell', { name: /^Refund/ }) });
  await expect(refundEntry).toContainText(`Owed to the chef (this chef): ${money(-chefShare)}`);
  await checkScreen(admin, 'money-loop-chef-ledger');
  await adminContext.close();

  // The chef's available balance dropped by exactly that share; the refund is on the order.
  await page.reload();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: money(-chefShare), exact: true })).toBeVisible();
  expect(await balanceOf(balance, 'Available')).toBe(availableBefore - chefShare);
  expect(await balanceOf(balance, 'On its way')).toBe(onItsWay);
  await checkScreen(page, 'money-loop-earnings-refunded');
  await buyerContext.close();
});
