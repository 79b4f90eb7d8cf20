import { describe, expect, it } from 'vitest';
import { notificationSettingsPrompts } from './prompts';

describe('notificationSettingsPrompts', () => {
  it('prompts, with a link to the page, until notification settings are saved', () => {
    expect(notificationSettingsPrompts(null)).toEqual([
      {
        id: 'notification-settings',
        message: 'Notification settings not set.',
        to: '/settings/notification',
      },
    ]);
    expect(notificationSettingsPrompts('2026-11-26T12:00:00.000Z')).toEqual([]);
  });

  it('prompts nothing while the settings are unknown', () => {
    expect(notificationSettingsPrompts(undefined)).toEqual([]);
  });
});
