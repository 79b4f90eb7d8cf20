import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import type { ProductListResponse } from '../src/contracts/products';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, signIn, signUpByApi } from './fixtures';

// Follower alerts (issue 13 points 3 and 9, docs/decisions/044-follower-alerts.md), by
// keyboard: a new buyer follows a new chef on the chef's page, asks for followed chefs' news by
// e-mail and in the app, and has a browser subscribed to pushes (a push service of this test:
// headless Chromium has none). The chef, in a browser of their own, adds a public dish in the
// business portal. With no reload the buyer's bell counts it and the drawer links to the dish;
// the push service got one push with a VAPID header, /dev/push lists it as sent and /dev/mail
// holds the e-mail naming the dish. A second dish the same day is alerted too.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function pressEnter(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

async function openDrawer(page: Page) {
  await pressEnter(bell(page));
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The signed-in person's e-mail address, as the session tells it. */
async function sessionEmail(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/auth/session');
  expect(res.ok(), await res.text()).toBe(true);
  const { user } = (await res.json()) as { user: { email: string } | null };
  expect(user).not.toBeNull();
  return user!.email;
}

interface ReceivedPush {
  path: string;
  authorization: string;
}

test('follower alerts: a chef publishes a dish and a follower hears of it live, by push and by e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const suffix = randomBytes(3).toString('hex');
  const chefName = `Follow Kitchen ${suffix}`;
  const dishName = `Saffron rice ${suffix}`;
  const secondDishName = `Sumac chicken ${suffix}`;

  // A push service of this test, standing in for the browser's (as in e2e/push.spec.ts).
  const pushes: ReceivedPush[] = [];
  const pushService = http.createServer((req, res) => {
    pushes.push({ path: req.url ?? '', authorization: String(req.headers.authorization ?? '') });
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));

  const chef = await chefByApi(origin, chefName);
  const chefContext = await browser.newContext({ baseURL: origin });
  try {
    // Going live takes a product; it is published before anyone follows the chef.
    await productByApi(chef, { name: `House bread ${suffix}` });
    await approveByApi(origin, chef);
    const chefSession = (await (await chef.api.get('/api/v1/auth/session')).json()) as {
      user: { email: string };
    };

    // The buyer follows the chef from the chef's page.
    await signUpByApi(page, origin, 'Fern Follower');
    const buyerEmail = await sessionEmail(page);
    await page.goto(`/chef/${chef.id}`);
    await expect(page.getByRole('heading', { level: 1, name: chefName })).toBeVisible();
    await checkScreen(page, 'follower-alerts-chef-page');
    await pressEnter(page.getByRole('button', { name: 'Follow', exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: /^Follow$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(page.getByText(/^1 follower$/)).toBeVisible();
    await checkScreen(page, 'follower-alerts-following');

    // Followed chefs' news by e-mail and in the app, not by text.
    await page.goto('/settings/notification');
    await expect(
      page.getByRole('heading', { name: 'Notification settings', level: 1 }),
    ).toBeVisible();
    const kind = "Followed chefs' new dishes, deals and live streams";
    const want = { 'E-mail': true, Text: false, App: true } as const;
    for (const [channel, on] of Object.entries(want)) {
      const box = page.getByRole('checkbox', { name: `${channel}: ${kind}` });
      if ((await box.isChecked()) !== on) await box.press('Space');
      await expect(box).toBeChecked({ checked: on });
    }
    await checkScreen(page, 'follower-alerts-settings');
    await pressEnter(page.getByRole('button', { name: 'Save notification settings' }));
    await expect(page.getByRole('status').filter({ hasText: 'saved successfully' })).toHaveText(
      'Notification settings saved successfully.',
    );

    // A browser subscription whose push service is this test's.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const pushPath = `/push/${randomBytes(8).toString('hex')}`;
    const registered = await page.request.put('/api/v1/push/devices', {
      headers: { origin },
      data: {
        endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}${pushPath}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await page.reload();
    await expect(
      page
        .getByRole('list', { name: 'Devices with app notifications' })
        .getByText('Firefox on Linux'),
    ).toBeVisible();
    await checkScreen(page, 'follower-alerts-settings-saved');

    // The buyer waits on the home page; nothing unread yet.
    await page.goto('/');
    await expect(bell(page)).toBeVisible();
    await expect(bell(page)).not.toHaveAccessibleName(/unread/);
    // A mark on this document: a reload or a full navigation would lose it.
    await page.evaluate(() => Object.assign(window, { stillLoaded: true }));

    // The chef, in a browser of their own, adds a public dish in the business portal.
    const chefPage = await chefContext.newPage();
    await signIn(chefPage, chefSession.user.email, 'Saffron-and-sumac-42');
    await chefPage.goto('/product/list');
    await expect(
      chefPage.getByRole('heading', { name: 'Business portal', level: 1 }),
    ).toBeVisible();
    await checkScreen(chefPage, 'follower-alerts-portal');
    await pressEnter(chefPage.getByRole('link', { name: 'Add product' }));
    await expect(chefPage.getByRole('heading', { name: 'New product' })).toBeVisible();
    await chefPage.getByRole('textbox', { name: 'Name', exact: true }).fill(dishName);
    await chefPage.getByLabel('Description').fill('Slow-cooked with saffron and barberries.');
    const categories = chefPage.getByRole('combobox', { name: 'Categories', exact: true });
    await categories.fill('Mains');
    await categories.press('Enter');
    await chefPage.getByLabel('Price ($)').fill('14.00');
    await expect(chefPage.getByRole('radio', { name: 'Public' })).toBeChecked();
    await checkScreen(chefPage, 'follower-alerts-product-editor');
    await pressEnter(chefPage.getByRole('button', { name: 'Save product' }));
    await expect(chefPage).toHaveURL(/\/product\/list\?tab=products/);
    await expect(chefPage.getByRole('link', { name: dishName, exact: true })).toBeVisible();
    const listed = await chefPage.request.get('/api/v1/business/products?size=100');
    const { products } = (await listed.json()) as ProductListResponse;
    const dish = products.find((p) => p.name === dishName);
    expect(dish?.visibility).toBe('public');
    const dishPath = `/dish/${dish!.id}`;

    // The buyer's bell counts it with no reload, and the drawer links to the dish.
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, 1 unread/, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => 'stillLoaded' in window)).toBe(true);
    const alertTitle = `${chefName} has a new dish: ${dishName}`;
    const drawer = await openDrawer(page);
    const item = drawer
      .getByRole('list', { name: 'Notifications, newest first' })
      .getByRole('listitem')
      .first();
    const link = item.getByRole('link', { name: alertTitle });
    await expect(link).toHaveAttribute('href', dishPath);
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await checkScreen(page, 'follower-alerts-drawer');
    await pressEnter(link);
    await expect(page).toHaveURL(new RegExp(`${dishPath}$`));
    await expect(page.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
    await expect(bell(page)).not.toHaveAccessibleName(/unread/);
    await checkScreen(page, 'follower-alerts-dish-page');

    // One push to the buyer's browser, signed with the server's VAPID key.
    await expect.poll(() => pushes.filter((p) => p.path === pushPath).length).toBe(1);
    expect(pushes[0]!.authorization).toMatch(/^vapid t=/);
    await page.goto('/dev/push');
    const pushed = page
      .getByRole('list', { name: 'Pushes' })
      .getByRole('listitem')
      .filter({ hasText: alertTitle });
    await expect(pushed).toHaveCount(1);
    await expect(pushed.getByText('Sent', { exact: true })).toBeVisible();
    await expect(pushed.getByRole('link', { name: `Open ${dishPath}` })).toBeVisible();
    await checkScreen(page, 'follower-alerts-dev-push');

    // The e-mail to the buyer names the dish and links to it.
    await page.goto('/dev/mail');
    const mails = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(buyerEmail) })
      .filter({ hasText: alertTitle });
    await expect(mails).toHaveCount(1);
    await pressEnter(mails);
    const mail = page.getByRole('article');
    await expect(mail).toContainText(`To ${buyerEmail}`);
    await expect(mail).toContainText(alertTitle);
    await expect(mail).toContainText(`${origin}${dishPath}`);
    await checkScreen(page, 'follower-alerts-dev-mail');

    // A third dish the same day is still within the chef's daily allowance (3): alerted on its own.
    await page.goto('/');
    await expect(bell(page)).not.toHaveAccessibleName(/unread/);
    const second = await productByApi(chef, { name: secondDishName });
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, 1 unread/, {
      timeout: 30_000,
    });
    const again = await openDrawer(page);
    await expect(
      again.getByRole('link', { name: `${chefName} has a new dish: ${secondDishName}` }),
    ).toHaveAttribute('href', `/dish/${second.id}`);
    await checkScreen(page, 'follower-alerts-second-dish');
    await expect.poll(() => pushes.filter((p) => p.path === pushPath).length).toBe(2);
    // Nothing else reached the buyer's browser.
    expect(pushes.map((p) => p.path)).toEqual([pushPath, pushPath]);
  } finally {
    await chefContext.close();
    await chef.api.dispose();
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  }
});
