/*
 * The ledger's SQL, and the only place that has any (decision 025, decision 035). Money events
 * post here in the caller's transaction, so an event and its entry commit together; balances
 * are sums over the append-only lines, never a row updated per posting.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  assertBalanced,
  LedgerError,
  type AccountBalance,
  type AccountKind,
  type EntryDraft,
  type LedgerLine,
} from '#domain/ledger';
import { type Queryable, type Tx } from '../../db/client.ts';
import { ledgerEntries, ledgerLines } from '../../db/schema/ledger.ts';

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

/**
 * Posts an entry and its lines in the caller's transaction. An unbalanced entry is refused
 * before anything is written. Posting a key again returns the first entry and writes nothing;
 * the unique key decides between two transactions posting it at once (the second waits for the
 * first to commit, then finds its entry). The same key with other lines is a bug in the
 * caller, refused rather than silently ignored.
 */
export async function postEntry(
  tx: Tx,
  draft: EntryDraft & { postedAt: Date },
): Promise<PostedEntry> {
  assertBalanced(draft.lines);
  const [inserted] = await tx
    .insert(ledgerEntries)
    .values({
      kind: draft.kind,
      idempotencyKey: draft.idempotencyKey,
      orderId: draft.orderId ?? null,
      paymentId: draft.paymentId ?? null,
      payoutId: draft.payoutId ?? null,
      reversesEntryId: draft.reversesEntryId ?? null,
      createdAt: draft.postedAt,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  if (inserted) {
    await tx
      .insert(ledgerLines)
      .values(draft.lines.map((line) => ({ entryId: inserted.id, ...line })));
    return { entry: inserted, lines: draft.lines, created: true };
  }
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, draft.idempotencyKey));
  if (!existing) throw new LedgerError(`ledger entry ${draft.idempotencyKey} vanished`);
  const lines = await entryLines(tx, existing.id);
  if (existing.kind !== draft.kind || !sameLines(lines, draft.lines))
    throw new LedgerError(`idempotency key ${draft.idempotencyKey} was posted with other lines`);
  return { entry: existing, lines, created: false };
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
