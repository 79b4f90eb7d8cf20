import { and, eq, isNull, ne, or } from 'drizzle-orm';
import {
  payoutMessages,
  type CommissionStructure,
  type FinanceSettings,
  type FinanceSettingsResponse,
  type PayoutAccount,
  type PayoutAccountStatus,
  type PayoutConnectResponse,
} from '#contracts/payouts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import {
  PayoutAccountMissingError,
  PayoutProviderError,
  type PayoutAccountState,
} from '../../providers/payouts/payouts.ts';

/** The pages the provider sends the chef back to (spec §2). */
export const CONNECT_SUCCESS_PATH = '/accounts/connect-success';
export const CONNECT_FAIL_PATH = '/accounts/connect-fail';

/** Only a chef has a deposit account and a commission choice. */
export async function requireChef(ctx: AppContext, userId: string): Promise<void> {
  const [p] = await ctx.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (p?.type !== 'chef') throw forbidden(payoutMessages.notAChef);
}

/** Runs a provider call; its refusal or outage becomes a 503 with words the chef can act on. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PayoutProviderError && !(err instanceof PayoutAccountMissingError))
      throw new AppError(503, 'service_unavailable', err.message);
    throw err;
  }
}

type ApprovalRow = Pick<
  typeof chefApprovals.$inferSelect,
  'bankProvider' | 'bankAccountRef' | 'bankName' | 'bankAccountLast4' | 'payoutStatus'
>;

function accountOf(row: ApprovalRow | undefined, requirement: string | null): PayoutAccount {
  if (!row?.bankAccountRef) {
    return { provider: null, status: 'none', bankName: null, last4: null, requirement: null };
  }
  // Accounts recorded before payout statuses existed (the demo's) count as working when a
  // bank is on file.
  const status: PayoutAccountStatus =
    row.payoutStatus ?? (row.bankAccountLast4 ? 'enabled' : 'pending');
  return {
    provider: row.bankProvider === 'stripe' ? 'stripe' : 'local',
    status,
    bankName: row.bankName,
    last4: row.bankAccountLast4,
    requirement: status === 'enabled' ? null : requirement,
  };
}

const approvalColumns = {
  bankProvider: chefApprovals.bankProvider,
  bankAccountRef: chefApprovals.bankAccountRef,
  bankName: chefApprovals.bankName,
  bankAccountLast4: chefApprovals.bankAccountLast4,
  payoutStatus: chefApprovals.payoutStatus,
};

/** The connected account we recorded for the chef: its provider id and which provider. */
async function recordedAccount(ctx: AppContext, chefId: string) {
  const [row] = await ctx.db
    .select({ ref: chefApprovals.bankAccountRef, provider: chefApprovals.bankProvider })
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  return row;
}

async function readFinance(
  ctx: AppContext,
  chefId: string,
  requirement: string | null = null,
): Promise<FinanceSettings> {
  const [approval] = await ctx.db
    .select(approvalColumns)
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  const [settings] = await ctx.db
    .select({ commissionStructure: businessSettings.commissionStructure })
    .from(businessSettings)
    .where(eq(businessSettings.chefId, chefId));
  return {
    account: accountOf(approval, requirement),
    commissionStructure: settings?.commissionStructure ?? 'commission_15',
  };
}

/** GET /payouts/finance. A refused account says why, in the provider's words. */
export async function getFinance(
  ctx: AppContext,
  chefId: string,
): Promise<FinanceSettingsResponse> {
  await requireChef(ctx, chefId);
  let finance = await readFinance(ctx, chefId);
  const approval = await recordedAccount(ctx, chefId);
  if (
    finance.account.status === 'failed' &&
    approval?.ref &&
    approval.provider === ctx.payouts.name
  ) {
    const state = await ctx.payouts.retrieveAccount(approval.ref).catch(() => null);
    if (state?.requirement) finance = await readFinance(ctx, chefId, state.requirement);
  }
  return { finance };
}

/** PUT /payouts/finance: the commission choice (spec §9), kept in the chef's business settings. */
export async function saveFinance(
  ctx: AppContext,
  chefId: string,
  commissionStructure: CommissionStructure,
): Promise<FinanceSettingsResponse> {
  await requireChef(ctx, chefId);
  const now = ctx.clock.now();
  await ctx.db
    .insert(businessSettings)
    .values({ chefId, commissionStructure, updatedAt: now })
    .onConflictDoUpdate({
      target: businessSettings.chefId,
      set: { commissionStructure, updatedAt: now },
    });
  return { finance: await readFinance(ctx, chefId), message: payoutMessages.financeSaved };
}

/**
 * POST /payouts/connect: opens the chef's connected account at the provider once, and answers
 * a fresh onboarding link for it (also to change the bank later).
 */
export async function connectPayouts(
  ctx: AppContext,
  chefId: string,
): Promise<PayoutConnectResponse> {
  await requireChef(ctx, chefId);
  await ctx.db.insert(chefApprovals).values({ chefId }).onConflictDoNothing();
  const approval = await recordedAccount(ctx, chefId);
  const current = approval?.ref && approval.provider === ctx.payouts.name ? approval.ref : null;
  const accountId = current ?? (await openAccount(ctx, chefId, null));
  try {
    return await linkFor(ctx, accountId);
  } catch (err) {
    // An account the provider does not know (the demo data's, or one deleted there) is
    // replaced by a new one.
    if (!(err instanceof PayoutAccountMissingError)) throw err;
    return linkFor(ctx, await openAccount(ctx, chefId, accountId));
  }
}

