import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// Card payments: saved cards on /accounts/payment through the local card processor, and the
// payment history on /accounts/payment_history.

test('a new customer saves cards, meets a decline, picks a default and removes a card', async ({
  page,
}) => {
  const name = 'Pat Payments';
  await page.goto('/accounts/payment');
  // Signed out: the guard sends them to sign in first.
  await expect(page).toHaveURL(/\/signin\?redirect=%2Faccounts%2Fpayment/);

  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('payments'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Saffron-and-sumac-42');
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible();

  await page.goto('/accounts/payment');
  await expect(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
  await checkScreen(page, 'payments-empty');

  const addCard = async (number: string) => {
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiry month').fill('12');
    await dialog.getByLabel('Expiry year').fill('2034');
    await dialog.getByLabel('Security code').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    return dialog;
  };

  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = await addCard('4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await checkScreen(page, 'payments-add-card-declined');

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole('list', { name: 'Saved cards' });
  const visa = cards.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' });
  await expect(visa).toBeVisible();
  await expect(visa).toContainText('Default');
  await expect(visa).toContainText('Expires 12/2034');

  await page.getByRole('button', { name: 'Add a card' }).click();
  await addCard('5555 5555 5555 4444');
  const mastercard = cards.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(mastercard).toBeVisible();
  await expect(mastercard).not.toContainText('Default');
  await checkScreen(page, 'payments-cards');

  await page.getByRole('button', { name: 'Make Mastercard •••• 4444 the default' }).click();
  await expect(mastercard).toContainText('Default');
  await expect(visa).not.toContainText('Default');

  await page.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('Mastercard •••• 4444 will no longer be available');
  await checkScreen(page, 'payments-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(mastercard).toBeHidden();
  await expect(visa).toContainText('Default');

  await page.getByRole('link', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/accounts\/payment_history$/);
  await expect(page.getByRole('heading', { name: 'Payment history', level: 1 })).toBeVisible();
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await checkScreen(page, 'payment-history-empty');

  // /accounts gathers both: the preferred card and the way to the history.
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Payment methods/ })).toContainText('Visa •••• 4242');
  await checkScreen(page, 'accounts');
  await page.getByRole('link', { name: /Payment methods/ }).click();
  await expect(page).toHaveURL(/\/accounts\/payment$/);
});
