import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  checkScreen,
  DEMO_PASSWORD,
  signIn,
  signUpByApi,
  uniqueEmail,
} from './fixtures';

// Support (issue 13 points 5 and 6): a guest files a request from the footer's Support link
// and gets a reference ID; an admin answers it in the support inbox; the guest follows the
// e-mailed link from the dev mailbox, reads the answer and replies without an account; the
// admin sees the reply and marks the request solved. A signed-in person sees their own
// requests, and an admin may suspend them from their request and reinstate them. Every step by
// keyboard, every screen checked with axe (errors shown included).

const ADMIN_EMAIL = 'admin@demo.potluck.local';
const REFERENCE = /SUP-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** Moves focus to a control and presses Enter, as a keyboard user would. */
async function pressEnter(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** Opens the newest message to `email` in the dev mailbox (/dev/mail). */
async function openMail(page: Page, email: string, subject: RegExp) {
  await page.goto('/dev/mail');
  await pressEnter(
    page
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: new RegExp(email) })
      .first(),
  );
  const message = page.getByRole('article');
  await expect(message).toContainText(`To ${email}`);
  await expect(message).toContainText(subject);
  return message;
}

test('a guest files a support request, an admin answers, the guest replies from the e-mailed link, the admin solves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const guestEmail = uniqueEmail('guest');
  const subject = `Refund for a cancelled order ${Date.now()}`;

  // The footer links to /support on every page.
  await page.goto('/');
  await pressEnter(page.getByRole('contentinfo').getByRole('link', { name: 'Support' }));
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your requests' })).toHaveCount(0);
  await checkScreen(page, 'support-guest');

  // Sent empty: every field says what it needs; nothing is lost when the e-mail is then missing.
  const form = page.getByRole('region', { name: 'Contact us' });
  await pressEnter(form.getByRole('button', { name: 'Send request' }));
  await expect(form.getByText('Enter a subject.')).toBeVisible();
  await expect(form.getByText('Write your message.')).toBeVisible();
  await expect(form.getByText('Enter the e-mail address we should answer.')).toBeVisible();
  await checkScreen(page, 'support-guest-errors');

  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('I cancelled my order yesterday.\nWhen does the refund arrive?');
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(guestEmail);
  await pressEnter(form.getByRole('button', { name: 'Send request' }));
  const filed = form.getByRole('status');
  await expect(filed).toContainText('Thanks — we received your request.');
  const reference = REFERENCE.exec((await filed.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await checkScreen(page, 'support-guest-filed');
  const firstLink = await filed
    .getByRole('link', { name: 'Open your request' })
    .getAttribute('href');
  expect(firstLink).toMatch(/\/support\/tickets\/[0-9a-f-]+\?key=/);

  // The confirmation e-mail carries the reference ID.
  await openMail(page, guestEmail, new RegExp(`${reference}.*We received your request`));

  // An admin answers in the inbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, DEMO_PASSWORD);
  await admin.goto('/admin/support');
  await expect(admin.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: /^Open \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = admin.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText(`${guestEmail} (guest)`);
  await expect(row).toContainText('Needs an answer');
  await checkScreen(admin, 'support-inbox');
  await pressEnter(row.getByRole('link', { name: subject }));

  await expect(admin.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(admin.getByText('(guest, no account)')).toBeVisible();
  // A guest has no account to suspend.
  await expect(admin.getByRole('region', { name: /^The requester/ })).toHaveCount(0);
  await pressEnter(admin.getByRole('button', { name: 'Assign to me' }));
  await expect(admin.getByRole('status')).toHaveText('The request is assigned to you.');
  await expect(admin.getByRole('button', { name: 'Assigned to you' })).toBeDisabled();

  // A reply sent empty is refused on the spot; then a note for staff, then the answer.
  const answer = admin.getByRole('region', { name: 'Answer' });
  await pressEnter(answer.getByRole('button', { name: 'Send reply' }));
  await expect(answer.getByText('Write your message.')).toBeVisible();
  await checkScreen(admin, 'support-inbox-ticket-error');
  const box = answer.getByRole('textbox', { name: 'Reply or internal note' });
  await box.fill('Checked the ledger: the refund left on Monday.');
  await pressEnter(answer.getByRole('button', { name: 'Add internal note' }));
  await expect(admin.getByRole('status')).toHaveText('Internal note added. Only staff can see it.');
  await box.fill('Your refund went out yesterday; it shows on your card within 5 days.');
  await pressEnter(answer.getByRole('button', { name: 'Send reply' }));
  await expect(admin.getByRole('status')).toHaveText(
    'Reply sent. The person was e-mailed a link to the request.',
  );
  const conversation = admin.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(3);
  await expect(conversation.getByText('Internal note')).toBeVisible();
  await expect(admin.getByText('Waiting for the person').first()).toBeVisible();
  await checkScreen(admin, 'support-inbox-ticket');

  // The staff reply's e-mail carries a new link: the first one now says to open the newest.
  await page.goto(firstLink ?? '/');
  await expect(page.getByRole('alert')).toContainText('open the link in the newest e-mail');
  await checkScreen(page, 'support-guest-old-link');

  // The guest follows the e-mailed link: the answer, never the internal note.
  const mail = await openMail(page, guestEmail, new RegExp(`${reference}.*answered`));
  await expect(mail).toContainText('Your refund went out yesterday');
  await checkScreen(page, 'support-guest-mail');
  await pressEnter(mail.getByRole('link', { name: /^http/ }));
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Conversation' });
  await expect(thread).toContainText('Potluck support');
  await expect(thread).toContainText('Your refund went out yesterday');
  await expect(thread).not.toContainText('ledger');
  await checkScreen(page, 'support-guest-ticket');

  const replyBox = page.getByRole('region', { name: 'Reply' });
  await pressEnter(replyBox.getByRole('button', { name: 'Send reply' }));
  await expect(replyBox.getByText('Write your message.')).toBeVisible();
  await checkScreen(page, 'support-guest-ticket-error');
  await replyBox.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, it arrived today.');
  await pressEnter(replyBox.getByRole('button', { name: 'Send reply' }));
  await expect(replyBox.getByRole('status')).toHaveText('Your reply was sent.');
  await expect(thread).toContainText('Thank you, it arrived today.');
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await checkScreen(page, 'support-guest-replied');

  // The admin sees the reply arrive without reloading (the inbox follows the guest live) and
  // marks the request solved.
  await expect(conversation).toContainText('Thank you, it arrived today.');
  const status = admin.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('open');
  await status.focus();
  await admin.keyboard.type('Solved');
  await expect(status).toHaveValue('solved');
  await pressEnter(admin.getByRole('button', { name: 'Change status' }));
  await expect(admin.getByRole('status')).toHaveText('Status changed.');
  await checkScreen(admin, 'support-inbox-solved');
  await pressEnter(admin.getByRole('link', { name: '← Support inbox' }));
  await pressEnter(admin.getByRole('tab', { name: /^Solved/ }));
  await expect(admin.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
  await adminContext.close();
});

test('a signed-in person files a request and finds it in their list; an admin suspends them from it and reinstates them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpByApi(page, baseURL ?? '', 'Robin Member');
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Contact us' });
  await expect(page.getByRole('heading', { name: 'Your requests' })).toBeVisible();
  await expect(page.getByText('You have not asked us anything yet.')).toBeVisible();
  // Members are answered at their account's address: no e-mail field.
  await expect(form.getByRole('textbox', { name: 'Your e-mail' })).toHaveCount(0);
  await checkScreen(page, 'support-member');

  await form.getByRole('textbox', { name: 'Subject' }).fill('Change my delivery address');
  await form.getByRole('textbox', { name: 'Message' }).fill('I moved last week.');
  await pressEnter(form.getByRole('button', { name: 'Send request' }));
  await expect(form.getByRole('status')).toContainText(REFERENCE);
  const mine = page.getByRole('region', { name: 'Your requests' });
  const item = mine.getByRole('listitem').filter({ hasText: 'Change my delivery address' });
  await expect(item).toContainText(REFERENCE);
  await expect(item).toContainText('Open');
  await checkScreen(page, 'support-member-list');
  await pressEnter(item.getByRole('link', { name: 'Change my delivery address' }));
  await expect(
    page.getByRole('heading', { name: 'Change my delivery address', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
    'I moved last week.',
  );
  await checkScreen(page, 'support-member-ticket');

  // An admin opening the request may suspend the person who sent it, and reinstate them.
  const ticketId = /\/support\/tickets\/([0-9a-f-]+)/.exec(page.url())?.[1];
  expect(ticketId).toBeTruthy();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, DEMO_PASSWORD);
  await admin.goto(`/admin/support/${ticketId}`);
  await expect(
    admin.getByRole('heading', { name: 'Change my delivery address', level: 1 }),
  ).toBeVisible();
  const suspension = admin.getByRole('region', { name: 'The requester: Robin Member' });
  await expect(suspension).toBeVisible();
  await checkScreen(admin, 'support-inbox-requester');
  await suspension
    .getByRole('textbox', { name: 'Reason to suspend the requester' })
    .fill('Abusive messages to our staff');
  await pressEnter(suspension.getByRole('button', { name: 'Suspend the requester…' }));
  const dialog = admin.getByRole('dialog', { name: 'Suspend Robin Member?' });
  await expect(dialog).toBeVisible();
  await checkScreen(admin, 'support-inbox-suspend-confirm');
  await pressEnter(dialog.getByRole('button', { name: 'Suspend the requester' }));
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status')).toHaveText('Robin Member: The account is suspended.');
  await expect(suspension).toContainText('Abusive messages to our staff');
  await checkScreen(admin, 'support-inbox-requester-suspended');
  await pressEnter(suspension.getByRole('button', { name: 'Reinstate the requester' }));
  await expect(admin.getByRole('status')).toHaveText('Robin Member: The account is reinstated.');
  await expect(suspension.getByRole('button', { name: 'Suspend the requester…' })).toBeVisible();
  await checkScreen(admin, 'support-inbox-requester-reinstated');
  await adminContext.close();
});
