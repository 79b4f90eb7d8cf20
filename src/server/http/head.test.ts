import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

describe('kernel: HEAD answers wherever GET does', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Potluck</title>');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves HEAD for the SPA’s pages and for API reads', async () => {
    const app = await buildApp(t.ctx, { webDir });
    try {
      for (const url of ['/', '/dishes/some-dish']) {
        // Pages answer under the public host (others are redirected to it: canonical-host.ts).
        const headers = { host: new URL(TEST_ORIGIN).host };
        const get = await app.inject({ method: 'GET', url, headers });
        const head = await app.inject({ method: 'HEAD', url, headers });
        expect(get.statusCode, url).toBe(200);
        expect(head.statusCode, url).toBe(200);
        expect(head.headers['content-type']).toContain('text/html');
        expect(head.body).toBe('');
      }
      const health = await app.inject({ method: 'HEAD', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
