import { describe, expect, it } from 'vitest';
import {
  chefTimeText,
  kitchenState,
  kitchenStateText,
  kitchenTakesOrders,
  nextSlots,
  zoneCity,
} from './kitchen-state';
import {
  listDaysWithSlots,
  validateOrderTime,
  type OrderTimeRules,
  type WeeklyHours,
} from './order-time';

const LA = 'America/Los_Angeles';
const evenings: WeeklyHours = {
  businessDays: [2, 3, 4, 5, 6],
  fromHour: '17:00',
  endHour: '21:30',
};
const rules = (over: Partial<OrderTimeRules> = {}): OrderTimeRules => ({
  hours: evenings,
  timeZone: LA,
  leadTimeMinutes: 30,
  preOrderDisabled: false,
  ...over,
});
const iso = (d: Date | null) => d?.toISOString() ?? null;
// Tuesday 24 Nov 2026, 14:20 in Los Angeles (PST, UTC−8).
const tuesdayAfternoon = new Date('2026-11-24T22:20:00Z');
// Tuesday 24 Nov 2026, 19:00 in Los Angeles.
const tuesdayEvening = new Date('2026-11-25T03:00:00Z');

describe('kitchenState', () => {
  it('is open until the hours end while an order now is taken', () => {
    const k = kitchenState(rules(), tuesdayEvening);
    expect(k).toEqual({ state: 'open', at: new Date('2026-11-25T05:30:00Z') }); // 21:30
  });

  it('offers later times when closed and taking pre-orders: the first slot', () => {
    const k = kitchenState(rules(), tuesdayAfternoon);
    expect(k.state).toBe('later');
    expect(iso(k.at)).toBe('2026-11-25T01:00:00.000Z'); // 17:00 today
    expect(kitchenTakesOrders(k)).toBe(true);
  });

  it('is closed, with the next opening, when pre-orders are off', () => {
    const k = kitchenState(rules({ preOrderDisabled: true }), tuesdayAfternoon);
    expect(k).toEqual({ state: 'closed', at: new Date('2026-11-25T01:00:00Z') });
    expect(kitchenTakesOrders(k)).toBe(false);
  });

  it('opens only once the lead time fits before closing', () => {
    // 4 hours of preparation in hours of 4 h 30: an order now is taken from 17:00 to 17:30.
    const k = kitchenState(
      rules({ preOrderDisabled: true, leadTimeMinutes: 240 }),
      new Date('2026-11-25T01:40:00Z'), // 17:40
    );
    expect(k).toEqual({ state: 'closed', at: new Date('2026-11-26T01:00:00Z') }); // Wed 17:00
  });

  it('is closed with no opening when there are no hours at all', () => {
    expect(kitchenState(rules({ hours: null }), tuesdayAfternoon)).toEqual({
      state: 'closed',
      at: null,
    });
    const none: WeeklyHours = { businessDays: [1], fromHour: '09:00', endHour: '09:00' };
    expect(kitchenState(rules({ hours: none }), tuesdayAfternoon)).toEqual({
      state: 'closed',
      at: null,
    });
  });

  it('closes after midnight on the night that started the evening before', () => {
    const late: WeeklyHours = { businessDays: [5], fromHour: '18:00', endHour: '02:00' };
    // Saturday 28 Nov 2026, 00:30: the Friday night is still open, until 02:00.
    const k = kitchenState(
      rules({ hours: late, leadTimeMinutes: 15 }),
      new Date('2026-11-28T08:30:00Z'),
    );
    expect(k).toEqual({ state: 'open', at: new Date('2026-11-28T10:00:00Z') });
    // At 01:50 the food would be ready after closing: pre-orders off, next Friday 18:00.
    const tooLate = kitchenState(
      rules({ hours: late, leadTimeMinutes: 15, preOrderDisabled: true }),
      new Date('2026-11-28T09:50:00Z'),
    );
    expect(tooLate).toEqual({ state: 'closed', at: new Date('2026-12-05T02:00:00Z') });
  });

  it('reads the hours in local time across a DST change', () => {
    // Spring forward: Sunday 8 Mar 2026. Opens 09:00 on Sundays; at Saturday 22:00 PST the
    // next opening is 09:00 PDT (16:00 UTC), not 17:00 UTC.
    const sundays: WeeklyHours = { businessDays: [0], fromHour: '09:00', endHour: '12:00' };
    const k = kitchenState(
      rules({ hours: sundays, preOrderDisabled: true }),
      new Date('2026-03-08T06:00:00Z'),
    );
    expect(k).toEqual({ state: 'closed', at: new Date('2026-03-08T16:00:00Z') });
    // Fall back: Sunday 1 Nov 2026, 09:00 PST is 17:00 UTC.
    const fall = kitchenState(
      rules({ hours: sundays, preOrderDisabled: true }),
      new Date('2026-11-01T06:00:00Z'),
    );
    expect(fall).toEqual({ state: 'closed', at: new Date('2026-11-01T17:00:00Z') });
  });

  it('agrees with validateOrderTime: open exactly when an order now is taken', () => {
    const r = rules({ leadTimeMinutes: 45 });
    for (
      let t = tuesdayAfternoon.getTime();
      t < tuesdayAfternoon.getTime() + 2 * 864e5;
      t += 7 * 6e4
    ) {
      const at = new Date(t);
      expect(kitchenState(r, at).state === 'open').toBe(
        validateOrderTime({ kind: 'now' }, r, at).ok,
      );
    }
  });
});

