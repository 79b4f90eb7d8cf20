import type { Page } from '@playwright/test';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// Invitations (spec §2 /invite, /invite/list, /invite/accept): a new member invites a friend
// from the home page's invite card; the friend opens the e-mailed link, is sent to sign up,
// comes back to the invitation, accepts and so follows the member. The friend invites back,
// and the member finds that invitation in the notifications drawer and ignores it.

const PASSWORD = 'Saffron-rice-and-peas-42';

async function signUpHere(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Opens the newest message to `email` in the dev mailbox (/dev/mail). */
async function openMail(page: Page, email: string, subject: string | RegExp) {
  await page.goto('/dev/mail');
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(email) })
    .first()
    .click();
  const message = page.getByRole('article');
  await expect(message).toContainText(`To ${email}`);
  await expect(message).toContainText(subject);
  return message;
}

test('invite a friend, who signs up from the e-mail, accepts and follows; invite back and ignore', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const alexEmail = uniqueEmail('inviter');
  const blairEmail = uniqueEmail('friend');
  const alex = 'Alex Inviter';
  const blair = 'Blair Friend';

  // Alex signs up and confirms the e-mail address (invitations to it are listed only then).
  await page.goto('/signup');
  await signUpHere(page, alex, alexEmail);
  await expect(page).toHaveURL(/\/$/);
  const verification = await openMail(page, alexEmail, 'Verify your e-mail address');
  await verification.getByRole('link', { name: /^http/ }).click();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();

  // The home page shows signed-in people the invite card.
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Invite your friends' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join Potluck' })).toHaveCount(0);
  await checkScreen(page, 'invitations-home-card');
  await card.getByRole('link', { name: 'Invite friends' }).click();

  // Invite Blair and, by mistake, oneself: Blair's invitation goes out anyway.
  await expect(page).toHaveURL(/\/invite$/);
  await expect(page.getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
  await checkScreen(page, 'invitations-invite');
  await page.getByLabel('E-mail addresses').fill(`${blairEmail}, ${alexEmail}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const results = page.getByRole('region', { name: '1 invitation sent' });
  await expect(results).toContainText(`${blairEmail} — Invitation sent`);
  await expect(results).toContainText(`${alexEmail} — You cannot send an invite to yourself!`);
  // The address that failed stays in the box to be corrected.
  await expect(page.getByLabel('E-mail addresses')).toHaveValue(alexEmail);
  await checkScreen(page, 'invitations-sent-results');

  // Sending Blair's address again is refused as a duplicate.
  await page.getByLabel('E-mail addresses').fill(blairEmail);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('region', { name: '0 invitations sent' })).toContainText(
    'An invitation to this person has already been sent!',
  );

  // The list shows Blair's invitation as sent.
  await page.getByRole('link', { name: 'See your invitations' }).click();
  await expect(page).toHaveURL(/\/invite\/list$/);
  const sent = page.getByRole('region', { name: 'Invitations you sent' });
  const blairRow = sent.getByRole('listitem').filter({ hasText: blairEmail });
  await expect(blairRow).toContainText('Sent');
  await expect(page.getByRole('region', { name: 'Invitations to you' })).toContainText(
    'No new invitations.',
  );
  await checkScreen(page, 'invitations-list');

  // Blair, in a browser of their own, opens the link from the e-mail.
  const blairContext = await browser.newContext();
  const bp = await blairContext.newPage();
  const invitationMail = await openMail(bp, blairEmail, `${alex} invited you to Potluck`);
  await checkScreen(bp, 'invitations-mail');
  await invitationMail.getByRole('link', { name: /\/invite\/accept\?invitation_id=/ }).click();

  // A guest is sent to sign up, keeping the invitation, and comes back to it.
  await expect(bp).toHaveURL(/\/signup\?invitation_id=[0-9a-f-]+$/);
  await expect(bp.getByRole('heading', { name: 'Create your Potluck account' })).toBeVisible();
  await checkScreen(bp, 'invitations-signup');
  await signUpHere(bp, blair, blairEmail);
  await expect(bp).toHaveURL(/\/invite\/accept\?invitation_id=[0-9a-f-]+$/);
  await expect(bp.getByRole('heading', { name: `${alex} invited you to Potluck` })).toBeVisible();
  await checkScreen(bp, 'invitations-accept');

  await bp.getByRole('button', { name: 'Accept' }).click();
  await expect(bp.getByRole('status')).toContainText(
    `Invitation accepted. You now follow ${alex}.`,
  );
  await expect(bp.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await checkScreen(bp, 'invitations-accepted');

  // Blair now follows Alex: Alex's page counts one follower.
  await bp.getByRole('link', { name: `Visit ${alex}'s page` }).click();
  await expect(bp.getByRole('heading', { name: alex })).toBeVisible();
  await expect(bp.getByText(/^1 followers$/)).toBeVisible();
  await checkScreen(bp, 'invitations-sender-profile');

  // Alex sees the invitation accepted.
  await page.reload();
  await expect(blairRow).toContainText('Accepted');

  // Blair invites Alex back from the drawer's Friends page.
  await bp.getByRole('button', { name: 'Open navigation' }).click();
  await bp.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends' }).click();
  await expect(bp).toHaveURL(/\/invite\/list$/);
  await bp.getByRole('link', { name: 'Invite friends' }).click();
  await bp.getByLabel('E-mail addresses').fill(alexEmail);
  await bp.getByRole('button', { name: 'Send invitations' }).click();
  // Our address sends the invitation: Blair must first prove their own.
  await expect(bp.locator('form').getByRole('alert')).toHaveText(
    'Your account is not verified yet.',
  );
  const blairVerification = await openMail(bp, blairEmail, 'Verify your e-mail address');
  await blairVerification.getByRole('link', { name: /^http/ }).click();
  await expect(bp.getByText('Your e-mail address is verified.')).toBeVisible();
  await bp.goto('/invite');
  await bp.getByLabel('E-mail addresses').fill(alexEmail);
  await bp.getByRole('button', { name: 'Send invitations' }).click();
  await expect(bp.getByRole('region', { name: '1 invitation sent' })).toBeVisible();
  await blairContext.close();

  // Alex finds it among the new invitations of the notifications drawer and ignores it.
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toContainText(`${blair} invited you to Potluck.`);
  await checkScreen(page, 'invitations-drawer');
  await drawer.getByRole('link', { name: 'See the invitation' }).click();
  await expect(
    page.getByRole('heading', { name: `${blair} invited you to Potluck` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ignore' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation ignored.');
  await checkScreen(page, 'invitations-ignored');

  // The user menu leads to the list, where nothing is pending any more.
  await page.getByRole('banner').getByRole('button', { name: alex }).click();
  await page.getByRole('menuitem', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/invite\/list$/);
  await expect(page.getByRole('region', { name: 'Invitations to you' })).toContainText(
    'No new invitations.',
  );
});
