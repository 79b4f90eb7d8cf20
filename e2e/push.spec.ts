import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, checkScreen, signIn, DEMO_PASSWORD } from './fixtures';

// Web push (issue 13 point 2): a buyer turns on app notifications in this browser on
// /settings/notification (permission granted, the service worker subscribes with the server's
// VAPID key), something notifies them (filing a support request), and /dev/push lists the push
// to their device.

test.use({ serviceWorkers: 'allow' });

test('push: a buyer turns on app notifications and the dev push outbox shows the push', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  await signIn(page, 'customer@demo.potluck.local', DEMO_PASSWORD);

  await page.goto('/settings/notification');
  await expect(
    page.getByRole('heading', { name: 'Notification settings', level: 1 }),
  ).toBeVisible();
  const section = page.getByRole('region', { name: 'App notifications in this browser' });
  await checkScreen(page, 'push-settings');

  // The service worker is installed and in control of the app.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL))
    .toBe(`${origin}/sw.js`);

  await section.getByRole('button', { name: 'Turn on app notifications in this browser' }).click();
  const on = section.getByRole('status').filter({ hasText: 'App notifications are on' });
  const refused = section.getByRole('alert');
  await expect(on.or(refused)).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'push-turned-on');
  // Headless Chromium has no push service: subscribe() answers "Registration failed -
  // permission denied" even with the permission granted, and the page says so. From here a
  // subscription like the browser's (keys made here, the endpoint a push service of this test)
  // stands in for it.
  if (await refused.isVisible())
    await expect(refused).toContainText('This browser could not subscribe to notifications');

  const pushes: string[] = [];
  const pushService = http.createServer((req, res) => {
    pushes.push(String(req.headers.authorization ?? ''));
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const port = (pushService.address() as AddressInfo).port;
    const res = await page.request.put('/api/v1/push/devices', {
      headers: { origin },
      data: {
        endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.reload();
    const devices = page.getByRole('list', { name: 'Devices with app notifications' });
    await expect(devices.getByText('Firefox on Linux').first()).toBeVisible();
    await checkScreen(page, 'push-devices');

    // Something that notifies the buyer: filing a support request (its receipt is a notification).
    const subject = `Push check ${randomBytes(3).toString('hex')}`;
    const ticket = await page.request.post('/api/v1/support/tickets', {
      headers: { origin },
      data: { subject, message: 'Does the app tell me when you answer?' },
    });
    expect(ticket.ok(), await ticket.text()).toBe(true);
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
    expect(pushes[0]).toMatch(/^vapid t=/);

    await page.goto('/dev/push');
    const entry = page.getByRole('listitem').filter({ hasText: subject }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByText('Sent')).toBeVisible();
    await checkScreen(page, 'push-dev-outbox');
  } finally {
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  }
});
