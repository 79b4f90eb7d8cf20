import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';

/** Every journey checks each screen it visits with axe and keeps a screenshot of it. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${name}`).toEqual([]);
}

/** A fresh e-mail address per test, so journeys never collide. */
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export const test = base;
export { expect };
