import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The sales pitch's languages (spec §1: "a small Chinese set exists for the sales pitch text
// only"; issue 15 point 5, decision 060). One catalog per pitch page, so a page downloads only
// its own texts, and Chinese only when chosen. The catalogs are written by hand with explicit
// ids (no macros to compile); the Vite plugin compiles the imported .po files at build time and
// fails the build on a message missing in a language.
const pages = ['home', 'why-us', 'roi', 'chef-signup'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  catalogs: pages.map((page) => ({
    path: `<rootDir>/src/web/i18n/catalogs/${page}/{locale}`,
    include: [],
  })),
  format: formatter({ lineNumbers: false }),
});
