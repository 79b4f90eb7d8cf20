// The shell's reminders (spec §2 right drawer, §8 wording), word for word. They live apart from
// #domain/messages because the shell shows them on every page: importing the whole table there
// would put every message of the product into the first download.
export const promptMessages = {
  accountNotVerified: 'Your account is not verified yet.',
  addAddress: 'You need to add at least one address.',
  notificationSettingsNotSet: 'Notification settings not set.',
} as const;
