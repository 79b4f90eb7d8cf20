import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import { test, expect, checkScreen, uniqueEmail, placePickupOrderByApi } from './fixtures';

// Reviews: a new customer's order from the demo chef is placed and completed through the
// HTTP API (card tokenised by the local processor, cart, POST /orders, the chef's accept →
// ready → complete). In the browser the customer then rates a dish with the keyboard (thank-
// you, then read-only after a reload) and the order; the customer review is the chef's, not
// theirs. The chef, in a second browser, reviews the customer. Someone else's (or a missing)
// order says "Unable to load the order". Every screen is checked with axe.

const CHEF = { email: 'chef@demo.potluck.local', password: 'potluck-demo-2026' };
const PASSWORD = 'potluck-reviews-2026';
const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order

interface SessionBody {
  user: { id: string; profile: { name: string } };
}

async function sessionOf(request: APIRequestContext): Promise<SessionBody['user']> {
  return ((await (await request.get('/api/v1/auth/session')).json()) as SessionBody).user;
}

/** A plain (no required option) orderable dish of the demo chef, and portions for the minimum. */
async function findChefDish(request: APIRequestContext, chefId: string) {
  const list = await request.get(`/api/v1/chefs/${chefId}/dishes?from=0&size=50`);
  expect(list.ok(), await list.text()).toBe(true);
  for (const card of ((await list.json()) as ChefDishesResponse).dishes) {
    const res = await request.get(`/api/v1/dishes/${card.id}`);
    if (!res.ok()) continue;
    const dish = ((await res.json()) as DishDetailResponse).dish;
    if (!dish.orderable || dish.modifiers.some((m) => m.min > 0)) continue;
    const unit = Math.max(dish.lastCallPriceCents ?? dish.priceCents, 1);
    const portions = Math.max(1, Math.ceil(MINIMUM_COVERED_CENTS / unit));
    if (portions > 20 || (dish.amountLeft !== -1 && dish.amountLeft < portions)) continue;
    return { dish, portions };
  }
  throw new Error('The demo chef has no plain orderable dish');
}

/**
 * POST /orders for pickup: "now" when the chef is open, else the next half-hour slots within
 * the week, from the server's time of day (e2e/clock.ts): the chef keeps business hours.
 */
async function placeOrder(request: APIRequestContext, origin: string, cardId: string) {
  return placePickupOrderByApi(request, origin, cardId, 'reviews');
}

async function rate(page: Page, form: string, stars: number, comment: string) {
  const region = page.getByRole('form', { name: form });
  // By keyboard: focus the star group, Space to choose, arrows to move the choice.
  await region.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let n = 1; n < stars; n++) await page.keyboard.press('ArrowRight');
  await expect(region.getByRole('radio', { name: `${stars} stars`, exact: true })).toBeChecked();
  await region.getByLabel(/^Public comment/).fill(comment);
  await expect(region.getByText(`${500 - comment.length} of 500 characters left`)).toBeVisible();
  await region.getByRole('button', { name: 'Submit review' }).click();
}

