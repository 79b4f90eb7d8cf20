import { describe, expect, it } from 'vitest';
import type { CalendarOrder } from '#contracts/calendar';
import {
  clockText,
  dayHeading,
  dayTitle,
  hoursText,
  orderCountText,
  orderTimeText,
  rangeTitle,
  zoneNote,
} from './calendar-format';

describe('calendar wording', () => {
  it('names days and ranges whatever the viewer’s zone', () => {
    expect(dayHeading('2026-11-24')).toBe('Tue, Nov 24');
    expect(dayTitle('2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect(rangeTitle('2026-11-22', '2026-11-28')).toBe('Week of Nov 22 – 28, 2026');
    expect(rangeTitle('2026-11-29', '2026-12-05')).toBe('Week of Nov 29 – Dec 5, 2026');
    expect(rangeTitle('2026-12-27', '2027-01-02')).toBe('Week of Dec 27, 2026 – Jan 2, 2027');
    expect(rangeTitle('2026-11-24', '2026-11-24')).toBe('Tuesday, November 24, 2026');
  });

  it('reads business hours as a person would', () => {
    expect(clockText('09:00')).toBe('9:00 AM');
    expect(clockText('12:30')).toBe('12:30 PM');
    expect(clockText('23:30')).toBe('11:30 PM');
    expect(clockText('24:00')).toBe('midnight');
    expect(hoursText({ closed: true })).toBe('Closed');
    expect(hoursText({ closed: false, opens: '09:00', closes: '21:00', overnight: false })).toBe(
      'Open 9:00 AM – 9:00 PM',
    );
    expect(hoursText({ closed: false, opens: '18:00', closes: '02:00', overnight: true })).toBe(
      'Open 6:00 PM – 2:00 AM (next day)',
    );
    expect(hoursText({ closed: false, opens: '18:00', closes: '00:00', overnight: true })).toBe(
      'Open 6:00 PM – midnight',
    );
  });

  it('gives an order’s time in its chef’s zone, naming it when the calendar’s differs', () => {
    const order = {
      deliveryAt: '2026-11-25T02:00:00.000Z',
      chefTimeZone: 'America/Los_Angeles',
    } as CalendarOrder;
    expect(orderTimeText(order, 'America/Los_Angeles')).toBe('6:00 PM');
    expect(orderTimeText(order, 'Asia/Tokyo')).toBe('6:00 PM Los Angeles time');
    expect(zoneNote('America/Los_Angeles')).toBe('Times are in Los Angeles time.');
    expect(orderCountText(1)).toBe('1 scheduled order');
    expect(orderCountText(3)).toBe('3 scheduled orders');
  });
});
