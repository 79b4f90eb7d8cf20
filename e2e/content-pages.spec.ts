import { roiComparison } from '../src/domain/roi';
import { checkScreen, expect, test, uniqueEmail } from './fixtures';

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

test('a guest reads about Potluck and its blog from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const latest = page.getByRole('region', { name: 'From the blog' });
  await expect(latest.getByRole('article')).toHaveCount(1);
  await checkScreen(page, 'about');

  const postTitle = (await latest.getByRole('article').getByRole('link').innerText()).trim();
  await latest.getByRole('link', { name: postTitle }).click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { name: postTitle, level: 1 })).toBeVisible();
  await checkScreen(page, 'blog-post');

  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { name: 'The Potluck blog', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: postTitle })).toBeVisible();
  await checkScreen(page, 'blog');

  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { name: 'Post not found', level: 1 })).toBeVisible();
  await checkScreen(page, 'blog-post-missing');
});

test('the terms of use and the privacy policy are a click away from the footer and from sign-up', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Terms of use' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated June 1, 2019')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ordering and paying', level: 2 })).toBeVisible();
  await checkScreen(page, 'terms-of-use');

  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we collect', level: 2 })).toBeVisible();
  await checkScreen(page, 'privacy-policy');

  // Sign-up names both documents as links, opened beside the form so nothing typed is lost.
  await page.goto('/signup');
  for (const [name, path] of [
    ['Terms of use', '/terms'],
    ['Privacy Policy', '/privacy'],
  ] as const) {
    const link = page.getByRole('main').locator('form').getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await checkScreen(page, 'signup-agreement');

  // Sign-up asks for the agreement: without it nothing is created, with it the account is made.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('agree'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Saffron-and-sumac-42');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Accept the Terms of use and the Privacy Policy to sign up.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await checkScreen(page, 'signup-agreement-missing');
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
});
