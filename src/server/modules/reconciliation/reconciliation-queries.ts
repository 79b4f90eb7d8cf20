/*
 * The reconciliation's SQL (issue 12 point 1): the ledger checked against the records of the
 * events it posts — payments, refunds, orders and payouts. It reads other modules' tables and
 * writes none: an audit must not go through the code it audits. Each query returns only the
 * differences, so a clean ledger costs a few aggregate scans and returns nothing.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';

export interface Difference {
  /** What disagrees, e.g. `capture` (a captured order payment vs its capture entry). */
  check: string;
  /** The payment, refund, order or payout concerned. */
  reference: string;
  expectedCents: number;
  ledgerCents: number;
}

type Row = { check: string; reference: string; expected: string | number; ledger: string | number };

const toDifference = (r: Row): Difference => ({
  check: r.check,
  reference: r.reference,
  expectedCents: Number(r.expected),
  ledgerCents: Number(r.ledger),
});

/** Every difference between the ledger and the records it mirrors (empty when they agree). */
export async function findDifferences(db: Queryable): Promise<Difference[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    -- Every captured payment of an order posted its capture: the buyer gave what was captured.
    SELECT 'capture' AS check, p.id::text AS reference, p.captured_cents AS expected,
      coalesce(-(SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.payment_id = p.id AND e.kind = 'capture' AND l.account = 'buyer_payments'), 0) AS ledger
    FROM payment_intents p
    WHERE p.order_id IS NOT NULL AND p.captured_cents > 0
    UNION ALL
    -- Every succeeded refund of an order's payment posted its refund, for its amount.
    SELECT 'refund', r.id::text, r.amount_cents,
      coalesce((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.idempotency_key = 'refund:' || r.id AND l.account = 'refunds'), 0)
    FROM refunds r JOIN payment_intents p ON p.id = r.payment_intent_id
    WHERE r.status = 'succeeded' AND p.order_id IS NOT NULL
    UNION ALL
    -- An order's capture gave the chef exactly the earnings the order recorded.
    SELECT 'order_earnings', o.id::text, o.chef_earnings_cents,
      (SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.order_id = o.id AND e.kind = 'capture' AND l.account = 'chef_payable')
    FROM orders o
    WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'capture')
    UNION ALL
    -- An order's capture spent exactly the credit the order recorded (spec §9).
    SELECT 'order_credit', o.id::text, o.credit_cents,
      coalesce(-(SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.order_id = o.id AND e.kind = 'capture' AND l.account = 'credits'), 0)
    FROM orders o
    WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'capture')
    UNION ALL
    -- Every credit grant posted its credit_granted entry, for its amount.
    SELECT 'credit_granted', g.id::text, g.amount_cents,
      coalesce((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.idempotency_key = 'credit_granted:' || g.id AND l.account = 'credits'), 0)
    FROM credit_grants g
    UNION ALL
    -- No buyer ever spent more credit than they were granted.
    SELECT 'credits_overdrawn', party_id::text, 0, sum(amount_cents)
    FROM ledger_lines WHERE account = 'credits' GROUP BY party_id HAVING sum(amount_cents) < 0
    UNION ALL
    -- Every payout posted its creation, for its amount, and took items adding up to it.
    SELECT 'payout_created', po.id::text, po.amount_cents,
      coalesce((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.idempotency_key = 'payout_created:' || po.id AND l.account = 'payouts_in_transit'), 0)
    FROM payouts po
    UNION ALL
    SELECT 'payout_items', po.id::text, po.amount_cents,
      coalesce((SELECT sum(i.amount_cents) FROM chef_payable_items i WHERE i.payout_id = po.id), 0)
    FROM payouts po
    UNION ALL
    -- A paid payout reached paid_out; a failed one came back to the chef's payable.
    SELECT 'payout_' || po.status::text, po.id::text, po.amount_cents,
      coalesce((SELECT sum(l.amount_cents) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.idempotency_key = (CASE po.status WHEN 'paid' THEN 'payout_paid:' ELSE 'payout_failed:' END) || po.id
          AND l.account = (CASE po.status WHEN 'paid' THEN 'paid_out' ELSE 'chef_payable' END)::ledger_account), 0)
    FROM payouts po WHERE po.status IN ('paid', 'failed')
    UNION ALL
    -- Each chef's payable balance is what their open items add up to.
    SELECT 'chef_payable_open_items', b.party_id::text, b.balance,
      coalesce((SELECT sum(i.amount_cents) FROM chef_payable_items i
        WHERE i.chef_id = b.party_id AND i.payout_id IS NULL), 0)
    FROM (SELECT party_id, sum(amount_cents) AS balance FROM ledger_lines
      WHERE account = 'chef_payable' GROUP BY party_id) b
    UNION ALL
    -- The whole ledger sums to zero.
    SELECT 'ledger_total', 'all', 0, coalesce((SELECT sum(amount_cents) FROM ledger_lines), 0)
    `,
  );
  return rows.map(toDifference).filter((d) => d.expectedCents !== d.ledgerCents);
}
