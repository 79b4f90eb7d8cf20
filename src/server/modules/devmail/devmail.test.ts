import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('dev mailbox', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = new ManualClock();
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('lists what the local mailer sent, newest first, and opens a message', async () => {
    await t.ctx.mail.send({
      to: 'first@example.com',
      subject: 'First',
      text: 'Hello https://x.example/a',
    });
    clock.advance(1000);
    await t.ctx.mail.send({
      to: 'second@example.com',
      subject: 'Second',
      text: 'Bye',
      html: '<p>Bye</p>',
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mail' });
    expect(list.statusCode).toBe(200);
    const messages = list.json().messages as Array<{
      id: string;
      to: string;
      subject: string;
      status: string;
    }>;
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'second@example.com', status: 'sent' });

    const one = await t.app.inject({ method: 'GET', url: `/api/v1/dev/mail/${messages[0]?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ subject: 'Second', text: 'Bye', html: '<p>Bye</p>' });
  });

  it('answers 404 for an unknown message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mail/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('dev mailbox and phone outbox from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('answer only requests from this machine, whatever X-Forwarded-For claims', async () => {
    for (const url of ['/api/v1/dev/mail', '/api/v1/dev/phone']) {
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      const ipv6 = await t.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(ipv6.statusCode, url).toBe(200);
      const remote = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
    const message = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mail/00000000-0000-4000-8000-000000000000',
      remoteAddress: '198.51.100.4',
    });
    expect(message.statusCode).toBe(404);
  });
});

describe('dev mailbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/api/v1/dev/mail', '/api/v1/dev/phone']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(Object.keys(spec.json().paths).some((p) => p.startsWith('/api/v1/dev/'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
