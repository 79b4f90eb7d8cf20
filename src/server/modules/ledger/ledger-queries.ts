/*
 * The ledger's SQL, and the only place that has any (decision 025, decision 035). Money events
 * post here in the caller's transaction, so an event and its entry commit together; balances
 * are sums over the append-only lines, never a row updated per posting.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  assertBalanced,
  LedgerError,
  type AccountBalance,
  type AccountKind,
  type EntryDraft,
  type EntryKind,
  type LedgerLine,
} from '#domain/ledger';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { chefPayableItems, ledgerEntries, ledgerLines } from '../../db/schema/ledger.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface PostedEntry {
  entry: LedgerEntryRow;
  lines: LedgerLine[];
  /** False when the key had been posted before: the first entry, and nothing new written. */
  created: boolean;
}

/** The same lines, whatever their order. */
function sameLines(a: readonly LedgerLine[], b: readonly LedgerLine[]): boolean {
  const key = (l: LedgerLine) => `${l.account}|${l.partyId ?? ''}|${l.amountCents}`;
  const sorted = (lines: readonly LedgerLine[]) => lines.map(key).sort().join('\n');
  return sorted(a) === sorted(b);
}

async function entryLines(db: Queryable, entryId: string): Promise<LedgerLine[]> {
  return db
    .select({
      account: ledgerLines.account,
      partyId: ledgerLines.partyId,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, entryId))
    .orderBy(asc(ledgerLines.account));
}

type Draft = EntryDraft & { postedAt: Date };

/**
 * A chef's payable line becomes an open item the payout run can take, except on the entry that
 * is the payout itself (it is what pays the items).
 */
function payableItems(entryId: string, draft: Draft) {
  if (draft.kind === 'payout_created') return [];
  return draft.lines
    .filter((l) => l.account === 'chef_payable')
    .map((l) => ({
      entryId,
      chefId: l.partyId!,
      orderId: draft.orderId ?? null,
      amountCents: l.amountCents,
      createdAt: draft.postedAt,
    }));
}

/** The values of one column for every row, as one array parameter of an `unnest`. */
const column = <T>(rows: readonly T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));

/**
 * Posts entries and their lines in the caller's transaction, in three statements whatever their
 * number (a payout run posts one per chef): each table's rows go as one array per column
 * through `unnest`, so neither the statement's size nor PostgreSQL's 65,535 parameters grow
 * with the batch. An unbalanced entry is refused before anything is written. A key posted
 * before returns the first entry and writes nothing; the unique key decides between two
 * transactions posting it at once (the second waits for the first to commit, then finds its
 * entry). The same key with other lines is a bug in the caller, refused rather than silently
 * ignored. A chef's payable lines also open payout items.
 */
export async function postEntries(tx: Tx, drafts: readonly Draft[]): Promise<PostedEntry[]> {
  if (drafts.length === 0) return [];
  for (const draft of drafts) assertBalanced(draft.lines);
  const keys = drafts.map((d) => d.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new LedgerError('one key posted twice in a batch');
  const inserted = await tx
    .insert(ledgerEntries)
    .select(
      sql`SELECT gen_random_uuid(), t.* FROM unnest(
        ${column(drafts, (d) => d.kind)}::ledger_entry_kind[],
        ${column(drafts, (d) => d.idempotencyKey)}::text[],
        ${column(drafts, (d) => d.orderId ?? null)}::uuid[],
        ${column(drafts, (d) => d.paymentId ?? null)}::uuid[],
        ${column(drafts, (d) => d.payoutId ?? null)}::uuid[],
        ${column(drafts, (d) => d.reversesEntryId ?? null)}::uuid[],
        ${column(drafts, (d) => d.postedAt.toISOString())}::timestamptz[]
      ) AS t`,
    )
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  const byKey = new Map(inserted.map((e) => [e.idempotencyKey, e]));
  const lines = drafts.flatMap((d) =>
    byKey.has(d.idempotencyKey)
      ? d.lines.map((l) => ({ entryId: byKey.get(d.idempotencyKey)!.id, ...l }))
      : [],
  );
  if (lines.length > 0)
    await tx.insert(ledgerLines).select(
      sql`SELECT gen_random_uuid(), t.* FROM unnest(
        ${column(lines, (l) => l.entryId)}::uuid[],
        ${column(lines, (l) => l.account)}::ledger_account[],
        ${column(lines, (l) => l.partyId)}::uuid[],
        ${column(lines, (l) => l.amountCents)}::bigint[]
      ) AS t`,
    );
  const items = drafts.flatMap((d) => {
    const entry = byKey.get(d.idempotencyKey);
    return entry ? payableItems(entry.id, d) : [];
  });
  if (items.length > 0)
    await tx.insert(chefPayableItems).select(
      sql`SELECT t.entry_id, t.chef_id, t.order_id, t.amount_cents, NULL::uuid, t.created_at
      FROM unnest(
        ${column(items, (i) => i.entryId)}::uuid[],
        ${column(items, (i) => i.chefId)}::uuid[],
        ${column(items, (i) => i.orderId)}::uuid[],
        ${column(items, (i) => i.amountCents)}::bigint[],
        ${column(items, (i) => i.createdAt.toISOString())}::timestamptz[]
      ) AS t(entry_id, chef_id, order_id, amount_cents, created_at)`,
    );

  const posted: PostedEntry[] = [];
  for (const draft of drafts) {
    const entry = byKey.get(draft.idempotencyKey);
    if (entry) {
      posted.push({ entry, lines: draft.lines, created: true });
      continue;
    }
    const [existing] = await tx
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, draft.idempotencyKey));
    if (!existing) throw new LedgerError(`ledger entry ${draft.idempotencyKey} vanished`);
    const existingLines = await entryLines(tx, existing.id);
    if (existing.kind !== draft.kind || !sameLines(existingLines, draft.lines))
      throw new LedgerError(`idempotency key ${draft.idempotencyKey} was posted with other lines`);
    posted.push({ entry: existing, lines: existingLines, created: false });
  }
  return posted;
}

