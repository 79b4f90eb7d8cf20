import { test, expect } from './fixtures';

// The Content-Security-Policy forbids eval. A library that probes for eval (zod's JIT did)
// leaves a violation in the console of every page even though the page still works.

test('the home page loads without a Content-Security-Policy violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await page.goto('/');
  await expect(
    page.getByRole('main').getByRole('link', { name: /Find food near you/ }),
  ).toBeVisible();
  // The carousel's dishes are parsed through the contracts' schemas by now.
  await expect(
    page.getByRole('list', { name: 'Featured dishes' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.goto('/foods');
  await expect(page.getByRole('main')).toBeVisible();

  expect(problems.filter((text) => /eval|Content.Security.Policy|CSP/i.test(text))).toEqual([]);
});
