import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { complaintMessages } from '#domain/complaints';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { checkPassword } from '#domain/password';
import {
  socialMessages,
  socialProviderNames,
  type SocialErrorCode,
  type SocialProvider,
} from '#domain/social-sign-in';
import type { ConnectedAccountsResponse } from '#contracts/social-auth';
import type { AppContext } from '../../../context.ts';
import { sessions, users } from '../../../db/schema/accounts.ts';
import { oauthIdentities, pendingIdentityLinks } from '../../../db/schema/identity.ts';
import { profiles } from '../../../db/schema/profiles.ts';
import { AppError, conflict, forbidden, notFound, unauthenticated } from '../../../http/errors.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { deleteUserSessions } from '../session.service.ts';
import { createCustomerAccount, weakPassword, type Logger } from '../sign-up.service.ts';
import { hashToken, newToken } from '../tokens.ts';
import type { ProviderProfile } from './oauth-client.ts';
import { identityLinkMail } from './social-mail.ts';

const LINK_TTL_MS = 60 * 60_000;
/** Setting a first password needs a session this fresh (a borrowed open laptop is not enough). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

export type SocialOutcome =
  | { kind: 'signed_in'; userId: string; created: boolean }
  | { kind: 'pending_link'; token: string; expiresAt: Date }
  | { kind: 'linked'; userId: string }
  | { kind: 'error'; code: SocialErrorCode };

/**
 * A person the provider vouched for (decision 057): their linked account signs in; a verified
 * e-mail that is already an account's waits for proof (password sign-in or the e-mailed link)
 * before it is linked; anyone else gets a new customer account and profile (spec §6).
 */
export async function signInWithProvider(
  ctx: AppContext,
  provider: SocialProvider,
  profile: ProviderProfile,
  log: Logger,
): Promise<SocialOutcome> {
  const [linked] = await ctx.db
    .select({ userId: users.id, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(
      and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, profile.subject)),
    )
    .limit(1);
  if (linked) {
    if (linked.deletedAt) return { kind: 'error', code: 'account_unavailable' };
    if (linked.suspendedAt) return { kind: 'error', code: 'suspended' };
    return { kind: 'signed_in', userId: linked.userId, created: false };
  }

  const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
  if (verifiedEmail) {
    const [existing] = await ctx.db
      .select({ id: users.id, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.email, verifiedEmail))
      .limit(1);
    if (existing) {
      if (existing.deletedAt) return { kind: 'error', code: 'account_unavailable' };
      if (await hasProvider(ctx, existing.id, provider))
        return { kind: 'error', code: 'already_linked' };
      return createPendingLink(ctx, existing.id, verifiedEmail, provider, profile, log);
    }
  }

  const now = ctx.clock.now();
  const name =
    profile.name?.slice(0, 100) ?? verifiedEmail ?? `${socialProviderNames[provider]} user`;
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      // The sign-in buttons say that continuing accepts the sign-up agreement.
      const account = { email: verifiedEmail, name, agreementVersion: SIGN_UP_AGREEMENT_VERSION };
      const user = await createCustomerAccount(tx, account, now);
      if (!user) throw new Error('the account could not be created');
      if (verifiedEmail) {
        await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
      }
      const avatarUrl = safeAvatarUrl(ctx, profile.avatarUrl);
      if (avatarUrl) {
        await tx.update(profiles).set({ avatarUrl }).where(eq(profiles.id, user.id));
      }
      await tx.insert(oauthIdentities).values({
        userId: user.id,
        provider,
        subject: profile.subject,
        email: profile.email,
        createdAt: now,
      });
      return user.id;
    });
    return { kind: 'signed_in', userId, created: true };
  } catch (err) {
    log.warn({ err, provider }, 'social sign-up failed');
    return { kind: 'error', code: 'failed' };
  }
}

