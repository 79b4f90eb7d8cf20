import { createHmac, timingSafeEqual } from 'node:crypto';

// A delivery quote is not stored (the schema has no table for it): the server hands the buyer
// an HMAC-signed token carrying the fee and expiry, and checkout trusts only what the token
// says. Changing any byte breaks the signature.

export interface QuoteClaims {
  /** Format version. */
  v: 1;
  quoteId: string;
  buyerId: string;
  chefId: string;
  addressId: string;
  feeCents: number;
  etaMinutes: number;
  distanceKm: number;
  provider: 'local' | 'doordash';
  /** Epoch milliseconds. */
  expiresAt: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`potluck.delivery-quote.${payload}`).digest();

export function signQuoteToken(claims: QuoteClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

export type QuoteTokenProblem = 'malformed' | 'bad_signature' | 'expired';

/** The claims of an authentic, unexpired token, or what is wrong with it. */
export function readQuoteToken(
  token: string,
  secret: string,
  now: Date,
): { ok: true; claims: QuoteClaims } | { ok: false; problem: QuoteTokenProblem } {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, problem: 'malformed' };
  // Compare the text, not decoded bytes: base64url's last character can carry unused bits,
  // so only the one canonical spelling of the signature is accepted.
  const expected = Buffer.from(sign(payload, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'bad_signature' };
  let claims: QuoteClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as QuoteClaims;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (claims.v !== 1 || !Number.isSafeInteger(claims.feeCents) || claims.feeCents < 0)
    return { ok: false, problem: 'malformed' };
  if (!(claims.expiresAt > now.getTime())) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}
