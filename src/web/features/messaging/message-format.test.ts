import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  conversationOrder,
  formatMessageTime,
  isThreadId,
  memberPath,
  messagePreview,
  orderFromParam,
  relationText,
  withOrder,
} from './message-format';

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

describe('relationText', () => {
  it("says why someone is offered, in the picker's order", () => {
    expect(relationText(['ordered_from', 'following'])).toBe(
      'You ordered from them · You follow them',
    );
    expect(relationText(['sold_to'])).toBe('Ordered from you');
    expect(relationText(['follower'])).toBe('Follows you');
  });
});

describe('the order of a conversation', () => {
  const ORDER = '3f2a9c1b-0000-4000-8000-000000000000';
  const OTHER = '9e1d0000-0000-4000-8000-000000000000';
  const about = (id: string) => ({ order: { id, reference: `#${id.slice(0, 8).toUpperCase()}` } });

  it('reads ?order= as an order id and its reference, ignoring anything else', () => {
    expect(orderFromParam(ORDER.toUpperCase())).toEqual({ id: ORDER, reference: '#3F2A9C1B' });
    expect(orderFromParam('42')).toBeNull();
    expect(orderFromParam(null)).toBeNull();
  });

  it("names the page's order first, else the newest message's", () => {
    const fromPage = orderFromParam(ORDER);
    expect(conversationOrder(fromPage, [about(OTHER)])).toEqual(fromPage);
    expect(
      conversationOrder(null, [about(ORDER), { order: null }, about(OTHER), { order: null }]),
    ).toEqual(about(OTHER).order);
    expect(conversationOrder(null, [{ order: null }])).toBeNull();
  });

  it('keeps ?order= on the next URL', () => {
    const order = orderFromParam(ORDER);
    expect(withOrder('/messages/new?uid=1', order)).toBe(`/messages/new?uid=1&order=${ORDER}`);
    expect(withOrder('/messages/abc', order)).toBe(`/messages/abc?order=${ORDER}`);
    expect(withOrder('/messages/abc', null)).toBe('/messages/abc');
  });
});