/** Connects a provider to the signed-in account (from /profile). */
export async function linkProviderToUser(
  ctx: AppContext,
  userId: string,
  provider: SocialProvider,
  profile: ProviderProfile,
): Promise<SocialOutcome> {
  const [owner] = await ctx.db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(
      and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, profile.subject)),
    )
    .limit(1);
  if (owner) {
    return owner.userId === userId
      ? { kind: 'linked', userId }
      : { kind: 'error', code: 'identity_taken' };
  }
  if (await hasProvider(ctx, userId, provider)) return { kind: 'error', code: 'already_linked' };
  const inserted = await ctx.db
    .insert(oauthIdentities)
    .values({
      userId,
      provider,
      subject: profile.subject,
      email: profile.email,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: oauthIdentities.id });
  return inserted.length ? { kind: 'linked', userId } : { kind: 'error', code: 'identity_taken' };
}

async function hasProvider(ctx: AppContext, userId: string, provider: SocialProvider) {
  const [row] = await ctx.db
    .select({ id: oauthIdentities.id })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)))
    .limit(1);
  return Boolean(row);
}

async function createPendingLink(
  ctx: AppContext,
  userId: string,
  email: string,
  provider: SocialProvider,
  profile: ProviderProfile,
  log: Logger,
): Promise<SocialOutcome> {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await ctx.db.insert(pendingIdentityLinks).values({
    userId,
    provider,
    subject: profile.subject,
    email,
    name: profile.name,
    avatarUrl: safeAvatarUrl(ctx, profile.avatarUrl),
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  try {
    await ctx.mail.send(identityLinkMail(email, ctx.config.publicBaseUrl, token, provider));
  } catch (err) {
    // The password way still works; the person can also start the sign-in again.
    log.warn({ err }, 'identity link e-mail failed');
  }
  return { kind: 'pending_link', token, expiresAt };
}

type PendingLink = typeof pendingIdentityLinks.$inferSelect;

/** Uses up a still-open pending link (atomically) and connects its identity. */
async function completeLink(ctx: AppContext, token: string, userId?: string) {
  const now = ctx.clock.now();
  const [link] = await ctx.db
    .update(pendingIdentityLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(pendingIdentityLinks.tokenHash, hashToken(token)),
        isNull(pendingIdentityLinks.usedAt),
        gt(pendingIdentityLinks.expiresAt, now),
        ...(userId ? [eq(pendingIdentityLinks.userId, userId)] : []),
      ),
    )
    .returning();
  if (!link) return null;
  await ctx.db
    .insert(oauthIdentities)
    .values({
      userId: link.userId,
      provider: link.provider,
      subject: link.subject,
      email: link.email,
      createdAt: now,
    })
    .onConflictDoNothing();
  await fillMissingAvatar(ctx, link);
  return link;
}

async function fillMissingAvatar(ctx: AppContext, link: PendingLink) {
  if (!link.avatarUrl) return;
  await ctx.db
    .update(profiles)
    .set({ avatarUrl: link.avatarUrl })
    .where(and(eq(profiles.id, link.userId), isNull(profiles.avatarUrl)));
}

/**
 * The person proved the account with its password in the browser that holds the pending link:
 * the provider is connected now. Returns the provider, or null when nothing was pending.
 */
export async function completeLinkAfterPassword(
  ctx: AppContext,
  token: string,
  userId: string,
): Promise<SocialProvider | null> {
  const link = await completeLink(ctx, token, userId);
  return link ? (link.provider as SocialProvider) : null;
}

export const linkInvalid = () =>
  new AppError(
    400,
    'token_invalid',
    'This link has expired or was already used. Sign in with the other service again to get a new one.',
  );

/**
 * The person followed the e-mailed link: the address is theirs, so the provider is connected
 * and they are signed in. If we had never verified that address, whoever made the account may
 * not be its owner: the password they chose stops working and their sessions end.
 */
export async function confirmLinkByEmail(ctx: AppContext, token: string): Promise<string> {
  const link = await completeLink(ctx, token);
  if (!link) throw linkInvalid();
  const [user] = await ctx.db
    .select({
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, link.userId))
    .limit(1);
  if (!user || user.deletedAt) throw linkInvalid();
  if (user.suspendedAt) throw forbidden(complaintMessages.accountSuspended);
  if (!user.emailVerifiedAt) {
    const now = ctx.clock.now();
    await ctx.db
      .update(users)
      .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(users.id, link.userId));
    await deleteUserSessions(ctx, link.userId);
  }
  return link.userId;
}

