import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isOpenAt,
  listDaysWithSlots,
  listSlotsForDay,
  localDate,
  parseHourMinute,
  validateOrderTime,
  type OrderTimeRules,
  type WeeklyHours,
} from './order-time';

const LA = 'America/Los_Angeles';
const weekdays: WeeklyHours = {
  businessDays: [1, 2, 3, 4, 5],
  fromHour: '09:00',
  endHour: '17:00',
};
const rules = (over: Partial<OrderTimeRules> = {}): OrderTimeRules => ({
  hours: weekdays,
  timeZone: LA,
  leadTimeMinutes: 60,
  preOrderDisabled: false,
  ...over,
});
const iso = (ds: Date[]) => ds.map((d) => d.toISOString());
// Monday 23 Nov 2026, 10:10 in Los Angeles (PST, UTC−8).
const mondayMorning = new Date('2026-11-23T18:10:00Z');

describe('parseHourMinute', () => {
  it('reads HH:mm and refuses anything else', () => {
    expect(parseHourMinute('09:30')).toBe(570);
    expect(parseHourMinute('24:00')).toBe(1440);
    expect(parseHourMinute('24:30')).toBeNull();
    expect(parseHourMinute('9:30')).toBeNull();
    expect(parseHourMinute('10:60')).toBeNull();
  });
});

