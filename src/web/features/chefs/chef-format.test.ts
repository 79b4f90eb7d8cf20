import { describe, expect, it } from 'vitest';
import { availabilityText, formatHour, formatWeekdays } from './chef-format';

describe('menu availability text', () => {
  it('shows hours as hh:mm a', () => {
    expect(formatHour('17:30')).toBe('05:30 pm');
    expect(formatHour('09:05')).toBe('09:05 am');
    expect(formatHour('oops')).toBe('oops');
  });

  it('names the weekdays in order, once', () => {
    expect(formatWeekdays([3, 1, 1])).toBe('Mon, Wed');
    expect(formatWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });

  it('reads business hours and custom hours', () => {
    expect(
      availabilityText({ mode: 'business_hours', weekdays: [3, 4], from: '17:00', to: '23:30' }),
    ).toBe('Business hours: Wed, Thu, 05:00 pm – 11:30 pm');
    expect(availabilityText({ mode: 'custom', weekdays: [6], from: '08:00', to: '12:00' })).toBe(
      'Sat, 08:00 am – 12:00 pm',
    );
    expect(availabilityText({ mode: 'business_hours', weekdays: [], from: null, to: null })).toBe(
      'During business hours',
    );
  });
});
