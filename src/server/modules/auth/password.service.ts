import { and, eq, isNull } from 'drizzle-orm';
import { checkPassword } from '#domain/password';
import type { ChangePasswordRequest, ResetPasswordRequest } from '#contracts/auth';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, unauthenticated } from '../../http/errors.ts';
import { passwordResetMail } from './auth-mail.ts';
import {
  consumeEmailToken,
  findEmailToken,
  issueEmailToken,
  revokeEmailTokens,
} from './email-tokens.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { deleteUserSessions } from './session.service.ts';
import { weakPassword, type Logger } from './sign-up.service.ts';
import { normalizeEmail } from './tokens.ts';

const RESET_TTL_MS = 3_600_000;

/**
 * Sends a reset link when an account exists. The caller answers 202 either way, so the
 * response never tells whether the e-mail belongs to someone.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  rawEmail: string,
  log: Logger,
): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(rawEmail)), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.email) return;
  try {
    const token = await issueEmailToken(ctx, user.id, 'reset_password', RESET_TTL_MS);
    await ctx.mail.send(passwordResetMail(user.email, ctx.config.publicBaseUrl, token));
  } catch (err) {
    log.warn({ err }, 'password reset e-mail failed');
  }
}

/** Sets a new password from a reset link; the link works once and every session ends. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest): Promise<void> {
  const userId = await findEmailToken(ctx, input.token, 'reset_password');
  const email = await emailOf(ctx, userId);
  const problem = checkPassword(input.password, email);
  if (problem) throw weakPassword(problem);
  const passwordHash = await hashPassword(input.password);
  await consumeEmailToken(ctx, input.token, 'reset_password');
  const now = ctx.clock.now();
  await ctx.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  // Following the link proved the address is theirs.
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await revokeEmailTokens(ctx, userId, 'reset_password');
  await deleteUserSessions(ctx, userId);
}

/** Changes the password of a signed-in user; their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const [user] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw unauthenticated();
  if (!user.passwordHash) {
    const message = 'This account has no password yet. Set one on your profile instead.';
    throw new AppError(400, 'bad_request', message, { currentPassword: message });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const message = 'Your current password is not correct.';
    throw new AppError(400, 'invalid_credentials', message, { currentPassword: message });
  }
  const problem = checkPassword(input.newPassword, user.email ?? undefined);
  if (problem) throw weakPassword(problem, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
  await deleteUserSessions(ctx, userId, sessionId);
}

async function emailOf(ctx: AppContext, userId: string): Promise<string> {
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.email ?? '';
}
