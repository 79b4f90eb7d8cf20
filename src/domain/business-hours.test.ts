import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  businessHoursProblem,
  DEFAULT_BUSINESS_HOURS,
  isQuarterOnly,
  pickerTimes,
  isTimeSlot,
  normalizeBusinessDays,
  QUARTER_TIME_SLOTS,
  slotMinutes,
  TIME_SLOTS,
  WRONG_BUSINESS_HOURS,
} from './business-hours';

const slotIndex = fc.integer({ min: 0, max: TIME_SLOTS.length - 1 });
const days = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });

describe('time slots', () => {
  it('are the 48 half hours of a day, 00:00 … 23:30', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(TIME_SLOTS[1]).toBe('00:30');
    expect(TIME_SLOTS[47]).toBe('23:30');
    expect(isTimeSlot('24:00')).toBe(false);
    expect(isTimeSlot('6:00')).toBe(false);
  });

  it('have the alternate 15-minute step: 96 quarter hours, 00:00 … 23:45 (spec §9)', () => {
    expect(QUARTER_TIME_SLOTS).toHaveLength(96);
    expect(QUARTER_TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_TIME_SLOTS[95]).toBe('23:45');
    expect(isTimeSlot('06:15')).toBe(true);
    expect(isTimeSlot('06:10')).toBe(false);
    expect(slotMinutes('06:45')).toBe(405);
    expect(isQuarterOnly('06:15')).toBe(true);
    expect(isQuarterOnly('06:30')).toBe(false);
    expect(businessHoursProblem({ businessDays: [1], fromHour: '06:15', endHour: '23:45' })).toBe(
      null,
    );
  });

  it('are listed by the picker in either step, keeping a chosen quarter hour', () => {
    expect(pickerTimes(false, ['06:00', '23:30'])).toEqual([...TIME_SLOTS]);
    expect(pickerTimes(true, [])).toEqual([...QUARTER_TIME_SLOTS]);
    const kept = pickerTimes(false, ['06:15']);
    expect(kept).toHaveLength(49);
    expect(kept.slice(12, 15)).toEqual(['06:00', '06:15', '06:30']);
  });

  it('are 30 minutes apart, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 47 }), (i) => {
        expect(slotMinutes(TIME_SLOTS[i]!)! - slotMinutes(TIME_SLOTS[i - 1]!)!).toBe(30);
      }),
    );
  });

  it('default to 06:00–23:30 and are valid', () => {
    expect(DEFAULT_BUSINESS_HOURS.fromHour).toBe('06:00');
    expect(DEFAULT_BUSINESS_HOURS.endHour).toBe('23:30');
    expect(businessHoursProblem(DEFAULT_BUSINESS_HOURS)).toBeNull();
  });
});

describe('businessHoursProblem', () => {
  it('accepts any day set with a start slot before the end slot', () => {
    fc.assert(
      fc.property(days, slotIndex, slotIndex, (businessDays, a, b) => {
        fc.pre(a < b);
        const hours = { businessDays, fromHour: TIME_SLOTS[a]!, endHour: TIME_SLOTS[b]! };
        expect(businessHoursProblem(hours)).toBeNull();
      }),
    );
  });

  it('refuses an end at or before the start with "Wrong business hours!"', () => {
    fc.assert(
      fc.property(days, slotIndex, slotIndex, (businessDays, a, b) => {
        fc.pre(a >= b);
        const hours = { businessDays, fromHour: TIME_SLOTS[a]!, endHour: TIME_SLOTS[b]! };
        expect(businessHoursProblem(hours)).toBe(WRONG_BUSINESS_HOURS);
      }),
    );
  });

  it('refuses no business day, a day outside 0–6, repeated days and times off the slots', () => {
    const ok = { businessDays: [1], fromHour: '09:00', endHour: '17:00' };
    expect(businessHoursProblem({ ...ok, businessDays: [] })).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem({ ...ok, businessDays: [7] })).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem({ ...ok, businessDays: [1, 1] })).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem({ ...ok, fromHour: '09:10' })).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem({ ...ok, endHour: '24:00' })).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem(null)).toBe(WRONG_BUSINESS_HOURS);
    expect(businessHoursProblem(ok)).toBeNull();
  });

  it('accepts any string only when it is one of the slots', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (s) => {
        fc.pre(!QUARTER_TIME_SLOTS.includes(s));
        const hours = { businessDays: [1], fromHour: s, endHour: '23:30' };
        expect(businessHoursProblem(hours)).toBe(WRONG_BUSINESS_HOURS);
      }),
    );
  });
});

describe('normalizeBusinessDays', () => {
  it('sorts and removes repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 })), (input) => {
        const out = normalizeBusinessDays(input);
        expect(out).toEqual([...new Set(input)].sort((a, b) => a - b));
        expect(new Set(out).size).toBe(out.length);
      }),
    );
  });
});