describe('nextSlots', () => {
  it('gives the same slots as listDaysWithSlots, across DST and half-hour zones', () => {
    const cases: [OrderTimeRules, Date][] = [
      [rules({ leadTimeMinutes: 45 }), tuesdayAfternoon],
      [
        rules({
          hours: { businessDays: [0], fromHour: '00:00', endHour: '06:00' },
          leadTimeMinutes: 0,
        }),
        new Date('2026-03-05T00:00:00Z'),
      ],
      [
        rules({
          hours: { businessDays: [0], fromHour: '00:00', endHour: '03:00' },
          leadTimeMinutes: 10,
        }),
        new Date('2026-10-30T00:07:00Z'),
      ],
      [
        rules({
          timeZone: 'Asia/Kolkata',
          hours: { businessDays: [1, 4], fromHour: '21:00', endHour: '01:30' },
        }),
        new Date('2026-11-20T00:00:00Z'),
      ],
    ];
    for (const [r, now] of cases) {
      const all = listDaysWithSlots(r, now).flatMap((d) => d.slots);
      expect(nextSlots(r, now, 1000).map((s) => s.toISOString())).toEqual(
        all.map((s) => s.toISOString()),
      );
    }
  });

  it('lists the first slots across days', () => {
    const slots = nextSlots(rules(), new Date('2026-11-25T05:10:00Z'), 3); // Tue 21:10
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-11-26T01:00:00.000Z',
      '2026-11-26T01:30:00.000Z',
      '2026-11-26T02:00:00.000Z',
    ]);
    expect(nextSlots(rules({ preOrderDisabled: true }), tuesdayAfternoon, 3)).toEqual([]);
  });
});

describe('kitchenStateText', () => {
  it('says open until, closed with the opening, and orders for later', () => {
    expect(
      kitchenStateText({ state: 'open', at: '2026-11-25T05:30:00Z' }, LA, LA, tuesdayEvening),
    ).toBe('Open until 9:30 PM');
    expect(kitchenStateText({ state: 'open', at: null }, LA, LA, tuesdayEvening)).toBe('Open now');
    expect(
      kitchenStateText({ state: 'closed', at: '2026-11-26T01:00:00Z' }, LA, LA, tuesdayAfternoon),
    ).toBe('Closed · opens Wed 5:00 PM');
    expect(
      kitchenStateText({ state: 'later', at: '2026-11-25T01:00:00Z' }, LA, LA, tuesdayAfternoon),
    ).toBe('Closed · orders for later from 5:00 PM');
    expect(kitchenStateText({ state: 'closed', at: null }, LA, LA, tuesdayAfternoon)).toBe(
      'Closed',
    );
  });

  it("names the chef's zone when the buyer's clock reads otherwise", () => {
    const at = new Date('2026-11-25T04:30:00Z'); // 20:30 in Los Angeles
    expect(chefTimeText(at, LA, 'Europe/Paris', tuesdayEvening)).toBe('8:30 PM Los Angeles time');
    expect(chefTimeText(at, LA, LA, tuesdayEvening)).toBe('8:30 PM');
    // Another name for the same clock needs no zone.
    expect(chefTimeText(at, LA, 'US/Pacific', tuesdayEvening)).toBe('8:30 PM');
    expect(chefTimeText(at, LA, null, tuesdayEvening)).toBe('8:30 PM');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
