// Notification channels per kind of event (spec §3 Profile.settings, §5 "At least one
// notification channel (text, email, app) enabled"). A person picks, for each kind of event,
// which of e-mail, text and the app (in-app, and push on browsers that allowed it) tell them.
//
// The rule is overall, as the spec words it: at least one channel stays on somewhere. A kind
// may be silenced completely (promotions, say), because a rule per kind would force people to
// keep hearing about things they never want; turning everything off would leave the marketplace
// unable to tell anyone that their order was cancelled, so that is refused.
import { promptMessages } from './prompt-messages';

export const NOTIFICATION_CHANNELS = ['email', 'text', 'app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = [
  'order_updates',
  'messages',
  'invitations',
  'followed_chefs',
  'promotions',
  'account_security',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationChannelSettings = Record<NotificationKind, ChannelChoice>;

export const notificationKindLabels: Record<NotificationKind, string> = {
  order_updates: 'Order updates',
  messages: 'Messages',
  invitations: 'Invitations',
  followed_chefs: "Followed chefs' new dishes, deals and live streams",
  promotions: 'Promotions and last-call deals',
  account_security: 'Account and security',
};

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  email: 'E-mail',
  text: 'Text',
  app: 'App',
};

export const notificationSettingsMessages = {
  /** Spec §5, as a refusal. */
  atLeastOneChannel: 'Keep at least one notification channel (text, email, app) enabled.',
  saved: 'Notification settings saved successfully.',
  notSet: promptMessages.notificationSettingsNotSet,
} as const;

/**
 * What a person hears before they choose: e-mail and the app for everything, as before
 * per-kind settings existed; texts cost money and interrupt, so they are opt-in.
 */
export function defaultNotificationChannels(): NotificationChannelSettings {
  const settings = {} as NotificationChannelSettings;
  for (const kind of NOTIFICATION_KINDS) settings[kind] = { email: true, text: false, app: true };
  return settings;
}

/** A stored (possibly partial, possibly stale) value: every kind filled, unknown keys dropped. */
export function resolveNotificationChannels(
  stored: Partial<Record<string, Partial<ChannelChoice> | undefined>> | null | undefined,
): NotificationChannelSettings {
  const settings = defaultNotificationChannels();
  for (const kind of NOTIFICATION_KINDS) {
    const saved = stored?.[kind];
    if (!saved) continue;
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = saved[channel];
      if (typeof value === 'boolean') settings[kind][channel] = value;
    }
  }
  return settings;
}

/** The pre-per-kind settings (one switch per channel), applied to every kind. */
export function channelsFromLegacy(legacy: ChannelChoice): NotificationChannelSettings {
  const settings = {} as NotificationChannelSettings;
  for (const kind of NOTIFICATION_KINDS) settings[kind] = { ...legacy };
  return settings;
}

export function hasAnyChannel(settings: NotificationChannelSettings): boolean {
  return NOTIFICATION_KINDS.some((kind) =>
    NOTIFICATION_CHANNELS.some((channel) => settings[kind][channel]),
  );
}

/** The refusal message, or null when the settings may be saved. */
export function notificationSettingsError(settings: NotificationChannelSettings): string | null {
  return hasAnyChannel(settings) ? null : notificationSettingsMessages.atLeastOneChannel;
}

/**
 * The kind of each notification `type` the server sends. A type missing here is told on the
 * account-and-security channels, which are on by default: never silently dropped.
 */
const KIND_OF_TYPE: Record<string, NotificationKind> = {
  order_new: 'order_updates',
  order_status: 'order_updates',
  order_response: 'order_updates',
  order_time: 'order_updates',
  order_refunded: 'order_updates',
  direct_message: 'messages',
  message: 'messages',
  invitation: 'invitations',
  invitation_accepted: 'invitations',
  follower_dish: 'followed_chefs',
  follower_deal: 'followed_chefs',
  follower_live: 'followed_chefs',
  follower_summary: 'followed_chefs',
  last_call: 'promotions',
  promotion: 'promotions',
  credit: 'account_security',
  chef_submitted: 'account_security',
  chef_approved: 'account_security',
  chef_rejected: 'account_security',
  payout_paid: 'account_security',
  payout_failed: 'account_security',
};

export function notificationKindOf(type: string): NotificationKind {
  const kind = KIND_OF_TYPE[type];
  if (kind) return kind;
  if (type.startsWith('order_')) return 'order_updates';
  if (type.startsWith('follower_')) return 'followed_chefs';
  if (type.startsWith('invitation')) return 'invitations';
  return 'account_security';
}
