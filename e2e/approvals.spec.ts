import type { Page } from '@playwright/test';
import { test, expect, checkScreen, DEMO_PASSWORD, signIn, signUpByApi } from './fixtures';

const ADMIN_EMAIL = 'admin@demo.potluck.local';
/** The demo applicant the seed leaves waiting (src/server/db/seed/plan.ts). */
const APPLICANT = 'Harbor Lane Preserves';
const REASON = 'Please add a photo of your cottage food permit.';

test('an admin reviews and rejects the demo application in the console', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Approvals' }).click();

  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const submittedTab = page.getByRole('tab', { name: /^Submitted \(\d+\)$/ });
  await expect(submittedTab).toHaveAttribute('aria-selected', 'true');
  const rejectedTab = page.getByRole('tab', { name: /^Rejected \(\d+\)$/ });
  const rejectedBefore = Number(/\((\d+)\)/.exec((await rejectedTab.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('link', { name: APPLICANT })).toBeVisible();
  await checkScreen(page, 'approvals-submitted');

  await page.getByRole('link', { name: APPLICANT }).click();
  await expect(page.getByRole('heading', { name: APPLICANT, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('Local Test Bank ending in 6789')).toBeVisible();
  await expect(page.getByText('No decisions yet.')).toBeVisible();
  await checkScreen(page, 'approval-details');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason for rejecting').fill(REASON);
  await checkScreen(page, 'approval-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('The application was rejected. The chef has been notified.'),
  ).toBeVisible();
  await expect(page.getByText('Rejected by Alex Admin', { exact: false })).toBeVisible();
  await expect(page.getByText(`“${REASON}”`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await checkScreen(page, 'approval-rejected');

  await page.getByRole('link', { name: '← All applications' }).click();
  await expect(page.getByRole('link', { name: APPLICANT })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(page.getByRole('tab', { name: `Rejected (${rejectedBefore + 1})` })).toBeVisible();
  await expect(page.getByRole('link', { name: APPLICANT })).toBeVisible();
  await checkScreen(page, 'approvals-rejected-tab');

  await page.getByRole('link', { name: 'Admin actions log' }).click();
  await expect(page.getByRole('heading', { name: 'Admin actions', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: APPLICANT }).first();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(REASON);
  await checkScreen(page, 'admin-actions');
});

test('a customer is not allowed into the console', async ({ page, baseURL }) => {
  await signUpByApi(page, baseURL ?? '', 'Curious Customer');
  await page.goto('/admin/approvals');
  await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approvals' })).toHaveCount(0);
  await checkScreen(page, 'approvals-not-allowed');
});

/** A new buyer who applied to sell (POST /onboarding/apply, as /chef/apply does), signed in. */
async function newChef(page: Page, origin: string): Promise<void> {
  await signUpByApi(page, origin, 'Fiona Finance');
  const res = await page.request.post('/api/v1/onboarding/apply', {
    data: { producerKind: 'home_chef' },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** POST /payouts/connect as the Finance step does, then opens the provider's page it answers. */
async function openProviderPage(page: Page, origin: string): Promise<void> {
  const res = await page.request.post('/api/v1/payouts/connect', {
    data: { returnTo: '/chef/apply?step=finance' },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await expect(
    page.getByRole('heading', { name: /^Local test payout provider/, level: 1 }),
  ).toBeVisible();
}

async function fillBank(page: Page, accountNumber: string): Promise<void> {
  await page.getByLabel('Account holder name').fill('Fiona Finance');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByRole('button', { name: 'Connect bank account' }).click();
}

test('a chef connects a deposit account with the local test provider', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await newChef(page, origin);
  await openProviderPage(page, origin);
  await checkScreen(page, 'payouts-local-provider');

  // Malformed numbers stay on the form with the reason beside each field.
  await page.getByLabel('Account holder name').fill('Fiona Finance');
  await page.getByLabel('Routing number').fill('12345');
  await page.getByLabel('Account number').fill('12');
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  await expect(page.getByText('Enter the 9-digit routing number.')).toBeVisible();
  await expect(page.getByText('Enter the account number (4 to 17 digits).')).toBeVisible();
  await checkScreen(page, 'payouts-local-provider-errors');

  // A refused account goes to the fail page, which offers to try again.
  await fillBank(page, '000111111116');
  await expect(page).toHaveURL(/\/accounts\/connect-fail$/);
  await expect(
    page.getByRole('heading', { name: 'Your deposit account is not connected', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('The bank account could not be verified.')).toBeVisible();
  await checkScreen(page, 'payouts-connect-fail');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { name: /^Local test payout provider/, level: 1 }),
  ).toBeVisible();

  // The test account number enables payouts; the success page shows the last four digits.
  await fillBank(page, '000123456789');
  await expect(page).toHaveURL(/\/accounts\/connect-success$/);
  await expect(page.getByText('Your deposit account is connected')).toBeVisible();
  await expect(page.getByText('Local Test Bank ending in 6789')).toBeVisible();
  await expect(page.getByText('Payouts enabled')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue onboarding' })).toHaveAttribute(
    'href',
    '/chef/apply?step=finance',
  );
  await expect(page.getByRole('link', { name: 'Go to Accounts' })).toBeVisible();
  await checkScreen(page, 'payouts-connect-success');

  // Removing the account asks first (spec §5), then closes it: cancelling keeps it.
  await page.getByRole('link', { name: 'Continue onboarding' }).click();
  await expect(page).toHaveURL(/step=finance$/);
  await expect(page.getByText('Local Test Bank ending in 6789')).toBeVisible();
  await page.getByRole('button', { name: 'Remove deposit account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove your deposit account?' });
  await checkScreen(page, 'payouts-remove-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Local Test Bank ending in 6789')).toBeVisible();
  await page.getByRole('button', { name: 'Remove deposit account' }).click();
  await confirm.getByRole('button', { name: 'Remove account' }).click();
  await expect(
    page.getByText('Your deposit account was removed. Payouts stop until you connect one again.'),
  ).toBeVisible();
  await expect(page.getByText('Local Test Bank ending in 6789')).toBeHidden();
  await expect(page.getByText('Not set up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up deposit account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove deposit account' })).toBeHidden();
  await checkScreen(page, 'payouts-removed');
});
