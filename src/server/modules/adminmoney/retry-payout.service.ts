// POST /admin/payouts/:id/retry (issue 12 point 7). A failed payout's money is already the
// chef's payable again (its payout_failed entry), and the failed account stopped payout runs
// for the chef. Retrying asks the provider whether the account can be paid now; if it can, the
// account counts as working again and the chef is paid at once by a run limited to them, so the
// new payout carries the money. The failed payout stays failed: history is not rewritten.
import { adminMoneyMessages, type PayoutRetryResponse } from '#contracts/adminmoney';
import { formatUsd } from '#domain/fees';
import type { AppContext } from '../../context.ts';
import { adminActions } from '../../db/schema/onboarding.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { PayoutProviderError, type PayoutAccountState } from '../../providers/payouts/payouts.ts';
import {
  markPayoutAccountEnabled,
  payoutAccountOf,
  payoutById,
  recentPayoutsOfChef,
} from '../payouts/payout-queries.ts';
import { recordPayouts, sendPayouts } from '../payouts/run-payouts.service.ts';
import { toAdminPayout } from './chef-ledger.service.ts';

async function accountState(ctx: AppContext, accountId: string): Promise<PayoutAccountState> {
  try {
    return await ctx.payouts.retrieveAccount(accountId);
  } catch (err) {
    if (err instanceof PayoutProviderError)
      throw err.status < 500
        ? conflict(err.message)
        : new AppError(503, 'service_unavailable', err.message);
    throw err;
  }
}

/** POST /admin/payouts/:id/retry */
export async function retryPayout(
  ctx: AppContext,
  adminId: string,
  payoutId: string,
): Promise<PayoutRetryResponse> {
  const failed = await payoutById(ctx.db, payoutId);
  if (!failed) throw notFound(adminMoneyMessages.payoutNotFound);
  if (failed.status !== 'failed') throw conflict(adminMoneyMessages.payoutNotFailed);
  const account = await payoutAccountOf(ctx.db, failed.chefId);
  if (!account?.ref || account.provider !== ctx.payouts.name)
    throw conflict(adminMoneyMessages.noDepositAccount);
  const state = await accountState(ctx, account.ref);
  if (!state.payoutsEnabled)
    throw conflict(state.requirement ?? adminMoneyMessages.payoutProviderRefused);

  const startedAt = ctx.clock.now();
  await markPayoutAccountEnabled(ctx.db, failed.chefId, account.ref, startedAt);
  await recordPayouts(ctx, { chefIds: [failed.chefId] });
  await sendPayouts(ctx);
  const [latest] = await recentPayoutsOfChef(ctx.db, failed.chefId, 1);
  const fresh =
    latest && latest.id !== failed.id && latest.createdAt.getTime() >= startedAt.getTime()
      ? latest
      : null;
  await ctx.db.insert(adminActions).values({
    adminId,
    action: 'payout.retry',
    subjectId: failed.chefId,
    reason: failed.failureMessage,
    details: {
      payoutId: failed.id,
      newPayoutId: fresh?.id ?? null,
      amountCents: fresh ? Number(fresh.amountCents) : 0,
    },
    createdAt: ctx.clock.now(),
  });
  const message = !fresh
    ? adminMoneyMessages.payoutNothingToPay
    : fresh.status === 'failed'
      ? (fresh.failureMessage ?? adminMoneyMessages.payoutProviderRefused)
      : adminMoneyMessages.payoutRetried(formatUsd(Number(fresh.amountCents)));
  return {
    failed: toAdminPayout((await payoutById(ctx.db, failed.id)) ?? failed),
    payout: fresh ? toAdminPayout(fresh) : null,
    message,
  };
}
