// Finds the browser the end-to-end tests drive. Never downloads one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own installed
  }
  return null;
}

export const installHelp = `No Chromium found for the end-to-end tests.
Install one, then run npm test again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  or point PLAYWRIGHT_CHROMIUM_PATH at any Chromium/Chrome binary.
(The tests never download a browser.)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium();
  if (!found) {
    console.error(installHelp);
    process.exit(1);
  }
  console.log(found);
}