describe('listSlotsForDay', () => {
  it('lists half-hour slots inside hours, from now + lead time', () => {
    const slots = listSlotsForDay('2026-11-23', rules(), mondayMorning);
    // Earliest is 11:10 → first slot 11:30; 17:00 is closing, so 16:30 is the last.
    expect(slots[0]?.toISOString()).toBe('2026-11-23T19:30:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(slots).toHaveLength(11);
  });

  it('has no slots on a day without hours, with no hours at all, or with pre-order off', () => {
    expect(listSlotsForDay('2026-11-28', rules(), mondayMorning)).toEqual([]); // Saturday
    expect(listSlotsForDay('2026-11-24', rules({ hours: null }), mondayMorning)).toEqual([]);
    expect(listSlotsForDay('2026-11-24', rules({ preOrderDisabled: true }), mondayMorning)).toEqual(
      [],
    );
    expect(listSlotsForDay('not-a-date', rules(), mondayMorning)).toEqual([]);
  });

  it('skips the missing hour when clocks spring forward', () => {
    const sundayNight: WeeklyHours = { businessDays: [0], fromHour: '00:00', endHour: '06:00' };
    const slots = listSlotsForDay(
      '2026-03-08',
      rules({ hours: sundayNight, leadTimeMinutes: 0 }),
      new Date('2026-03-05T00:00:00Z'),
    );
    const local = slots.map((d) => d.toLocaleTimeString('en-GB', { timeZone: LA, hour12: false }));
    expect(local).toEqual([
      '00:00:00',
      '00:30:00',
      '01:00:00',
      '01:30:00',
      '03:00:00',
      '03:30:00',
      '04:00:00',
      '04:30:00',
      '05:00:00',
      '05:30:00',
    ]);
  });

  it('offers the repeated hour twice when clocks fall back, as distinct instants', () => {
    const sundayNight: WeeklyHours = { businessDays: [0], fromHour: '00:00', endHour: '03:00' };
    const slots = listSlotsForDay(
      '2026-11-01',
      rules({ hours: sundayNight, leadTimeMinutes: 0 }),
      new Date('2026-10-30T00:00:00Z'),
    );
    expect(iso(slots)).toEqual([
      '2026-11-01T07:00:00.000Z', // 00:00 PDT
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z', // 01:00 PDT
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T09:00:00.000Z', // 01:00 PST
      '2026-11-01T09:30:00.000Z',
      '2026-11-01T10:00:00.000Z', // 02:00 PST
      '2026-11-01T10:30:00.000Z',
    ]);
  });

  it("reads hours in the chef's zone, including half-hour offsets", () => {
    const kolkata = rules({
      timeZone: 'Asia/Kolkata',
      hours: { businessDays: [1], fromHour: '09:00', endHour: '10:00' },
      leadTimeMinutes: 0,
    });
    expect(iso(listSlotsForDay('2026-11-23', kolkata, new Date('2026-11-20T00:00:00Z')))).toEqual([
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:00:00.000Z',
    ]);
  });
});

describe('isOpenAt', () => {
  it('handles hours past midnight, belonging to the day they start', () => {
    const friNight: WeeklyHours = { businessDays: [5], fromHour: '18:00', endHour: '02:00' };
    // Friday 27 Nov 2026 19:00 PST, Saturday 01:30, Saturday 02:00, Saturday 19:00.
    expect(isOpenAt(new Date('2026-11-28T03:00:00Z'), friNight, LA)).toBe(true);
    expect(isOpenAt(new Date('2026-11-28T09:30:00Z'), friNight, LA)).toBe(true);
    expect(isOpenAt(new Date('2026-11-28T10:00:00Z'), friNight, LA)).toBe(false);
    expect(isOpenAt(new Date('2026-11-29T03:00:00Z'), friNight, LA)).toBe(false);
    // Thursday 01:00 is not after a business day.
    expect(isOpenAt(new Date('2026-11-26T09:00:00Z'), friNight, LA)).toBe(false);
  });
  it('treats equal or malformed hours as closed and 24:00 as midnight', () => {
    const at = new Date('2026-11-23T20:00:00Z');
    expect(isOpenAt(at, { businessDays: [1], fromHour: '09:00', endHour: '09:00' }, LA)).toBe(
      false,
    );
    expect(isOpenAt(at, { businessDays: [1], fromHour: 'nine', endHour: '17:00' }, LA)).toBe(false);
    expect(
      isOpenAt(
        new Date('2026-11-24T07:59:00Z'),
        { businessDays: [1], fromHour: '20:00', endHour: '24:00' },
        LA,
      ),
    ).toBe(true);
  });
});

describe('validateOrderTime', () => {
  it('accepts "now" while open and open again when the food is ready', () => {
    const r = validateOrderTime({ kind: 'now' }, rules(), mondayMorning);
    expect(r).toEqual({ ok: true, kind: 'now', readyAt: new Date('2026-11-23T19:10:00Z') });
    // Pre-order off still allows "now".
    expect(
      validateOrderTime({ kind: 'now' }, rules({ preOrderDisabled: true }), mondayMorning).ok,
    ).toBe(true);
  });

  it('refuses "now" when closed, or closing before the lead time is over, with the spec message', () => {
    const saturday = new Date('2026-11-28T18:00:00Z');
    expect(validateOrderTime({ kind: 'now' }, rules(), saturday)).toEqual({
      ok: false,
      reason: 'out_of_hours',
      message: "You can't order dishes out of business hours",
    });
    const closingSoon = new Date('2026-11-24T00:30:00Z'); // Monday 16:30, ready 17:30
    expect(validateOrderTime({ kind: 'now' }, rules(), closingSoon).ok).toBe(false);
  });

  it('refuses future times with a reason each', () => {
    const at = (s: string) => ({ kind: 'at' as const, at: new Date(s) });
    const reason = (s: string, r = rules()) => {
      const v = validateOrderTime(at(s), r, mondayMorning);
      return v.ok ? 'ok' : v.reason;
    };
    expect(reason('2026-11-24T17:00:00Z')).toBe('ok'); // Tuesday 09:00
    expect(reason('2026-11-24T16:30:00Z')).toBe('out_of_hours'); // Tuesday 08:30
    expect(reason('2026-11-28T20:00:00Z')).toBe('out_of_hours'); // Saturday
    expect(reason('2026-11-24T17:15:00Z')).toBe('not_a_slot');
    expect(reason('2026-11-23T19:00:00Z')).toBe('too_soon'); // 11:00 < 11:10
    expect(reason('2026-12-01T17:00:00Z')).toBe('too_far_ahead'); // 8 days
    expect(reason('2026-11-30T17:00:00Z')).toBe('ok'); // 7 days minus 1 h 10
    expect(reason('2026-11-24T17:00:00Z', rules({ preOrderDisabled: true }))).toBe(
      'pre_order_disabled',
    );
    const outside = validateOrderTime(at('2026-11-28T20:00:00Z'), rules(), mondayMorning);
    expect(outside.ok || outside.message).toBe("You can't order dishes out of business hours");
  });
});

describe('listDaysWithSlots', () => {
  it('lists today through 7 days ahead, skipping closed days', () => {
    const days = listDaysWithSlots(rules(), mondayMorning).map((d) => d.date);
    expect(days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(listDaysWithSlots(rules({ preOrderDisabled: true }), mondayMorning)).toEqual([]);
  });
});

describe('order time — properties', () => {
  const zone = fc.constantFrom(
    LA,
    'America/New_York',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
  );
  const hhmm = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const hours = fc.record({
    businessDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    fromHour: hhmm,
    endHour: hhmm,
  });
  const arbRules = fc.record({
    hours: fc.option(hours, { nil: null }),
    timeZone: zone,
    leadTimeMinutes: fc.integer({ min: 0, max: 24 * 60 }),
    preOrderDisabled: fc.boolean(),
  });
  // Any instant in 2026, whole minutes (covers both DST switches in every zone above).
  const arbNow = fc
    .integer({ min: 0, max: 365 * 24 * 60 })
    .map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000));

  it('every listed slot is valid, in order, 30 min apart at least, within lead time and 7 days', () => {
    fc.assert(
      fc.property(arbRules, arbNow, (r, now) => {
        const days = listDaysWithSlots(r, now);
        const all = days.flatMap((d) => d.slots);
        return all.every(
          (s, i) =>
            validateOrderTime({ kind: 'at', at: s }, r, now).ok &&
            isOpenAt(s, r.hours, r.timeZone) &&
            s.getTime() >= now.getTime() + r.leadTimeMinutes * 60_000 &&
            s.getTime() <= now.getTime() + 7 * 24 * 3_600_000 &&
            (i === 0 || s.getTime() - (all[i - 1]?.getTime() ?? 0) >= 30 * 60_000) &&
            localDate(s, r.timeZone) === days.find((d) => d.slots.includes(s))?.date,
        );
      }),
      { numRuns: 60 },
    );
  }, 20_000);

  it('a time validates exactly when it is one of the listed slots of its day', () => {
    fc.assert(
      fc.property(
        arbRules,
        arbNow,
        fc.integer({ min: 0, max: 8 * 48 }),
        fc.constantFrom(0, 0, 0, 15),
        (r, now, steps, offset) => {
          const base = Math.floor(now.getTime() / 1_800_000) * 1_800_000;
          const at = new Date(base + steps * 1_800_000 + offset * 60_000);
          const valid = validateOrderTime({ kind: 'at', at }, r, now).ok;
          const listed = listSlotsForDay(localDate(at, r.timeZone), r, now).some(
            (s) => s.getTime() === at.getTime(),
          );
          return valid === listed;
        },
      ),
      { numRuns: 150 },
    );
  }, 20_000);

  it('"now" is refused whenever the chef is closed now', () => {
    fc.assert(
      fc.property(arbRules, arbNow, (r, now) => {
        const v = validateOrderTime({ kind: 'now' }, r, now);
        return isOpenAt(now, r.hours, r.timeZone) || (!v.ok && v.reason === 'out_of_hours');
      }),
    );
  });
});
