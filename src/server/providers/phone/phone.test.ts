import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneOutbox } from '../../db/schema/phone.ts';
import { ManualClock } from '../clock/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LocalPhoneProvider } from './local-phone.ts';
import { PhoneProviderError, toE164 } from './phone.ts';
import { sayTwiml, TwilioPhoneProvider } from './twilio-phone.ts';

/**
 * A stand-in for api.twilio.com: it records what Twilio would receive (path, basic auth,
 * form body) and answers with Twilio's JSON.
 */
interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form: new URLSearchParams(raw),
    });
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
});

const clock = new ManualClock('2026-11-23T20:00:00Z');
let t: TestApp;
let twilio: TwilioPhoneProvider;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ clock });
  twilio = new TwilioPhoneProvider(t.ctx.db, clock, {
    accountSid: SID,
    authToken: TOKEN,
    from: '+14155550100',
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  answer = { status: 201, body: {} };
});

const outboxRow = async (id: string) =>
  (await t.ctx.db.select().from(phoneOutbox).where(eq(phoneOutbox.id, id)))[0];

describe('toE164', () => {
  it('normalises callable numbers and refuses the rest', () => {
    expect(toE164('(415) 555-0134')).toBe('+14155550134');
    expect(toE164('1 415 555 0134')).toBe('+14155550134');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('415.555.0134')).toBe('+14155550134');
    for (const bad of ['', 'call me', '555-0134', '+0 123 456 789', '0415 555 0134', '+1234'])
      expect(toE164(bad)).toBeNull();
  });
});

describe('local phone provider', () => {
  it('is the default and records calls and texts in the outbox as sent', async () => {
    expect(t.ctx.phone.name).toBe('local');
    const call = await t.ctx.phone.call('415 555 0134', 'You have a new order.');
    expect(await outboxRow(call.id)).toMatchObject({
      channel: 'voice',
      toNumber: '+14155550134',
      body: 'You have a new order.',
      provider: 'local',
      status: 'sent',
      providerMessageId: call.id,
      sentAt: clock.now(),
    });
    const sms = await new LocalPhoneProvider(t.ctx.db, clock).sendSms('+14155550134', 'Hi');
    expect(await outboxRow(sms.id)).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('refuses a number that cannot be called with a clear error, stored as failed', async () => {
    const err = await t.ctx.phone.call('not a number', 'x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PhoneProviderError);
    expect(err).toMatchObject({ code: 'invalid_number' });
    expect((err as Error).message).toContain('"not a number" is not a phone number');
    const [row] = await t.ctx.db
      .select()
      .from(phoneOutbox)
      .where(eq(phoneOutbox.toNumber, 'not a number'));
    expect(row).toMatchObject({ status: 'failed', provider: 'local' });
  });
});

describe('Twilio adapter', () => {
  it('places a call through Calls.json with basic auth and TwiML that says the message', async () => {
    answer = { status: 201, body: { sid: 'CA1111', status: 'queued' } };
    const result = await twilio.call('(415) 555-0134', 'Order from <Eve> & co', {
      orderId: null,
    });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Calls.json`);
    expect(req.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req.form)).toEqual({
      To: '+14155550134',
      From: '+14155550100',
      Twiml: '<Response><Say>Order from &lt;Eve&gt; &amp; co</Say></Response>',
    });
    expect(await outboxRow(result.id)).toMatchObject({
      provider: 'twilio',
      providerMessageId: 'CA1111',
      status: 'sent',
    });
  });

  it('sends a text through Messages.json', async () => {
    answer = { status: 201, body: { sid: 'SM2222' } };
    await twilio.sendSms('+14155550134', 'Your order is ready');
    expect(seen[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      To: '+14155550134',
      From: '+14155550100',
      Body: 'Your order is ready',
    });
  });

  it('keeps the outbox body it is given in place of a secret message, the local one the message', async () => {
    answer = { status: 201, body: { sid: 'SM3333' } };
    const sent = await twilio.sendSms('+14155550134', '123456 is your code', {
      outboxBody: '•••••• is your code',
    });
    expect(seen[0]!.form.get('Body')).toBe('123456 is your code');
    expect((await outboxRow(sent.id))?.body).toBe('•••••• is your code');
    const local = await t.ctx.phone.sendSms('+14155550134', '654321 is your code', {
      outboxBody: '•••••• is your code',
    });
    expect((await outboxRow(local.id))?.body).toBe('654321 is your code');
  });

  it("records Twilio's refusal as failed and throws it", async () => {
    answer = {
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    };
    const err = await twilio.call('+14155550134', 'x').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid_number' });
    expect((err as Error).message).toContain('21211');
    const rows = await t.ctx.db
      .select()
      .from(phoneOutbox)
      .where(eq(phoneOutbox.provider, 'twilio'));
    expect(rows.some((r) => r.status === 'failed' && r.error?.includes('21211'))).toBe(true);
  });

  it('never sends an invalid number to Twilio', async () => {
    await expect(twilio.call('12', 'x')).rejects.toMatchObject({ code: 'invalid_number' });
    expect(seen).toEqual([]);
  });

  it('is chosen by PHONE_PROVIDER=twilio, which needs its credentials', async () => {
    expect(sayTwiml('a')).toBe('<Response><Say>a</Say></Response>');
    await expect(createTestApp({ env: { PHONE_PROVIDER: 'twilio' } })).rejects.toThrow(
      'PHONE_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    const app = await createTestApp({
      env: {
        PHONE_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: '+14155550100',
      },
    });
    expect(app.ctx.phone.name).toBe('twilio');
    await app.close();
  });
});
