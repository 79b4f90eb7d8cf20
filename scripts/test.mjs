// `npm test`: everything CI checks, in order — static checks, unit and integration
// tests (vitest), the front-end budget, and the end-to-end journeys in Chromium.
// Prints one closing line `N passed, N failed` summed from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { findChromium, installHelp } from './find-chromium.mjs';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Journeys that failed once and passed on their retry: counted as passed, always named. */
const flaky = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n── ${name} ──`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function check(name, cmd, args, env) {
  if (run(name, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The first line of a journey's first error, without colour codes: CI's log is short. */
function firstError(test) {
  const message = test.results.find((r) => r.error)?.error?.message ?? '';
  const line = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim());
  return line ? ` — ${line.trim().slice(0, 300)}` : '';
}

/**
 * The titles of the journeys whose tests ended with `status` ('unexpected' or 'flaky'), each
 * with its first error.
 */
function journeysWith(report, status) {
  const titles = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const test = spec.tests.find((t) => t.status === status);
      if (test) titles.push(`${spec.file}:${spec.line} ${spec.title}${firstError(test)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return titles;
}

/** The names of the vitest tests that failed. */
function failedTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${file.name.replace(`${process.cwd()}/`, '')} ${t.fullName}`),
  );
}

const chromium = findChromium();
if (!chromium) {
  console.error(installHelp);
  process.exit(1);
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('migrations are fresh', 'node', ['scripts/check-migrations.mjs']);

// Unit and integration tests on embedded PostgreSQL (PGlite); DATABASE_URL is for the
// PostgreSQL pass CI runs separately, so it is not inherited here.
const vitestJson = `${reports}/vitest.json`;
const vitestOk = run('unit + integration tests', 'npx', ['vitest', 'run'], {
  VITEST_JSON: vitestJson,
  DATABASE_URL: '',
});
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  if (vitest.numFailedTests > 0 || !vitestOk) failures.push('vitest', ...failedTests(vitest));
  if (!vitestOk && vitest.numFailedTests === 0) failed += 1; // a suite that failed to load
} else {
  failed += 1;
  failures.push('vitest (no report)');
}

check('build web', 'npx', ['vite', 'build', '--logLevel', 'warn']);
check('front-end budget', 'node', ['scripts/size-check.mjs']);

// The journeys run on a fixed time of day in the demo city (e2e/clock.ts): all of them on a
// weekday afternoon, then those whose screens depend on the hour again late at night, just
// before midnight (docs/decisions/030-e2e-fixed-clock.md).
const LATE_NIGHT_JOURNEYS = [
  'e2e/orders.spec.ts',
  'e2e/checkout.spec.ts',
  'e2e/cart.spec.ts',
  'e2e/dish.spec.ts',
  'e2e/lastcall.spec.ts',
  'e2e/reviews.spec.ts',
];

function journeys(name, report, args, env) {
  const ok = run(name, 'npx', ['playwright', 'test', ...args], {
    PLAYWRIGHT_JSON: report,
    PLAYWRIGHT_CHROMIUM_PATH: chromium,
    DATABASE_URL: '',
    E2E_DATA_DIR: `.tmp/e2e-${Date.now()}`,
    ...env,
  });
  const pw = readJson(report);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    skipped += pw.stats.skipped;
    if (pw.stats.unexpected > 0 || !ok) failures.push(name, ...journeysWith(pw, 'unexpected'));
    flaky.push(...journeysWith(pw, 'flaky'));
    if (!ok && pw.stats.unexpected === 0) failed += 1;
  } else {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

journeys('end-to-end (Chromium), a weekday afternoon', `${reports}/playwright.json`, [], {
  E2E_CLOCK_START: 'wednesday 14:20',
});
journeys(
  'end-to-end (Chromium), late at night',
  `${reports}/playwright-late-night.json`,
  LATE_NIGHT_JOURNEYS,
  { E2E_CLOCK_START: 'wednesday 23:45' },
);

writeFileSync(
  `${reports}/summary.json`,
  JSON.stringify({ passed, failed, skipped, failures, flaky }, null, 2),
);
if (flaky.length) console.log(`\nPassed on retry (flaky):\n  ${flaky.join('\n  ')}`);
if (failures.length) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
