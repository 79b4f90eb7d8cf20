import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import type { APIRequestContext } from '@playwright/test';
import type { SessionResponse } from '../src/contracts/auth';
import type { DishDetailResponse } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import { chefDisplayName } from '../src/domain/chef';
import { orderReference } from '../src/domain/earnings';
import { messages } from '../src/domain/messages';
import {
  test,
  expect,
  checkScreen,
  DEMO_CHEF_EMAIL,
  DEMO_PASSWORD,
  uniqueEmail,
  placePickupOrderByApi,
} from './fixtures';

// Starting a conversation (issue 14 point 5, decision 049):
// (a) a buyer presses "Message" on their order's page, writes to the chef, and the thread names
//     the order; the chef, in a second browser, finds the message with the order's reference,
//     opens the buyer's public profile from the order, and "Message" there returns to the same
//     thread;
// (b) a new person opens "New message": nobody yet, then the chef they follow, a search with no
//     match, an e-mail lookup that misses ("{email} not found", lower-cased) and one that finds
//     someone, whom they write to; a chef's /profile/{id} has View Profile beside Send Message.
// Every screen is checked with axe.

const PASSWORD = 'potluck-start-a-chat-2026';
const MINIMUM_COVERED_CENTS = 2_500; // the highest demo minimum order

async function sessionOf(request: APIRequestContext) {
  const session = (await (await request.get('/api/v1/auth/session')).json()) as SessionResponse;
  if (!session.user) throw new Error('not signed in');
  return session.user;
}

