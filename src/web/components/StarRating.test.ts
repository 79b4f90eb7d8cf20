import { describe, expect, it } from 'vitest';
import { halfStars } from './StarRating';

describe('halfStars', () => {
  it('rounds to the nearest half star within 0–5', () => {
    expect(halfStars(4.24)).toBe(4);
    expect(halfStars(4.25)).toBe(4.5);
    expect(halfStars(4.74)).toBe(4.5);
    expect(halfStars(4.8)).toBe(5);
    expect(halfStars(7)).toBe(5);
    expect(halfStars(-1)).toBe(0);
  });
});
