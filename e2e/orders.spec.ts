import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResponse } from '../src/contracts/auth';
import type { DishDetail, DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse, ChefPageResponse } from '../src/contracts/chefs';
import { isPlain, orderableDemoDishes } from './demo-dishes';
import { approveByApi, chefByApi, OPEN_ALL_WEEK, productByApi } from './producer-fixtures';
import {
  test,
  expect,
  checkScreen,
  DEMO_CHEF_EMAIL,
  DEMO_PASSWORD,
  saveCard,
  signIn,
  signUpByApi,
} from './fixtures';

// Orders after checkout (issue 4 points 5, 6 and 9):
// (a) a buyer puts two of the demo chef's dishes with options in the cart, meets the one-chef
//     rule, checks out for pickup later with a tip and the 4242 test card, and keeps the order
//     page open while the chef — a second browser — finds it under Received and accepts it:
//     the buyer's page turns Accepted without a reload, then Ready and Completed; the buyer
//     reviews a dish and finds the order in the Archive list.
// (b) a declined card: 4000…0002 is refused when saved; 4000…0341 saves and is declined at
//     checkout — the decline message, no order, the cart kept.
// (c) a later time outside the chef's business hours is refused with the spec's message.

const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order
const OUT_OF_HOURS = "You can't order dishes out of business hours";

const hasStock = (d: DishDetail, n: number) => d.amountLeft === -1 || d.amountLeft >= n;

async function demoChef(request: APIRequestContext, origin: string) {
  const res = await request.post('/api/v1/auth/signin', {
    data: { email: DEMO_CHEF_EMAIL, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const session = (await (await request.get('/api/v1/auth/session')).json()) as SessionResponse;
  const chefId = session.user!.id;
  await request.post('/api/v1/auth/signout', { headers: { origin } });
  const chef = ((await (await request.get(`/api/v1/chefs/${chefId}`)).json()) as ChefPageResponse)
    .chef;
  const list = (await (
    await request.get(`/api/v1/chefs/${chefId}/dishes`)
  ).json()) as ChefDishesResponse;
  const dishes: DishDetail[] = [];
  for (const d of list.dishes) {
    const res = await request.get(`/api/v1/dishes/${d.id}`);
    if (res.ok()) dishes.push(((await res.json()) as DishDetailResponse).dish);
  }
  return { chef, dishes };
}

/** An orderable dish with a required single choice among its options. */
function withRequiredChoice(dishes: DishDetail[], portions: number, skip: string[] = []) {
  return dishes.find(
    (d) =>
      d.orderable &&
      hasStock(d, portions) &&
      !skip.includes(d.id) &&
      d.modifiers.some((m) => m.min === 1 && m.max === 1 && m.options.length > 1),
  );
}

/** An orderable plain dish of another chef than `chefId`. */
async function otherChefDish(request: APIRequestContext, origin: string, chefId: string) {
  for await (const dish of orderableDemoDishes(request, origin)) {
    if (dish.chef.id !== chefId && isPlain(dish)) return dish;
  }
  throw new Error('No orderable dish of another chef found');
}

/** An option's label on the dish page: its name, then its extra price if any. */
const optionLabel = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\+\\$[\\d.]+\\))?$`);

/**
 * On the dish page: quantity, the `pick`-th option of each single choice and the first of each
 * multiple choice, then Add to cart (which opens the cart).
 */
async function addToCart(page: Page, dish: DishDetail, quantity: number, pick: number) {
  await page.goto(`/dish/${dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  for (const m of dish.modifiers) {
    const option = m.options[m.max === 1 ? pick % m.options.length : 0];
    if (!option) continue;
    const role = m.max === 1 ? 'radio' : 'checkbox';
    await page
      .getByRole(role, { name: optionLabel(option.name) })
      .first()
      .check();
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
}

/** Portions so the cart covers any demo chef's minimum order. */
const portionsFor = (d: DishDetail) =>
  Math.max(1, Math.ceil(MINIMUM_COVERED_CENTS / Math.max(d.lastCallPriceCents ?? d.priceCents, 1)));

/** Pickup, later: the `slot`-th time of the first offered day (the chef may be closed now). */
async function chooseLater(page: Page, slot = 1) {
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: 'Pickup' }).check();
  await checkout.getByRole('radio', { name: 'Later' }).check();
  await checkout.getByLabel('Time', { exact: true }).click();
  const options = page.getByRole('option');
  await options.nth(Math.min(slot, (await options.count()) - 1)).click();
  return checkout;
}

