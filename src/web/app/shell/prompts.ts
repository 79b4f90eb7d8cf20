import { promptMessages } from '#domain/prompt-messages';

// Prompts shown in the notifications drawer while the profile is incomplete (spec §2).
// Active orders, notifications and invitations join this list in later issues.
export type ShellPrompt =
  | { id: 'verify-email'; message: string }
  | { id: 'add-address'; message: string; to: '/profile/address' }
  | { id: 'invitation'; key: string; message: string; to: string }
  | { id: 'notification-settings'; message: string; to: '/settings/notification' };

/**
 * "Prompt when notification settings not set" (spec §2 right drawer): until the person saves
 * them once. `undefined` (still loading, or the read failed) prompts nothing rather than wrongly.
 */
export function notificationSettingsPrompts(
  configuredAt: string | null | undefined,
): ShellPrompt[] {
  if (configuredAt !== null) return [];
  return [
    {
      id: 'notification-settings',
      message: promptMessages.notificationSettingsNotSet,
      to: '/settings/notification',
    },
  ];
}

/** "New invitations" (spec §2 right drawer): one line per pending invitation to me. */
export function invitationPrompts(
  invitations: { id: string; sender: { name: string } }[],
): ShellPrompt[] {
  return invitations.map((inv) => ({
    id: 'invitation',
    key: `invitation-${inv.id}`,
    message: `${inv.sender.name || 'Someone'} invited you to Potluck.`,
    to: `/invite/accept?invitation_id=${encodeURIComponent(inv.id)}`,
  }));
}

export function profilePrompts(input: {
  emailVerified: boolean;
  addressCount: number;
}): ShellPrompt[] {
  const prompts: ShellPrompt[] = [];
  if (!input.emailVerified)
    prompts.push({ id: 'verify-email', message: promptMessages.accountNotVerified });
  if (input.addressCount === 0)
    prompts.push({ id: 'add-address', message: promptMessages.addAddress, to: '/profile/address' });
  return prompts;
}
