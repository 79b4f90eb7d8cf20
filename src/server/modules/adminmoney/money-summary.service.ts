import type { MoneySummaryResponse } from '#contracts/adminmoney';
import type { AccountKind, EntryKind } from '#domain/ledger';
import type { AppContext } from '../../context.ts';
import { periodSums } from '../ledger/ledger-queries.ts';
import { reconcileLedger } from '../reconciliation/reconcile.service.ts';

const DAY_MS = 86_400_000;

/** GET /admin/money/summary: one UTC day's money, from the ledger, and whether it reconciles. */
export async function moneySummary(
  ctx: AppContext,
  date: string | undefined,
): Promise<MoneySummaryResponse> {
  const day = date ?? ctx.clock.now().toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const { sums, capturedTipsCents } = await periodSums(ctx.db, from, to);
  const sum = (kinds: readonly EntryKind[], account: AccountKind) =>
    sums
      .filter((s) => kinds.includes(s.kind) && s.account === account)
      .reduce((total, s) => total + s.amountCents, 0);
  const count = (kind: EntryKind, account: AccountKind) =>
    sums.find((s) => s.kind === kind && s.account === account)?.entries ?? 0;
  const money: readonly EntryKind[] = ['capture', 'refund'];
  const capturedCourierTips = sum(['capture'], 'tips_payable');
  const report = await reconcileLedger(ctx);
  return {
    summary: {
      date: day,
      grossSalesCents: -sum(['capture'], 'buyer_payments'),
      capturesCount: count('capture', 'buyer_payments'),
      platformFeesCents: sum(money, 'platform_fees'),
      tipsChefCents: capturedTipsCents - capturedCourierTips,
      tipsCourierCents: sum(money, 'tips_payable'),
      deliveryFeesCents: sum(money, 'courier_share'),
      chefEarningsCents: sum(money, 'chef_payable'),
      refundsCents: sum(['refund'], 'refunds'),
      refundsCount: count('refund', 'refunds'),
      payoutsCreatedCents: sum(['payout_created'], 'payouts_in_transit'),
      payoutsCreatedCount: count('payout_created', 'payouts_in_transit'),
      payoutsPaidCents: sum(['payout_paid'], 'paid_out'),
      payoutsPaidCount: count('payout_paid', 'paid_out'),
      payoutsFailedCents: sum(['payout_failed'], 'chef_payable'),
      payoutsFailedCount: count('payout_failed', 'chef_payable'),
      reconciliation: {
        checkedAt: report.checkedAt.toISOString(),
        balanced: report.balanced,
        differences: report.differences,
      },
    },
  };
}
