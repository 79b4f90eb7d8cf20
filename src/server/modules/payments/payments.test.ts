import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages } from '#domain/cards';
import { paymentHistoryResponseSchema, savedCardsResponseSchema } from '#contracts/payments';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import type { TestUser } from '../profiles/test-users.ts';
import { makeUser } from '../../test/factories/social-fixtures.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const CARD_ADDS_PER_HOUR = rateLimits.cardAdd.max;

let t: TestApp;
let clock: ManualClock;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  clock = new ManualClock('2026-03-10T12:00:00Z');
  t = await createTestApp({ clock });
  ann = await makeUser(t, 'Ann');
  bob = await makeUser(t, 'Bob');
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

/** What the card form does: tokenise at the processor, then save the token with our API. */
async function addCard(user: TestUser, number: string) {
  const tok = await t.app.inject({
    method: 'POST',
    url: '/local-processor/v1/tokens',
    payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  expect(tok.statusCode).toBe(200);
  return call(user, 'POST', '/payments/cards', { token: tok.json().id as string });
}

async function savedCard(user: TestUser, number: string): Promise<string> {
  const res = await addCard(user, number);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().card.id as string;
}

describe('saved cards', () => {
  it('401 on every route when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/payments/cards'],
      ['POST', '/payments/cards/setup'],
      ['POST', '/payments/cards'],
      ['PUT', `/payments/cards/${id}/default`],
      ['DELETE', `/payments/cards/${id}`],
      ['GET', '/payments/history'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? { token: 'tok_x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('tells the web to tokenise at the local processor', async () => {
    const res = await call(ann, 'POST', '/payments/cards/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'local', tokenizeUrl: '/local-processor/v1/tokens' });
  });

  it('refuses the decline card with its message, saves 4242 as the default', async () => {
    const declined = await addCard(ann, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const cvc = await addCard(ann, '4000000000000127');
    expect(cvc.json().error).toEqual({
      code: 'incorrect_cvc',
      message: cardMessages.incorrect_cvc,
    });

    const res = await addCard(ann, '4242424242424242');
    expect(res.statusCode).toBe(201);
    expect(res.json().card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
    });
    const list = await call(ann, 'GET', '/payments/cards');
    expect(savedCardsResponseSchema.parse(list.json()).cards).toHaveLength(1);
  });

  it('a token is not a card number: anything else is refused before the processor', async () => {
    const res = await call(ann, 'POST', '/payments/cards', { token: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(400);
    const unknown = await call(ann, 'POST', '/payments/cards', { token: 'tok_local_nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sets the default, removes cards, and the next card becomes the default', async () => {
    const user = await makeUser(t, 'Dee');
    const first = await savedCard(user, '4242424242424242');
    const second = await savedCard(user, '5555555555554444');
    let cards = (await call(user, 'GET', '/payments/cards')).json().cards;
    expect(cards.map((c: { id: string; isDefault: boolean }) => [c.id, c.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
    const put = await call(user, 'PUT', `/payments/cards/${second}/default`);
    expect(put.json().card).toMatchObject({ id: second, isDefault: true, brand: 'mastercard' });
    cards = (await call(user, 'GET', '/payments/cards')).json().cards;
    expect(cards[0]).toMatchObject({ id: second, isDefault: true });
    expect(cards[1]).toMatchObject({ id: first, isDefault: false });

    expect((await call(user, 'DELETE', `/payments/cards/${second}`)).statusCode).toBe(204);
    cards = (await call(user, 'GET', '/payments/cards')).json().cards;
    expect(cards).toEqual([expect.objectContaining({ id: first, isDefault: true })]);
    // The processor forgot it too.
    expect((await call(user, 'DELETE', `/payments/cards/${second}`)).statusCode).toBe(404);
  });

  it('nobody sees or changes another person’s cards', async () => {
    const annCard = (await call(ann, 'GET', '/payments/cards')).json().cards[0].id as string;
    expect((await call(bob, 'GET', '/payments/cards')).json()).toEqual({ cards: [] });
    expect((await call(bob, 'PUT', `/payments/cards/${annCard}/default`)).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/payments/cards/${annCard}`)).statusCode).toBe(404);
    expect((await call(ann, 'GET', '/payments/cards')).json().cards).toHaveLength(1);
  });

  it(`limits card saves to ${CARD_ADDS_PER_HOUR} an hour per person (card testing)`, async () => {
    const user = await makeUser(t, 'Eve');
    const codes: number[] = [];
    for (let i = 0; i <= CARD_ADDS_PER_HOUR; i++)
      codes.push((await addCard(user, '4000000000000002')).statusCode);
    expect(codes.slice(0, CARD_ADDS_PER_HOUR).every((c) => c === 402)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('PAYMENTS_PROVIDER=stripe', () => {
  it('hands the web a SetupIntent secret and the publishable key, and mounts no local processor', async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/v1/customers') return res.end(JSON.stringify({ id: 'cus_Fake' }));
      return res.end(JSON.stringify({ id: 'seti_1', client_secret: 'seti_1_secret_abc' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const s = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
    try {
      const user = await makeUser(s, 'Sue');
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/v1/payments/cards/setup',
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      });
      expect(res.json()).toEqual({
        provider: 'stripe',
        clientSecret: 'seti_1_secret_abc',
        publishableKey: 'pk_test_x',
      });
      const tok = await s.app.inject({
        method: 'POST',
        url: '/local-processor/v1/tokens',
        payload: {},
      });
      expect(tok.statusCode).toBe(404);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('https://js.stripe.com');
    } finally {
      await s.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('loads Stripe.js nowhere when Stripe is not configured', async () => {
    const res = await call(ann, 'GET', '/payments/cards');
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe.com');
  });
});

describe('payment history', () => {
  it('lists only my payments', async () => {
    const empty = await call(bob, 'GET', '/payments/history');
    expect(paymentHistoryResponseSchema.parse(empty.json())).toEqual({ items: [] });
  });
});
