import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the database keeps in place of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
