import type { AppContext } from '../../context.ts';
import { findDifferences, type Difference } from './reconciliation-queries.ts';

export interface ReconciliationReport {
  checkedAt: Date;
  balanced: boolean;
  differences: Difference[];
}

/** Compares the ledger with payments, refunds, orders and payouts; lists every difference. */
export async function reconcileLedger(ctx: AppContext): Promise<ReconciliationReport> {
  const differences = await findDifferences(ctx.db);
  return { checkedAt: ctx.clock.now(), balanced: differences.length === 0, differences };
}

/** A reconciliation that found differences: the job fails with them, so the job log reports it. */
export class LedgerOutOfBalanceError extends Error {
  constructor(readonly differences: Difference[]) {
    const sample = differences
      .slice(0, 10)
      .map((d) => `${d.check} ${d.reference}: expected ${d.expectedCents}, ledger ${d.ledgerCents}`)
      .join('; ');
    super(`ledger reconciliation found ${differences.length} difference(s): ${sample}`);
    this.name = 'LedgerOutOfBalanceError';
  }
}

/**
 * The reconciliation job. It corrects nothing by itself — a correction is a reversing entry
 * someone decides on — but fails loudly, with the differences, when money moved that the
 * ledger does not show or the other way round.
 */
export async function reconciliationJob(ctx: AppContext): Promise<ReconciliationReport> {
  const report = await reconcileLedger(ctx);
  if (!report.balanced) throw new LedgerOutOfBalanceError(report.differences);
  return report;
}
