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
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, migrated: true },
    });
  });

  it('reports degraded with 503 once the database is gone', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database.reachable).toBe(false);
    await other.app.close();
  });

  it('reports degraded with 503 while the schema is missing, and callers get 503', async () => {
    const other = await createTestApp();
    try {
      // The database recreated empty: reachable, but no migration applied.
      await other.ctx.database.executeSql(
        'drop schema drizzle cascade; drop schema public cascade; create schema public;',
      );
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { reachable: true, migrated: false },
      });
      const read = await other.app.inject({ method: 'GET', url: '/api/v1/dishes/by-slug/soup' });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'Potluck is unavailable right now. Please try again in a moment.',
        },
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 with the error shape while the database is unreachable', async () => {
    const other = await createTestApp();
    await other.ctx.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/dishes/by-slug/soup' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('service_unavailable');
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
