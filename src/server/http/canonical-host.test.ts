import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

describe('kernel: pages answer under the public host only', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(path.join(os.tmpdir(), 'potluck-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Potluck</title>');
    app = await buildApp(t.ctx, { webDir });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const publicHost = new URL(TEST_ORIGIN).host;

  it('sends a page asked for under another name of this machine to the public origin', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:80', '[::1]:3000']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({
          method,
          url: '/chef/apply?step=finance',
          headers: { host },
        });
        expect(res.statusCode, `${method} ${host}`).toBe(308);
        expect(res.headers.location).toBe(`${TEST_ORIGIN}/chef/apply?step=finance`);
      }
    }
  });

  it('moves only the path of a request line naming an absolute URL, never its host', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET http://evil.example/x?y=1 HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 308/);
    expect(head).toContain(`location: ${TEST_ORIGIN}/x?y=1\r\n`);
  });

  it('serves the page under the public host, in any letter case', async () => {
    for (const host of [publicHost, publicHost.toUpperCase()]) {
      const res = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('leaves API calls by address alone (probes, tools) and refuses names that are not ours', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(health.statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(write.statusCode).not.toBe(308);
    const foreign = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evil.example' },
    });
    expect(foreign.statusCode).toBe(421);
  });
});
