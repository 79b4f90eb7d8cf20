import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REVIEW_COMMENT_MAX,
  halfStepRating,
  normaliseComment,
  publicReviewerName,
  reviewEligibility,
  reviewMessages,
  roundToHalfStar,
  type ReviewKind,
} from './reviews';

describe('roundToHalfStar', () => {
  it('rounds to the nearest half star within 0–5', () => {
    expect(roundToHalfStar(4.24)).toBe(4);
    expect(roundToHalfStar(4.25)).toBe(4.5);
    expect(roundToHalfStar(4.74)).toBe(4.5);
    expect(roundToHalfStar(4.75)).toBe(5);
    expect(roundToHalfStar(7)).toBe(5);
    expect(roundToHalfStar(-1)).toBe(0);
    expect(roundToHalfStar(Number.NaN)).toBe(0);
  });

  it('property: a half step, within 0..5, at most a quarter star from the average', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (avg) => {
        const shown = roundToHalfStar(avg);
        expect(Number.isInteger(shown * 2)).toBe(true);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(5);
        expect(Math.abs(shown - avg)).toBeLessThanOrEqual(0.25);
      }),
    );
  });

  it('property: never decreases when the average grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(roundToHalfStar(lo)).toBeLessThanOrEqual(roundToHalfStar(hi));
        },
      ),
    );
  });
});

describe('halfStepRating', () => {
  it('is null for nobody, the half-step average otherwise', () => {
    expect(halfStepRating(0, 0)).toBeNull();
    expect(halfStepRating(9, 2)).toBe(4.5);
    expect(halfStepRating(13, 3)).toBe(4.5); // 4.33
    expect(halfStepRating(14, 4)).toBe(3.5);
    expect(halfStepRating(11, 3)).toBe(3.5); // 3.67
  });

  it('property: ratings of 1..5 always show between 1 and 5 in half steps', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }),
        (rs) => {
          const sum = rs.reduce((a, b) => a + b, 0);
          const shown = halfStepRating(sum, rs.length)!;
          expect(shown).toBeGreaterThanOrEqual(1);
          expect(shown).toBeLessThanOrEqual(5);
          expect(Number.isInteger(shown * 2)).toBe(true);
          expect(shown).toBeGreaterThanOrEqual(Math.min(...rs) - 0.25);
          expect(shown).toBeLessThanOrEqual(Math.max(...rs) + 0.25);
        },
      ),
    );
  });
});

describe('normaliseComment', () => {
  it('trims, and empty means no comment', () => {
    expect(normaliseComment('  Lovely tamales \n')).toBe('Lovely tamales');
    expect(normaliseComment('   ')).toBeNull();
    expect(normaliseComment(null)).toBeNull();
    expect(normaliseComment(undefined)).toBeNull();
    expect(REVIEW_COMMENT_MAX).toBe(500);
  });

  it('property: never has outer whitespace and is never empty', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = normaliseComment(s);
        if (out !== null) {
          expect(out).toBe(out.trim());
          expect(out.length).toBeGreaterThan(0);
        } else expect(s.trim()).toBe('');
      }),
    );
  });
});

describe('reviewEligibility', () => {
  const base = { orderCompleted: true, alreadyReviewed: false };

  it('the buyer reviews the order and dishes, the chef the customer', () => {
    expect(reviewEligibility({ ...base, kind: 'order', role: 'buyer' }).state).toBe('can_review');
    expect(reviewEligibility({ ...base, kind: 'dish', role: 'buyer' }).state).toBe('can_review');
    expect(reviewEligibility({ ...base, kind: 'customer', role: 'seller' }).state).toBe(
      'can_review',
    );
    expect(reviewEligibility({ ...base, kind: 'order', role: 'seller' })).toEqual({
      state: 'not_allowed',
      reason: reviewMessages.buyerOnly,
    });
    expect(reviewEligibility({ ...base, kind: 'customer', role: 'buyer' })).toEqual({
      state: 'not_allowed',
      reason: reviewMessages.chefOnly,
    });
  });

  it('waits for completion and allows one review each', () => {
    expect(
      reviewEligibility({
        kind: 'dish',
        role: 'buyer',
        orderCompleted: false,
        alreadyReviewed: false,
      }),
    ).toEqual({ state: 'not_allowed', reason: reviewMessages.notCompleted });
    expect(
      reviewEligibility({
        kind: 'dish',
        role: 'buyer',
        orderCompleted: true,
        alreadyReviewed: true,
      }),
    ).toEqual({ state: 'reviewed', reason: null });
  });

  it('property: can_review only for the right party of a completed, unreviewed order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReviewKind>('order', 'dish', 'customer'),
        fc.constantFrom('buyer' as const, 'seller' as const),
        fc.boolean(),
        fc.boolean(),
        (kind, role, orderCompleted, alreadyReviewed) => {
          const rightParty = (kind === 'customer') === (role === 'seller');
          const e = reviewEligibility({ kind, role, orderCompleted, alreadyReviewed });
          expect(e.state === 'can_review').toBe(rightParty && orderCompleted && !alreadyReviewed);
          expect(e.state === 'not_allowed').toBe(e.reason !== null);
        },
      ),
    );
  });
});

describe('publicReviewerName', () => {
  it('shows the first name and the last initial', () => {
    expect(publicReviewerName('Bea Buyer')).toBe('Bea B.');
    expect(publicReviewerName('  Ana  María de la cruz ')).toBe('Ana C.');
    expect(publicReviewerName('Cher')).toBe('Cher');
  });
  it('never shows an e-mail address or an empty name', () => {
    expect(publicReviewerName('bea@example.com')).toBe('A Potluck customer');
    expect(publicReviewerName('Bea bea@example.com')).toBe('A Potluck customer');
    expect(publicReviewerName('   ')).toBe('A Potluck customer');
    expect(publicReviewerName(null)).toBe('A Potluck customer');
  });
});
