import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSocialProvider, type SocialProvider } from '#domain/social-sign-in';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { sharedKey } from '../../../db/app-secrets.ts';

/** The sign-in in flight: what the callback must find again (decision 057). */
export interface OAuthAttempt {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  /** OpenID Connect providers only. */
  nonce: string | null;
  returnTo: string;
  /** Signing in, or connecting a provider to the signed-in account `userId`. */
  intent: 'signin' | 'link';
  userId: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const ATTEMPT_COOKIE = 'potluck_oauth';
const LINK_COOKIE = 'potluck_link';
const ATTEMPT_TTL_MS = 10 * 60_000;
/** Scoped to the callback and the sign-in that may complete a pending link. */
const ATTEMPT_PATH = '/api/v1/auth/oauth';
const LINK_PATH = '/api/v1/auth';

const SECRET_NAME = 'oauth-attempt';
/** The key attempts are sealed under: generated once, kept in app_secrets for every instance. */
async function attemptKey(db: Database): Promise<Buffer> {
  return Buffer.from(await sharedKey(db, SECRET_NAME), 'hex');
}

export function newAttemptExpiry(ctx: AppContext): number {
  return ctx.clock.now().getTime() + ATTEMPT_TTL_MS;
}

/**
 * Keeps the state, PKCE verifier and nonce in an HttpOnly, SameSite=Lax cookie for ten
 * minutes, sealed with AES-256-GCM: the browser can neither read nor alter them.
 */
export async function setAttemptCookie(
  ctx: AppContext,
  reply: FastifyReply,
  attempt: OAuthAttempt,
): Promise<void> {
  const key = await attemptKey(ctx.db);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(attempt), 'utf8'), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  reply.setCookie(ATTEMPT_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: ATTEMPT_PATH,
    secure: ctx.config.isProduction,
    maxAge: ATTEMPT_TTL_MS / 1000,
  });
}

/** The attempt this browser started, if its cookie is intact and not expired; else null. */
export async function readAttemptCookie(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<OAuthAttempt | null> {
  const raw = req.cookies[ATTEMPT_COOKIE];
  if (!raw) return null;
  try {
    const bytes = Buffer.from(raw, 'base64url');
    const key = await attemptKey(ctx.db);
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const attempt = JSON.parse(json.toString('utf8')) as OAuthAttempt;
    if (!isSocialProvider(attempt.provider)) return null;
    if (attempt.expiresAt <= ctx.clock.now().getTime()) return null;
    return attempt;
  } catch {
    return null;
  }
}

export function clearAttemptCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(ATTEMPT_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: ATTEMPT_PATH,
    secure: ctx.config.isProduction,
  });
}

/** Compares the state the provider sent back with the one we keep, in constant time. */
export function sameState(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The browser that was asked to prove an account keeps the pending link's token. */
export function setPendingLinkCookie(
  ctx: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(LINK_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: LINK_PATH,
    secure: ctx.config.isProduction,
    expires: expiresAt,
  });
}

export function readPendingLinkCookie(req: FastifyRequest): string | null {
  return req.cookies[LINK_COOKIE] ?? null;
}

export function clearPendingLinkCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(LINK_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: LINK_PATH,
    secure: ctx.config.isProduction,
  });
}