async function signUp(request: APIRequestContext, origin: string, name: string, email: string) {
  const res = await request.post('/api/v1/auth/signup', {
    data: { email, agreementVersion: SIGN_UP_AGREEMENT_VERSION, password: PASSWORD, name },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return sessionOf(request);
}

/** A plain orderable dish of the chef, and enough portions for the minimum order. */
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

/** A test card, the dish in the cart, and POST /orders for pickup now or the next open time. */
async function orderFromChef(request: APIRequestContext, origin: string, chefId: string) {
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
  const { dish, portions } = await findChefDish(request, chefId);
  const added = await request.post('/api/v1/cart/items', {
    data: { dishId: dish.id, quantity: portions },
    headers: { origin },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return placePickupOrderByApi(request, origin, cardId, 'start-chat');
}

test('a buyer messages the chef from an order, and the thread names the order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';

  // The demo chef, in a second browser.
  const chefContext = await browser.newContext();
  const chefPage = await chefContext.newPage();
  const chefSignIn = await chefPage.request.post('/api/v1/auth/signin', {
    data: { email: DEMO_CHEF_EMAIL, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(chefSignIn.ok()).toBe(true);
  const chef = await sessionOf(chefPage.request);

  // The buyer signs up and orders from the chef.
  const firstName = `Bea${randomBytes(3).toString('hex')}`;
  const buyerName = `${firstName} Lopez`;
  const buyer = await signUp(page.request, origin, buyerName, uniqueEmail('start-chat'));
  const order = await orderFromChef(page.request, origin, chef.id);
  const reference = orderReference(order.id);
  // The order page names the chef as every screen does; the conversation by their profile name.
  const chefLabel = chefDisplayName(order.chef);
  const chefName = chef.profile.name;
  const message = 'Hi! Could I pick this up 15 minutes later?';

  // "Message" on the order's page: a new conversation that says which order it is about.
  await page.goto(`/order/view/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  const messageChef = page.getByRole('link', { name: `Message ${chefLabel}` });
  await expect(messageChef).toBeVisible();
  await checkScreen(page, 'start-chat-order-buyer');
  await messageChef.click();
  await expect(page).toHaveURL(
    new RegExp(`/messages/(new\\?uid=${chef.id}&|[0-9a-f-]{36}\\?)order=${order.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: chefName })).toBeVisible();
  await expect(page.getByText(`About order ${reference}`)).toBeVisible();
  await expect(page.getByRole('link', { name: reference, exact: true })).toHaveAttribute(
    'href',
    `/order/view/${order.id}`,
  );
  await checkScreen(page, 'start-chat-about-order');

  const box = page.getByRole('textbox', { name: `Message to ${chefName}` });
  await box.fill(message);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/messages/[0-9a-f-]{36}\\?order=${order.id}$`));
  const threadId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const conversation = page.getByRole('log', { name: `Conversation with ${chefName}` });
  await expect(conversation.getByText(message)).toBeVisible();
  await expect(conversation.getByRole('link', { name: `Order ${reference}` }).last()).toBeVisible();
  await checkScreen(page, 'start-chat-thread-buyer');

  // The chef opens the conversation from the inbox: the order is named there too.
  await chefPage.goto('/messages');
  const row = chefPage.getByRole('link', { name: `${buyerName}, 1 unread: ${message}` });
  await expect(row).toBeVisible();
  await row.click();
  await expect(chefPage).toHaveURL(new RegExp(`/messages/${threadId}$`));
  const chefConversation = chefPage.getByRole('log', { name: `Conversation with ${buyerName}` });
  await expect(chefConversation.getByText(message)).toBeVisible();
  await expect(chefPage.getByText(`About order ${reference}`)).toBeVisible();
  await checkScreen(chefPage, 'start-chat-thread-chef');

  // From the order, the chef reaches the buyer's public profile, and "Message" comes back
  // to the same conversation.
  await chefConversation.getByRole('link', { name: `Order ${reference}` }).click();
  await expect(chefPage).toHaveURL(new RegExp(`/order/view/${order.id}$`));
  await expect(
    chefPage.getByRole('heading', { level: 1, name: `Order from ${firstName}` }),
  ).toBeVisible();
  await checkScreen(chefPage, 'start-chat-order-chef');
  await chefPage.getByRole('link', { name: firstName, exact: true }).click();
  await expect(chefPage).toHaveURL(new RegExp(`/profile/${buyer.id}$`));
  await expect(chefPage.getByRole('heading', { level: 1, name: buyerName })).toBeVisible();
  await checkScreen(chefPage, 'start-chat-buyer-profile');
  await chefPage.goBack();
  await chefPage.getByRole('link', { name: `Message ${firstName}` }).click();
  await expect(chefPage).toHaveURL(new RegExp(`/messages/${threadId}\\?order=${order.id}$`));
  await expect(chefPage.getByText(`About order ${reference}`)).toBeVisible();
  await chefContext.close();
});

test('a person finds people to write to: those they follow, and by e-mail (with a miss)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';

  // Someone to find by e-mail, in a browser of their own.
  const otherContext = await browser.newContext();
  const otherName = `Theo ${randomBytes(3).toString('hex')}`;
  const otherEmail = uniqueEmail('found-by-email');
  const other = await signUp(otherContext.request, origin, otherName, otherEmail);
  await otherContext.close();

  const name = `Iris ${randomBytes(3).toString('hex')}`;
  await signUp(page.request, origin, name, uniqueEmail('start-chat'));

  // "New message": nobody yet, with a way on.
  await page.goto('/messages');
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page).toHaveURL(/\/messages\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await expect(page.getByText(/^No one yet\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find chefs' })).toBeVisible();
  await checkScreen(page, 'start-chat-picker-empty');

  // A chef they follow appears, and a search narrows the list.
  const chefSignIn = await browser.newContext();
  const signedIn = await chefSignIn.request.post('/api/v1/auth/signin', {
    data: { email: DEMO_CHEF_EMAIL, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(signedIn.ok()).toBe(true);
  const chef = await sessionOf(chefSignIn.request);
  await chefSignIn.close();
  const followed = await page.request.post(`/api/v1/follows/${chef.id}`, { headers: { origin } });
  expect(followed.ok(), await followed.text()).toBe(true);
  await page.reload();
  const people = page.getByRole('list', { name: 'Your people' });
  const chefRow = people.getByRole('link', { name: new RegExp(`^Write to ${chef.profile.name}`) });
  await expect(chefRow).toBeVisible();
  await expect(chefRow).toContainText('You follow them');
  await checkScreen(page, 'start-chat-picker-people');
  const search = page.getByRole('textbox', { name: 'Search your people' });
  await search.fill('zzqx');
  await expect(page.getByText('No one you know matches “zzqx”.')).toBeVisible();
  await checkScreen(page, 'start-chat-picker-no-match');
  // A failed load says so, with a retry that brings the list back.
  const failing = '**/api/v1/messaging/recipients?*';
  await page.route(failing, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later.' } }),
    }),
  );
  await search.fill(chef.profile.name.slice(0, 4));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to load your people' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await checkScreen(page, 'start-chat-picker-error');
  await page.unroute(failing);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(chefRow).toBeVisible();

  // The e-mail lookup: nothing to look up while empty; a miss, lower-cased; then a hit.
  const emailBox = page.getByRole('textbox', { name: 'E-mail address' });
  const lookUp = page.getByRole('button', { name: 'Look up' });
  await emailBox.fill('   ');
  await expect(lookUp).toBeDisabled();
  const missing = `Nobody-${randomBytes(3).toString('hex')}@Example.com`;
  await emailBox.fill(`  ${missing} `);
  await lookUp.click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${missing.toLowerCase()} not found` }),
  ).toBeVisible();
  await checkScreen(page, 'start-chat-lookup-miss');

  // Too many lookups: the server's words (the limit itself is proved by the API's tests).
  const lookupRoute = '**/api/v1/messaging/recipients/lookup';
  await page.route(lookupRoute, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'rate_limited', message: messages.tooManyRequests } }),
    }),
  );
  await lookUp.click();
  await expect(page.getByRole('alert').filter({ hasText: messages.tooManyRequests })).toBeVisible();
  await checkScreen(page, 'start-chat-lookup-limited');
  await page.unroute(lookupRoute);

  await emailBox.fill(otherEmail.toUpperCase());
  await emailBox.press('Enter');
  const found = page.getByRole('status', { name: `Found ${otherName}` });
  await expect(found).toBeVisible();
  await expect(found).not.toContainText(otherEmail);
  await checkScreen(page, 'start-chat-lookup-found');
  await found.getByRole('link', { name: `Write to ${otherName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?uid=${other.id}$`));
  const box = page.getByRole('textbox', { name: `Message to ${otherName}` });
  await box.fill('Hi Theo, found you by e-mail!');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('log', { name: `Conversation with ${otherName}` }).getByText('found you'),
  ).toBeVisible();
  await checkScreen(page, 'start-chat-lookup-thread');

  // A chef's profile card: View Profile (their chef page) beside Send Message.
  await page.goto(`/profile/${chef.id}`);
  await expect(page.getByRole('link', { name: 'Send Message' })).toBeVisible();
  const viewProfile = page.getByRole('link', { name: 'View Profile' });
  await expect(viewProfile).toBeVisible();
  await checkScreen(page, 'start-chat-chef-profile-card');
  await viewProfile.click();
  await expect(page).toHaveURL(new RegExp(`/chef/${chef.id}$`));
});
