import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  CALENDAR_MAX_DAYS,
  calendarMessages,
  calendarRangeProblem,
  dateInZone,
  datesInRange,
  daysInRange,
  groupByDay,
  hoursOnDate,
  isPlainDate,
  rangeInstants,
  resolveCalendarRange,
  weekdayOf,
  weekOf,
  weekStartOf,
} from './calendar';

const LA = 'America/Los_Angeles';

describe('plain dates', () => {
  it('reads only real dates written YYYY-MM-DD', () => {
    expect(isPlainDate('2026-11-23')).toBe(true);
    expect(isPlainDate('2028-02-29')).toBe(true);
    expect(isPlainDate('2026-02-29')).toBe(false);
    expect(isPlainDate('2026-13-01')).toBe(false);
    expect(isPlainDate('2026-11-23T00:00:00Z')).toBe(false);
    expect(isPlainDate('23/11/2026')).toBe(false);
    expect(isPlainDate('')).toBe(false);
  });

  it('adds days across months, years and DST changes without drifting', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 8 March 2026 is the spring-forward Sunday in the United States.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 7)).toBe('2026-11-08');
  });

  it('numbers weekdays from Sunday and starts weeks on Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekStartOf('2026-11-26')).toBe('2026-11-22');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekOf('2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    // A week that crosses a year.
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('always gives a week of seven days starting on a Sunday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        const date = addDays('2000-01-01', n);
        const { from, to } = weekOf(date);
        expect(weekdayOf(from)).toBe(0);
        expect(daysInRange(from, to)).toBe(7);
        expect(datesInRange(from, to)).toContain(date);
      }),
    );
  });
});

describe('calendarRangeProblem', () => {
  it('accepts one day up to six weeks', () => {
    expect(calendarRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(calendarRangeProblem('2026-11-22', '2026-11-28')).toBeNull();
    expect(calendarRangeProblem('2026-11-01', addDays('2026-11-01', CALENDAR_MAX_DAYS - 1))).toBe(
      null,
    );
  });

  it('refuses bad dates, backwards ranges and ranges past six weeks, saying which', () => {
    expect(calendarRangeProblem('2026-11-31', '2026-12-01')).toBe(calendarMessages.badDate);
    expect(calendarRangeProblem('tomorrow', '2026-12-01')).toBe(calendarMessages.badDate);
    expect(calendarRangeProblem('2026-11-23', '2026-11-22')).toBe(calendarMessages.toBeforeFrom);
    expect(calendarRangeProblem('2026-11-01', addDays('2026-11-01', CALENDAR_MAX_DAYS))).toBe(
      calendarMessages.tooLong,
    );
    expect(calendarRangeProblem('2026-01-01', '2026-12-31')).toBe(calendarMessages.tooLong);
  });
});

describe('days in a time zone', () => {
  it('spans local midnight to local midnight, 23 and 25 hours on DST days', () => {
    const week = rangeInstants('2026-11-22', '2026-11-28', LA);
    expect(week.start.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-29T08:00:00.000Z');
    const spring = rangeInstants('2026-03-08', '2026-03-08', LA);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const fall = rangeInstants('2026-11-01', '2026-11-01', LA);
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3_600_000);
  });

  it('puts an instant on the date it falls on in the zone', () => {
    // 02:30 UTC on Tuesday is still Monday evening in Los Angeles.
    expect(dateInZone(new Date('2026-11-24T02:30:00Z'), LA)).toBe('2026-11-23');
    expect(dateInZone(new Date('2026-11-24T02:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-24');
  });

  it('means the current week in the zone when no range is asked for', () => {
    // Saturday 28 November 2026, 23:30 in Los Angeles: already Sunday in UTC.
    const lateSaturday = new Date('2026-11-29T07:30:00Z');
    expect(resolveCalendarRange({}, lateSaturday, LA)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      today: '2026-11-28',
    });
    expect(resolveCalendarRange({}, lateSaturday, 'UTC')).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
      today: '2026-11-29',
    });
    expect(
      resolveCalendarRange({ from: '2026-12-01', to: '2026-12-01' }, lateSaturday, LA),
    ).toEqual({ from: '2026-12-01', to: '2026-12-01', today: '2026-11-28' });
  });
});

describe('hoursOnDate', () => {
  const weekdays = { businessDays: [1, 2, 3, 4, 5], fromHour: '09:00', endHour: '17:30' };

  it('gives the hours on a business day and closed on the others', () => {
    expect(hoursOnDate('2026-11-23', weekdays)).toEqual({
      closed: false,
      opens: '09:00',
      closes: '17:30',
      overnight: false,
    });
    expect(hoursOnDate('2026-11-22', weekdays)).toEqual({ closed: true });
    expect(hoursOnDate('2026-11-28', weekdays)).toEqual({ closed: true });
  });

  it('marks hours that run past midnight, and reads no usable hours as closed', () => {
    expect(
      hoursOnDate('2026-11-27', { businessDays: [5], fromHour: '18:00', endHour: '02:00' }),
    ).toEqual({ closed: false, opens: '18:00', closes: '02:00', overnight: true });
    expect(hoursOnDate('2026-11-23', null)).toEqual({ closed: true });
    expect(
      hoursOnDate('2026-11-23', { businessDays: [1], fromHour: '10:00', endHour: '10:00' }),
    ).toEqual({ closed: true });
  });
});

describe('groupByDay', () => {
  const at = (o: { at: string }) => new Date(o.at);
  const week = { from: '2026-11-22', to: '2026-11-28' };

  it('lays every day of the range out, each day earliest first, in the zone', () => {
    const late = { id: 'late', at: '2026-11-24T03:00:00Z' }; // Mon 19:00 in LA
    const early = { id: 'early', at: '2026-11-23T17:00:00Z' }; // Mon 09:00 in LA
    const friday = { id: 'fri', at: '2026-11-27T20:00:00Z' };
    const days = groupByDay([late, friday, early], at, week, LA);
    expect(days.map((d) => d.date)).toEqual(datesInRange(week.from, week.to));
    expect(days[1]!.items.map((o) => o.id)).toEqual(['early', 'late']);
    expect(days[5]!.items.map((o) => o.id)).toEqual(['fri']);
    expect(days.filter((d) => d.items.length === 0)).toHaveLength(5);
    // The same evening order is Tuesday in UTC.
    expect(groupByDay([late], at, week, 'UTC')[2]!.items).toEqual([late]);
  });

  it('leaves out what falls outside the range', () => {
    const before = { at: '2026-11-22T07:59:00Z' }; // Sat 21 Nov 23:59 in LA
    const after = { at: '2026-11-29T08:00:00Z' }; // Sun 29 Nov 00:00 in LA
    const days = groupByDay([before, after], at, week, LA);
    expect(days.flatMap((d) => d.items)).toEqual([]);
  });

  it('keeps both halves of the repeated hour on the fall-back day', () => {
    const first = { at: '2026-11-01T08:30:00Z' }; // 01:30 PDT
    const second = { at: '2026-11-01T09:30:00Z' }; // 01:30 PST
    const days = groupByDay([second, first], at, { from: '2026-11-01', to: '2026-11-01' }, LA);
    expect(days[0]!.items).toEqual([first, second]);
  });
});
