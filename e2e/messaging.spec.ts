import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// Direct messages: a guest presses Send Message on a demo chef's page, signs up on the way,
// writes the first message (the thread is created and the URL becomes its id) and finds it
// in /messages; the chef, in another browser, sees the inbox badge, opens the thread (which
// marks it read) and replies; the customer's open thread shows the reply without a reload,
// and the chef's open thread shows the customer's answer the same way (the live socket).

const CHEF = { email: 'chef@demo.potluck.local', password: 'potluck-demo-2026' };
const PASSWORD = 'tasty-dumplings-2026';
/**
 * Live updates come over the WebSocket within moments; this is far below the open thread's
 * 60 s safety re-read, so only the socket can make them appear in time.
 */
const LIVE_TIMEOUT = 15_000;

interface SessionBody {
  user: { id: string; profile: { name: string } };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('send a message to a chef, the chef reads and replies, the reply arrives live', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two browsers and a dozen screens: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  // The demo chef's id and name, from an API-only session.
  const signedIn = await request.post('/api/v1/auth/signin', {
    data: CHEF,
    headers: { origin: baseURL ?? '' },
  });
  expect(signedIn.ok()).toBeTruthy();
  const { user: chef } = (await (await request.get('/api/v1/auth/session')).json()) as SessionBody;
  const chefName = chef.profile.name;

  const customerName = `Nora ${randomBytes(3).toString('hex')}`;
  const firstMessage = 'Hello! Is the lasagna vegetarian?';
  const reply = 'Hi Nora, yes it is. Pickup from 5 pm.';

  // A guest presses Send Message: sign-in first (here: create an account), then back.
  await page.goto(`/chef/${chef.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chefName })).toBeVisible();
  await page.getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(customerName);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('messaging'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  // The new conversation, recipient preselected.
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?uid=${chef.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chefName })).toBeVisible();
  await expect(page.getByText(`No messages yet. Say hello to ${chefName}!`)).toBeVisible();
  const box = page.getByRole('textbox', { name: `Message to ${chefName}` });
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await box.fill('   ');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await checkScreen(page, 'messages-new');

  // Shift+Enter is a new line; Enter sends and the URL becomes the thread's.
  await box.fill('Hello!');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('Hello!\n');
  await box.fill(firstMessage);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadUrl = page.url();
  const conversation = page.getByRole('log', { name: `Conversation with ${chefName}` });
  await expect(conversation.getByText(firstMessage)).toBeVisible();
  await expect(box).toHaveValue('');
  await checkScreen(page, 'messages-thread-customer');

  // The thread list shows it, newest first, with my message as the preview.
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`^${chefName}: You: ${firstMessage}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: 'New message' })).toBeVisible();
  await checkScreen(page, 'messages-list-customer');

  // The customer keeps the thread open while the chef answers (no reload from here on).
  await row.click();
  await expect(conversation.getByText(firstMessage)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const threadId = threadUrl.split('/').at(-1) ?? '';

  // The chef, in a browser of their own: the unread badge in the user menu.
  const chefContext = await browser.newContext();
  const chefPage = await chefContext.newPage();
  // What the chef's tab hears on its live socket.
  const chefLiveFrames: string[] = [];
  chefPage.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/v1/live')) return;
    socket.on('framereceived', (frame) => chefLiveFrames.push(String(frame.payload)));
  });
  await chefPage.goto('/signin');
  await signIn(chefPage, CHEF.email, CHEF.password);
  const banner = chefPage.getByRole('banner');
  await banner.getByRole('button', { name: chefName }).click();
  const inbox = chefPage.getByRole('menuitem', { name: /^Inbox/ });
  await expect(inbox).toHaveAccessibleName(/^Inbox\s*1 unread$/, { timeout: LIVE_TIMEOUT });
  await checkScreen(chefPage, 'messages-inbox-badge');
  await inbox.click();

  await expect(chefPage).toHaveURL(/\/messages$/);
  const chefRow = chefPage.getByRole('link', {
    name: `${customerName}, 1 unread: ${firstMessage}`,
  });
  await expect(chefRow).toBeVisible();
  await checkScreen(chefPage, 'messages-list-chef');
  await chefRow.click();

  // Opening the thread reads it: the badge goes away.
  await expect(chefPage).toHaveURL(new RegExp(`/messages/${threadId}$`));
  const chefConversation = chefPage.getByRole('log', {
    name: `Conversation with ${customerName}`,
  });
  await expect(chefConversation.getByText(firstMessage)).toBeVisible();
  await banner.getByRole('button', { name: chefName }).click();
  await expect(chefPage.getByRole('menuitem', { name: /^Inbox/ })).toHaveAccessibleName(/^Inbox$/);
  await chefPage.keyboard.press('Escape');
  // …and the customer's open thread shows the message was seen, by itself (a live event).
  await expect(page.getByText('Seen')).toBeVisible({ timeout: LIVE_TIMEOUT });

  await chefPage.getByRole('textbox', { name: `Message to ${customerName}` }).fill(reply);
  await chefPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chefConversation.getByText(reply)).toBeVisible();
  await checkScreen(chefPage, 'messages-thread-chef');
  await chefPage.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // The reply arrives by itself.
  await expect(conversation.getByText(reply)).toBeVisible({ timeout: LIVE_TIMEOUT });
  await checkScreen(page, 'messages-thread-reply');

  // The customer answers; the chef's open thread, in the other browser, shows it by itself.
  const answer = 'Great, see you at 5!';
  await box.fill(answer);
  await box.press('Enter');
  await expect(conversation.getByText(answer)).toBeVisible();
  await expect(chefConversation.getByText(answer)).toBeVisible({ timeout: LIVE_TIMEOUT });
  expect(chefLiveFrames).toContain(JSON.stringify({ type: 'message.created', threadId }));
  for (const p of [page, chefPage]) {
    const notReloaded = await p.evaluate(
      () => (window as unknown as { notReloaded?: boolean }).notReloaded,
    );
    expect(notReloaded).toBe(true);
  }
  await chefContext.close();
});

test('empty inbox, the new-message page, and Send Message on profiles', async ({
  page,
  request,
  baseURL,
}) => {
  // Another person to write to: the demo customer (public profile).
  const signedIn = await request.post('/api/v1/auth/signin', {
    data: { email: 'customer@demo.potluck.local', password: CHEF.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(signedIn.ok()).toBeTruthy();
  const { user: other } = (await (await request.get('/api/v1/auth/session')).json()) as SessionBody;

  const name = `Theo ${randomBytes(3).toString('hex')}`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('messaging'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();

  // The inbox through the user menu: empty, with a next step.
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find chefs' })).toBeVisible();
  await checkScreen(page, 'messages-empty');

  // "New message" offers people to write to (e2e/messaging-start.spec.ts walks it).
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page).toHaveURL(/\/messages\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your people' })).toBeVisible();
  await checkScreen(page, 'messages-new-picker');

  // A public profile has Send Message; my own does not.
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.profile.name })).toBeVisible();
  await page.getByRole('link', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/new\\?uid=${other.id}$`));
  await expect(
    page.getByRole('textbox', { name: `Message to ${other.profile.name}` }),
  ).toBeVisible();

  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as SessionBody;
  await page.goto(`/profile/${session.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send Message' })).toHaveCount(0);

  // Writing to yourself is refused with a way back.
  await page.goto(`/messages/new?uid=${session.user.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You cannot send a message to yourself.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'All messages' })).toBeVisible();
});
