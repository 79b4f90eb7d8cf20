import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { URL_MAX_LENGTH } from './bad-input.ts';

// Over a real socket: a reset or Node's own answer shows only there, never through inject.
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  body: unknown;
  reset: boolean;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends `requestLine` as it is (no client-side escaping) and reads the answer to the end. */
function send(requestLine: string, headers = ''): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET' || err.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, body: parseJson(body), reset });
    });
    socket.write(
      `${requestLine} HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n${headers}\r\n`,
    );
  });
}

const errorShape = expect.objectContaining({
  error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
});

function expectRefused(answer: RawAnswer, status: number) {
  expect(answer.reset).toBe(false);
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(errorShape);
}

describe('input the router or the HTTP parser cannot read (issue 17 point 5)', () => {
  it('answers a bad percent-escape in a path with 400 and the error shape', async () => {
    expectRefused(await send('GET /api/v1/dishes/%E0%A4%A'), 400);
    expectRefused(await send('GET /api/v1/handles/%ff'), 400);
    expectRefused(await send('GET /%E0%A4%A'), 400);
  });

  it('reads a bad percent-escape in a query as text, never a 5xx', async () => {
    for (const query of ['q=%', 'q=%E0%A4%A', 'q=%zz&%=1']) {
      const answer = await send(`GET /api/v1/geocoding/autocomplete?${query}`);
      expect(answer.reset).toBe(false);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('answers a 5 KB query with a validation error, not a reset', async () => {
    const answer = await send(`GET /api/v1/geocoding/autocomplete?q=${'a'.repeat(5000)}`);
    expectRefused(answer, 400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('answers a URL over the limit with 414, however long', async () => {
    for (const length of [URL_MAX_LENGTH + 1, 12_000, 20_000, 70_000, 1_000_000]) {
      const answer = await send(`GET /api/v1/site?q=${'a'.repeat(length)}`);
      expectRefused(answer, 414);
      expect(answer.body).toMatchObject({ error: { code: 'uri_too_long' } });
    }
  });

  it('reads a URL just under the limit', async () => {
    const query = `q=${'a'.repeat(URL_MAX_LENGTH - '/api/v1/site?q='.length)}`;
    const answer = await send(`GET /api/v1/site?${query}`);
    expect(answer.reset).toBe(false);
    expect(answer.status).toBe(200);
  });

  it('answers an over-long path parameter with 414 and the error shape', async () => {
    expectRefused(await send(`GET /api/v1/dishes/${'a'.repeat(5000)}`), 414);
  });

  it('answers request headers over 16 KB with 431 and the error shape', async () => {
    const answer = await send('GET /api/v1/site', `X-Filler: ${'b'.repeat(40_000)}\r\n`);
    expectRefused(answer, 431);
    expect(answer.body).toMatchObject({ error: { code: 'headers_too_large' } });
  });

  it('answers characters a URL may not hold with 400 and the error shape', async () => {
    expectRefused(await send('GET /api/v1/site?q=a b'), 400);
    expectRefused(await send('GET /api/v1/site?q=a\u0001b'), 400);
    expectRefused(await send(`GET /api/v1/site?q=${'é'.repeat(100)}`), 400);
  });
});
