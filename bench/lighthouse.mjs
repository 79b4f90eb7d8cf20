// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on the home page,
// food search with a location (/foods?lat=…&lon=…&zoom=…) and a dish page, served by the real
// server with demo data. Needs `npm run build` first (or WEB_DIR pointing at a build).
// Prints the median of RUNS runs per page with what made the LCP, and writes
// reports/lighthouse.json.
//
//   PAGES=home,foods,dish   which pages (default: all three; `home` alone is the target page)
//   RUNS=5                  runs per page
//   BENCH_PORT=3300         port of the server the bench starts
//   BENCH_BASE=http://…     measure a server that is already running instead of starting one
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../scripts/find-chromium.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? 'home,foods,dish').split(',').map((p) => p.trim());
const port = Number(process.env.BENCH_PORT ?? 3300);
const external = process.env.BENCH_BASE?.replace(/\/$/, '');
const base = external ?? `http://localhost:${port}`;
// The demo data's city (San Francisco): search near it, as a visitor with a location would.
const SF = { lat: 37.7749, lon: -122.4194 };

let dataDir = null;
let server = null;
if (!external) {
  // A server already on the port would be measured instead of this build's.
  if (await answers(`${base}/api/v1/health`))
    throw new Error(`port ${port} is taken: stop what runs there or set BENCH_PORT`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-lh-'));
  // node itself (not npx, whose child would outlive a kill) so stopping the bench stops it.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The demo data is loaded once the food search near the demo city finds dishes. */
async function nearbyDishes() {
  const res = await fetch(`${base}/api/v1/search/foods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ location: SF }),
  });
  return res.ok ? (await res.json()).hits : [];
}

async function waitForHealth() {
  // Loading the demo data takes minutes on a busy 2-core machine.
  for (let i = 0; i < 1200; i += 1) {
    try {
      // Up, and done loading the demo data (pages measured half-loaded are slower).
      if ((await answers(`${base}/api/v1/health`)) && (await nearbyDishes()).length > 0) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The page's path: search near the demo city, and the first dish that search finds. */
async function pagePath(name) {
  if (name === 'home') return '/';
  const mapQuery = `lat=${SF.lat}&lon=${SF.lon}&zoom=13`;
  if (name === 'foods') return `/foods?${mapQuery}`;
  if (name === 'dish') {
    const hits = await nearbyDishes();
    const dish = hits.find((h) => h.photoUrl) ?? hits[0];
    if (!dish) throw new Error('the demo data has no dish near the demo city');
    return `/dish/${dish.id}`;
  }
  throw new Error(`unknown page ${name} (home, foods, dish)`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2));

/** What made the LCP: the element, its subparts, and the render-blocking requests before it. */
function lcpDetail(lhr) {
  const a = lhr.audits;
  // Lighthouse 13 reports them as insights; older versions as audits.
  const insight = a['lcp-breakdown-insight']?.details?.items ?? [];
  const el =
    insight.find((i) => i.type === 'node') ??
    a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const subparts = (insight.find((i) => i.type === 'table')?.items ?? []).map(
    (i) => `${i.label} ${Math.round(i.duration)} ms`,
  );
  const blocking = (
    a['render-blocking-insight']?.details?.items ??
    a['render-blocking-resources']?.details?.items ??
    []
  ).map((i) => `${new URL(i.url).pathname} (${Math.round(i.wastedMs)} ms)`);
  return {
    lcpElement: el ? `${el.selector} "${el.nodeLabel}"` : null,
    lcpSubparts: subparts,
    renderBlocking: blocking,
  };
}

try {
  if (server) {
    console.log('starting the server (loads demo data on first start)…');
  }
  await waitForHealth();
  console.log(`server up at ${base}; running Lighthouse; load average ${loadAverage()}`);
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
  const pages = [];
  try {
    for (const name of PAGES) {
      const url = `${base}${await pagePath(name)}`;
      const runs = [];
      let detail = null;
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const a = result.lhr.audits;
        // A run that could not measure (a page that never settled on a loaded machine) is
        // reported and left out of the median rather than stopping the bench.
        const missing = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].filter((id) => typeof a[id]?.numericValue !== 'number');
        if (result.lhr.runtimeError || missing.length) {
          const why = result.lhr.runtimeError?.message ?? `no ${missing.join(', ')}`;
          console.log(`${name} run ${i + 1}: not measured (${why})`);
          continue;
        }
        runs.push({
          score: Math.round(result.lhr.categories.performance.score * 100),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
          cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
          speedIndexMs: Math.round(a['speed-index'].numericValue),
        });
        detail ??= lcpDetail(result.lhr);
        const r = runs.at(-1);
        console.log(
          `${name} run ${i + 1}: performance ${r.score} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`,
        );
      }
      if (!runs.length) throw new Error(`${name}: no run could be measured`);
      const summary = Object.fromEntries(
        Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]),
      );
      pages.push({ page: name, url, runs, median: summary, ...detail });
      console.log(`${name} (${url}) Lighthouse mobile, median of ${RUNS}:`, summary);
      console.log(`  LCP element: ${detail.lcpElement} (${detail.lcpSubparts.join(', ')})`);
      if (detail.renderBlocking.length)
        console.log(`  render-blocking: ${detail.renderBlocking.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  const load = loadAverage();
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse.json',
    JSON.stringify({ preset: 'mobile (default)', loadAverage: load, pages }, null, 2),
  );
  console.log(`load average after the runs: ${load.join(', ')}`);
} finally {
  if (server) {
    server.kill('SIGTERM');
    // The server may still be writing its data as it stops.
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  }
}
