import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

// The sales pitch's catalogs (decision 060): every English text has a Chinese one, in Chinese,
// with the same placeholders; every text a pitch page asks for exists, and none is left unused.

const CATALOGS = path.join(import.meta.dirname, 'catalogs');
/** The pitch page (or pages) each catalog serves. */
const PAGES: Record<string, string[]> = {
  home: ['src/web/features/home/HomePage.tsx'],
  roi: ['src/web/features/content/RoiPage.tsx'],
  'why-us': ['src/web/features/content/WhyUsPage.tsx'],
  'chef-signup': ['src/web/features/onboarding/ChefSignUpPage.tsx'],
};
/** Texts that are the same in both languages: a name, or only figures. */
const SAME_IN_BOTH = new Set(['whyUs.col.potluck', 'whyUs.row.commission.app']);

const po = formatter({});
async function read(catalog: string, locale: string): Promise<Record<string, string>> {
  const file = path.join(CATALOGS, catalog, `${locale}.po`);
  const parsed = await po.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(parsed ?? {}).map(([id, m]) => [id, (m.translation ?? '').trim()]),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const HAN = /\p{Script=Han}/u;

describe('the pitch catalogs', () => {
  it('has one catalog per pitch page, each in English and Chinese', () => {
    expect(
      readdirSync(CATALOGS, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort(),
    ).toEqual(Object.keys(PAGES).sort());
  });

  for (const catalog of Object.keys(PAGES)) {
    it(`translates every ${catalog} text into Chinese, with the same placeholders`, async () => {
      const en = await read(catalog, 'en');
      const zh = await read(catalog, 'zh');
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const [id, english] of Object.entries(en)) {
        expect(english, id).not.toBe('');
        const chinese = zh[id]!;
        expect(chinese, `${id} has no Chinese text`).not.toBe('');
        expect(placeholders(chinese), id).toEqual(placeholders(english));
        if (SAME_IN_BOTH.has(id)) continue;
        expect(chinese, `${id} is still English`).not.toBe(english);
        expect(chinese, `${id} has no Chinese characters`).toMatch(HAN);
      }
    });

    it(`holds exactly the texts the ${catalog} page asks for`, async () => {
      const en = await read(catalog, 'en');
      const source = PAGES[catalog]!.map((f) => readFileSync(f, 'utf8')).join('\n');
      const asked = new Set(
        [...source.matchAll(/['`](\w+(?:[.-]\w+)+)['`]/g)]
          .map((m) => m[1]!)
          .filter((id) => id.split('.')[0] === Object.keys(en)[0]!.split('.')[0]),
      );
      expect([...asked].sort()).toEqual(Object.keys(en).sort());
    });
  }
});
