import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readQuoteToken, signQuoteToken, type QuoteClaims } from './quote-token.ts';

const secret = 'x'.repeat(40);
const now = new Date('2026-11-23T18:00:00Z');
const claims: QuoteClaims = {
  v: 1,
  quoteId: 'local_1',
  buyerId: '00000000-0000-4000-8000-000000000001',
  chefId: '00000000-0000-4000-8000-000000000002',
  addressId: '00000000-0000-4000-8000-000000000003',
  feeCents: 899,
  etaMinutes: 22,
  distanceKm: 4.9,
  provider: 'local',
  expiresAt: now.getTime() + 15 * 60_000,
};

describe('quote tokens', () => {
  it('round-trips the claims of an unexpired token', () => {
    expect(readQuoteToken(signQuoteToken(claims, secret), secret, now)).toEqual({
      ok: true,
      claims,
    });
  });

  it('refuses a token past its expiry, or signed with another secret', () => {
    const token = signQuoteToken(claims, secret);
    expect(readQuoteToken(token, secret, new Date(claims.expiresAt))).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(readQuoteToken(token, 'y'.repeat(40), now)).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
    expect(readQuoteToken('garbage', secret, now).ok).toBe(false);
    expect(readQuoteToken(`${token}.extra`, secret, now).ok).toBe(false);
  });

  it('refuses a token whose fee was rewritten, even with a well-formed payload', () => {
    const [, signature] = signQuoteToken(claims, secret).split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...claims, feeCents: 1 })).toString('base64url');
    expect(readQuoteToken(`${cheaper}.${signature}`, secret, now)).toEqual({
      ok: false,
      problem: 'bad_signature',
    });
  });

  it('any change to any character of the token makes it invalid', () => {
    const token = signQuoteToken(claims, secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet), (index, ch) => {
        fc.pre(token[index] !== ch);
        const tampered = token.slice(0, index) + ch + token.slice(index + 1);
        return !readQuoteToken(tampered, secret, now).ok;
      }),
      { numRuns: 500 },
    );
  });
});
