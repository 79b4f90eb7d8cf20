import { messages } from '#domain/messages';

// Prompts shown in the notifications drawer while the profile is incomplete (spec §2).
// Active orders, notifications and invitations join this list in later issues.
export type ShellPrompt =
  | { id: 'verify-email'; message: string }
  | { id: 'add-address'; message: string; to: '/profile/address' };

export function profilePrompts(input: {
  emailVerified: boolean;
  addressCount: number;
}): ShellPrompt[] {
  const prompts: ShellPrompt[] = [];
  if (!input.emailVerified)
    prompts.push({ id: 'verify-email', message: messages.accountNotVerified });
  if (input.addressCount === 0)
    prompts.push({ id: 'add-address', message: messages.addAddress, to: '/profile/address' });
  return prompts;
}
