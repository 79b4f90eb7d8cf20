import { commonPasswords } from './common-passwords';

// Password policy (NIST 800-63B style): length and a block list, no composition rules.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: 'Use at least 8 characters.',
  tooLong: 'Use at most 128 characters.',
  tooCommon: 'This password is too common. Choose a less common one.',
  sameAsEmail: 'Do not use your e-mail address as your password.',
} as const;

/** Shown next to password fields when choosing one. */
export const passwordPolicyHint =
  'At least 8 characters. Avoid common passwords and your e-mail address.';

const blocked = new Set(commonPasswords.map((p) => p.toLowerCase()));

/** Why a new password is refused, or null when it is acceptable. */
export function checkPassword(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  if (blocked.has(lower)) return passwordMessages.tooCommon;
  if (email && lower.trim() === email.trim().toLowerCase()) return passwordMessages.sameAsEmail;
  return null;
}
