import { and, eq, isNotNull } from 'drizzle-orm';
import { complaintMessages } from '#domain/complaints';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { forbidden } from '../../http/errors.ts';
import { invalidCredentials } from './sign-in.service.ts';
import { createCustomerAccount, signUpFailed } from './sign-up.service.ts';
import { usePhoneCode, type CheckCodeInput } from './phone-codes.service.ts';

/** A phone-only account's name until its owner gives one: never the number (profiles are public). */
export const PHONE_ACCOUNT_NAME = 'Potluck member';

/**
 * Signs in with a code sent to a phone (spec §6: the first phone sign-in creates a customer
 * profile). The account is the one whose verified phone this is; a deleted account is refused
 * as password sign-in refuses it, a suspended one is told so.
 */
export async function signInWithPhoneCode(
  ctx: AppContext,
  input: Omit<CheckCodeInput, 'purpose' | 'userId'>,
): Promise<{ userId: string; created: boolean }> {
  const e164 = await usePhoneCode(ctx, { ...input, purpose: 'sign_in', userId: null });
  const existing = await accountOfPhone(ctx, e164);
  if (existing) {
    if (existing.deletedAt) throw invalidCredentials();
    if (existing.suspendedAt) throw forbidden(complaintMessages.accountSuspended);
    return { userId: existing.id, created: false };
  }
  const now = ctx.clock.now();
  const made = await ctx.db.transaction((tx) =>
    // The page says that continuing accepts the sign-up agreement (AgreementNotice).
    createCustomerAccount(
      tx,
      { phoneE164: e164, name: PHONE_ACCOUNT_NAME, agreementVersion: SIGN_UP_AGREEMENT_VERSION },
      now,
    ),
  );
  if (made) return { userId: made.id, created: true };
  // Two first sign-ins of one number at once: the other made the account.
  const raced = await accountOfPhone(ctx, e164);
  if (!raced || raced.deletedAt || raced.suspendedAt) throw signUpFailed();
  return { userId: raced.id, created: false };
}

async function accountOfPhone(ctx: AppContext, e164: string) {
  const [row] = await ctx.db
    .select({ id: users.id, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row ?? null;
}