test('a buyer reviews a dish and the order; the chef reviews the customer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';

  // The chef, in a second browser (signed in through its own request context).
  const chefContext = await browser.newContext();
  const chefPage = await chefContext.newPage();
  const chefSignIn = await chefPage.request.post('/api/v1/auth/signin', {
    data: CHEF,
    headers: { origin },
  });
  expect(chefSignIn.ok()).toBe(true);
  const chef = await sessionOf(chefPage.request);
  const { dish, portions } = await findChefDish(chefPage.request, chef.id);

  // The buyer: sign up (the page's own cookies), save a test card, fill the cart, order.
  const buyerName = `Rita ${randomBytes(3).toString('hex')}`;
  const signUp = await page.request.post('/api/v1/auth/signup', {
    data: {
      email: uniqueEmail('reviews'),
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: PASSWORD,
      name: buyerName,
    },
    headers: { origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const buyer = await sessionOf(page.request);
  const token = await page.request.post('/local-processor/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    headers: { origin },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const card = await page.request.post('/api/v1/payments/cards', {
    data: { token: ((await token.json()) as { id: string }).id },
    headers: { origin },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { card: { id: string } }).card.id;
  const added = await page.request.post('/api/v1/cart/items', {
    data: { dishId: dish.id, quantity: portions },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await placeOrder(page.request, origin, cardId);

  // Not completed yet: the page says why there is no form.
  await page.goto(`/review/dish/${dish.id}/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review a dish' })).toBeVisible();
  await expect(page.getByText('You can review this order once it is completed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await checkScreen(page, 'review-dish-not-completed');

  // The chef accepts, marks ready and completes the order.
  for (const action of ['accept', 'ready', 'complete']) {
    const res = await chefPage.request.post(`/api/v1/orders/${order.id}/transitions`, {
      data: { action },
      headers: { origin },
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  }

  // The dish: stars by keyboard and a comment; thank-you, then read-only.
  await page.reload();
  await expect(page.getByText(dish.name, { exact: true })).toBeVisible();
  await checkScreen(page, 'review-dish-form');
  const dishComment = 'Warm, generous and <b>really</b> good.';
  await rate(page, `Review ${dish.name}`, 4, dishComment);
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your review' });
  // The comment is text, never HTML.
  await expect(mine.getByText(dishComment, { exact: true })).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await checkScreen(page, 'review-dish-thanks');
  await page.reload();
  await expect(mine.getByText(dishComment, { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you for your review!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  await checkScreen(page, 'review-dish-read-only');

  // The dish page lists it publicly: stars, the comment as text, the first name and initial.
  await page.goto(`/dish/${dish.id}`);
  const reviewsSection = page.getByRole('region', { name: /^Reviews/ });
  const published = reviewsSection.getByRole('article', { name: /^Review by / }).first();
  await expect(published.getByText(dishComment, { exact: true })).toBeVisible();
  await expect(published.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await checkScreen(page, 'dish-page-reviews');

  // The order (the chef's overall rating); the dish list shows the dish as reviewed.
  await page.goto(`/review/order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Your review of ${dish.name}` })).toBeVisible();
  await checkScreen(page, 'review-order-form');
  const chefName = (await page.getByRole('form').getAttribute('aria-label')) ?? '';
  expect(chefName).toMatch(/^Review your order from /);
  // Submitting without stars says what is missing.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await rate(page, chefName, 5, 'Ready on time, friendly pickup.');
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await checkScreen(page, 'review-order-thanks');

  // The customer review is the chef's to write.
  await page.goto(`/review/customer/${buyer.id}/${order.id}`);
  await expect(page.getByText('Only the chef of this order reviews the customer.')).toBeVisible();
  await checkScreen(page, 'review-customer-not-allowed');

  // Someone else's order, or none: the spec's message.
  const missing = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/review/order/${missing}`);
  await expect(page.getByRole('alert')).toHaveText(`Unable to load the order: ${missing}`);
  await checkScreen(page, 'review-order-missing');

  // The chef reviews the customer.
  await chefPage.goto(`/review/customer/${buyer.id}/${order.id}`);
  await expect(
    chefPage.getByRole('heading', { level: 1, name: 'Review the customer' }),
  ).toBeVisible();
  await expect(chefPage.getByText(buyerName)).toBeVisible();
  await checkScreen(chefPage, 'review-customer-form');
  await rate(chefPage, `Review ${buyerName}`, 5, 'Kind and right on time.');
  await expect(chefPage.getByText('Thank you for your review!')).toBeVisible();
  await checkScreen(chefPage, 'review-customer-thanks');
  await chefPage.reload();
  await expect(
    chefPage.getByRole('region', { name: 'Your review' }).getByText('Kind and right on time.'),
  ).toBeVisible();
  await chefContext.close();
});
