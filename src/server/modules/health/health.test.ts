import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('reports degraded with 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database.reachable).toBe(false);
    await other.app.close();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect(Object.keys(res.json().paths)).toContain('/api/v1/health');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('rate-limits clients probing unknown API paths', async () => {
    const probe = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/probe', remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 60; i += 1) expect((await probe()).statusCode).toBe(404);
    const res = await probe();
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({
      code: 'rate_limited',
      message: 'Please Wait a Little Longer Before Performing this Action.',
    });
    // The window is one minute, counted on the app's clock.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('refuses a cross-site write', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
  });
});
