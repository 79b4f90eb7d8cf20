// Front-end budget: the JavaScript the home route loads before it can render
// (entry chunk, its static imports, and the home page's lazy chunk) must stay
// at or under 170 KB gzip. Heavy parts (maps, carousels…) must load lazily.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
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
  `Home route initial JS: ${(total / 1000).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1000} KB)`,
);
if (total > BUDGET_BYTES) {
  console.error('Over the front-end budget: make heavy parts load lazily.');
  process.exit(1);
}
