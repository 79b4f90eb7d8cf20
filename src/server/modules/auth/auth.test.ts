import { sql } from 'drizzle-orm';
import { legalMessages, SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../providers/clock/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { hashToken } from './tokens.ts';

const PASSWORD = 'green-basil-pesto-42';
let ipCounter = 0;
/** Each scenario comes from its own address so rate limits of one do not reach another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const nextEmail = () => `person${++emailCounter}@example.com`;

interface Call {
  url: string;
  body?: Record<string, unknown>;
  cookie?: string;
  ip?: string;
  method?: 'GET' | 'POST';
}

describe('accounts API', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00Z');
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  function call({ url, body, cookie, ip, method }: Call) {
    // Every sign-up here accepts the agreement unless the test sends its own answer.
    if (url === '/signup' && body && !('agreementVersion' in body))
      body = { agreementVersion: SIGN_UP_AGREEMENT_VERSION, ...body };
    return t.app.inject({
      method: method ?? (body !== undefined ? 'POST' : 'GET'),
      url: `/api/v1/auth${url}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie: `potluck_session=${cookie}` } : {}) },
      remoteAddress: ip ?? '127.0.0.1',
      ...(body !== undefined ? { payload: body } : {}),
    });
  }

  const sessionCookie = (res: Awaited<ReturnType<typeof call>>) =>
    res.cookies.find((c) => c.name === 'potluck_session');

  async function signUp(email = nextEmail(), password = PASSWORD, name?: string) {
    const res = await call({
      url: '/signup',
      body: { email, password, ...(name ? { name } : {}) },
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    return { email, cookie: sessionCookie(res)?.value ?? '', res };
  }

  async function session(cookie: string) {
    const res = await call({ url: '/session', cookie });
    return res.json().user as null | {
      id: string;
      email: string;
      emailVerified: boolean;
      verificationEmailCount: number;
    };
  }

  /** The clock stands still in these tests, so mails are told apart by their link. */
  async function latestMailTo(email: string, marker: 'verify' | 'token' = 'verify') {
    const rows = await queryRows<{ text_body: string; subject: string }>(
      t.ctx.db,
      sql`select text_body, subject from mail_outbox where to_address = ${email}
          and text_body like ${`%#${marker}=%`} order by created_at desc limit 1`,
    );
    return rows[0];
  }

  async function linkToken(email: string, marker: 'verify' | 'token') {
    const mail = await latestMailTo(email, marker);
    const match = mail?.text_body.match(new RegExp(`#${marker}=([A-Za-z0-9_-]+)`));
    expect(match, 'link in the e-mail').toBeTruthy();
    return match?.[1] ?? '';
  }

  describe('sign-up', () => {
    it('creates the user and a customer profile, signs in, and sets a safe cookie', async () => {
      const { email, res } = await signUp(nextEmail(), PASSWORD, 'Ada Cook');
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      const body = res.json();
      expect(body.user).toMatchObject({
        email,
        emailVerified: false,
        verificationEmailCount: 1,
        isAdmin: false,
        profile: { type: 'customer', name: 'Ada Cook', isNewProfile: true },
      });
      expect(body.user.passwordHash).toBeUndefined();
      expect(await session(cookie?.value ?? '')).toMatchObject({ email });
    });

    it('records the sign-up agreement accepted, and refuses a sign-up without it', async () => {
      const email = nextEmail();
      const missing = await call({
        url: '/signup',
        body: { email, password: PASSWORD, agreementVersion: '' },
        ip: nextIp(),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.agreementVersion).toBe(legalMessages.acceptRequired);
      const outdated = await call({
        url: '/signup',
        body: { email, password: PASSWORD, agreementVersion: '2018-01-01' },
        ip: nextIp(),
      });
      expect(outdated.statusCode).toBe(400);
      expect(outdated.json().error.fields.agreementVersion).toBe(legalMessages.changed);
      const absent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: nextIp(),
        payload: { email, password: PASSWORD },
      });
      expect(absent.statusCode).toBe(400);
      const none = await queryRows(t.ctx.db, sql`select 1 from users where email = ${email}`);
      expect(none).toHaveLength(0);

      await signUp(email);
      const [row] = await queryRows<{ agreement_version: string; agreement_accepted_at: Date }>(
        t.ctx.db,
        sql`select agreement_version, agreement_accepted_at from users where email = ${email}`,
      );
      expect(row!.agreement_version).toBe(SIGN_UP_AGREEMENT_VERSION);
      expect(new Date(row!.agreement_accepted_at).toISOString()).toBe(clock.now().toISOString());
    });

    it('names the profile after the e-mail when no name is given and lower-cases the e-mail', async () => {
      const res = await call({
        url: '/signup',
        body: { email: '  Mixed.Case@Example.COM ', password: PASSWORD },
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({
        email: 'mixed.case@example.com',
        profile: { name: 'mixed.case@example.com' },
      });
    });

    it('stores only the hash of the session token and of the password', async () => {
      const { cookie, email } = await signUp();
      const raw = await queryRows<{ token_hash: string; password_hash: string }>(
        t.ctx.db,
        sql`select s.token_hash, u.password_hash from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
      );
      const row = raw[0];
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.token_hash).not.toContain(cookie);
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const leaked = await queryRows<unknown>(
        t.ctx.db,
        sql`select 1 from sessions where token_hash = ${cookie}`,
      );
      expect(leaked).toHaveLength(0);
    });

    it('refuses a duplicate e-mail with the spec message', async () => {
      const { email } = await signUp();
      const res = await call({
        url: '/signup',
        body: { email: email.toUpperCase(), password: PASSWORD },
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'signup_failed',
        message: 'Unable to create user!',
      });
    });

    it('refuses short, common and e-mail passwords with the policy message', async () => {
      const short = await call({
        url: '/signup',
        body: { email: nextEmail(), password: 'abc' },
        ip: nextIp(),
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({
        code: 'weak_password',
        fields: { password: 'Use at least 8 characters.' },
      });
      const common = await call({
        url: '/signup',
        body: { email: nextEmail(), password: 'Password1' },
        ip: nextIp(),
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().error.fields.password).toBe(
        'This password is too common. Choose a less common one.',
      );
      const email = nextEmail();
      const same = await call({ url: '/signup', body: { email, password: email }, ip: nextIp() });
      expect(same.json().error.code).toBe('weak_password');
    });

    it('sends the verification e-mail with a link to /signin#verify=', async () => {
      const { email } = await signUp();
      const mail = await latestMailTo(email);
      expect(mail?.subject).toMatch(/verify/i);
      expect(mail?.text_body).toContain(`${TEST_ORIGIN}/signin#verify=`);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with a new token every time', async () => {
      const { email, cookie: first } = await signUp();
      const ip = nextIp();
      const a = await call({ url: '/signin', body: { email, password: PASSWORD }, ip });
      const b = await call({
        url: '/signin',
        body: { email: email.toUpperCase(), password: PASSWORD },
        ip,
      });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      const tokens = [first, sessionCookie(a)?.value, sessionCookie(b)?.value];
      expect(new Set(tokens).size).toBe(3);
      expect(a.json().user.email).toBe(email);
    });

    it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
      const { email } = await signUp();
      const ip = nextIp();
      const wrong = await call({
        url: '/signin',
        body: { email, password: 'not-the-password' },
        ip,
      });
      const unknown = await call({
        url: '/signin',
        body: { email: 'nobody@example.com', password: PASSWORD },
        ip,
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toEqual({
          code: 'invalid_credentials',
          message: 'An invalid User ID or Password was entered. Please try again.',
        });
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it('signs out: the session row is gone and the cookie cleared', async () => {
      const { cookie } = await signUp();
      const res = await call({ url: '/signout', body: {}, cookie });
      expect(res.statusCode).toBe(204);
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe('');
      expect(await session(cookie)).toBeNull();
    });

    it('reports signed out without a cookie or with a made-up one', async () => {
      expect((await call({ url: '/session' })).json()).toEqual({ user: null });
      expect(await session('made-up-token')).toBeNull();
    });

    it('ends a session after the idle time and refreshes last_seen_at while used', async () => {
      const { cookie } = await signUp();
      const idleMs = t.ctx.config.SESSION_IDLE_HOURS * 3_600_000;
      clock.advance(idleMs - 60_000);
      expect(await session(cookie)).not.toBeNull(); // refreshes last_seen_at
      clock.advance(idleMs - 60_000);
      expect(await session(cookie)).not.toBeNull();
      clock.advance(idleMs + 1);
      expect(await session(cookie)).toBeNull();
      const rows = await queryRows<unknown>(
        t.ctx.db,
        sql`select 1 from sessions where token_hash = ${hashToken(cookie)}`,
      );
      expect(rows).toHaveLength(0);
    });

    it('ends a session at its absolute expiry even when used all along', async () => {
      const { cookie } = await signUp();
      const days = t.ctx.config.SESSION_ABSOLUTE_DAYS;
      for (let d = 0; d < days - 1; d++) {
        clock.advance(24 * 3_600_000);
        expect(await session(cookie)).not.toBeNull();
      }
      clock.advance(24 * 3_600_000);
      expect(await session(cookie)).toBeNull();
    });

    it('protects routes that need a user with 401', async () => {
      const res = await call({ url: '/verification/send', body: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });

    it('refuses a write with a foreign Origin (CSRF)', async () => {
      const { cookie } = await signUp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signout',
        headers: { origin: 'https://evil.example', cookie: `potluck_session=${cookie}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf_rejected');
      expect(await session(cookie)).not.toBeNull();
    });

    it('voids the sessions of a deleted user and refuses their sign-in', async () => {
      const { cookie, email } = await signUp();
      await queryRows<unknown>(
        t.ctx.db,
        sql`update users set deleted_at = now() where email = ${email}`,
      );
      expect(await session(cookie)).toBeNull();
      const res = await call({ url: '/signin', body: { email, password: PASSWORD }, ip: nextIp() });
      expect(res.statusCode).toBe(401);
    });

    it('reports isAdmin from users.is_admin', async () => {
      const { cookie, email } = await signUp();
      await queryRows<unknown>(
        t.ctx.db,
        sql`update users set is_admin = true where email = ${email}`,
      );
      expect(await session(cookie)).toMatchObject({ isAdmin: true });
    });
  });

  describe('rate limits', () => {
    it('answers 429 after 10 sign-in attempts for one e-mail from one address', async () => {
      const { email } = await signUp();
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const res = await call({ url: '/signin', body: { email, password: 'wrong-password' }, ip });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await call({ url: '/signin', body: { email, password: PASSWORD }, ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toEqual({
        code: 'rate_limited',
        message: 'Please Wait a Little Longer Before Performing this Action.',
      });
      // Another address is not affected; the window passes.
      expect(
        (await call({ url: '/signin', body: { email, password: PASSWORD }, ip: nextIp() }))
          .statusCode,
      ).toBe(200);
      clock.advance(15 * 60_000);
      expect(
        (await call({ url: '/signin', body: { email, password: PASSWORD }, ip })).statusCode,
      ).toBe(200);
    });

    it('answers 429 after 10 sign-ups from one address in an hour', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const res = await call({
          url: '/signup',
          body: { email: nextEmail(), password: PASSWORD },
          ip,
        });
        expect(res.statusCode).toBe(201);
      }
      const blocked = await call({
        url: '/signup',
        body: { email: nextEmail(), password: PASSWORD },
        ip,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
    });

    it('answers 429 after 5 reset requests for one e-mail', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 5; i++) {
        expect(
          (await call({ url: '/password/forgot', body: { email }, ip: nextIp() })).statusCode,
        ).toBe(202);
      }
      expect(
        (await call({ url: '/password/forgot', body: { email }, ip: nextIp() })).statusCode,
      ).toBe(429);
    });
  });

  describe('password reset', () => {
    it('answers 202 for unknown e-mails too, and sends nothing', async () => {
      const res = await call({
        url: '/password/forgot',
        body: { email: 'ghost@example.com' },
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(202);
      expect(await latestMailTo('ghost@example.com', 'token')).toBeUndefined();
    });

    it('resets once with the e-mailed link, ending every session', async () => {
      const { email, cookie } = await signUp();
      await call({ url: '/password/forgot', body: { email }, ip: nextIp() });
      const mail = await latestMailTo(email, 'token');
      expect(mail?.subject).toMatch(/reset/i);
      expect(mail?.text_body).toContain(`${TEST_ORIGIN}/forgot-password#token=`);
      const token = await linkToken(email, 'token');
      const raw = await queryRows<unknown>(
        t.ctx.db,
        sql`select 1 from email_tokens where token_hash = ${token}`,
      );
      expect(raw).toHaveLength(0);

      const weak = await call({
        url: '/password/reset',
        body: { token, password: 'qwerty123' },
        ip: nextIp(),
      });
      expect(weak.json().error.code).toBe('weak_password');

      const newPassword = 'sourdough-starter-77';
      const ok = await call({
        url: '/password/reset',
        body: { token, password: newPassword },
        ip: nextIp(),
      });
      expect(ok.statusCode).toBe(204);
      expect(await session(cookie)).toBeNull();

      const again = await call({
        url: '/password/reset',
        body: { token, password: 'another-long-one-9' },
        ip: nextIp(),
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toEqual({
        code: 'token_invalid',
        message: 'This link has expired or was already used. Ask for a new one.',
      });
      const ip = nextIp();
      expect(
        (await call({ url: '/signin', body: { email, password: PASSWORD }, ip })).statusCode,
      ).toBe(401);
      expect(
        (await call({ url: '/signin', body: { email, password: newPassword }, ip })).statusCode,
      ).toBe(200);
    });

    it('refuses a reset link after one hour', async () => {
      const { email } = await signUp();
      await call({ url: '/password/forgot', body: { email }, ip: nextIp() });
      const token = await linkToken(email, 'token');
      clock.advance(60 * 60_000 + 1);
      const res = await call({
        url: '/password/reset',
        body: { token, password: 'sourdough-starter-77' },
        ip: nextIp(),
      });
      expect(res.json().error.code).toBe('token_invalid');
    });
  });

  describe('change password', () => {
    it('needs the current password, applies the policy, and ends the other sessions only', async () => {
      const { email, cookie } = await signUp();
      const other =
        sessionCookie(
          await call({ url: '/signin', body: { email, password: PASSWORD }, ip: nextIp() }),
        )?.value ?? '';

      const wrong = await call({
        url: '/password/change',
        body: { currentPassword: 'nope-nope', newPassword: 'fresh-mint-tea-3' },
        cookie,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.currentPassword).toBeTruthy();

      const weak = await call({
        url: '/password/change',
        body: { currentPassword: PASSWORD, newPassword: 'short' },
        cookie,
      });
      expect(weak.json().error).toMatchObject({
        code: 'weak_password',
        fields: { newPassword: 'Use at least 8 characters.' },
      });

      const ok = await call({
        url: '/password/change',
        body: { currentPassword: PASSWORD, newPassword: 'fresh-mint-tea-3' },
        cookie,
      });
      expect(ok.statusCode).toBe(204);
      expect(await session(cookie)).not.toBeNull();
      expect(await session(other)).toBeNull();
      const ip = nextIp();
      expect(
        (await call({ url: '/signin', body: { email, password: 'fresh-mint-tea-3' }, ip }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('e-mail verification', () => {
    it('verifies with the e-mailed link, once', async () => {
      const { email, cookie } = await signUp();
      const token = await linkToken(email, 'verify');
      const ok = await call({ url: '/verification/confirm', body: { token } });
      expect(ok.statusCode).toBe(200);
      expect(await session(cookie)).toMatchObject({ emailVerified: true });
      const again = await call({ url: '/verification/confirm', body: { token } });
      expect(again.json().error.code).toBe('token_invalid');
    });

    it('refuses a verification link after 48 hours', async () => {
      const { email } = await signUp();
      const token = await linkToken(email, 'verify');
      clock.advance(48 * 3_600_000 + 1);
      const res = await call({ url: '/verification/confirm', body: { token } });
      expect(res.json().error.code).toBe('token_invalid');
    });

    it('counts resends and stops at 5, the sign-up e-mail being the first', async () => {
      const { cookie } = await signUp();
      for (const expected of [2, 3, 4, 5]) {
        const res = await call({ url: '/verification/send', body: {}, cookie });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ verificationEmailCount: expected });
      }
      const refused = await call({ url: '/verification/send', body: {}, cookie });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('verification_limit');
      expect(await session(cookie)).toMatchObject({ verificationEmailCount: 5 });
    });
  });

  describe('account deletion request', () => {
    it('records the request and signs out everywhere', async () => {
      const { email, cookie } = await signUp();
      const other =
        sessionCookie(
          await call({ url: '/signin', body: { email, password: PASSWORD }, ip: nextIp() }),
        )?.value ?? '';
      const res = await call({
        url: '/account/deletion-request',
        body: { reason: 'Moving away' },
        cookie,
      });
      expect(res.statusCode).toBe(202);
      expect(sessionCookie(res)?.value).toBe('');
      expect(await session(cookie)).toBeNull();
      expect(await session(other)).toBeNull();
      const rows = await queryRows<{ reason: string; status: string }>(
        t.ctx.db,
        sql`select r.reason, r.status from account_deletion_requests r join users u on u.id = r.user_id where u.email = ${email}`,
      );
      expect(rows).toEqual([{ reason: 'Moving away', status: 'requested' }]);
    });
  });
});

describe('accounts API in production', () => {
  it('marks the session cookie Secure', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { origin: TEST_ORIGIN },
        payload: {
          email: 'prod@example.com',
          agreementVersion: SIGN_UP_AGREEMENT_VERSION,
          password: PASSWORD,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'potluck_session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await t.close();
    }
  });
});
