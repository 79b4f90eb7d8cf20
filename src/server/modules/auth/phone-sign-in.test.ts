import { desc, eq, sql } from 'drizzle-orm';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintMessages } from '#domain/complaints';
import { messages } from '#domain/messages';
import { DEFAULT_PHONE_TEXTS_PER_HOUR, phoneMessages } from '#domain/phone-codes';
import { users } from '../../db/schema/accounts.ts';
import { phoneCodes } from '../../db/schema/identity.ts';
import { phoneOutbox } from '../../db/schema/phone.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../../http/errors.ts';
import { sendPhoneCode } from './phone-codes.service.ts';

// Phone sign-in and the account's verified phone (issue 15 point 2, decision 058), through
// the API, with the local phone provider's outbox as the phone that receives the texts.

let ipCounter = 0;
/** Each scenario comes from its own address so the per-address limit of one spares another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let numberCounter = 100;
/** A fresh valid San Francisco number for each scenario: "415 555 0101" and on. */
const nextNumber = () => `415 555 ${String(++numberCounter).padStart(4, '0')}`;
const e164Of = (display: string) => `+1${display.replace(/\D/g, '')}`;

interface Call {
  url: string;
  body?: Record<string, unknown>;
  cookie?: string;
  ip?: string;
  method?: 'GET' | 'POST' | 'DELETE';
}

function caller(t: TestApp) {
  return ({ url, body, cookie, ip, method }: Call) =>
    t.app.inject({
      method: method ?? (body !== undefined ? 'POST' : 'GET'),
      url: `/api/v1/auth${url}`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress: ip ?? nextIp(),
      ...(body !== undefined ? { payload: body } : {}),
    });
}

async function textsTo(t: TestApp, e164: string) {
  return t.ctx.db
    .select({ body: phoneOutbox.body, status: phoneOutbox.status })
    .from(phoneOutbox)
    .where(eq(phoneOutbox.toNumber, e164))
    .orderBy(desc(phoneOutbox.createdAt));
}

