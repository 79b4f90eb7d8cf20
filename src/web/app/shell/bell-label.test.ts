import { describe, expect, it } from 'vitest';
import { bellBadge, bellLabel } from './bell-label';

describe('bell', () => {
  it('is plain when there is nothing new', () => {
    expect(bellLabel({ unread: 0, prompts: 0 })).toBe('Notifications');
    expect(bellBadge({ unread: 0, prompts: 0 })).toBe(0);
  });
  it('names the unread count and the reminders apart', () => {
    expect(bellLabel({ unread: 3, prompts: 0 })).toBe('Notifications, 3 unread');
    expect(bellLabel({ unread: 0, prompts: 1 })).toBe('Notifications, 1 reminder');
    expect(bellLabel({ unread: 2, prompts: 3 })).toBe('Notifications, 2 unread, 3 reminders');
  });
  it('badges both together', () => {
    expect(bellBadge({ unread: 2, prompts: 3 })).toBe(5);
  });
});
