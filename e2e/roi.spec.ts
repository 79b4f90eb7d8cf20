import { roiComparison } from '../src/domain/roi';
import { checkScreen, expect, test } from './fixtures';

// Issue 15 point 3: a producer weighs Potluck on /roi. The figures for two inputs are the
// domain rule's, which prices an order as checkout does; bad input says what to enter.

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a producer compares what they keep on Potluck with delivery apps', async ({ page }) => {
  await page.goto('/roi');
  await expect(
    page.getByRole('heading', { name: 'What you keep on Potluck', level: 1 }),
  ).toBeVisible();

  const orders = page.getByRole('textbox', { name: 'Orders a week' });
  const average = page.getByRole('textbox', { name: 'Average order' });
  for (const [weekly, dollars] of [
    [40, 25],
    [120, 18.5],
  ] as const) {
    await orders.fill(String(weekly));
    await average.fill(String(dollars));
    for (const r of roiComparison({ weeklyOrders: weekly, averageOrderCents: dollars * 100 })) {
      const row = page.getByTestId(`roi-${r.id}`);
      await expect(row.getByRole('cell').nth(0)).toHaveText(money(r.perOrderCents));
      await expect(row.getByRole('cell').nth(1)).toHaveText(money(r.weeklyCents));
      await expect(row.getByRole('cell').nth(2)).toHaveText(money(r.yearlyCents));
    }
  }
  await expect(
    page.getByRole('rowheader', { name: 'Potluck: 0% commission, 15% customer service fee' }),
  ).toBeVisible();
  await expect(
    page.getByText('$10.00 credit for each chef you invite who goes live.'),
  ).toBeVisible();
  await checkScreen(page, 'roi');

  // Too small an order says what to enter, and the keyboard reaches the way to sign up.
  await average.fill('0.5');
  await expect(page.getByRole('alert')).toHaveText('Enter an average order between $1 and $1,000.');
  await checkScreen(page, 'roi-bad-input');
  await average.fill('30');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sell your food on Potluck' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chef\/signup$/);
});
