import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';

describe('kernel: origin and host checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // POST /api/v1/health has no route: a 404 means the request got past the checks.
  const write = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/health', headers });

  it('refuses an Origin that only matches the request’s own Host (DNS rebinding)', async () => {
    const res = await write({ origin: 'http://evil.example', host: 'evil.example' });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({
      error: { code: 'misdirected_request', message: 'This address does not serve Potluck.' },
    });
  });

  it('refuses a foreign Origin on the public host', async () => {
    const res = await write({ origin: 'http://evil.example', host: 'localhost:3000' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });

  it('accepts the public origin', async () => {
    const res = await write({ origin: TEST_ORIGIN, host: 'localhost:3000' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses reads addressed to another host', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/site',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(421);
    expect(res.json().error.code).toBe('misdirected_request');
  });

  it('answers the health check whatever the Host (a load balancer probes by address)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('kernel: behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://potluck.example' },
    });
  });
  afterAll(() => t.close());

  const site = (forwardedHost: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/site',
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': forwardedHost },
    });

  it('takes the public host from X-Forwarded-Host', async () => {
    expect((await site('potluck.example')).statusCode).toBe(200);
    expect((await site('evil.example')).statusCode).toBe(421);
  });
});