/** Posts one entry (see postEntries). */
export async function postEntry(tx: Tx, draft: Draft): Promise<PostedEntry> {
  const [posted] = await postEntries(tx, [draft]);
  return posted!;
}

/** One account's balance: the sum of its lines (0 for an account without any). */
export async function accountBalance(
  db: Queryable,
  account: AccountKind,
  partyId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerLines.amountCents}), 0)` })
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.account, account),
        partyId === null ? isNull(ledgerLines.partyId) : eq(ledgerLines.partyId, partyId),
      ),
    );
  return Number(row?.balance ?? 0);
}

/** Every account of one party (a buyer or a chef) with its balance. */
export async function partyBalances(db: Queryable, partyId: string): Promise<AccountBalance[]> {
  const rows = await db
    .select({
      account: ledgerLines.account,
      balance: sql<string>`sum(${ledgerLines.amountCents})`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.partyId, partyId))
    .groupBy(ledgerLines.account)
    .orderBy(asc(ledgerLines.account));
  return rows.map((r) => ({ account: r.account, partyId, balanceCents: Number(r.balance) }));
}

/** The lines of a payment's entries of one kind (e.g. its refunds so far). */
export async function entryLinesOfPayment(
  db: Queryable,
  paymentId: string,
  kind: EntryKind,
): Promise<LedgerLine[]> {
  return db
    .select({
      account: ledgerLines.account,
      partyId: ledgerLines.partyId,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, kind)));
}

/** A chef's open payable: available now (ended orders, returned payouts) and pending. */
export async function openPayable(
  db: Queryable,
  chefId: string,
  endedStatuses: readonly string[],
): Promise<{ availableCents: number; pendingCents: number }> {
  const [row] = await queryRows<{ available: string | null; pending: string | null }>(
    db,
    sql`
    SELECT
      sum(i.amount_cents) FILTER (WHERE i.order_id IS NULL OR o.status::text = ANY(${sql.param(endedStatuses as string[])}::text[])) AS available,
      sum(i.amount_cents) FILTER (WHERE i.order_id IS NOT NULL AND NOT (o.status::text = ANY(${sql.param(endedStatuses as string[])}::text[]))) AS pending
    FROM chef_payable_items i
    LEFT JOIN orders o ON o.id = i.order_id
    WHERE i.payout_id IS NULL AND i.chef_id = ${chefId}`,
  );
  return { availableCents: Number(row?.available ?? 0), pendingCents: Number(row?.pending ?? 0) };
}

/** What each order contributed to a payout (its share, net of refunds taken with it). */
export async function payoutShares(
  db: Queryable,
  payoutIds: readonly string[],
): Promise<{ payoutId: string; orderId: string | null; amountCents: number }[]> {
  if (payoutIds.length === 0) return [];
  const rows = await db
    .select({
      payoutId: chefPayableItems.payoutId,
      orderId: chefPayableItems.orderId,
      amountCents: sql<string>`sum(${chefPayableItems.amountCents})`,
    })
    .from(chefPayableItems)
    .where(inArray(chefPayableItems.payoutId, payoutIds as string[]))
    .groupBy(chefPayableItems.payoutId, chefPayableItems.orderId);
  return rows.map((r) => ({
    payoutId: r.payoutId!,
    orderId: r.orderId,
    amountCents: Number(r.amountCents),
  }));
}

/** One order's earnings as the ledger and the order record them (chefOrderEarnings). */
export interface OrderEarningsRow {
  orderId: string;
  orderedAt: Date;
  foodName: string | null;
  status: string;
  deliveryMethod: 'pickup' | 'delivery';
  subtotalCents: number;
  discountCents: number;
  serviceFeeCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  commissionCents: number;
  totalCents: number;
  chefEarningsCents: number;
  /** What the capture's line gave the chef's payable. */
  netCents: number;
  /** Every later line of the order on the chef's payable (refunds, reversals): 0 or less. */
  adjustedCents: number;
  /** The payout that took the capture's item, if any. */
  payoutId: string | null;
}

/**
 * A chef's captured orders placed in [start, end), newest first, with what each put in the
 * chef's payable and took back. Reads orders by the seller index, their entries by order and
 * each entry's item by its key (an item has its entry's order), so a chef with a long history
 * costs only the range asked for, and items need no index by order: one index fewer for a
 * payout run to write when it stamps every item it pays. Orders of other chefs never match:
 * both the order's seller and the item's chef must be `chefId`.
 */
export async function chefOrderEarnings(
  db: Queryable,
  chefId: string,
  range: { start: Date; end: Date },
): Promise<OrderEarningsRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    SELECT o.id AS order_id, o.created_at, o.food_name, o.status::text AS status,
      o.delivery_method::text AS delivery_method, o.subtotal_cents, o.discount_cents,
      o.service_fee_cents, o.delivery_fee_cents, o.tip_cents, o.commission_cents,
      o.total_cents, o.chef_earnings_cents,
      sum(i.amount_cents) FILTER (WHERE e.kind = 'capture') AS net,
      coalesce(sum(i.amount_cents) FILTER (WHERE e.kind <> 'capture'), 0) AS adjusted,
      (array_agg(i.payout_id::text) FILTER (WHERE e.kind = 'capture'))[1] AS payout_id
    FROM orders o
    JOIN ledger_entries e ON e.order_id = o.id
    JOIN chef_payable_items i ON i.entry_id = e.id AND i.order_id = o.id AND i.chef_id = o.seller_id
    WHERE o.seller_id = ${chefId} AND o.created_at >= ${range.start} AND o.created_at < ${range.end}
    GROUP BY o.id
    HAVING bool_or(e.kind = 'capture')
    ORDER BY o.created_at DESC, o.id`,
  );
  return rows.map((r) => ({
    orderId: r.order_id as string,
    orderedAt: new Date(r.created_at as string | Date),
    foodName: (r.food_name as string | null) ?? null,
    status: r.status as string,
    deliveryMethod: r.delivery_method as 'pickup' | 'delivery',
    subtotalCents: Number(r.subtotal_cents),
    discountCents: Number(r.discount_cents),
    serviceFeeCents: Number(r.service_fee_cents),
    deliveryFeeCents: Number(r.delivery_fee_cents),
    tipCents: Number(r.tip_cents),
    commissionCents: Number(r.commission_cents),
    totalCents: Number(r.total_cents),
    chefEarningsCents: Number(r.chef_earnings_cents),
    netCents: Number(r.net),
    adjustedCents: Number(r.adjusted),
    payoutId: (r.payout_id as string | null) ?? null,
  }));
}

