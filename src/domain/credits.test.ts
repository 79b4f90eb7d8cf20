import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MINIMUM_CENTS,
  CREDIT_TERMS,
  CREDIT_VALID_DAYS,
  creditExpiresAt,
  creditToApply,
  REFERRAL_CREDIT_CENTS,
  remainingOfGrant,
  remainingOfGrants,
  SIGNUP_CREDIT_CENTS,
  type OpenGrant,
} from './credits';

describe('credit figures (spec §9)', () => {
  it('are $25 on sign-up and $10 per referred chef, valid 180 days, with terms for each', () => {
    expect(SIGNUP_CREDIT_CENTS).toBe(2500);
    expect(REFERRAL_CREDIT_CENTS).toBe(1000);
    expect(CREDIT_TERMS.signup).toContain('$25.00');
    expect(CREDIT_TERMS.referral).toContain('$10.00');
    expect(CREDIT_TERMS.signup).toContain(`${CREDIT_VALID_DAYS} days`);
    const at = new Date('2026-01-01T10:00:00Z');
    expect(creditExpiresAt(at).toISOString()).toBe('2026-06-30T10:00:00.000Z');
  });
});

describe('creditToApply', () => {
  it('spends all the credit when the card still pays 50 cents, else leaves the card 50 cents', () => {
    expect(creditToApply(2500, 4000)).toBe(2500);
    expect(creditToApply(2500, 2000)).toBe(1950);
    expect(creditToApply(2500, 50)).toBe(0);
    expect(creditToApply(2500, 30)).toBe(0);
    expect(creditToApply(0, 4000)).toBe(0);
    expect(creditToApply(-5, 4000)).toBe(0);
  });

  it('never exceeds the credit, never leaves the card less than the minimum, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), fc.nat(100_000), (available, total) => {
        const credit = creditToApply(available, total);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(Math.max(available, 0));
        if (credit > 0) expect(total - credit).toBeGreaterThanOrEqual(CARD_MINIMUM_CENTS);
        // As much as possible: either all the credit or the card is at exactly the minimum.
        if (total > CARD_MINIMUM_CENTS && available > 0)
          expect(credit === available || total - credit === CARD_MINIMUM_CENTS).toBe(true);
      }),
    );
  });
});

const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d));

describe('remainingOfGrant', () => {
  const signup: OpenGrant = { id: 'a', amountCents: 2500, expiresAt: day(10) };
  const referral: OpenGrant = { id: 'b', amountCents: 1000, expiresAt: day(20) };

  it('credit is spent oldest-expiring first: the later grant keeps its part of the balance', () => {
    // $12 spent of $35: the later $10 is whole, the sign-up credit has $13 left.
    expect(remainingOfGrant(signup, 2300, [signup, referral])).toBe(1300);
    expect(remainingOfGrant(referral, 2300, [signup, referral])).toBe(1000);
    // $30 spent: $5 left, all of it the referral's.
    expect(remainingOfGrant(signup, 500, [signup, referral])).toBe(0);
    expect(remainingOfGrant(referral, 500, [signup, referral])).toBe(500);
    // Nothing spent: each keeps its own amount, never more.
    expect(remainingOfGrant(signup, 3500, [signup, referral])).toBe(2500);
  });

  it('the remainings add up to the balance (up to the grants) and each stays within its grant', () => {
    const grant = fc.record({
      id: fc.uuid(),
      amountCents: fc.integer({ min: 1, max: 5000 }),
      expiresAt: fc.integer({ min: 0, max: 5 }).map(day),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(grant, { selector: (g) => g.id, maxLength: 6 }),
        fc.integer({ min: -1000, max: 40_000 }),
        (grants, balance) => {
          const total = grants.reduce((s, g) => s + g.amountCents, 0);
          const rest = remainingOfGrants(grants, balance);
          let sum = 0;
          for (const g of grants) {
            const r = rest.get(g.id)!;
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(g.amountCents);
            sum += r;
          }
          expect(sum).toBe(Math.min(Math.max(balance, 0), total));
        },
      ),
    );
  });
});
