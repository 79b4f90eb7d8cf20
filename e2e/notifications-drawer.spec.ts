import type { Page } from '@playwright/test';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, saveCard, signUpByApi } from './fixtures';

// The notifications drawer (issue 13 point 7, spec §2 "Right notifications drawer"), by
// keyboard: a buyer with an order sees it among the active orders; the chef accepts it and
// the buyer's bell counts the new notification live; the buyer opens the drawer (focus stays
// inside, Escape closes it and returns to the bell), marks all read and the unread count is
// gone; a failed read shows its message; the "notification settings not set" prompt leads to
// the settings and is gone once they are saved. axe finds nothing in any state.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function openDrawer(page: Page) {
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(bell(page)).toBeFocused();
}

test('notifications drawer: active order, a live notification, mark all read, the settings prompt', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const chef = await chefByApi(origin, `Bell Kitchen ${Date.now() % 100_000}`);
  try {
    const product = await productByApi(chef, { name: 'Bell pepper stew' });
    await approveByApi(origin, chef);

    // A new buyer orders the dish for later today or another day.
    await signUpByApi(page, origin, 'Nell Notice');
    await expect(await saveCard(page, '4242 4242 4242 4242')).toBeHidden();
    const added = await page.request.post('/api/v1/cart/items', {
      data: { dishId: product.id, quantity: 1 },
      headers: { origin },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto('/order/cart');
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: 'Pickup' }).check();
    await checkout.getByRole('radio', { name: 'Later' }).check();
    await checkout.getByLabel('Time', { exact: true }).click();
    await page.getByRole('option').first().click();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/view\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const orderPath = new URL(page.url()).pathname;
    const orderId = orderPath.split('/').pop()!;

    // The drawer lists the order as active, with a link to it, and the settings prompt.
    await page.goto('/');
    await expect(bell(page)).not.toHaveAccessibleName(/unread/);
    let drawer = await openDrawer(page);
    const orders = drawer.getByRole('region', { name: 'Active orders' });
    await expect(orders.getByRole('link', { name: 'Bell pepper stew' })).toHaveAttribute(
      'href',
      orderPath,
    );
    await expect(drawer.getByText('Notification settings not set.')).toBeVisible();
    // Focus stays inside the open drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }
    await checkScreen(page, 'notifications-drawer-order');
    await closeDrawer(page);
    // The badge also counts the drawer's reminders (unverified e-mail, no address, settings).
    const reminders = Number(
      /(\d+) reminders?/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );
    const badge = (n: number) => page.getByRole('banner').getByText(String(n), { exact: true });

    // The chef accepts: the buyer's bell counts one unread notification, with no reload.
    const accepted = await chef.api.post(`/api/v1/orders/${orderId}/transitions`, {
      data: { action: 'accept' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, 1 unread/, { timeout: 30_000 });
    await expect(badge(reminders + 1)).toBeVisible();

    // Newest first, marked new, linking to the order.
    drawer = await openDrawer(page);
    const list = drawer.getByRole('list', { name: 'Notifications, newest first' });
    const item = list.getByRole('listitem').first();
    await expect(item.getByRole('link', { name: 'Your order was accepted' })).toHaveAttribute(
      'href',
      orderPath,
    );
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await checkScreen(page, 'notifications-drawer-unread');

    // Mark all as read: nothing is marked new, the bell counts no unread.
    await drawer.getByRole('button', { name: 'Mark all as read' }).focus();
    await page.keyboard.press('Enter');
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
    await expect(item.getByRole('link', { name: 'Your order was accepted' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(bell(page)).not.toHaveAccessibleName(/unread/);
    await expect(badge(reminders)).toBeVisible();
    await checkScreen(page, 'notifications-drawer-read');
    await closeDrawer(page);

    // A failed read says so and offers to try again.
    const notificationsRead = (url: URL) => url.pathname === '/api/v1/notifications';
    await page.route(notificationsRead, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.reload();
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('alert')).toContainText(
      'Unable to load your notifications and orders.',
    );
    await checkScreen(page, 'notifications-drawer-error');
    await page.unroute(notificationsRead);
    await drawer.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Your order was accepted' })).toBeVisible();

    // The settings prompt leads to the notification settings; once saved it is gone.
    await drawer.getByRole('link', { name: 'Choose notification settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/notification$/);
    await page.getByRole('checkbox', { name: 'E-mail: Order updates' }).check();
    await page.getByRole('button', { name: 'Save notification settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Notification settings saved successfully.')).toBeVisible();
    drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: 'Your order was accepted' })).toBeVisible();
    await expect(drawer.getByText('Notification settings not set.')).toHaveCount(0);
    await checkScreen(page, 'notifications-drawer-settings-saved');
    await closeDrawer(page);
  } finally {
    await chef.api.dispose();
  }
});
