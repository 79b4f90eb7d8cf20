import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.storage.put('profile/u1/avatar', Buffer.from('RIFF....WEBP'), 'image/webp');
  await t.ctx.storage.put(
    'docs/note',
    Buffer.from('<html><script>alert(1)</script></html>'),
    'text/html',
  );
});
afterAll(() => t.close());

describe('GET /api/v1/files/*', () => {
  it('streams a stored object with its content type and safe, cacheable headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/files/profile/u1/avatar?v=123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.toString()).toBe('RIFF....WEBP');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/profile/u1/avatar',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never lets a stored HTML file run scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/files/docs/note' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('404 when missing or when the key is unsafe', async () => {
    for (const url of [
      '/api/v1/files/profile/nobody/avatar',
      '/api/v1/files/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/files/profile/../../x',
      '/api/v1/files/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});
