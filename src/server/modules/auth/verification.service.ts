import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { MAX_VERIFICATION_EMAILS } from '#domain/verification';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { verificationMail } from './auth-mail.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';

const VERIFY_TTL_MS = 48 * 3_600_000;

export const verificationLimit = () =>
  new AppError(429, 'verification_limit', 'You have already asked for 5 verification e-mails.');

/**
 * Sends a verification link and counts it (spec: resend stops at 5; the sign-up e-mail is
 * the first). The count goes up atomically before sending and back down if sending fails.
 */
export async function sendVerificationEmail(ctx: AppContext, userId: string): Promise<number> {
  const [user] = await ctx.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw verificationLimit();
  if (user.verifiedAt) throw conflict('Your e-mail address is already verified.');
  if (!user.email) throw conflict('This account has no e-mail address to verify.');
  const email = user.email;
  const [counted] = await ctx.db
    .update(users)
    .set({ verificationEmailCount: sql`${users.verificationEmailCount} + 1` })
    .where(and(eq(users.id, userId), lt(users.verificationEmailCount, MAX_VERIFICATION_EMAILS)))
    .returning({ count: users.verificationEmailCount });
  if (!counted) throw verificationLimit();
  try {
    const token = await issueEmailToken(ctx, userId, 'verify_email', VERIFY_TTL_MS);
    await ctx.mail.send(verificationMail(email, ctx.config.publicBaseUrl, token));
  } catch (err) {
    await ctx.db
      .update(users)
      .set({ verificationEmailCount: sql`greatest(${users.verificationEmailCount} - 1, 0)` })
      .where(eq(users.id, userId));
    throw err;
  }
  return counted.count;
}

/** Follows a verification link: marks the e-mail address verified. */
export async function confirmVerification(ctx: AppContext, token: string): Promise<void> {
  const userId = await consumeEmailToken(ctx, token, 'verify_email');
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
