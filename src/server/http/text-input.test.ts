import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '#contracts/strings';
import { buildApp } from '../app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import type { TestUser } from '../modules/profiles/test-users.ts';
import { makeChef, makeUser } from '../test/factories/social-fixtures.ts';

// A NUL cannot be stored by PostgreSQL: it used to reach a query and answer 500. Every
// contract string refuses it (src/contracts/strings.ts), so each of these is a 400 naming the
// field, in the usual error shape.

describe('kernel: text the database cannot store', () => {
  let t: TestApp;
  let customer: TestUser;
  let chef: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await makeUser(t, 'Nul Tester');
    chef = await makeChef(t, 'Nul Chef');
  });
  afterAll(() => t.close());

  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    body?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      ...(body ? { payload: body } : {}),
    });

  it.each([
    ['/dishes/by-slug/%00', 'slug'],
    ['/chefs/by-handle/%00', 'handle'],
  ])('refuses a NUL in a path: GET %s', async (url, field) => {
    const res = await call(customer, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: textMessages.nul,
        fields: { [field]: textMessages.nul },
      },
    });
  });

  it.each([
    ['PATCH', '/profiles/me', { description: 'a\0b' }, 'description', 'customer'],
    [
      'POST',
      `/messaging/threads/00000000-0000-4000-8000-000000000000/messages`,
      { body: 'hi\0' },
      'body',
      'customer',
    ],
    [
      'PUT',
      '/orders/00000000-0000-4000-8000-000000000000/buyer-response',
      { buyerResponse: 'ok\0' },
      'buyerResponse',
      'customer',
    ],
    [
      'POST',
      '/cart/items',
      {
        dishId: '00000000-0000-4000-8000-000000000000',
        quantity: 1,
        specialInstruction: 'no\0nuts',
      },
      'specialInstruction',
      'customer',
    ],
    ['POST', '/business/products', { name: 'Soup\0' }, 'name', 'chef'],
  ] as const)('refuses a NUL in a body: %s %s', async (method, url, body, field, who) => {
    const res = await call(who === 'chef' ? chef : customer, method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(textMessages.nul);
  });

  it('refuses names that are invisible or reverse the text around them', async () => {
    const invisible = await call(customer, 'PATCH', '/profiles/me', { name: '\u200B\u200B' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error.fields.name).toBe(textMessages.invisibleName);
    const reversed = await call(customer, 'PATCH', '/profiles/me', {
      businessName: 'Chef \u202Emoc.live',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.businessName).toBe(textMessages.bidiControl);
    const product = await call(chef, 'POST', '/business/products', { name: '\u2066\u200D' });
    expect(product.json().error.fields.name).toBe(textMessages.bidiControl);
  });

  it('answers an unknown storage key with 404, not 500', async () => {
    const res = await call(null, 'GET', `/files/profile/${customer.id}/avatar.meta.json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers text PostgreSQL refuses with 400, whatever route lets it through', async () => {
    const app = await buildApp(t.ctx);
    app.get('/api/v1/test-raw-text', async () =>
      t.ctx.database.executeSql('select $1::text as v', ['a\0b']),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/test-raw-text' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'The request holds characters that cannot be stored.',
        },
      });
    } finally {
      await app.close();
    }
  });
});
