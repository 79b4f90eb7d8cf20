import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { approveByApi, chefByApi, CHEF_PASSWORD, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, signIn } from './fixtures';

// A chef goes live from the browser (issue 16 points 1 and 6): Chromium's fake camera and
// microphone stand in for real ones. The approved chef opens Go live from the business portal,
// sees their preview, mutes and unmutes, gives a title and a dish, goes live and sees "Live"
// once their video has reached the playlist, with the viewer count and the watch page's link,
// then stops and the camera is let go. For a streaming app they get an RTMP URL and a stream
// key shown once (a reload never shows it again; a reset shows a new one once) and going live
// waits for the app. A chef not yet approved is told why and where to go. Axe on every state.

test.use({
  // The config's own arguments and browser stay; the fake devices are added to them.
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
        ],
      });
    },
    { scope: 'worker' },
  ],
  permissions: ['camera', 'microphone'],
});

/** Whether the preview shows moving pictures: the video has a size and its time advances. */
async function previewPlays(page: Page): Promise<boolean> {
  return page.getByLabel('Camera preview').evaluate(async (el) => {
    const video = el as HTMLVideoElement;
    const before = video.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 600));
    return video.videoWidth > 0 && video.currentTime > before;
  });
}

test('an approved chef goes live from the browser and from a streaming app, and stops', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const chef = await chefByApi(origin, `Open Kitchen ${randomBytes(2).toString('hex')}`);
  const dishName = `Hand-pulled noodles ${randomBytes(3).toString('hex')}`;
  await productByApi(chef, { name: dishName, priceCents: 1400 });
  await approveByApi(origin, chef);

  await signIn(page, chef.email, CHEF_PASSWORD);
  await page.goto('/product/list');
  await page.getByRole('link', { name: 'Go live: cook on camera' }).click();
  await expect(page.getByRole('heading', { name: 'Go live', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/business\/live$/);

  // The camera starts by itself on "This browser", with a live preview.
  await expect(page.getByRole('radio', { name: 'This browser' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Mute microphone' })).toBeVisible();
  await expect.poll(() => previewPlays(page), { timeout: 15_000 }).toBe(true);
  // Once allowed, the devices have their names.
  await expect(page.getByRole('combobox', { name: 'Camera' })).toBeEnabled();
  await checkScreen(page, 'go-live-preview');

  await page.getByRole('button', { name: 'Mute microphone' }).click();
  const unmute = page.getByRole('button', { name: 'Unmute microphone' });
  await expect(unmute).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Microphone muted: viewers hear nothing.')).toBeVisible();
  await checkScreen(page, 'go-live-muted');
  await unmute.click();
  await expect(page.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // A title is needed.
  await page.getByRole('button', { name: 'Go live', exact: true }).click();
  await expect(page.getByText('Give your stream a title.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await checkScreen(page, 'go-live-title-missing');

  // A streaming app: the server's address and a key shown once.
  await page.getByRole('radio', { name: 'Streaming app (OBS)' }).check();
  await expect(page.getByRole('textbox', { name: 'Stream key' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get stream key' }).click();
  const keyBox = page.getByRole('textbox', { name: 'Stream key' });
  await expect(keyBox).toBeVisible();
  const firstKey = await keyBox.inputValue();
  expect(firstKey.length).toBeGreaterThan(10);
  await expect(page.getByRole('textbox', { name: 'Server (RTMP URL)' })).toHaveValue(
    /^rtmps?:\/\//,
  );
  await expect(page.getByText('Keep this key secret')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy stream key' })).toBeVisible();
  await checkScreen(page, 'go-live-stream-key');

  // Never again after a reload: only a reset makes (and shows) a new one.
  await page.reload();
  await page.getByRole('radio', { name: 'Streaming app (OBS)' }).check();
  await expect(page.getByRole('button', { name: 'Reset stream key' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Stream key' })).toHaveCount(0);
  expect(await page.content()).not.toContain(firstKey);
  await page.getByRole('button', { name: 'Reset stream key' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset your stream key?' });
  await expect(resetDialog).toBeVisible();
  await checkScreen(page, 'go-live-reset-key');
  await resetDialog.getByRole('button', { name: 'Reset stream key' }).click();
  await expect(keyBox).toBeVisible();
  expect(await keyBox.inputValue()).not.toBe(firstKey);

  // Back to this browser: the camera starts again.
  await page.getByRole('radio', { name: 'This browser' }).check();
  await expect.poll(() => previewPlays(page), { timeout: 15_000 }).toBe(true);

  const title = `Noodles from scratch ${randomBytes(2).toString('hex')}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('checkbox', { name: dishName }).check();
  await page.getByRole('button', { name: 'Go live', exact: true }).click();

  const live = page.getByRole('region', { name: title });
  await expect(live).toBeVisible();
  await expect(live.getByRole('status')).toContainText(/Connecting…|Live — viewers can see you/);
  await checkScreen(page, 'go-live-connecting');
  // The browser's chunks reach ffmpeg and the first segments the playlist.
  await expect(live.getByRole('status')).toContainText('Live — viewers can see you', {
    timeout: 60_000,
  });
  await expect(live.getByText(/\d+ viewers? watching/)).toBeVisible();
  const watch = live.getByRole('link', { name: /Open your watch page/ });
  await expect(watch).toHaveAttribute('href', new RegExp(`^/watch/${chef.id}\\?stream_id=`));
  await expect(live.getByText(/Closing this page or losing your connection/)).toBeVisible();
  await checkScreen(page, 'go-live-live');

  // The broadcast is public while live, its playlist ready for viewers.
  const streamId = new URL((await watch.getAttribute('href'))!, origin).searchParams.get(
    'stream_id',
  )!;
  const publicView = await page.request.get(`/api/v1/live-streams/${streamId}`);
  expect(publicView.ok(), await publicView.text()).toBe(true);
  const seen = (await publicView.json()) as { status: string; title: string; playbackUrl: string };
  expect(seen).toMatchObject({ status: 'live', title });
  expect(seen.playbackUrl).toBeTruthy();

  // Stopping asks first, then ends the broadcast and lets the camera go.
  await live.getByRole('button', { name: 'Stop stream' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop your stream?' });
  await expect(confirm).toBeVisible();
  await checkScreen(page, 'go-live-stop-confirm');
  await confirm.getByRole('button', { name: 'Stop stream' }).click();
  await expect(page.getByText('Your stream has ended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
  await expect(page.getByText('Camera off', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('video')).every((v) => v.srcObject === null),
    ),
  ).toBe(true);
  await checkScreen(page, 'go-live-stopped');
  const after = (await (await page.request.get(`/api/v1/live-streams/${streamId}`)).json()) as {
    status: string;
  };
  expect(after.status).toBe('ended');

  // Going live from the app waits for it to connect.
  await page.getByRole('radio', { name: 'Streaming app (OBS)' }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (app)`);
  await page.getByRole('button', { name: 'Go live', exact: true }).click();
  const appLive = page.getByRole('region', { name: `${title} (app)` });
  await expect(appLive.getByRole('status')).toContainText('Waiting for your streaming app…');
  await checkScreen(page, 'go-live-waiting-for-app');
  await appLive.getByRole('button', { name: 'Stop stream' }).click();
  await page
    .getByRole('dialog', { name: 'Stop your stream?' })
    .getByRole('button', { name: 'Stop stream' })
    .click();
  await expect(page.getByText('Your stream has ended')).toBeVisible();
});

test('a chef not yet approved is told why and where to go', async ({ page, baseURL }) => {
  const chef = await chefByApi(baseURL!, `Soon Kitchen ${randomBytes(2).toString('hex')}`);
  await signIn(page, chef.email, CHEF_PASSWORD);
  await page.goto('/business/live');
  const alert = page.getByRole('alert').filter({ hasText: "You can't go live yet" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'business portal' })).toHaveAttribute(
    'href',
    '/product/list',
  );
  await expect(alert.getByRole('link', { name: 'your business setup' })).toHaveAttribute(
    'href',
    '/chef/apply',
  );
  await expect(page.getByRole('button', { name: 'Go live', exact: true })).toHaveCount(0);
  await checkScreen(page, 'go-live-not-approved');
});
