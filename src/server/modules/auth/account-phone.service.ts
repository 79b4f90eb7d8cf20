import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { formatPhone, phoneMessages } from '#domain/phone-codes';
import type { AccountPhoneResponse } from '#contracts/phone-auth';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/accounts.ts';
import { oauthIdentities } from '../../db/schema/identity.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { sendPhoneCode, usePhoneCode, type Logger, type SentCode } from './phone-codes.service.ts';

// A signed-in person's own verified phone (issue 15 point 2): proved by a code, then a way to
// sign in. It is not the profile's contact phone (profiles.phone), which is only shown.

export async function getAccountPhone(
  ctx: AppContext,
  userId: string,
): Promise<AccountPhoneResponse> {
  const [row] = await ctx.db
    .select({
      phone: users.phoneE164,
      verifiedAt: users.phoneVerifiedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const phone = row.verifiedAt ? row.phone : null;
  return {
    phone,
    display: phone ? formatPhone(phone) : null,
    verifiedAt: phone && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    removable: phone ? await hasOtherSignInWay(ctx, userId, row.passwordHash) : true,
  };
}

async function hasOtherSignInWay(ctx: AppContext, userId: string, passwordHash: string | null) {
  if (passwordHash) return true;
  const [linked] = await ctx.db
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .limit(1);
  return Boolean(linked);
}

async function refuseIfTakenByOther(ctx: AppContext, userId: string, e164: string) {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneE164, e164), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  if (other) throw conflict(phoneMessages.numberTaken);
}

/** Texts a code to the number the person wants to add (refused at once if another has it). */
export function sendAccountPhoneCode(
  ctx: AppContext,
  userId: string,
  phone: string,
  ip: string,
  log: Logger,
): Promise<SentCode> {
  return sendPhoneCode(ctx, { phone, purpose: 'verify', userId, ip }, log, (e164) =>
    refuseIfTakenByOther(ctx, userId, e164),
  );
}

/** Makes the number the account's verified phone once the code matches (replacing any other). */
export async function verifyAccountPhone(
  ctx: AppContext,
  userId: string,
  input: { phone: string; code: string },
): Promise<AccountPhoneResponse> {
  const e164 = await usePhoneCode(ctx, { ...input, purpose: 'verify', userId });
  await refuseIfTakenByOther(ctx, userId, e164);
  const now = ctx.clock.now();
  try {
    await ctx.db
      .update(users)
      .set({ phoneE164: e164, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
  } catch (err) {
    // Another account verified the number between the check and this update.
    if (isUniqueViolation(err)) throw conflict(phoneMessages.numberTaken);
    throw err;
  }
  return getAccountPhone(ctx, userId);
}

/** Forgets the verified phone, unless it is the only way the person can sign in. */
export async function removeAccountPhone(ctx: AppContext, userId: string): Promise<void> {
  const current = await getAccountPhone(ctx, userId);
  if (!current.phone) return;
  if (!current.removable) throw conflict(phoneMessages.onlySignInWay);
  await ctx.db
    .update(users)
    .set({ phoneE164: null, phoneVerifiedAt: null, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId));
}