test('a buyer orders, the chef accepts in another browser, the buyer sees it live and reviews', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const { chef, dishes } = await demoChef(page.request, origin);
  const chefName = chef.businessName ?? chef.name;
  const first = withRequiredChoice(dishes, 4);
  expect(first, 'a demo chef dish with options').toBeTruthy();
  const second = withRequiredChoice(dishes, 1, [first!.id]) ?? first!;
  const other = await otherChefDish(page.request, origin, chef.id);

  // The chef sees the buyer's first name only: a unique one finds this order among others.
  const buyer = `Bea${Date.now().toString(36)}`;
  await signUpByApi(page, origin, `${buyer} Buyer`);
  await expect(await saveCard(page, '4242 4242 4242 4242')).toBeHidden();
  await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();

  // Two of the chef's dishes with options (the same dish twice with other options, if the
  // chef has only one with options: a second line, not more of the first).
  const firstPortions = Math.max(2, portionsFor(first!));
  await addToCart(page, first!, firstPortions, 2);
  await addToCart(page, second, 1, 0);
  const spice = first!.modifiers.find((m) => m.min === 1 && m.max === 1)!;
  const chosen = spice.options[2 % spice.options.length]!.name;
  const firstLine = page.getByRole('article', { name: first!.name }).first();
  await expect(firstLine).toContainText(chosen);
  await checkScreen(page, 'orders-cart');

  // One chef per cart: another chef's dish asks first; Cancel keeps the cart as it was.
  await page.goto(`/dish/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const conflict = page.getByRole('dialog', { name: 'Start a New Cart?' });
  await expect(conflict).toBeVisible();
  await checkScreen(page, 'orders-one-chef');
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await page.goto('/order/cart');
  await expect(page.getByRole('article', { name: first!.name }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: other.name })).toHaveCount(0);

  // Checkout: pickup, later today or on the next open day, a 20% tip, the saved Visa.
  const checkout = await chooseLater(page);
  await checkout.getByRole('radio', { name: /^20%/ }).check();
  await expect(checkout.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await checkScreen(page, 'orders-checkout');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Your order', level: 1 })).toBeVisible();
  const status = page.getByRole('status', { name: /^Status: / });
  await expect(status).toHaveText('New');
  await expect(page.getByText(`${firstPortions} × ${first!.name}`)).toBeVisible();
  await expect(page.getByText(`${spice.name}: ${chosen}`).first()).toBeVisible();
  await expect(page.getByText(/Paid with Visa •••• 4242/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('Tip')).toBeVisible();
  await checkScreen(page, 'orders-buyer-new');

  // The buyer's lists: under New, nothing under Active yet.
  await page.goto('/order/list');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  const myRow = page.getByRole('article').filter({ hasText: `From ${chefName}` });
  await expect(myRow).toHaveCount(1);
  await expect(myRow).toContainText('New');
  await checkScreen(page, 'orders-buyer-list-new');
  await page.getByRole('tab', { name: /^Active/ }).click();
  await expect(page.getByText('No orders on their way.')).toBeVisible();
  await checkScreen(page, 'orders-buyer-list-active-empty');
  await page.getByRole('tab', { name: /^New/ }).click();
  await myRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/order/view/${orderId}$`));
  await expect(status).toHaveText('New');

  // The chef, in a second browser: Received → the new, unseen order → accept.
  const chefContext = await browser.newContext({ baseURL });
  const chefPage = await chefContext.newPage();
  await signIn(chefPage, DEMO_CHEF_EMAIL, DEMO_PASSWORD);
  await chefPage.goto('/order/list');
  await chefPage.getByRole('tab', { name: /^Received/ }).click();
  await expect(chefPage.getByRole('tab', { name: /^New/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const received = chefPage.getByRole('article').filter({ hasText: `For ${buyer}` });
  await expect(received).toContainText('Not seen yet');
  await checkScreen(chefPage, 'orders-chef-received');
  await received.getByRole('link').click();
  await expect(
    chefPage.getByRole('heading', { name: `Order from ${buyer}`, level: 1 }),
  ).toBeVisible();
  await checkScreen(chefPage, 'orders-chef-order-new');
  await chefPage.getByRole('button', { name: 'Accept' }).click();
  const chefStatus = chefPage.getByRole('status', { name: /^Status: / });
  await expect(chefStatus).toHaveText('Accepted');

  // The buyer's page follows without a reload.
  await expect(status).toHaveText('Accepted');
  await expect(page.getByText(/Paid with Visa •••• 4242: Charged/)).toBeVisible();
  await checkScreen(page, 'orders-buyer-accepted');

  await chefPage.getByRole('button', { name: 'Mark ready' }).click();
  await expect(chefStatus).toHaveText('Ready');
  await expect(status).toHaveText('Ready');
  await chefPage.getByRole('button', { name: 'Complete' }).click();
  await expect(chefStatus).toHaveText('Completed');
  await expect(chefPage.getByRole('link', { name: 'Review the customer' })).toBeVisible();
  await checkScreen(chefPage, 'orders-chef-completed');
  await chefContext.close();

  // Completed: the buyer reviews a dish from the order page.
  await expect(status).toHaveText('Completed');
  await expect(page.getByRole('link', { name: 'Review this order' })).toBeVisible();
  await checkScreen(page, 'orders-buyer-completed');
  await page.getByRole('link', { name: `Review ${first!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/review/dish/${first!.id}/${orderId}$`));
  const form = page.getByRole('form', { name: `Review ${first!.name}` });
  // The stars by keyboard: focus the group, Space chooses, the arrows move the choice.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let n = 1; n < 5; n++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
  await form.getByLabel(/^Public comment/).fill('Just as spicy as I asked for.');
  await checkScreen(page, 'orders-buyer-review-form');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await checkScreen(page, 'orders-buyer-reviewed');

  // A finished order sits in the Archive list.
  await page.goto('/order/list?list=archive');
  await expect(page.getByRole('tab', { name: /^Archive/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article').filter({ hasText: `From ${chefName}` })).toContainText(
    'Completed',
  );
  await checkScreen(page, 'orders-buyer-list-archive');
});

test('a declined card: refused when saved, or at checkout with no order and the cart kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const { dishes } = await demoChef(page.request, origin);
  const dish = dishes.find(
    (d) => d.orderable && d.modifiers.length === 0 && hasStock(d, portionsFor(d)),
  )!;
  await signUpByApi(page, origin, 'Dee Declined');

  // 4000 0000 0000 0002 is declined when the card is checked on saving.
  const refused = await saveCard(page, '4000 0000 0000 0002');
  await expect(refused.getByRole('alert')).toHaveText('Your card was declined.');
  await checkScreen(page, 'orders-card-declined-on-save');
  // 4000 0000 0000 0341 saves, and every charge on it is declined.
  await refused.getByLabel('Card number').fill('4000 0000 0000 0341');
  await refused.getByRole('button', { name: 'Save card' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByText('Visa •••• 0341').first()).toBeVisible();

  await addToCart(page, dish, portionsFor(dish), 0);
  const checkout = await chooseLater(page);
  await checkout.getByRole('button', { name: 'Place order' }).click();
  const failure = checkout.getByRole('alert').filter({ hasText: 'Unable to place the order' });
  await expect(failure).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/order\/cart$/);
  await checkScreen(page, 'orders-card-declined-at-checkout');

  // No order was made, and the cart still holds the dish.
  await page.reload();
  await expect(page.getByRole('article', { name: dish.name })).toBeVisible();
  await page.goto('/order/list');
  await expect(page.getByText('No new orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find food near you' })).toBeVisible();
  await checkScreen(page, 'orders-list-empty');
});

test('a later time outside the chef’s business hours is refused', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  // A new chef open all week 06:00–23:30, approved, with one plain dish.
  const chef = await chefByApi(origin, `Hours Kitchen ${Date.now() % 100_000}`);
  try {
    const product = await productByApi(chef, { name: 'Late-night ramen' });
    await approveByApi(origin, chef);
    const dish = (
      (await (await page.request.get(`/api/v1/dishes/${product.id}`)).json()) as DishDetailResponse
    ).dish;
    expect(dish.orderable).toBe(true);
    await signUpByApi(page, origin, 'Owen Hours');
    await expect(await saveCard(page, '4242 4242 4242 4242')).toBeHidden();
    await addToCart(page, dish, 1, 0);

    // The buyer picks the third offered day's first time: the chef's opening, 06:00 where
    // the chef is (shown in the browser's own time zone).
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: 'Pickup' }).check();
    await checkout.getByRole('radio', { name: 'Later' }).check();
    await checkout.getByLabel('Day', { exact: true }).click();
    await page.getByRole('option').nth(2).click();
    await checkout.getByLabel('Time', { exact: true }).click();
    await page.getByRole('option').first().click();

    // Meanwhile the chef opens later: the page still offers 06:00, the server refuses it.
    const later = { ...chef.profile, businessHours: { ...OPEN_ALL_WEEK, fromHour: '12:00' } };
    const saved = await chef.api.put('/api/v1/onboarding/profile', { data: later });
    expect(saved.ok(), await saved.text()).toBe(true);
    await checkout.getByRole('button', { name: 'Place order' }).click();
    const failure = checkout.getByRole('alert').filter({ hasText: 'Unable to place the order' });
    await expect(failure).toContainText(OUT_OF_HOURS);
    await checkScreen(page, 'orders-out-of-hours');
    await page.goto('/order/list');
    await expect(page.getByText('No new orders yet.')).toBeVisible();
  } finally {
    await chef.api.dispose();
  }
});

