import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevPhoneEntry } from '#contracts/phone';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  makeBuyer,
  makeOpenChef,
  MONDAY_NOON,
  placeOrder,
} from '../../test/factories/order-fixtures.ts';

const list = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/phone' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.json() as { entries: DevPhoneEntry[] }).entries;
};

describe('dev phone', () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = new ManualClock(MONDAY_NOON);
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('is empty before anything was called', async () => {
    expect(await list(t)).toEqual([]);
  });

  it('lists what the local provider called and texted, newest first, failures included', async () => {
    const order = await placeOrder(t, await makeBuyer(t), await makeOpenChef(t));
    clock.advance(1000);
    await t.ctx.phone.call('(415) 555-0134', 'You have a new order.', { orderId: order.id });
    clock.advance(1000);
    await t.ctx.phone.sendSms('+14155550199', 'Your order is ready.');
    clock.advance(1000);
    await expect(t.ctx.phone.call('call me maybe', 'Hello?')).rejects.toMatchObject({
      code: 'invalid_number',
    });

    const entries = await list(t);
    expect(entries.map((e) => e.body)).toEqual([
      'Hello?',
      'Your order is ready.',
      'You have a new order.',
    ]);
    const [failed, text, call] = entries;
    expect(failed).toMatchObject({
      channel: 'voice',
      to: 'call me maybe',
      status: 'failed',
      orderId: null,
      createdAt: new Date(Date.parse(MONDAY_NOON) + 3000).toISOString(),
    });
    expect(failed?.error).toContain('"call me maybe" is not a phone number that can be called');
    expect(text).toEqual({
      id: expect.any(String),
      channel: 'sms',
      to: '+14155550199',
      body: 'Your order is ready.',
      status: 'sent',
      error: null,
      orderId: null,
      createdAt: new Date(Date.parse(MONDAY_NOON) + 2000).toISOString(),
    });
    expect(call).toMatchObject({
      channel: 'voice',
      to: '+14155550134',
      status: 'sent',
      error: null,
      orderId: order.id,
    });
  });

  it('shows only the newest 100', async () => {
    for (let i = 0; i < 101; i++) {
      clock.advance(1000);
      await t.ctx.phone.sendSms('+14155550100', `Text ${i}`);
    }
    const entries = await list(t);
    expect(entries).toHaveLength(100);
    expect(entries[0]?.body).toBe('Text 100');
    expect(entries[99]?.body).toBe('Text 1');
  });
});

describe('dev phone in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/phone' });
      expect(res.statusCode).toBe(404);
      const spec = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(Object.keys(spec.json().paths)).not.toContain('/api/v1/dev/phone');
    } finally {
      await t.close();
    }
  });
});
