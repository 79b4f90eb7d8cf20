// The payout run (issue 12 point 2, decision 037): every chef's available balance is paid in
// one transfer per chef, so a completed order's money is on its way at the next run, well within
// the 48 hours the spec promises.
//
// Two steps, each safe to repeat and to kill half way:
//   1. Record: in ONE transaction under the payout-run lock, take every payable chef's available
//      items and write their payouts (one statement), and post their `payout_created` entries
//      (three statements). Nothing has been sent yet.
//   2. Send: claim recorded payouts on a lease and ask the provider for each transfer with the
//      payout's own idempotency key; record the answers in batches. A run killed between the
//      provider's answer and our record leaves the payout `pending`; the next run sends it again
//      under the same key and the provider answers with the first transfer. Nobody is paid twice.
import { randomUUID } from 'node:crypto';
import { formatUsd } from '#domain/fees';
import { entryKey, payoutCreatedLines, payoutFailedLines } from '#domain/ledger';
import { TERMINAL_STATUSES } from '#domain/order-lifecycle';
import { payoutTransferKey } from '#domain/payouts';
import type { AppContext } from '../../context.ts';
import { PayoutProviderError, type TransferState } from '../../providers/payouts/payouts.ts';
import { postEntries, postEntry } from '../ledger/ledger-queries.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  claimPendingPayouts,
  lockPayoutRuns,
  markPayoutAccountFailed,
  markPayoutsSent,
  payableAccounts,
  settlePayout,
  takeItemsIntoPayouts,
  type PayoutRow,
} from './payout-queries.ts';

export interface PayoutRunOptions {
  /** How long a run holds the payouts it is sending (default 10 minutes). */
  leaseMs?: number;
  /** Provider calls in flight at once (default: what the provider allows). */
  concurrency?: number;
  /** Stop after this many provider calls (the fault benchmark's "killed half way"). */
  stopAfterCalls?: number;
}

export interface PayoutRunResult {
  /** Payouts recorded by this run. */
  created: number;
  /** Transfers the provider confirmed in this run. */
  sent: number;
  /** Payouts the provider refused (the money is the chef's payable again). */
  refused: number;
  /** Payouts left for the next run (provider unreachable). */
  deferred: number;
  providerCalls: number;
}

const CLAIM_BATCH = 2_000;

/**
 * Step 1: records one payout per payable chef with money available, with its ledger entry.
 * `chefIds` limits the run to those chefs (an admin paying one chef now).
 */
export async function recordPayouts(
  ctx: AppContext,
  filter: { chefIds?: readonly string[] } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const runId = randomUUID();
  return ctx.db.transaction(async (tx) => {
    await lockPayoutRuns(tx);
    const accounts = await payableAccounts(tx, ctx.payouts.name);
    const only = filter.chefIds ? new Set(filter.chefIds) : null;
    const paid = only ? new Map([...accounts].filter(([chefId]) => only.has(chefId))) : accounts;
    const recorded = await takeItemsIntoPayouts(tx, paid, TERMINAL_STATUSES, {
      runId,
      provider: ctx.payouts.name,
      now,
    });
    await postEntries(
      tx,
      recorded.map((p) => ({
        kind: 'payout_created' as const,
        idempotencyKey: entryKey('payout_created', p.id),
        payoutId: p.id,
        lines: payoutCreatedLines(p.chefId, p.amountCents),
        postedAt: now,
      })),
    );
    return recorded.length;
  });
}

/**
 * A refused transfer: the payout failed, its money is the chef's payable again (posted with
 * the status), the account is marked failed so no run retries it until the chef fixes it, and
 * the chef is told what to do.
 */
export async function failPayout(
  ctx: AppContext,
  payout: PayoutRow,
  from: 'pending' | 'in_transit',
  message: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const failed = await ctx.db.transaction(async (tx) => {
    const row = await settlePayout(tx, payout.id, from, 'failed', { failureMessage: message, now });
    if (!row) return false;
    await postEntry(tx, {
      kind: 'payout_failed',
      idempotencyKey: entryKey('payout_failed', payout.id),
      payoutId: payout.id,
      lines: payoutFailedLines(payout.chefId, payout.amountCents),
      postedAt: now,
    });
    await markPayoutAccountFailed(tx, payout.chefId, now);
    return true;
  });
  if (failed)
    await notify(ctx, undefined, {
      userId: payout.chefId,
      type: 'payout_failed',
      title: `Your payout of ${formatUsd(payout.amountCents)} did not go through`,
      body: `${message} The money stays in your Potluck balance and is paid with your next payout once your deposit account works.`,
      link: '/accounts/payment_history',
      data: { payoutId: payout.id },
    });
  return failed;
}

async function sendOne(
  ctx: AppContext,
  payout: PayoutRow,
): Promise<{ sent: TransferState } | { refused: string } | { deferred: true }> {
  try {
    const sent = await ctx.payouts.createTransfer({
      accountId: payout.accountId,
      amountCents: payout.amountCents,
      idempotencyKey: payoutTransferKey(payout.id),
      transferGroup: payout.id,
      description: `Potluck payout ${payout.id}`,
    });
    return { sent };
  } catch (err) {
    // An outage (5xx) is tried again by the next run; a refusal is final for this payout.
    if (err instanceof PayoutProviderError && err.status < 500) return { refused: err.message };
    return { deferred: true };
  }
}

/** Step 2: sends every recorded payout not yet sent, `concurrency` provider calls at a time. */
export async function sendPayouts(
  ctx: AppContext,
  options: PayoutRunOptions = {},
): Promise<Omit<PayoutRunResult, 'created'>> {
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const concurrency = options.concurrency ?? ctx.payouts.transfersInFlight;
  const result = { sent: 0, refused: 0, deferred: 0, providerCalls: 0 };
  for (;;) {
    const claimed = await claimPendingPayouts(ctx.db, ctx.clock.now(), leaseMs, CLAIM_BATCH);
    if (claimed.length === 0) return result;
    const sent: { id: string; transferId: string; arrivalDate: Date }[] = [];
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (next < claimed.length) {
        if (
          options.stopAfterCalls !== undefined &&
          result.providerCalls >= options.stopAfterCalls
        ) {
          stopped = true;
          return;
        }
        const payout = claimed[next++]!;
        result.providerCalls += 1;
        const answer = await sendOne(ctx, payout);
        if ('sent' in answer) {
          sent.push({
            id: payout.id,
            transferId: answer.sent.id,
            arrivalDate: answer.sent.arrivalDate,
          });
          result.sent += 1;
        } else if ('refused' in answer) {
          if (await failPayout(ctx, payout, 'pending', answer.refused)) result.refused += 1;
        } else result.deferred += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await markPayoutsSent(ctx.db, sent, ctx.clock.now());
    if (stopped || result.deferred > 0) return result;
  }
}

/** A whole run: record what is available, then send everything recorded and not yet sent. */
export async function runPayouts(
  ctx: AppContext,
  options: PayoutRunOptions = {},
): Promise<PayoutRunResult> {
  const created = await recordPayouts(ctx);
  const sending = await sendPayouts(ctx, options);
  return { created, ...sending };
}
