import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatMessageTime, isThreadId, memberPath, messagePreview } from './message-format';

describe('formatMessageTime', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('shows only the time for today', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05 am');
  });
  it('says Yesterday for the day before', () => {
    expect(formatMessageTime(new Date(2026, 10, 21, 19, 30).toISOString(), now)).toBe(
      'Yesterday 07:30 pm',
    );
  });
  it('shows the date before that', () => {
    const at = new Date(2026, 10, 14, 19, 30);
    expect(formatMessageTime(at.toISOString(), now)).toBe(dayjs(at).format('MM/DD/YYYY hh:mm a'));
    expect(formatMessageTime(at.toISOString(), now)).toBe('11/14/2026 07:30 pm');
  });
  it('is empty for a broken time', () => {
    expect(formatMessageTime('not a date', now)).toBe('');
  });
});

describe('memberPath / messagePreview / isThreadId', () => {
  it('links chefs to their chef page and others to their profile', () => {
    expect(memberPath({ id: 'a', isChef: true })).toBe('/chef/a');
    expect(memberPath({ id: 'b', isChef: false })).toBe('/profile/b');
  });
  it('puts a message on one short line', () => {
    expect(messagePreview('Hello\n\n  there')).toBe('Hello there');
    expect(messagePreview('x'.repeat(10), 5)).toBe('xxxx…');
  });
  it('tells thread ids from anything else', () => {
    expect(isThreadId('7f1c3b1e-9a7e-4c41-b1a2-0f5e6d7c8b9a')).toBe(true);
    expect(isThreadId('new')).toBe(false);
  });
});
