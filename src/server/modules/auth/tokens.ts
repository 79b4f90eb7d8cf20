// Token helpers live below the modules (the kernel resolves sessions with them).
export { hashToken, newToken } from '../../lib/session-token.ts';

/** E-mails are compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
