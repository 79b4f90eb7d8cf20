// What the ledger and the local processor say about chefs' payouts, after a payout run (or a
// killed one and its recovery): shared by bench:payouts and bench:faults.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { reconcileLedger } from '../../src/server/modules/reconciliation/reconcile.service.ts';

async function count(ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.db, query);
  return Number(row?.n ?? 0);
}

/** Reconciliation finds nothing, and the whole ledger sums to 0. */
export async function balanced(
  ctx: AppContext,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const report = await reconcileLedger(ctx);
  if (!report.balanced)
    log(
      `  reconciliation: ${report.differences.length} difference(s), e.g. ${JSON.stringify(report.differences.slice(0, 5))}`,
    );
  const total = await count(ctx, sql`SELECT coalesce(sum(amount_cents), 0) AS n FROM ledger_lines`);
  return report.balanced && total === 0;
}

/** What each chef earned (captures and refunds on their payable) and was transferred. */
const CHEF_MONEY = sql`
  WITH earned AS (
    SELECT l.party_id AS chef_id, sum(l.amount_cents) AS earned
    FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
    WHERE l.account = 'chef_payable' AND e.kind IN ('capture', 'refund')
    GROUP BY l.party_id
  ), sent AS (
    SELECT ca.chef_id, count(*) AS transfers, count(DISTINCT tr.transfer_group) AS groups,
      sum(tr.amount_cents) AS transferred
    FROM local_processor_transfers tr JOIN chef_approvals ca ON ca.bank_account_ref = tr.account_id
    GROUP BY ca.chef_id
  ), owed AS (
    SELECT party_id AS chef_id, sum(amount_cents) AS on_its_way
    FROM ledger_lines WHERE account IN ('payouts_in_transit', 'paid_out') GROUP BY party_id
  )
  SELECT ca.chef_id, coalesce(e.earned, 0) AS earned, coalesce(s.transfers, 0) AS transfers,
    coalesce(s.groups, 0) AS groups, coalesce(s.transferred, 0) AS transferred,
    coalesce(o.on_its_way, 0) AS on_its_way
  FROM chef_approvals ca
  LEFT JOIN earned e ON e.chef_id = ca.chef_id
  LEFT JOIN sent s ON s.chef_id = ca.chef_id
  LEFT JOIN owed o ON o.chef_id = ca.chef_id`;

export interface ChefMoney {
  paidTwice: number;
  /** Chefs whose earnings are not all on their way or paid, at the processor and in the ledger. */
  lost: number;
  /** Chefs with exactly `expectedTransfers` transfers. */
  withExpected: number;
}

export async function chefMoney(ctx: AppContext, maxTransfers: number): Promise<ChefMoney> {
  const rows = await queryRows<Record<string, string | number>>(ctx.db, CHEF_MONEY);
  const r = { paidTwice: 0, lost: 0, withExpected: 0 };
  for (const row of rows) {
    const [earned, transfers, groups, transferred, onItsWay] = [
      row.earned,
      row.transfers,
      row.groups,
      row.transferred,
      row.on_its_way,
    ].map(Number) as [number, number, number, number, number];
    if (transfers > maxTransfers || groups < transfers || transferred > earned) r.paidTwice += 1;
    if (earned > 0 && (transferred !== earned || onItsWay !== earned)) r.lost += 1;
    if (transfers === maxTransfers) r.withExpected += 1;
  }
  return r;
}

export async function payoutStates(ctx: AppContext): Promise<string> {
  const rows = await queryRows<{ status: string; n: number }>(
    ctx.db,
    sql`SELECT status::text, count(*)::int AS n FROM payouts GROUP BY status ORDER BY status`,
  );
  return rows.map((r) => `${r.status} ${r.n}`).join(', ') || 'none';
}
