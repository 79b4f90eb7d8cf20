// Codes sent by text (issue 15 point 2, decision 058): one service for phone sign-in and for
// verifying a phone on /profile. A code is 6 random digits, kept only as an HMAC under the
// server's phone-code secret, compared in constant time, single use, dead after 5 wrong tries
// and after 10 minutes. Before any text goes out the number must be valid and in an allowed
// country, the number's last code at least 30 s old, and three budgets must allow it: codes
// per number, codes per client address, and texts per hour for the whole service (the SMS
// pumping ceiling). Codes and full numbers are never logged.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  checkPhoneNumber,
  codeExpiresAt,
  codeState,
  codeStateMessage,
  codeTextMessage,
  isCodeShaped,
  maskPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODES_PER_IP_PER_HOUR,
  PHONE_CODES_PER_NUMBER_PER_HOUR,
  phoneMessages,
  resendTooEarlyMessage,
  resendWaitSeconds,
  wrongCodeMessage,
  type PhonePurpose,
} from '#domain/phone-codes';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema/identity.ts';
import { sharedKey } from '../../db/app-secrets.ts';
import { PostgresCounter, windowStartOf } from '../../http/rate-limit-stores.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { RateLimitedError } from '../../http/route-policy.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';

const HOUR_MS = 3_600_000;
const SECRET_NAME = 'phone-code';

export interface Logger {
  warn(obj: object, msg: string): void;
}

// --- The secret codes are hashed under ---

/** PHONE_CODE_SECRET, else the one kept in app_secrets (generated on first use). */
function phoneCodeSecret(ctx: Pick<AppContext, 'config' | 'db'>): Promise<string> {
  return sharedKey(ctx.db, SECRET_NAME, ctx.config.PHONE_CODE_SECRET);
}

