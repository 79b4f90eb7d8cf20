// Payouts on their way: once a payout's expected arrival has passed, ask the provider whether
// the bank paid it or sent it back, and post what happened with the status change (decision
// 037). A returned payout's money is the chef's payable again, paid by a later run once the
// chef's account works.
import { formatUsd } from '#domain/fees';
import { entryKey, payoutPaidLines } from '#domain/ledger';
import type { AppContext } from '../../context.ts';
import { postEntry } from '../ledger/ledger-queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import { dueInTransit, setPayoutArrival, settlePayout, type PayoutRow } from './payout-queries.ts';
import { failPayout } from './run-payouts.service.ts';

const SETTLE_BATCH = 200;

async function markPaid(ctx: AppContext, payout: PayoutRow, arrivalDate: Date): Promise<boolean> {
  const now = ctx.clock.now();
  const paid = await ctx.db.transaction(async (tx) => {
    const row = await settlePayout(tx, payout.id, 'in_transit', 'paid', { arrivalDate, now });
    if (!row) return false;
    await postEntry(tx, {
      kind: 'payout_paid',
      idempotencyKey: entryKey('payout_paid', payout.id),
      payoutId: payout.id,
      lines: payoutPaidLines(payout.chefId, payout.amountCents),
      postedAt: now,
    });
    return true;
  });
  if (paid)
    await notify(ctx, undefined, {
      userId: payout.chefId,
      type: 'payout_paid',
      title: `${formatUsd(payout.amountCents)} has reached your bank`,
      body: 'Your Potluck payout has arrived in your deposit account.',
      link: '/accounts/payment_history',
      data: { payoutId: payout.id },
    });
  return paid;
}

/** Settles the payouts due; returns how many reached the bank and how many came back. */
export async function settlePayouts(ctx: AppContext): Promise<{ paid: number; failed: number }> {
  const result = { paid: 0, failed: 0 };
  for (const payout of await dueInTransit(ctx.db, ctx.clock.now(), SETTLE_BATCH)) {
    if (!payout.providerTransferId) continue;
    let state;
    try {
      state = await ctx.payouts.retrieveTransfer({
        transferId: payout.providerTransferId,
        accountId: payout.accountId,
      });
    } catch {
      continue; // Asked again at the next tick.
    }
    if (
      state.status === 'in_transit' &&
      state.arrivalDate > (payout.arrivalDate ?? state.arrivalDate)
    )
      await setPayoutArrival(ctx.db, payout.id, state.arrivalDate);
    if (state.status === 'paid' && (await markPaid(ctx, payout, state.arrivalDate)))
      result.paid += 1;
    if (
      state.status === 'failed' &&
      (await failPayout(
        ctx,
        payout,
        'in_transit',
        state.failureMessage ?? 'Your bank returned the payout.',
      ))
    )
      result.failed += 1;
  }
  return result;
}
