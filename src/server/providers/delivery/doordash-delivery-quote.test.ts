import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/clock.ts';
import type { QuoteAddress } from './delivery-quote.ts';
import { DoorDashDeliveryQuoteProvider, doorDashJwt } from './doordash-delivery-quote.ts';

/** A DoorDash Drive stand-in: records each request, answers whatever the test queued. */
interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(raw || '{}') as Record<string, unknown>,
    });
    res
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(reply.body));
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const clock = new ManualClock('2026-11-23T18:00:00Z');
// DoorDash shows the signing secret base64url-encoded; we sign with the decoded bytes.
const secretBytes = Buffer.from('a-thirty-two-byte-signing-secret');
const creds = {
  developerId: 'dev-123',
  keyId: 'key-456',
  signingSecret: secretBytes.toString('base64url'),
};
const pickup: QuoteAddress = {
  name: 'Ana Kitchen',
  address1: '1 Ferry Building',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94111',
  latitude: 37.7955,
  longitude: -122.3937,
  phone: '+14155550100',
};
const dropoff: QuoteAddress = {
  address1: '3321 16th St',
  address2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94114',
  latitude: 37.7596,
  longitude: -122.4269,
  phone: '+14155550199',
};
const provider = () => new DoorDashDeliveryQuoteProvider(creds, clock, `${base}/`);

/** Checks the JWT as DoorDash would: HS256 over header.payload with the decoded secret. */
function verifyJwt(authorization: string | undefined) {
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  const [h = '', p = '', s = ''] = token.split('.');
  const expected = createHmac('sha256', secretBytes).update(`${h}.${p}`).digest('base64url');
  return {
    validSignature: s === expected,
    header: JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>,
  };
}

describe('DoorDashDeliveryQuoteProvider', () => {
  it('POSTs /drive/v2/quotes with a DoorDash JWT and the two addresses, and maps the quote', async () => {
    reply = {
      status: 200,
      body: {
        external_delivery_id: 'echoed-by-doordash',
        currency: 'USD',
        delivery_status: 'quote',
        fee: 975,
        pickup_time_estimated: '2026-11-23T18:12:00Z',
        dropoff_time_estimated: '2026-11-23T18:31:30Z',
      },
    };
    const q = await provider().quote({ pickup, dropoff, at: clock.now(), orderValueCents: 3699 });

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/drive/v2/quotes');
    expect(req.headers['content-type']).toBe('application/json');
    const jwt = verifyJwt(req.headers.authorization);
    expect(jwt.validSignature).toBe(true);
    expect(jwt.header).toEqual({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' });
    expect(jwt.payload).toEqual({
      aud: 'doordash',
      iss: 'dev-123',
      kid: 'key-456',
      iat: 1795456800,
      exp: 1795456800 + 300,
    });
    expect(req.body).toEqual({
      external_delivery_id: expect.stringMatching(/^potluck-[0-9a-f-]{36}$/),
      pickup_address: '1 Ferry Building, San Francisco, CA 94111',
      pickup_business_name: 'Ana Kitchen',
      pickup_phone_number: '+14155550100',
      dropoff_address: '3321 16th St, Apt 4, San Francisco, CA 94114',
      dropoff_phone_number: '+14155550199',
      order_value: 3699,
    });

    expect(q).toEqual({
      feeCents: 975,
      etaMinutes: 32,
      distanceKm: 4.9,
      expiresAt: new Date('2026-11-23T18:05:00Z'),
      quoteId: 'echoed-by-doordash',
      provider: 'doordash',
    });
  });

  it('asks for a scheduled drop-off for a future order', async () => {
    reply = { status: 200, body: { fee: 800, currency: 'USD' } };
    const at = new Date('2026-11-24T20:00:00Z');
    const q = await provider().quote({ pickup, dropoff, at });
    expect(seen[0]?.body.dropoff_time).toBe('2026-11-24T20:00:00.000Z');
    expect(q.feeCents).toBe(800);
    expect(q.quoteId).toBe(seen[0]?.body.external_delivery_id);
  });

  it('checks the addresses before calling DoorDash', async () => {
    await expect(
      provider().quote({ pickup, dropoff: null, at: clock.now() }),
    ).rejects.toMatchObject({
      code: 'address_missing',
    });
    await expect(
      provider().quote({ pickup, dropoff: { ...dropoff, city: null }, at: clock.now() }),
    ).rejects.toMatchObject({ code: 'address_incomplete' });
    expect(seen).toHaveLength(0);
  });

  it('maps a distance refusal to too_far and other failures to unavailable', async () => {
    reply = { status: 400, body: { code: 'distance_too_long', message: 'Too far' } };
    await expect(provider().quote({ pickup, dropoff, at: clock.now() })).rejects.toMatchObject({
      code: 'too_far',
      message: 'Unable to get the estimate',
    });
    reply = { status: 401, body: { code: 'authentication_error' } };
    await expect(provider().quote({ pickup, dropoff, at: clock.now() })).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Unable to get the estimate',
    });
    reply = { status: 200, body: { fee: 12.5, currency: 'USD' } };
    await expect(provider().quote({ pickup, dropoff, at: clock.now() })).rejects.toMatchObject({
      code: 'unavailable',
    });
    const unreachable = new DoorDashDeliveryQuoteProvider(creds, clock, 'http://127.0.0.1:9');
    await expect(unreachable.quote({ pickup, dropoff, at: clock.now() })).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('builds a token that expires five minutes after issue', () => {
    const jwt = doorDashJwt(creds, new Date('2026-01-01T00:00:00Z'));
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(300);
  });
});
