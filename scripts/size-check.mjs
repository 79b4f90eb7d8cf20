// Front-end budget: the JavaScript the home route loads before it can render
// (entry chunk, its static imports, and the home page's lazy chunk) must stay
// at or under its budget, gzip. Heavy parts (maps, carousels…) must load lazily. The budget
// was 170 KB; it is lowered to what the home route reached (169,660 bytes on 2026-11-27, issue
// 17; then 169,283 once the scroll-to-top button loaded at the first scroll, decision 073; then
// 167,998 once the theme no longer imported Alert and Notification, decision 074; then 168,521
// with the combobox fields' stand-in and the snackbar container's flag, which took the quick
// search's, the city field's and the snackbar container's chunks out of the first screen's
// adoption, decision 075): a change that adds to the first screen's code pays for it by taking
// something out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 168_525;
const webDir = process.env.WEB_DIR ?? 'dist/web';
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/home/HomePage.tsx'));
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

const seen = new Set();
function collect(key) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(dep);
}
collect(entryKey);
if (homeKey) collect(homeKey);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows)
  console.log(`  ${(size / 1000).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `Home route initial JS: ${(total / 1000).toFixed(1)} KB gzip, ${total} bytes (budget ${BUDGET_BYTES} bytes)`,
);
if (total > BUDGET_BYTES) {
  console.error('Over the front-end budget: make heavy parts load lazily.');
  process.exit(1);
}
