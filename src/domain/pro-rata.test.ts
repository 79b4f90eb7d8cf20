import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ProRataError, proRataShares } from './pro-rata';

describe('proRataShares', () => {
  it('splits in proportion, the leftover cent to the largest fraction, ties to the earlier part', () => {
    expect(proRataShares([850, 150], 100)).toEqual([85, 15]);
    expect(proRataShares([1, 1], 1)).toEqual([1, 0]); // tie: the earlier part
    expect(proRataShares([2, 1], 1)).toEqual([1, 0]); // 0.67 against 0.33
    expect(proRataShares([100, 0], 40)).toEqual([40, 0]);
  });

  it('ends exact: steps adding up to the total take every part back in full', () => {
    let shares = proRataShares([7, 3, 1], 5);
    shares = proRataShares([7, 3, 1], 9, shares);
    expect(proRataShares([7, 3, 1], 11, shares)).toEqual([7, 3, 1]);
  });

  it('refuses amounts beyond the total, fractions and shrinking totals', () => {
    expect(() => proRataShares([5], 6)).toThrow(ProRataError);
    expect(() => proRataShares([5], 1.5)).toThrow(ProRataError);
    expect(() => proRataShares([5, 5], 2, [2, 2])).toThrow(ProRataError);
  });

  it('is exact for amounts whose products pass 2^53', () => {
    const parts = [999_999_999, 1];
    expect(proRataShares(parts, 999_999_999)).toEqual([999_999_998, 1]);
  });

  it('over any steps: shares add up, never go down, stay within a cent of pro rata, end exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (parts, cuts) => {
          const total = parts.reduce((s, p) => s + p, 0);
          const points = [...cuts.map((c) => Math.floor(c * total)), total].sort((a, b) => a - b);
          let shares = parts.map(() => 0);
          for (const taken of points) {
            const next = proRataShares(parts, taken, shares);
            expect(next.reduce((s, v) => s + v, 0)).toBe(taken);
            next.forEach((v, i) => {
              expect(v).toBeGreaterThanOrEqual(shares[i]!);
              const exact = total === 0 ? 0 : (parts[i]! * taken) / total;
              expect(v).toBeGreaterThanOrEqual(Math.floor(exact));
              expect(v).toBeLessThanOrEqual(Math.ceil(exact));
            });
            shares = next;
          }
          expect(shares).toEqual(parts);
        },
      ),
    );
  });
});
