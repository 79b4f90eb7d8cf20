import type { Locator, Page } from '@playwright/test';
import { LEGAL_DOCUMENTS } from '../src/domain/legal';
import { ROI_EXAMPLE, roiComparison } from '../src/domain/roi';
import { checkScreen, expect, test } from './fixtures';

// Issue 15 point 5 (decision 060): the sales pitch reads in Chinese once chosen, remembered,
// marked with its language, formatted for it, in the system's fonts, and nothing moves that the
// reader did not move.

/** Words a Chinese pitch may keep in Latin letters: the brand, the switch's own label, money. */
const KEPT_IN_LATIN = /Potluck|English|US\$/g;
const untranslated = async (region: Locator) =>
  ((await region.innerText()).replace(KEPT_IN_LATIN, '').match(/[A-Za-z]{2,}/g) ?? []).join(' ');

// The page's own record of layout shifts, kept by the script below.
declare global {
  interface Window {
    unexpectedShifts: number[];
  }
}
/** A layout-shift entry (the Layout Instability API; not in TypeScript's DOM types yet). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Layout shifts the reader did not cause (the ones Lighthouse counts), since the last reset. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.unexpectedShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LayoutShift[])
        if (!e.hadRecentInput) window.unexpectedShifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The page's cumulative layout shift so far (only the shifts Lighthouse counts). */
const cls = (page: Page) => page.evaluate(() => window.unexpectedShifts.reduce((a, b) => a + b, 0));

const zhMoney = (cents: number) =>
  new Intl.NumberFormat('zh-Hans', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('a reader switches the sales pitch to Chinese and it stays Chinese', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url());
  });
  await watchShifts(page);
  await page.goto('/');
  const hero = page.getByRole('region', {
    name: 'Home-cooked and local food, from people near you.',
  });
  await expect(hero).toHaveAttribute('lang', 'en-US');
  const language = page.getByRole('group', { name: 'Language / 语言' });
  const english = language.getByRole('button', { name: 'English' });
  const chinese = language.getByRole('button', { name: '中文' });
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  const englishCls = await cls(page);
  const switchBefore = await chinese.boundingBox();

  await chinese.click();
  const zhHero = page.getByRole('region', { name: '来自身边邻里的家常菜与本地美食。' });
  await expect(zhHero).toHaveAttribute('lang', 'zh-Hans');
  await expect(chinese).toHaveAttribute('aria-pressed', 'true');
  expect(await chinese.boundingBox()).toEqual(switchBefore);
  const promises = page.getByRole('region', { name: '为什么选择 Potluck' });
  await expect(promises).toContainText('48 小时内付款到账');
  await expect(promises).toHaveAttribute('lang', 'zh-Hans');
  expect(await untranslated(zhHero)).toBe('');
  expect(await untranslated(promises)).toBe('');
  const join = page.getByRole('region', { name: '加入 Potluck' });
  expect(await untranslated(join)).toBe('');
  // The rest of the page is not the pitch: it stays English, and says so by the page's lang.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await checkScreen(page, 'home-chinese');

  // Remembered: a new visit opens in Chinese, rendered once, nothing shifting as it loads.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: '来自身边邻里的家常菜与本地美食。' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Whatever the English page shifts as its lower half loads, Chinese shifts no more.
  expect(await cls(page)).toBeLessThanOrEqual(englishCls + 0.001);

  // The ROI calculator: Chinese words, money as Chinese writes dollars, the domain's figures.
  await page.goto('/roi');
  await expect(
    page.getByRole('heading', { level: 1, name: '在 Potluck 上您能留下多少' }),
  ).toBeVisible();
  for (const r of roiComparison(ROI_EXAMPLE)) {
    const row = page.getByTestId(`roi-${r.id}`);
    await expect(row.getByRole('cell').nth(0)).toHaveText(zhMoney(r.perOrderCents));
    await expect(row.getByRole('cell').nth(2)).toHaveText(zhMoney(r.yearlyCents));
  }
  expect(await untranslated(page.getByRole('main'))).toBe('');
  await page.getByRole('textbox', { name: '平均订单金额' }).fill('0.5');
  await expect(page.getByRole('alert')).toHaveText('请输入 US$1 到 US$1,000 之间的平均订单金额。');
  await checkScreen(page, 'roi-chinese-error');

  // The comparison page, with the terms' date written the Chinese way.
  await page.goto('/why-us');
  await expect(
    page.getByRole('heading', { level: 1, name: '为什么在 Potluck 上销售' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2019年6月1日');
  expect(await untranslated(page.getByRole('main'))).toBe('');
  await checkScreen(page, 'why-us-chinese');

  // The chef sign-up's pitch (the form below it is English, as the spec keeps it).
  await page.goto('/chef/signup');
  await expect(
    page.getByRole('heading', { level: 1, name: '在 Potluck 上出售您的美食' }),
  ).toBeVisible();
  await checkScreen(page, 'chef-signup-chinese');

  // Back to English, from any pitch page; every page follows.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sell your food on Potluck' }),
  ).toBeVisible();
  await page.goto('/why-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Why sell on Potluck' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `dated ${new Date(`${LEGAL_DOCUMENTS.termsOfUse.updated}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}`,
  );
  await checkScreen(page, 'why-us');
  expect(fonts, 'no web font is downloaded').toEqual([]);
});
