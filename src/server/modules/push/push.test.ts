// The real web push path without the internet: a subscription whose endpoint is an HTTP server
// of this test and whose keys the test made, so the test decrypts what the provider sent
// (RFC 8291 aes128gcm) and verifies the VAPID signature (RFC 8292) with the app's key.
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevPushListResponse, PushDeviceListResponse } from '#contracts/push';
import { appSecrets } from '../../db/schema/settings.ts';
import { pushOutbox, pushTokens } from '../../db/schema/notifications.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { resolveVapidKeys } from '../../providers/push/vapid-keys.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { notify } from '../notifications/notifications.service.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const clock = new ManualClock('2026-11-26T12:00:00Z');
let t: TestApp;
let server: http.Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A push service: /gone/… answers 410 as one does for an expired subscription.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    },
  };
}

/** What the browser does with a push: RFC 8291 (aes128gcm, one record). */
function decrypt(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((b) => b === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` and returns the JWT's claims. */
function verifyVapid(header: string | undefined, appPublicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(match).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(appPublicKey);
  const [head, claims, signature] = jwt!.split('.');
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const point = Buffer.from(appPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
}

const api = (
  method: 'GET' | 'PUT' | 'DELETE',
  user: FixtureUser | null,
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const message = (userId: string) => ({
  userId,
  type: 'message',
  title: 'New message from Chef Ana',
  body: 'Your lasagna is ready at six.',
  link: '/messages/thread-1',
});

describe('push devices', () => {
  it('asks guests to sign in; gives anyone the public key', async () => {
    expect((await api('GET', null, '/push/devices')).statusCode).toBe(401);
    expect(
      (await api('PUT', null, '/push/devices', { endpoint: `${base}/x`, keys: browserKeys().keys }))
        .statusCode,
    ).toBe(401);
    const key = (await api('GET', null, '/push/public-key')).json<{ publicKey: string }>();
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps one row per browser, moves none to another person, removes only my own', async () => {
    const ana = await makeUser(t);
    const bo = await makeUser(t);
    const endpoint = `${base}/ok/${randomBytes(8).toString('hex')}`;
    const first = await api('PUT', ana, '/push/devices', {
      endpoint,
      keys: browserKeys().keys,
      userAgent: 'Firefox on Linux',
    });
    expect(first.statusCode).toBe(200);
    const again = await api('PUT', ana, '/push/devices', { endpoint, keys: browserKeys().keys });
    expect(again.json<{ device: { id: string } }>().device.id).toBe(
      first.json<{ device: { id: string } }>().device.id,
    );
    const taken = await api('PUT', bo, '/push/devices', { endpoint, keys: browserKeys().keys });
    expect(taken.statusCode).toBe(409);
    const rows = await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.token, endpoint));
    expect(rows.map((r) => r.userId)).toEqual([ana.id]);

    const list = (await api('GET', ana, '/push/devices')).json<PushDeviceListResponse>();
    expect(list.devices).toHaveLength(1);
    expect(list.devices[0]).toMatchObject({ platform: 'web', service: new URL(base).host });
    expect(JSON.stringify(list)).not.toContain(endpoint);
    const id = list.devices[0]!.id;
    expect((await api('DELETE', bo, `/push/devices/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', ana, `/push/devices/${id}`)).statusCode).toBe(204);
    expect((await api('GET', ana, '/push/devices')).json<PushDeviceListResponse>().devices).toEqual(
      [],
    );
  });

  it('refuses an endpoint that is not a URL and keys that are not base64url', async () => {
    const ana = await makeUser(t);
    expect(
      (
        await api('PUT', ana, '/push/devices', {
          endpoint: 'javascript:alert(1)',
          keys: browserKeys().keys,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api('PUT', ana, '/push/devices', {
          endpoint: `${base}/ok/k`,
          keys: { p256dh: 'a b', auth: '!' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('web push delivery', () => {
  it('notify() pushes the notification, encrypted for the browser and VAPID-signed', async () => {
    const ana = await makeUser(t);
    const browser = browserKeys();
    const path = `/ok/${randomBytes(8).toString('hex')}`;
    expect(
      (await api('PUT', ana, '/push/devices', { endpoint: `${base}${path}`, keys: browser.keys }))
        .statusCode,
    ).toBe(200);

    const result = await notify(t.ctx, undefined, message(ana.id));
    expect(await result.pushed).toEqual({ sent: 1, gone: 0, failed: 0 });

    const got = received.find((r) => r.path === path);
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got?.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(decrypt(got!.body, browser))).toEqual({
      title: 'New message from Chef Ana',
      body: 'Your lasagna is ready at six.',
      link: '/messages/thread-1',
    });
    const { publicKey } = (await api('GET', null, '/push/public-key')).json<{
      publicKey: string;
    }>();
    const claims = verifyVapid(got?.headers.authorization, publicKey);
    expect(claims.aud).toBe(base);
    expect(claims.sub).toBe(t.ctx.config.VAPID_SUBJECT);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);

    const dev = (await api('GET', null, '/dev/push')).json<DevPushListResponse>();
    expect(dev.entries.find((e) => e.userId === ana.id)).toMatchObject({
      title: 'New message from Chef Ana',
      link: '/messages/thread-1',
      status: 'sent',
      error: null,
    });
    const [device] = await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.userId, ana.id));
    expect(device?.lastPushedAt?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('forgets a subscription the push service calls gone (410) and records it', async () => {
    const bo = await makeUser(t);
    const endpoint = `${base}/gone/${randomBytes(8).toString('hex')}`;
    await api('PUT', bo, '/push/devices', { endpoint, keys: browserKeys().keys });
    const result = await notify(t.ctx, undefined, message(bo.id));
    expect(await result.pushed).toEqual({ sent: 0, gone: 1, failed: 0 });
    expect(await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.token, endpoint))).toEqual(
      [],
    );
    const [outbox] = await t.ctx.db.select().from(pushOutbox).where(eq(pushOutbox.userId, bo.id));
    expect(outbox).toMatchObject({ status: 'gone' });
    expect(outbox?.error).toMatch(/^410/);
  });

  it('records an unreachable push service as failed and keeps the subscription', async () => {
    const cy = await makeUser(t);
    // A port nothing listens on: the server closed it a moment ago.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const endpoint = `http://127.0.0.1:${port}/ok/x`;
    await api('PUT', cy, '/push/devices', { endpoint, keys: browserKeys().keys });
    const result = await notify(t.ctx, undefined, message(cy.id));
    expect(await result.pushed).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(
      await t.ctx.db.select().from(pushTokens).where(eq(pushTokens.token, endpoint)),
    ).toHaveLength(1);
  });
});

describe('VAPID keys', () => {
  it('are generated once and kept: instances starting together agree on one pair', async () => {
    const subject = 'mailto:ops@example.com';
    const pairs = await Promise.all([1, 2, 3].map(() => resolveVapidKeys(t.ctx.db, { subject })));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    const stored = await t.ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value.publicKey).toBe(pairs[0]?.publicKey);
    expect(await t.ctx.push.publicKey()).toBe(pairs[0]?.publicKey);
  });

  it('come from configuration when both are set', async () => {
    const keys = await resolveVapidKeys(t.ctx.db, {
      publicKey: 'configured-public',
      privateKey: 'configured-private',
      subject: 'mailto:ops@example.com',
    });
    expect(keys).toEqual({
      publicKey: 'configured-public',
      privateKey: 'configured-private',
      subject: 'mailto:ops@example.com',
    });
  });
});
