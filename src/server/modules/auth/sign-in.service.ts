import { eq } from 'drizzle-orm';
import { complaintMessages } from '#domain/complaints';
import { messages } from '#domain/messages';
import type { SignInRequest } from '#contracts/auth';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { verifyDummyPassword, verifyPassword } from '../../lib/password-hash.ts';
import { normalizeEmail } from './tokens.ts';

export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', messages.signInFailed);

/**
 * Checks an e-mail and password; returns the user's id or throws the one message the spec
 * gives for every failure (unknown e-mail, wrong password, deleted account alike). A suspended
 * account is told so, but only after the right password: the suspension is no secret from its
 * owner, and no one else learns of it.
 */
export async function verifyCredentials(ctx: AppContext, input: SignInRequest): Promise<string> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
    .limit(1);
  // An account made by social or phone sign-in has no password until its owner sets one.
  if (!user?.passwordHash) {
    await verifyDummyPassword(input.password);
    throw invalidCredentials();
  }
  const ok = await verifyPassword(user.passwordHash, input.password);
  if (!ok || user.deletedAt) throw invalidCredentials();
  if (user.suspendedAt) throw forbidden(complaintMessages.accountSuspended);
  return user.id;
}
