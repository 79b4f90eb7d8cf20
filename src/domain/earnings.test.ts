import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amount,
  centsToDollars,
  csvCell,
  defaultEarningsRange,
  earningsMessages,
  earningsRangeProblem,
  orderReference,
  rangeInstants,
  salesPeriods,
  toCsv,
} from './earnings';

const LA = 'America/Los_Angeles';

describe('earningsRangeProblem', () => {
  it('accepts a range of one day up to one year, both ends included', () => {
    expect(earningsRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
    expect(earningsRangeProblem('2025-11-26', '2026-11-26')).toBeNull();
  });

  it('refuses an end before the start, more than a year, and dates that are not dates', () => {
    expect(earningsRangeProblem('2026-11-02', '2026-11-01')).toBe(earningsMessages.endBeforeStart);
    expect(earningsRangeProblem('2025-11-26', '2026-11-27')).toBe(earningsMessages.tooLong);
    expect(earningsRangeProblem('2026-02-30', '2026-03-01')).toBe(earningsMessages.dateFormat);
    expect(earningsRangeProblem('11/01/2026', '2026-11-30')).toBe(earningsMessages.dateFormat);
  });
});

describe('ranges and periods in the chef zone', () => {
  it('reads calendar dates from midnight to midnight in the zone', () => {
    const { start, end } = rangeInstants({ from: '2026-11-01', to: '2026-11-30' }, LA);
    // 1 November is still summer time in California (UTC-7); 1 December is winter time (UTC-8).
    expect(start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('defaults to the last 30 days of the chef calendar', () => {
    // 02:00 UTC on the 26th is still the 25th in San Francisco.
    expect(defaultEarningsRange(new Date('2026-11-26T02:00:00Z'), LA)).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    });
  });

  it('starts the week on Monday and the month on the 1st, in the chef zone', () => {
    // Wednesday 25 November 2026, 15:00 in San Francisco.
    const { week, month } = salesPeriods(new Date('2026-11-25T23:00:00Z'), LA);
    expect(week.from).toBe('2026-11-23');
    expect(week.start.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(month.from).toBe('2026-11-01');
    expect(month.start.toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    // A Sunday belongs to the week that began the Monday before.
    expect(salesPeriods(new Date('2026-11-29T20:00:00Z'), LA).week.from).toBe('2026-11-23');
    // Monday 00:30 in Tokyo is still Sunday in UTC.
    expect(salesPeriods(new Date('2026-11-29T15:30:00Z'), 'Asia/Tokyo').week.from).toBe(
      '2026-11-30',
    );
  });

  it('always holds now inside both periods', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom(LA, 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/St_Johns'),
        (now, zone) => {
          const { week, month } = salesPeriods(now, zone);
          for (const p of [week, month]) {
            expect(p.start.getTime()).toBeLessThanOrEqual(now.getTime());
            expect(now.getTime()).toBeLessThan(p.end.getTime());
          }
        },
      ),
    );
  });
});

describe('CSV', () => {
  it('writes cents as dollars with two decimals, exactly', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(-305)).toBe('-3.05');
    expect(centsToDollars(123_456_789)).toBe('1234567.89');
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(Math.round(Number(centsToDollars(cents)) * 100)).toBe(cents);
      }),
    );
  });

  it('keeps text that looks like a formula as text', () => {
    for (const bad of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Tamales')).toBe('Tamales');
    expect(csvCell(amount(-305))).toBe('-3.05');
  });

  it('quotes commas, quotes and line breaks so a cell stays one cell', () => {
    expect(csvCell('Mole, rojo')).toBe('"Mole, rojo"');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(toCsv([['a', null, amount(100)], ['x\ny']])).toBe('a,,1.00\r\n"x\ny"\r\n');
  });

  it('never lets a cell start a formula or break its row, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(/^[=+\-@\t\r]/.test(inner)).toBe(false);
        if (/[",\r\n]/.test(cell)) expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
      }),
    );
  });

  it('names an order by the first eight characters of its id', () => {
    expect(orderReference('3f2a9c1b-0000-4000-8000-000000000000')).toBe('#3F2A9C1B');
  });
});