/**
 * A chef's sales in each period [start, end) (orders placed in it whose payment was captured):
 * how many, the totals buyers paid, and what they earned the chef after refunds. One statement
 * for every period; periods may overlap (a week and its month).
 */
export async function chefSalesInPeriods(
  db: Queryable,
  chefId: string,
  periods: readonly { start: Date; end: Date }[],
): Promise<{ orderCount: number; grossSalesCents: number; netEarningsCents: number }[]> {
  if (periods.length === 0) return [];
  const rows = await queryRows<{ idx: number; orders: string; gross: string; net: string }>(
    db,
    sql`
    WITH p AS (
      SELECT * FROM unnest(
        ${sql.param(periods.map((_, i) => i))}::int[],
        ${sql.param(periods.map((p) => p.start.toISOString()))}::timestamptz[],
        ${sql.param(periods.map((p) => p.end.toISOString()))}::timestamptz[]
      ) AS t(idx, start_at, end_at)
    ), captured AS (
      SELECT o.id, o.created_at, o.total_cents, sum(i.amount_cents) AS net
      FROM orders o
      JOIN ledger_entries e ON e.order_id = o.id
      JOIN chef_payable_items i ON i.entry_id = e.id AND i.order_id = o.id AND i.chef_id = o.seller_id
      WHERE o.seller_id = ${chefId}
        AND o.created_at >= (SELECT min(start_at) FROM p)
        AND o.created_at < (SELECT max(end_at) FROM p)
      GROUP BY o.id
      HAVING bool_or(e.kind = 'capture')
    )
    SELECT p.idx, count(c.id) AS orders, coalesce(sum(c.total_cents), 0) AS gross,
      coalesce(sum(c.net), 0) AS net
    FROM p LEFT JOIN captured c ON c.created_at >= p.start_at AND c.created_at < p.end_at
    GROUP BY p.idx ORDER BY p.idx`,
  );
  return rows.map((r) => ({
    orderCount: Number(r.orders),
    grossSalesCents: Number(r.gross),
    netEarningsCents: Number(r.net),
  }));
}

