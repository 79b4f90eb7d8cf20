import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings } from '../../db/schema/settings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says nothing about demo data on a real installation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.4.2', demo: null });
  });

  it('says the data is demo once the demo seed has marked the database', async () => {
    await t.ctx.db.insert(adminSettings).values({
      key: 'demo_data',
      value: { city: 'San Francisco, CA', loadedAt: '2026-01-15T12:00:00.000Z', seed: 1 },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.json().demo).toEqual({
      city: 'San Francisco, CA',
      loadedAt: '2026-01-15T12:00:00.000Z',
    });
  });

  it('serves the interactive API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