test('the buyer moves the time, writes a note, cancels, then orders again', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const { chef, dishes } = await demoChef(page.request, origin);
  const dish = dishes.find(
    (d) => d.orderable && d.modifiers.length === 0 && hasStock(d, 2 * portionsFor(d)),
  )!;
  const other = await otherChefDish(page.request, origin, chef.id);
  await signUpByApi(page, origin, 'Nora Note');
  await expect(await saveCard(page, '4242 4242 4242 4242')).toBeHidden();
  await addToCart(page, dish, portionsFor(dish), 0);
  const checkout = await chooseLater(page);
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderUrl = new URL(page.url()).pathname;
  const status = page.getByRole('status', { name: /^Status: / });
  await expect(status).toHaveText('New');

  // Another time the chef is open, while the order is new.
  const timeSection = page.getByRole('region', { name: 'Pickup time' });
  const before = await timeSection.getByText(/^Pickup(,| at)/).innerText();
  await timeSection.getByRole('button', { name: 'Change pickup time' }).click();
  await timeSection.getByRole('radio', { name: 'Later' }).check();
  await timeSection.getByLabel('Time', { exact: true }).click();
  await page.getByRole('option').last().click();
  await checkScreen(page, 'orders-change-time');
  await timeSection.getByRole('button', { name: 'Save time' }).click();
  await expect(timeSection.getByText(/^Pickup at /)).not.toHaveText(before);

  // A note to the chef, with its counter.
  const note = 'Please ring the bell twice.';
  await page.getByLabel('Your note').fill(note);
  await expect(page.getByText(`${500 - note.length} characters left`)).toBeVisible();
  await page.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByText('Your note was sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send note' })).toBeDisabled();

  // Cancel before the chef accepts: the hold on the card is released.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText('The card was not charged: the hold on it is released.');
  await checkScreen(page, 'orders-cancel-confirm');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByText(/Hold released/)).toBeVisible();
  await checkScreen(page, 'orders-cancelled');

  // Order again with another chef's dish in the cart: "Start a New Cart?" first.
  await page.goto(`/dish/${other.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Order again' }).click();
  const conflict = page.getByRole('dialog', { name: 'Start a New Cart?' });
  await expect(conflict).toContainText('You have items from another chef in your cart.');
  await checkScreen(page, 'orders-reorder-conflict');
  await conflict.getByRole('button', { name: 'Start a new cart' }).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('article', { name: dish.name })).toBeVisible();
  await expect(page.getByRole('article', { name: other.name })).toHaveCount(0);
});
