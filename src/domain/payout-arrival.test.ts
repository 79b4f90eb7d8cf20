import { describe, expect, it } from 'vitest';
import { expectedArrival } from './payout-arrival';

const at = (iso: string) => new Date(iso);

describe('expectedArrival', () => {
  it('adds weekdays within a week', () => {
    // Monday + 2 business days = Wednesday, time of day kept
    expect(expectedArrival(at('2026-11-23T15:30:00Z'), 2)).toEqual(at('2026-11-25T15:30:00Z'));
  });

  it('skips the weekend', () => {
    // Friday + 2 = Tuesday; Thursday + 2 = Monday
    expect(expectedArrival(at('2026-11-27T10:00:00Z'), 2)).toEqual(at('2026-12-01T10:00:00Z'));
    expect(expectedArrival(at('2026-11-26T10:00:00Z'), 2)).toEqual(at('2026-11-30T10:00:00Z'));
    // Friday + 7 = the Tuesday after next
    expect(expectedArrival(at('2026-11-27T10:00:00Z'), 7)).toEqual(at('2026-12-08T10:00:00Z'));
  });

  it('counts from the next Monday when it starts on a weekend', () => {
    expect(expectedArrival(at('2026-11-28T09:00:00Z'), 1)).toEqual(at('2026-11-30T09:00:00Z'));
    expect(expectedArrival(at('2026-11-29T09:00:00Z'), 2)).toEqual(at('2026-12-01T09:00:00Z'));
  });

  it('uses UTC days, whatever the time of day', () => {
    // Friday 23:59 UTC + 1 = Monday 23:59 UTC
    expect(expectedArrival(at('2026-11-27T23:59:00Z'), 1)).toEqual(at('2026-11-30T23:59:00Z'));
  });

  it('gives the start itself for zero days and refuses negative or fractional days', () => {
    const from = at('2026-11-28T09:00:00Z');
    expect(expectedArrival(from, 0)).toEqual(from);
    expect(expectedArrival(from, 0)).not.toBe(from);
    expect(() => expectedArrival(from, -1)).toThrow(RangeError);
    expect(() => expectedArrival(from, 1.5)).toThrow(RangeError);
  });
});
