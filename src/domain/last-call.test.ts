import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lastCallOffPercent, timeLeftLabel } from './last-call';

describe('lastCallOffPercent', () => {
  it("uses the item's own percent when set", () => {
    expect(lastCallOffPercent(1000, 900, 25)).toBe(25);
  });
  it('computes it from the prices otherwise, rounded down', () => {
    expect(lastCallOffPercent(1000, 750, 0)).toBe(25);
    expect(lastCallOffPercent(900, 600, 0)).toBe(33);
  });
  it('is 0 for a free dish or a "deal" dearer than the regular price', () => {
    expect(lastCallOffPercent(0, 0, 0)).toBe(0);
    expect(lastCallOffPercent(500, 700, 0)).toBe(0);
  });
  it('always stays within 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, lastCall, stored) => {
          const off = lastCallOffPercent(price, lastCall, stored);
          return Number.isInteger(off) && off >= 0 && off <= 100;
        },
      ),
    );
  });
});

describe('timeLeftLabel', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  it('reads days, hours and minutes, rounded down', () => {
    expect(timeLeftLabel(after((2 * 24 + 3) * 3_600_000 + 59_000), now)).toBe('2 d 3 h left');
    expect(timeLeftLabel(after(24 * 3_600_000), now)).toBe('1 d left');
    expect(timeLeftLabel(after(80 * 60_000), now)).toBe('1 h 20 min left');
    expect(timeLeftLabel(after(3_600_000), now)).toBe('1 h left');
    expect(timeLeftLabel(after(5 * 60_000 + 59_000), now)).toBe('5 min left');
    expect(timeLeftLabel(after(30_000), now)).toBe('Less than a minute left');
  });
  it('says Ended once the window closed', () => {
    expect(timeLeftLabel(now, now)).toBe('Ended');
    expect(timeLeftLabel(after(-1), now)).toBe('Ended');
    expect(timeLeftLabel(new Date('nope'), now)).toBe('Ended');
  });
});
