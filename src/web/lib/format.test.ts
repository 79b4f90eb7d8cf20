import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from './format';

describe('format', () => {
  it('formats cents as dollars', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });

  it('formats dates MM/DD/YYYY and times hh:mm a', () => {
    const local = new Date(2026, 0, 5, 19, 7);
    expect(formatDate(local)).toBe('01/05/2026');
    expect(formatTime(local)).toBe('07:07 pm');
    expect(formatDateTime(local)).toBe('01/05/2026 07:07 pm');
    expect(formatDate('not a date')).toBe('');
  });
});
