import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  channelsFromLegacy,
  defaultNotificationChannels,
  notificationKindOf,
  notificationSettingsError,
  notificationSettingsMessages,
  resolveNotificationChannels,
} from './notification-settings';

function allOff() {
  const settings = defaultNotificationChannels();
  for (const kind of NOTIFICATION_KINDS) settings[kind] = { email: false, text: false, app: false };
  return settings;
}

describe('notification settings', () => {
  it('defaults to e-mail and app for every kind, texts off', () => {
    const settings = defaultNotificationChannels();
    for (const kind of NOTIFICATION_KINDS)
      expect(settings[kind]).toEqual({ email: true, text: false, app: true });
  });

  it('fills kinds left out with the defaults and drops unknown keys', () => {
    const settings = resolveNotificationChannels({
      promotions: { email: false, app: false },
      bogus: { email: true },
    });
    expect(settings.promotions).toEqual({ email: false, text: false, app: false });
    expect(settings.order_updates).toEqual({ email: true, text: false, app: true });
    expect(Object.keys(settings)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('refuses every channel off, overall', () => {
    expect(notificationSettingsError(allOff())).toBe(
      notificationSettingsMessages.atLeastOneChannel,
    );
  });

  it('allows silencing a whole kind while another channel stays on', () => {
    const settings = allOff();
    settings.account_security.text = true;
    expect(notificationSettingsError(settings)).toBeNull();
  });

  it('applies the legacy switches to every kind', () => {
    const settings = channelsFromLegacy({ email: false, text: true, app: true });
    expect(settings.messages).toEqual({ email: false, text: true, app: true });
    expect(settings.promotions).toEqual({ email: false, text: true, app: true });
  });

  it('maps each notification type the server sends to its kind', () => {
    expect(notificationKindOf('order_status')).toBe('order_updates');
    expect(notificationKindOf('order_refunded')).toBe('order_updates');
    expect(notificationKindOf('last_call')).toBe('promotions');
    expect(notificationKindOf('follower_dish')).toBe('followed_chefs');
    expect(notificationKindOf('payout_failed')).toBe('account_security');
    expect(notificationKindOf('order_something_new')).toBe('order_updates');
    expect(notificationKindOf('unheard_of')).toBe('account_security');
  });
});