/** An entry as an admin reads it: what happened, when, to which order or payout, and its lines. */
export interface EntryWithLines {
  id: string;
  kind: EntryKind;
  postedAt: Date;
  orderId: string | null;
  paymentId: string | null;
  payoutId: string | null;
  lines: LedgerLine[];
}

/**
 * The entries that touch one party's accounts, newest first, each with all its lines (the other
 * parties' too, so an entry reads whole), and how many there are in all.
 */
export async function entriesOfParty(
  db: Queryable,
  partyId: string,
  page: { limit: number; offset: number },
): Promise<{ entries: EntryWithLines[]; total: number }> {
  const [counted] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(DISTINCT entry_id) AS n FROM ledger_lines WHERE party_id = ${partyId}`,
  );
  const rows = await queryRows<{
    id: string;
    kind: EntryKind;
    created_at: Date | string;
    order_id: string | null;
    payment_id: string | null;
    payout_id: string | null;
    lines: { account: AccountKind; party_id: string | null; amount_cents: string | number }[];
  }>(
    db,
    sql`
    WITH page AS (
      SELECT e.id, e.kind, e.created_at, e.order_id, e.payment_id, e.payout_id
      FROM ledger_entries e
      WHERE e.id IN (SELECT entry_id FROM ledger_lines WHERE party_id = ${partyId})
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT p.*, (
      SELECT json_agg(json_build_object('account', l.account, 'party_id', l.party_id,
        'amount_cents', l.amount_cents) ORDER BY l.account, l.amount_cents)
      FROM ledger_lines l WHERE l.entry_id = p.id
    ) AS lines
    FROM page p
    ORDER BY p.created_at DESC, p.id DESC`,
  );
  return {
    total: Number(counted?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      postedAt: new Date(r.created_at),
      orderId: r.order_id,
      paymentId: r.payment_id,
      payoutId: r.payout_id,
      lines: (r.lines ?? []).map((l) => ({
        account: l.account,
        partyId: l.party_id,
        amountCents: Number(l.amount_cents),
      })),
    })),
  };
}

/** The lines of the entry posted under `idempotencyKey` (none when it was never posted). */
export async function entryLinesByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<LedgerLine[]> {
  return db
    .select({
      account: ledgerLines.account,
      partyId: ledgerLines.partyId,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
}

/** What the entries of one kind posted to one account over a period, and how many entries. */
export interface PeriodSum {
  kind: EntryKind;
  account: AccountKind;
  amountCents: number;
  entries: number;
}

/**
 * The platform's figures for entries posted in [from, to): one statement summing every line by
 * entry kind and account, and the tips of the orders captured then (a capture's lines hold the
 * chef's tip share inside their earnings, so the order says how much of them was tip).
 */
export async function periodSums(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<{ sums: PeriodSum[]; capturedTipsCents: number }> {
  const rows = await queryRows<{
    kind: EntryKind;
    account: AccountKind;
    amount: string | number;
    entries: string | number;
  }>(
    db,
    sql`
    SELECT e.kind, l.account, sum(l.amount_cents) AS amount, count(DISTINCT e.id) AS entries
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.created_at >= ${from} AND e.created_at < ${to}
    GROUP BY e.kind, l.account`,
  );
  const [tips] = await queryRows<{ tips: string | number | null }>(
    db,
    sql`
    SELECT sum(o.tip_cents) AS tips
    FROM ledger_entries e JOIN orders o ON o.id = e.order_id
    WHERE e.kind = 'capture' AND e.created_at >= ${from} AND e.created_at < ${to}`,
  );
  return {
    sums: rows.map((r) => ({
      kind: r.kind,
      account: r.account,
      amountCents: Number(r.amount),
      entries: Number(r.entries),
    })),
    capturedTipsCents: Number(tips?.tips ?? 0),
  };
}