function linkFor(ctx: AppContext, accountId: string): Promise<PayoutConnectResponse> {
  const base = ctx.config.publicBaseUrl;
  return provider(() =>
    ctx.payouts.createOnboardingLink({
      accountId,
      returnUrl: `${base}${CONNECT_SUCCESS_PATH}`,
      refreshUrl: `${base}${CONNECT_FAIL_PATH}`,
    }),
  );
}

/**
 * Opens a connected account and records it in place of `replacing` (null: in place of none
 * or of another provider's). The provider call is outside any transaction (it may be a remote
 * API); of two racing connects the first stored account wins, and both answer a link to it.
 */
async function openAccount(
  ctx: AppContext,
  chefId: string,
  replacing: string | null,
): Promise<string> {
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, chefId));
  const [record] = await ctx.db
    .select({ updatedAt: chefApprovals.updatedAt })
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  // Racing connects read the same record and share one provider account; once the record
  // changes (an account stored, replaced or removed) the next one is a new account.
  const idempotencyKey = `${chefId}-${record?.updatedAt?.getTime() ?? 0}`;
  const created = await provider(() =>
    ctx.payouts.createAccount({ email: user?.email ?? '', userId: chefId, idempotencyKey }),
  );
  const stored = await ctx.db
    .update(chefApprovals)
    .set({
      bankProvider: ctx.payouts.name,
      bankAccountRef: created.id,
      bankName: null,
      bankAccountLast4: null,
      payoutStatus: 'pending',
      updatedAt: ctx.clock.now(),
    })
    .where(
      and(
        eq(chefApprovals.chefId, chefId),
        replacing
          ? eq(chefApprovals.bankAccountRef, replacing)
          : or(
              isNull(chefApprovals.bankAccountRef),
              ne(chefApprovals.bankProvider, ctx.payouts.name),
            ),
      ),
    )
    .returning({ ref: chefApprovals.bankAccountRef });
  if (stored[0]?.ref) return stored[0].ref;
  const [winner] = await ctx.db
    .select({ ref: chefApprovals.bankAccountRef })
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  return winner?.ref ?? created.id;
}

function statusOf(state: PayoutAccountState): Exclude<PayoutAccountStatus, 'none'> {
  if (state.payoutsEnabled) return 'enabled';
  if (state.requirement && state.detailsSubmitted) return 'failed';
  return 'pending';
}

/** POST /payouts/connect/refresh: reads the account back from the provider and records it. */
export async function refreshPayouts(
  ctx: AppContext,
  chefId: string,
): Promise<FinanceSettingsResponse> {
  await requireChef(ctx, chefId);
  const approval = await recordedAccount(ctx, chefId);
  if (!approval?.ref || approval.provider !== ctx.payouts.name) {
    return { finance: await readFinance(ctx, chefId) };
  }
  const ref = approval.ref;
  let state: PayoutAccountState;
  try {
    state = await provider(() => ctx.payouts.retrieveAccount(ref));
  } catch (err) {
    // Nothing to read back (e.g. the demo data's accounts): what we recorded stands.
    if (err instanceof PayoutAccountMissingError)
      return { finance: await readFinance(ctx, chefId) };
    throw err;
  }
  const last4 = state.last4 && /^\d{4}$/.test(state.last4) ? state.last4 : null;
  await ctx.db
    .update(chefApprovals)
    .set({
      payoutStatus: statusOf(state),
      bankName: state.bankName,
      bankAccountLast4: last4,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(chefApprovals.chefId, chefId));
  return { finance: await readFinance(ctx, chefId, state.requirement) };
}

/**
 * DELETE /payouts/account (spec §5: removing a bank account is confirmed in the browser):
 * closes the account at the provider, then forgets it here. Nothing to remove is not an error.
 */
export async function removePayoutAccount(
  ctx: AppContext,
  chefId: string,
): Promise<FinanceSettingsResponse> {
  await requireChef(ctx, chefId);
  const approval = await recordedAccount(ctx, chefId);
  if (approval?.ref) {
    const ref = approval.ref;
    // Another provider's account (the demo's, or from before a switch) is not ours to close.
    if (approval.provider === ctx.payouts.name)
      await provider(() => ctx.payouts.deleteAccount(ref));
    await ctx.db
      .update(chefApprovals)
      .set({
        bankProvider: null,
        bankAccountRef: null,
        bankName: null,
        bankAccountLast4: null,
        payoutStatus: null,
        updatedAt: ctx.clock.now(),
      })
      // A connect that stored a new account meanwhile keeps it.
      .where(and(eq(chefApprovals.chefId, chefId), eq(chefApprovals.bankAccountRef, ref)));
  }
  return { finance: await readFinance(ctx, chefId), message: payoutMessages.accountRemoved };
}
