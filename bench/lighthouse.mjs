// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the
// home page served by the real server with demo data. Needs `npm run build` first.
// Prints the median of RUNS runs and writes reports/lighthouse.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../scripts/find-chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3300);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-lh-'));
const base = `http://localhost:${port}`;

const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  console.log('starting the server (loads demo data on first start)…');
  await waitForHealth();
  console.log('server up; running Lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const a = result.lhr.audits;
      runs.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        fcpMs: Math.round(a['first-contentful-paint'].numericValue),
        lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(a['total-blocking-time'].numericValue),
        cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
        speedIndexMs: Math.round(a['speed-index'].numericValue),
      });
      console.log(`run ${i + 1}: performance ${runs.at(-1).score}`);
    }
  } finally {
    await chrome.kill();
  }
  const summary = Object.fromEntries(
    Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
  );
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse.json',
    JSON.stringify({ url: `${base}/`, preset: 'mobile (default)', runs, median: summary }, null, 2),
  );
  console.log(`Lighthouse mobile, median of ${RUNS}:`, summary);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
