import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type APIRequestContext,
  type Page,
  type Route,
} from '@playwright/test';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import type { CartResponse } from '../src/contracts/cart';
import type { OrderResponse, OrderSummary } from '../src/contracts/orders';
import { cartFeeInput, computeFees } from '../src/domain/fees';
import { e2eNow } from './clock';

/** Every journey checks each screen it visits with axe and keeps a screenshot of it. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  // Legacy mode runs axe.run in the page (same-origin frames included: the app has no other)
  // instead of axe.runPartial plus axe.finishRun in a new blank page each time, and only the
  // violations are collected: a third of the time per screen for the same violations.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${name}`).toEqual([]);
}

/**
 * Axe on a screen as it is now, before it settles (decision 067): its loading state, a
 * skeleton, a half-loaded page. Nothing is waited for and no screenshot is kept. Two rules are
 * left to the settled check: colour contrast (a fading element's colours are in between) and
 * the page's level-one heading (it comes with the page's content, after its loading mark).
 */
export async function checkScreenEarly(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .disableRules(['color-contrast', 'page-has-heading-one'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${name} before it settled`).toEqual([]);
}

/**
 * Holds back the page's requests whose URL matches `pattern` until released, so a journey
 * can look at the screen while they are on their way (its loading state). `release` lets
 * the held ones (and all later ones) through, optionally only those matching `only`.
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  const passing: ((url: string) => boolean)[] = [];
  const handler = async (route: Route) => {
    if (passing.some((p) => p(route.request().url()))) return route.fallback();
    held.push(route);
  };
  await page.route(pattern, handler);
  return {
    async release(only?: RegExp) {
      const match = (url: string) => (only ? only.test(url) : true);
      passing.push(match);
      for (const route of held.splice(0)) {
        if (match(route.request().url())) await route.fallback();
        else held.push(route);
      }
      if (!only) await page.unroute(pattern, handler);
    },
  };
}

/**
 * Dialogs and drawers fade in: the screenshot and axe must see them as a person does once
 * they have settled, not half transparent. Endless animations (skeletons, spinners) are not
 * waited for, and nothing is waited for longer than 2 s.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/** A fresh e-mail address per test, so journeys never collide. */
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

const clocked = new WeakSet<BrowserContext>();

/** Sets a context's clock to the journeys' time (e2e/clock.ts); it then runs at the real pace. */
async function installClock(context: BrowserContext): Promise<void> {
  if (clocked.has(context)) return;
  clocked.add(context);
  await context.clock.install({ time: e2eNow() });
}

/**
 * Every browser context — the test's own and those a journey opens for a second person — runs
 * on the server's time of day, not the machine's.
 */
export const test = base.extend<{ earlyAxe: boolean }, { clockedBrowser: Browser }>({
  /**
   * With `test.use({ earlyAxe: true })`, every `page.goto` of the journey is followed by an
   * axe check of the screen as it first shows (checkScreenEarly), before it settles.
   */
  earlyAxe: [false, { option: true }],
  page: async ({ page, earlyAxe }, use) => {
    if (earlyAxe) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // "As it first shows": once the app's shell is on the screen. Before that the page is
        // index.html's root, empty or holding only Mantine's style tags, with no landmark yet.
        await page.locator('#root main').first().waitFor({ state: 'attached' });
        await checkScreenEarly(page, `${url} as it loads`);
        return response;
      };
    }
    await use(page);
  },
  clockedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await installClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await installClock(context);
    await use(context);
  },
});
export { expect };

/** The demo accounts the server seeds (README, src/server/db/seed/accounts.ts). */
export const DEMO_PASSWORD = 'potluck-demo-2026';
export const DEMO_CHEF_EMAIL = 'chef@demo.potluck.local';

/** Signs in through the sign-in page and waits for the signed-in top bar. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
}

/** A new customer signed up through the API in this page's browser context; their e-mail. */
export async function signUpByApi(page: Page, origin: string, name: string): Promise<string> {
  const email = uniqueEmail('buyer');
  const res = await page.request.post('/api/v1/auth/signup', {
    data: {
      name,
      email,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'Saffron-and-sumac-42',
    },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/**
 * Adds a card on /accounts/payment through the local card processor's form. Resolves with the
 * dialog, still open when the processor refused the card.
 */
export async function saveCard(page: Page, number: string) {
  await page.goto('/accounts/payment');
  await expect(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill('2034');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

/**
 * The total a buyer sees at checkout for their cart as it is now (pickup, no tip), which an
 * order request repeats (decision 051), as the checkout computes it.
 */
export async function seenTotalCents(request: APIRequestContext): Promise<number> {
  const cart = (await (await request.get('/api/v1/cart')).json()) as CartResponse;
  return computeFees(cartFeeInput(cart, { deliveryMethod: 'pickup' })).totalCents;
}

const HALF_HOUR = 30 * 60_000;

/**
 * POST /orders of the cart for pickup, as its buyer: now when the chef is open, else the next
 * half-hour slot of the week they take (the journeys run at a fixed time of day, e2e/clock.ts),
 * with the total the checkout would show. Only the time may be refused; anything else fails.
 */
export async function placePickupOrderByApi(
  request: APIRequestContext,
  origin: string,
  cardId: string,
  keyPrefix: string,
): Promise<OrderSummary> {
  const first = Math.ceil((e2eNow().getTime() + HALF_HOUR) / HALF_HOUR) * HALF_HOUR;
  const times: (string | null)[] = [null];
  for (let slot = 0; slot < 7 * 48; slot++)
    times.push(new Date(first + slot * HALF_HOUR).toISOString());
  const expectedTotalCents = await seenTotalCents(request);
  for (const deliveryAt of times) {
    const res = await request.post('/api/v1/orders', {
      headers: { origin, 'idempotency-key': `${keyPrefix}-${randomBytes(8).toString('hex')}` },
      data: { deliveryMethod: 'pickup', paymentMethodId: cardId, deliveryAt, expectedTotalCents },
    });
    if (res.ok()) return ((await res.json()) as OrderResponse).order;
    expect(res.status(), await res.text()).toBe(400);
  }
  throw new Error('The chef takes no pickup order this week');
}
