import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

// `/` gets home.html (index.html plus the home page's modulepreloads, written by the build);
// every other page keeps index.html (decision 067).
describe('kernel: the home page’s own copy of the SPA page', () => {
  let t: TestApp;
  let webDir: string;
  const headers = { host: new URL(TEST_ORIGIN).host };
  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>index</title>');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends index.html everywhere while the build wrote no home.html', async () => {
    const app = await buildApp(t.ctx, { webDir });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>index</title>');
    } finally {
      await app.close();
    }
  });

  it('sends home.html for / (with or without a query) and index.html for other pages', async () => {
    writeFileSync(path.join(webDir, 'home.html'), '<!doctype html><title>home</title>');
    const app = await buildApp(t.ctx, { webDir });
    try {
      for (const url of ['/', '/?lang=zh']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain('<title>home</title>');
      }
      for (const url of ['/foods', '/order/cart', '/dish/x?y=1']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>index</title>');
      }
    } finally {
      await app.close();
    }
  });

  // The build prerenders the first screen into home.html's #root, with two inline scripts that
  // must run before the first paint (decision 073): the CSP allows exactly those, by hash.
  it('sends / its prerendered first screen and allows its inline scripts by hash only', async () => {
    const scheme = 'document.documentElement.setAttribute("data-mantine-color-scheme","light");';
    const keep = 'if(location.pathname!=="/")document.getElementById("root").replaceChildren()';
    const hero = '<h1 id="home-hero-title">Home-cooked and local food, from people near you.</h1>';
    writeFileSync(
      path.join(webDir, 'home.html'),
      `<!doctype html><title>home</title><script>${scheme}</script>` +
        `<div id="root"><header>Potluck</header><main>${hero}</main></div><script>${keep}</script>`,
    );
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const app = await buildApp(t.ctx, { webDir });
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<div id="root"><header>Potluck</header><main>${hero}`);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
      expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", sha(scheme), sha(keep)]));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);

      const other = await app.inject({ method: 'GET', url: '/foods', headers });
      expect(other.body).not.toContain(hero);
      expect(other.headers['content-security-policy']).toBe(csp);
    } finally {
      await app.close();
    }
  });
});