/** The code bound to its number and purpose: a code for one cannot be replayed for another. */
const hashCode = (secret: string, purpose: PhonePurpose, e164: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${e164}:${code}`).digest();

const newCode = () =>
  String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

// --- The hourly ceiling on texts, shared by every instance ---

/**
 * Windows in which the ceiling was reached, per database: further requests in that window are
 * refused without a query, so a pumping script costs the database nothing once it has hit.
 */
const capReachedIn = new WeakMap<Database, number>();

function textsPaused(ctx: AppContext, retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(Math.max(1, retryAfterSeconds), phoneMessages.textsPaused);
}

function checkCapMemo(ctx: AppContext): void {
  const now = ctx.clock.now().getTime();
  const start = windowStartOf(now, HOUR_MS);
  if (ctx.config.PHONE_TEXTS_PER_HOUR === 0) throw textsPaused(ctx, 3600);
  if (capReachedIn.get(ctx.db) === start)
    throw textsPaused(ctx, Math.ceil((start + HOUR_MS - now) / 1000));
}

/** Counts one text against the hour's ceiling, or refuses it (nothing is sent). */
async function takeTextFromHourlyCap(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  const start = windowStartOf(now, HOUR_MS);
  const sent = await new PostgresCounter(ctx.db, ctx.clock).hit('phone-texts:all', start);
  if (sent > ctx.config.PHONE_TEXTS_PER_HOUR) {
    capReachedIn.set(ctx.db, start);
    throw textsPaused(ctx, Math.ceil((start + HOUR_MS - now) / 1000));
  }
}

// --- Sending ---

export interface SendCodeInput {
  phone: string;
  purpose: PhonePurpose;
  /** The signed-in person adding the phone (purpose 'verify'). */
  userId?: string | null;
  ip: string;
}

export interface SentCode {
  e164: string;
  resendAfterSeconds: number;
  expiresAt: Date;
}

/** The number in E.164 if it may receive texts, else a 400 that says why. */
export function normalisePhone(ctx: AppContext, raw: string): string {
  const checked = checkPhoneNumber(raw, ctx.config.phoneAllowedCountries);
  if (!checked.ok) throw badRequest(checked.message, { phone: checked.message });
  return checked.e164;
}

async function withMessage<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof RateLimitedError) throw new RateLimitedError(err.retryAfterSeconds, message);
    throw err;
  }
}

/**
 * Sends a new code to a number, after every check (see the top of this file). `beforeSend`
 * may refuse the number for the purpose (a phone verified on another account) before anything
 * is counted or sent.
 */
export async function sendPhoneCode(
  ctx: AppContext,
  input: SendCodeInput,
  log: Logger,
  beforeSend?: (e164: string) => Promise<void>,
): Promise<SentCode> {
  const e164 = normalisePhone(ctx, input.phone);
  checkCapMemo(ctx);
  await beforeSend?.(e164);
  const now = ctx.clock.now();

  const [last] = await ctx.db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(eq(phoneCodes.phoneE164, e164))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const wait = resendWaitSeconds(last?.createdAt ?? null, now);
  if (wait > 0) throw new RateLimitedError(wait, resendTooEarlyMessage(wait));

  await withMessage(
    consumeRateLimit(ctx, `phone-code-ip:${input.ip}`, PHONE_CODES_PER_IP_PER_HOUR, 3600),
    phoneMessages.ipCodeLimit,
  );
  await withMessage(
    consumeRateLimit(ctx, `phone-code-number:${e164}`, PHONE_CODES_PER_NUMBER_PER_HOUR, 3600),
    phoneMessages.numberCodeLimit,
  );
  await takeTextFromHourlyCap(ctx);

  const code = newCode();
  const secret = await phoneCodeSecret(ctx);
  const expiresAt = codeExpiresAt(now);
  const [row] = await ctx.db
    .insert(phoneCodes)
    .values({
      phoneE164: e164,
      purpose: input.purpose,
      userId: input.userId ?? null,
      codeHash: hashCode(secret, input.purpose, e164, code).toString('hex'),
      expiresAt,
      ip: input.ip,
      createdAt: now,
    })
    .returning({ id: phoneCodes.id });
  try {
    await ctx.phone.sendSms(e164, codeTextMessage(code), { outboxBody: codeTextMessage('••••••') });
  } catch (err) {
    // The code was never received: it must not stay guessable.
    await ctx.db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, row!.id));
    log.warn(
      { to: maskPhone(e164), reason: err instanceof Error ? err.message : String(err) },
      'phone code text failed',
    );
    throw new AppError(400, 'bad_request', phoneMessages.sendFailed, {
      phone: phoneMessages.sendFailed,
    });
  }
  return { e164, resendAfterSeconds: PHONE_CODE_RESEND_SECONDS, expiresAt };
}

// --- Checking ---

export interface CheckCodeInput {
  phone: string;
  code: string;
  purpose: PhonePurpose;
  /** For 'verify': only a code sent for this person counts. */
  userId?: string | null;
}

const codeRefused = (message: string) =>
  new AppError(400, 'token_invalid', message, { code: message });

/**
 * Uses the number's latest code for the purpose if `code` matches it; returns the number in
 * E.164. Each try is counted before the comparison, in one conditional update, so parallel
 * guesses cannot exceed 5; a right code is marked used in another, so it works once.
 */
export async function usePhoneCode(ctx: AppContext, input: CheckCodeInput): Promise<string> {
  const e164 = normalisePhone(ctx, input.phone);
  const given = input.code.trim();
  if (!isCodeShaped(given)) throw codeRefused(phoneMessages.codeFormat);
  const now = ctx.clock.now();
  const [latest] = await ctx.db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phoneE164, e164),
        eq(phoneCodes.purpose, input.purpose),
        input.userId ? eq(phoneCodes.userId, input.userId) : isNull(phoneCodes.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!latest) throw codeRefused(phoneMessages.noCode);
  const state = codeState(latest, now);
  if (state !== 'live') throw codeRefused(codeStateMessage[state]);

  const [counted] = await ctx.db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.id, latest.id),
        isNull(phoneCodes.usedAt),
        lt(phoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: phoneCodes.attempts });
  if (!counted) throw codeRefused(phoneMessages.codeDead);

  const secret = await phoneCodeSecret(ctx);
  const expected = Buffer.from(latest.codeHash, 'hex');
  const actual = hashCode(secret, input.purpose, e164, given);
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!matches) throw codeRefused(wrongCodeMessage(PHONE_CODE_MAX_ATTEMPTS - counted.attempts));

  const [used] = await ctx.db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw codeRefused(phoneMessages.codeUsed);
  return e164;
}
