import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_AFTERNOON, resolveClockStart } from './e2e/clock';

// Browser: PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
// (only if already installed; nothing is ever downloaded). scripts/find-chromium.mjs
// fails the run with install instructions when none exists.
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-${Date.now()}`;
// The journeys run at a chosen time of day in the demo city (San Francisco), never the
// machine's (e2e/clock.ts): the server's clock starts there (CLOCK_START) and the browsers'
// clocks are set to the same instant (e2e/fixtures.ts). `npm test` runs them a second time
// late at night. Resolved once, with the real time the server is started, and shared with
// the workers through the environment.
process.env.E2E_CLOCK_START = resolveClockStart(process.env.E2E_CLOCK_START ?? E2E_AFTERNOON);
process.env.E2E_CLOCK_ANCHOR ??= String(Date.now());

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry: on a loaded 2-core machine a journey can run past its timeout with nothing
  // wrong on the page. A retried pass is reported by name as flaky (scripts/test.mjs), never
  // hidden; a real fault fails both tries.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker caches the shell; journeys test the network path, so it is off
    // except in the journeys about it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://localhost:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs up from 127.0.0.1; keep the limits, only wider.
      RATE_LIMIT_SCALE: '50',
      DEMO_DATA: process.env.E2E_DEMO_DATA ?? 'auto',
      CLOCK_START: process.env.E2E_CLOCK_START,
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
