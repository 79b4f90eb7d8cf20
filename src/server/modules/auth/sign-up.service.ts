import { checkPassword } from '#domain/password';
import { messages } from '#domain/messages';
import type { SignUpRequest } from '#contracts/auth';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { grantSignupCredit } from '../credits/credits.service.ts';
import { normalizeEmail } from './tokens.ts';
import { sendVerificationEmail } from './verification.service.ts';

export interface Logger {
  warn(obj: object, msg: string): void;
}

export const signUpFailed = (status = 409) =>
  new AppError(status, 'signup_failed', messages.signUpFailed);

export const weakPassword = (reason: string, field = 'password') =>
  new AppError(400, 'weak_password', reason, { [field]: reason });

export interface NewAccount {
  email?: string | null;
  passwordHash?: string | null;
  /** A phone proved by a code (phone sign-in), verified at creation. */
  phoneE164?: string | null;
  name: string;
  /** The sign-up agreement's version the person accepted (#domain/legal), recorded with the time. */
  agreementVersion?: string | null;
}

/**
 * Creates an account with its customer profile (new-profile flag on) and the sign-up credit,
 * inside the caller's transaction: every way in (e-mail, phone, social) makes the same account.
 * Returns null when the e-mail or phone already belongs to an account.
 */
export async function createCustomerAccount(
  tx: Tx,
  account: NewAccount,
  now: Date,
): Promise<{ id: string } | null> {
  const email = account.email ?? null;
  const phoneE164 = account.phoneE164 ?? null;
  const [user] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: account.passwordHash ?? null,
      phoneE164,
      phoneVerifiedAt: phoneE164 ? now : null,
      agreementVersion: account.agreementVersion ?? null,
      agreementAcceptedAt: account.agreementVersion ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return null;
  await tx.insert(profiles).values({
    id: user.id,
    type: 'customer',
    isNewProfile: true,
    name: account.name,
    email,
    createdAt: now,
    updatedAt: now,
  });
  // Spec §9: the $25 sign-up credit, granted with the account (once: keyed by the user).
  await grantSignupCredit(tx, user.id, now);
  return user;
}

/**
 * Creates the account and its customer profile (new-profile flag on, name = given name or
 * the e-mail) with the sign-up credit, then sends the first verification e-mail. Returns the new user's id.
 * `alsoInTransaction` commits with the account or not at all (a chef's application).
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpRequest,
  log: Logger,
  alsoInTransaction?: (tx: Tx, userId: string) => Promise<void>,
): Promise<string> {
  const email = normalizeEmail(input.email);
  const problem = checkPassword(input.password, email);
  if (problem) throw weakPassword(problem);
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() || email;
  const now = ctx.clock.now();
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const account = { email, passwordHash, name, agreementVersion: input.agreementVersion };
      const user = await createCustomerAccount(tx, account, now);
      if (!user) throw signUpFailed();
      await alsoInTransaction?.(tx, user.id);
      return user.id;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.warn({ err }, 'sign-up failed');
    throw signUpFailed(400);
  }
  try {
    await sendVerificationEmail(ctx, userId);
  } catch (err) {
    // The account exists; the person can ask for the e-mail again from the prompt.
    log.warn({ err }, 'verification e-mail after sign-up failed');
  }
  return userId;
}