/** The code in the latest text to the number, as a person reads it off their phone. */
async function latestCode(t: TestApp, e164: string): Promise<string> {
  const [text] = await textsTo(t, e164);
  const code = /^(\d{6}) is your Potluck code\./.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${e164}`);
  return code;
}

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('phone sign-in', () => {
  let t: TestApp;
  let clock: ManualClock;
  let call: ReturnType<typeof caller>;
  const later = (seconds: number) => clock.advance(seconds * 1000);

  beforeAll(async () => {
    clock = new ManualClock('2026-11-27T12:00:00Z');
    t = await createTestApp({ clock });
    call = caller(t);
  });
  afterAll(() => t.close());

  async function requestCode(phone: string, ip = nextIp()) {
    return call({ url: '/phone/code', body: { phone }, ip });
  }

  async function signIn(phone: string, code: string) {
    return call({ url: '/phone/signin', body: { phone, code } });
  }

  it('texts a code to the normalised number; the first sign-in makes a customer account', async () => {
    const number = nextNumber();
    const e164 = e164Of(number);
    const sent = await requestCode(
      `(${number.slice(0, 3)}) ${number.slice(4, 7)}-${number.slice(8)}`,
    );
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      phone: e164,
      display: `+1 ${number}`,
      resendAfterSeconds: 30,
      expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const texts = await textsTo(t, e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.status).toBe('sent');
    expect(texts[0]!.body).toMatch(/^\d{6} is your Potluck code\. It expires in 10 minutes\./);
    // Only the code's keyed hash is stored.
    const [stored] = await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phoneE164, e164));
    const code = await latestCode(t, e164);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await signIn(number, code);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({
      email: null,
      emailVerified: false,
      profile: { type: 'customer', name: 'Potluck member', isNewProfile: true },
    });
    const cookie = res.cookies.find((c) => c.name === 'potluck_session');
    expect(cookie?.httpOnly).toBe(true);
    const session = await call({ url: '/session', cookie: `potluck_session=${cookie!.value}` });
    expect(session.json().user.id).toBe(user.id);
    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({
      phoneE164: e164,
      email: null,
      passwordHash: null,
      // Continuing past the sign-in page's notice accepts the agreement it names.
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      agreementAcceptedAt: clock.now(),
    });
    expect(account!.phoneVerifiedAt).not.toBeNull();

    // The code works once; the next sign-in reaches the same account.
    const again = await signIn(number, code);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(phoneMessages.codeUsed);
    later(30);
    await requestCode(`+1 ${number}`);
    const second = await signIn(`+1${number.replace(/ /g, '')}`, await latestCode(t, e164));
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(user.id);
    const [{ count }] = (await t.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.phoneE164, e164))) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('refuses what is not a number, and numbers outside the allowed countries, sending nothing', async () => {
    const before = (await t.ctx.db.select().from(phoneOutbox)).length;
    for (const bad of ['call me', '555-0134', '+1 123 456 7890']) {
      const res = await requestCode(bad);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(phoneMessages.invalidNumber);
    }
    const foreign = await requestCode('+44 20 7946 0958');
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe(
      'Texts can be sent only to numbers in United States and Canada.',
    );
    const empty = await requestCode('');
    expect(empty.statusCode).toBe(400);
    expect((await t.ctx.db.select().from(phoneOutbox)).length).toBe(before);
  });

  it('asks for 30 seconds between codes; only the latest code counts', async () => {
    const number = nextNumber();
    await requestCode(number);
    const first = await latestCode(t, e164Of(number));
    later(12);
    const early = await requestCode(number);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('18');
    expect(errorOf(early).message).toBe('Please wait 18 seconds before asking for a new code.');
    later(18);
    expect((await requestCode(number)).statusCode).toBe(202);
    const second = await latestCode(t, e164Of(number));
    if (second !== first) {
      const old = await signIn(number, first);
      expect(errorOf(old).message).toBe('That code is not right. 4 tries left.');
    }
    expect((await signIn(number, second)).statusCode).toBe(200);
  });

  it('lets a code live 10 minutes', async () => {
    const number = nextNumber();
    await requestCode(number);
    const code = await latestCode(t, e164Of(number));
    later(10 * 60);
    const res = await signIn(number, code);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'token_invalid',
      message: phoneMessages.codeExpired,
    });
  });

  it('kills a code after 5 wrong tries, saying how many are left', async () => {
    const number = nextNumber();
    await requestCode(number);
    const code = await latestCode(t, e164Of(number));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const said: string[] = [];
    for (let i = 0; i < 5; i++) said.push(errorOf(await signIn(number, wrong)).message);
    expect(said).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      phoneMessages.codeDead,
    ]);
    const right = await signIn(number, code);
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).message).toBe(phoneMessages.codeDead);
    // A new code works again.
    later(30);
    await requestCode(number);
    expect((await signIn(number, await latestCode(t, e164Of(number)))).statusCode).toBe(200);
  });

  it('says clearly when there is no code, or the code is not six digits', async () => {
    const none = await signIn(nextNumber(), '123456');
    expect(errorOf(none).message).toBe(phoneMessages.noCode);
    const short = await signIn(nextNumber(), '12345');
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe(phoneMessages.codeFormat);
  });

  it('sends one number at most 5 codes an hour, whoever asks', async () => {
    const number = nextNumber();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(number)).statusCode).toBe(202);
      later(30);
    }
    const sixth = await requestCode(number);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).message).toBe(phoneMessages.numberCodeLimit);
    expect(await textsTo(t, e164Of(number))).toHaveLength(5);
    later(3600);
  });

  it('lets one address ask for at most 10 codes an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await requestCode(nextNumber(), ip)).statusCode).toBe(202);
    const eleventh = nextNumber();
    const res = await requestCode(eleventh, ip);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(phoneMessages.ipCodeLimit);
    expect(await textsTo(t, e164Of(eleventh))).toHaveLength(0);
    later(3600);
  });

  it('refuses suspended and deleted accounts with the password sign-in messages', async () => {
    const number = nextNumber();
    const e164 = e164Of(number);
    await requestCode(number);
    const first = await signIn(number, await latestCode(t, e164));
    const userId = first.json().user.id as string;

    await t.ctx.db
      .update(users)
      .set({ suspendedAt: clock.now(), suspendedReason: 'test' })
      .where(eq(users.id, userId));
    later(30);
    await requestCode(number);
    const suspended = await signIn(number, await latestCode(t, e164));
    expect(suspended.statusCode).toBe(403);
    expect(errorOf(suspended).message).toBe(complaintMessages.accountSuspended);

    await t.ctx.db
      .update(users)
      .set({ suspendedAt: null, deletedAt: clock.now() })
      .where(eq(users.id, userId));
    later(30);
    await requestCode(number);
    const deleted = await signIn(number, await latestCode(t, e164));
    expect(deleted.statusCode).toBe(401);
    expect(errorOf(deleted).message).toBe(messages.signInFailed);
  });

  describe('a verified phone on /profile', () => {
    it('is added with a code and then signs its owner in', async () => {
      const me = await signInAs(t, 'customer');
      const none = await call({ url: '/account/phone', cookie: me.cookie });
      expect(none.json()).toEqual({
        phone: null,
        display: null,
        verifiedAt: null,
        removable: true,
      });

      const number = nextNumber();
      const e164 = e164Of(number);
      const sent = await call({
        url: '/account/phone/code',
        body: { phone: number },
        cookie: me.cookie,
      });
      expect(sent.statusCode).toBe(202);
      const code = await latestCode(t, e164);
      // A sign-in code and a verification code are not interchangeable.
      expect(errorOf(await signIn(number, code)).message).toBe(phoneMessages.noCode);

      const verified = await call({
        url: '/account/phone/verify',
        body: { phone: number, code },
        cookie: me.cookie,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        phone: e164,
        display: `+1 ${number}`,
        verifiedAt: clock.now().toISOString(),
        removable: true,
      });
      // The profile's contact phone is another thing and is left alone.
      const [profile] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, me.id));
      expect(profile!.phone).toBeNull();

      later(30);
      await requestCode(number);
      const viaPhone = await signIn(number, await latestCode(t, e164));
      expect(viaPhone.json().user.id).toBe(me.id);

      const removed = await call({ url: '/account/phone', method: 'DELETE', cookie: me.cookie });
      expect(removed.statusCode).toBe(204);
      expect((await call({ url: '/account/phone', cookie: me.cookie })).json().phone).toBeNull();
    });

    it('refuses a number verified on another account, before any text', async () => {
      const owner = await signInAs(t, 'customer');
      const number = nextNumber();
      const e164 = e164Of(number);
      await t.ctx.db
        .update(users)
        .set({ phoneE164: e164, phoneVerifiedAt: clock.now() })
        .where(eq(users.id, owner.id));
      const other = await signInAs(t, 'customer');
      const res = await call({
        url: '/account/phone/code',
        body: { phone: number },
        cookie: other.cookie,
      });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(phoneMessages.numberTaken);
      expect(await textsTo(t, e164)).toHaveLength(0);
    });

    it('refuses a wrong code, and another person’s code', async () => {
      const me = await signInAs(t, 'customer');
      const someone = await signInAs(t, 'customer');
      const number = nextNumber();
      await call({ url: '/account/phone/code', body: { phone: number }, cookie: someone.cookie });
      const theirCode = await latestCode(t, e164Of(number));
      const mine = await call({
        url: '/account/phone/verify',
        body: { phone: number, code: theirCode },
        cookie: me.cookie,
      });
      expect(mine.statusCode).toBe(400);
      expect(errorOf(mine).message).toBe(phoneMessages.noCode);
      const wrong = String((Number(theirCode) + 7) % 1_000_000).padStart(6, '0');
      const res = await call({
        url: '/account/phone/verify',
        body: { phone: number, code: wrong },
        cookie: someone.cookie,
      });
      expect(errorOf(res).message).toBe('That code is not right. 4 tries left.');
    });

    it('cannot be removed when it is the only way to sign in', async () => {
      const number = nextNumber();
      await requestCode(number);
      const res = await signIn(number, await latestCode(t, e164Of(number)));
      const cookie = `potluck_session=${res.cookies.find((c) => c.name === 'potluck_session')!.value}`;
      const phone = await call({ url: '/account/phone', cookie });
      expect(phone.json()).toMatchObject({ phone: e164Of(number), removable: false });
      const removed = await call({ url: '/account/phone', method: 'DELETE', cookie });
      expect(removed.statusCode).toBe(409);
      expect(errorOf(removed).message).toBe(phoneMessages.onlySignInWay);
    });

    it('is for signed-in people only', async () => {
      const res = await call({ url: '/account/phone/code', body: { phone: nextNumber() } });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('SMS pumping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock('2026-11-27T12:00:00Z') });
  });
  afterAll(() => t.close());

  it('10,000 code requests across many numbers and addresses send only a handful of texts', async () => {
    // The service the route calls, in a tight loop (the HTTP answer is checked after).
    const quiet = { warn: () => undefined };
    const started = performance.now();
    const statuses = new Map<number, number>();
    const refusals = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      // Premium-rate style numbers abroad, and a spread of North American ones.
      const phone =
        i % 5 === 0
          ? `+44 909 ${String(8790000 + (i % 10_000)).slice(0, 7)}`
          : `+1 415 ${String(2000000 + i * 7).slice(0, 7)}`;
      const ip = `203.0.${Math.floor(i / 250) % 256}.${i % 250}`;
      let status = 202;
      try {
        await sendPhoneCode(t.ctx, { phone, purpose: 'sign_in', ip }, quiet);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        status = err.statusCode;
        refusals.add(err.message);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    const texts = await t.ctx.db
      .select({ to: phoneOutbox.toNumber })
      .from(phoneOutbox)
      .where(eq(phoneOutbox.channel, 'sms'));
    expect(texts.length).toBe(DEFAULT_PHONE_TEXTS_PER_HOUR);
    expect(texts.every((row) => row.to.startsWith('+1'))).toBe(true);
    expect(statuses.get(202)).toBe(DEFAULT_PHONE_TEXTS_PER_HOUR);
    expect(statuses.get(400)).toBe(2000);
    expect(statuses.get(429)).toBe(10_000 - 2000 - DEFAULT_PHONE_TEXTS_PER_HOUR);
    expect([...refusals].sort()).toEqual(
      [
        phoneMessages.textsPaused,
        'Texts can be sent only to numbers in United States and Canada.',
      ].sort(),
    );
    expect(seconds).toBeLessThan(30);

    // Over HTTP the same refusal is a 429 with Retry-After up to the next hour, and no text.
    const res = await caller(t)({ url: '/phone/code', body: { phone: '+1 415 555 0199' } });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(phoneMessages.textsPaused);
    expect(Number(res.headers['retry-after'])).toBe(3600);
    expect(await textsTo(t, '+14155550199')).toHaveLength(0);
  }, 90_000);
});
