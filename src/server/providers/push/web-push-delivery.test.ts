import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { VapidHeaders } from './web-push-delivery.ts';

const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:push@potluck.test' };

/** The claims of the JWT in `vapid t=<jwt>, k=<key>`. */
function claims(authorization: string): { aud: string; exp: number; sub: string } {
  const token = /t=([^,]+)/.exec(authorization)?.[1] ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

describe('VAPID headers', () => {
  it('signs once per push service and reuses the token until an hour before it expires', () => {
    // web-push refuses an expiry more than 24 h from the wall clock, so time starts now.
    let now = Math.floor(Date.now() / 1000);
    const headers = new VapidHeaders(() => now);
    const first = headers.authorization('https://push.example.net/send/a', vapid);
    expect(claims(first)).toEqual({
      aud: 'https://push.example.net',
      exp: now + 12 * 3600,
      sub: vapid.subject,
    });
    expect(first).toContain(`k=${keys.publicKey}`);
    expect(headers.authorization('https://push.example.net/send/b', vapid)).toBe(first);

    const other = headers.authorization('http://127.0.0.1:9/push/1', vapid);
    expect(claims(other).aud).toBe('http://127.0.0.1:9');

    now += 11 * 3600 - 1;
    expect(headers.authorization('https://push.example.net/send/c', vapid)).toBe(first);
    now += 1;
    const renewed = headers.authorization('https://push.example.net/send/c', vapid);
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(now + 12 * 3600);
  });

  it('keeps tokens of another key pair apart', () => {
    const headers = new VapidHeaders();
    const second = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
    const a = headers.authorization('https://push.example.net/x', vapid);
    const b = headers.authorization('https://push.example.net/x', second);
    expect(b).toContain(`k=${second.publicKey}`);
    expect(a).not.toBe(b);
  });
});