/** The avatar URL kept from a provider: https only (our own host for the local stand-ins). */
export function safeAvatarUrl(ctx: AppContext, url: string | null): string | null {
  if (!url || url.length > 1000) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:') return parsed.href;
  if (!ctx.config.isProduction && parsed.origin === new URL(ctx.config.publicBaseUrl).origin)
    return parsed.href;
  return null;
}

/** The ways this account signs in, for the Connected accounts card on /profile. */
export async function connectedAccounts(
  ctx: AppContext,
  userId: string,
  available: SocialProvider[],
): Promise<ConnectedAccountsResponse> {
  const [user] = await ctx.db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw unauthenticated();
  const rows = await ctx.db
    .select({
      provider: oauthIdentities.provider,
      email: oauthIdentities.email,
      createdAt: oauthIdentities.createdAt,
    })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(oauthIdentities.createdAt);
  return {
    hasPassword: user.passwordHash !== null,
    hasEmail: user.email !== null,
    hasPhone: user.phoneVerifiedAt !== null,
    identities: rows.map((r) => ({
      provider: r.provider as SocialProvider,
      email: r.email,
      connectedAt: r.createdAt.toISOString(),
    })),
    available: available.map((id) => ({ id, name: socialProviderNames[id] })),
  };
}

/** Disconnects a provider, unless it is the last way this account can sign in. */
export async function unlinkProvider(
  ctx: AppContext,
  userId: string,
  provider: SocialProvider,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One disconnect at a time per account: two at once could each see the other's provider.
    const [user] = await tx
      .select({
        email: users.email,
        passwordHash: users.passwordHash,
        phoneVerifiedAt: users.phoneVerifiedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw unauthenticated();
    const [linked] = await tx
      .select({ n: count() })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId));
    const removed = await tx
      .delete(oauthIdentities)
      .where(and(eq(oauthIdentities.userId, userId), eq(oauthIdentities.provider, provider)))
      .returning({ id: oauthIdentities.id });
    if (!removed.length) throw notFound(socialMessages.notLinked);
    const otherWays =
      (linked?.n ?? 0) -
      1 +
      (user.passwordHash && user.email ? 1 : 0) +
      (user.phoneVerifiedAt ? 1 : 0);
    if (otherWays < 1) throw conflict(socialMessages.lastWayToSignIn);
  });
}

/**
 * Sets the first password of an account made by social or phone sign-in. Needs a session
 * started within the last 15 minutes; the account's other sessions end.
 */
export async function setFirstPassword(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  password: string,
): Promise<void> {
  const [session] = await ctx.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const [user] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user || !session) throw unauthenticated();
  if (user.passwordHash) {
    const message = socialMessages.passwordAlreadySet;
    throw new AppError(409, 'conflict', message, { password: message });
  }
  if (!user.email) {
    const message = socialMessages.passwordNeedsEmail;
    throw new AppError(400, 'bad_request', message, { password: message });
  }
  if (ctx.clock.now().getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
    throw forbidden(socialMessages.recentSignInRequired);
  }
  const problem = checkPassword(password, user.email ?? undefined);
  if (problem) throw weakPassword(problem);
  const passwordHash = await hashPassword(password);
  const updated = await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!updated.length) {
    const message = socialMessages.passwordAlreadySet;
    throw new AppError(409, 'conflict', message, { password: message });
  }
  await deleteUserSessions(ctx, userId, sessionId);
}
