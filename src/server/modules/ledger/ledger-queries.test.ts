import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFees } from '#domain/fees';
import {
  balances,
  captureLines,
  entryKey,
  LedgerError,
  payoutCreatedLines,
  refundLines,
  reversalLines,
  type EntryDraft,
  type LedgerLine,
} from '#domain/ledger';
import type { Database } from '../../db/client.ts';
import { chefPayableItems, ledgerEntries, ledgerLines } from '../../db/schema/ledger.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/accounts.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { accountBalance, partyBalances, postEntries, postEntry } from './ledger-queries.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const postedAt = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

/** The PostgreSQL SQLSTATE of a failed query (drizzle wraps driver errors in `cause`). */
async function pgErrorCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  return undefined;
}

const fees = computeFees({
  lines: [{ unitPriceCents: 2000, quantity: 2 }],
  deliveryMethod: 'delivery',
  deliveryFeeCents: 500,
  tipCents: 701,
  commissionStructure: 'service_fee_15',
});

function capture(parties = { buyerId: randomUUID(), chefId: randomUUID() }) {
  const paymentId = randomUUID();
  const draft: EntryDraft = {
    kind: 'capture',
    idempotencyKey: entryKey('capture', paymentId),
    paymentId,
    orderId: randomUUID(),
    lines: captureLines(parties, fees),
  };
  return { ...parties, paymentId, draft };
}

const post = (draft: EntryDraft) => db.transaction((tx) => postEntry(tx, { ...draft, postedAt }));

async function entriesWithKey(key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  return row!.n;
}

const allLines = async (): Promise<LedgerLine[]> =>
  db
    .select({
      account: ledgerLines.account,
      partyId: ledgerLines.partyId,
      amountCents: ledgerLines.amountCents,
    })
    .from(ledgerLines);

describe('postEntry', () => {
  it('posts a balanced entry with its lines, stamped with the given time', async () => {
    const { draft, chefId } = capture();
    const posted = await post(draft);
    expect(posted.created).toBe(true);
    expect(posted.entry).toMatchObject({
      kind: 'capture',
      idempotencyKey: draft.idempotencyKey,
      paymentId: draft.paymentId,
      createdAt: postedAt,
    });
    expect(await accountBalance(db, 'chef_payable', chefId)).toBe(fees.chefEarningsCents);
  });

  it('refuses an unbalanced entry before writing anything', async () => {
    const { draft } = capture();
    const unbalanced = { ...draft, lines: draft.lines.slice(1) };
    await expect(post(unbalanced)).rejects.toThrow(LedgerError);
    expect(await entriesWithKey(draft.idempotencyKey)).toBe(0);
  });

  it('posts a retried event once, and refuses the same key with other lines', async () => {
    const { draft } = capture();
    const first = await post(draft);
    const again = await post(draft);
    expect(again.created).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await entriesWithKey(draft.idempotencyKey)).toBe(1);
    const [line] = await db
      .select({ n: count() })
      .from(ledgerLines)
      .where(eq(ledgerLines.entryId, first.entry.id));
    expect(line!.n).toBe(draft.lines.length);
    const other = { ...draft, lines: reversalLines(draft.lines) };
    await expect(post(other)).rejects.toThrow(LedgerError);
  });

  it('posts two concurrent postings of the same key once', async () => {
    const { draft } = capture();
    const [a, b] = await Promise.all([post(draft), post(draft)]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.entry.id).toBe(b.entry.id);
    expect(await entriesWithKey(draft.idempotencyKey)).toBe(1);
  });

  it('posts nothing when the caller’s transaction rolls back', async () => {
    const { draft } = capture();
    await expect(
      db.transaction(async (tx) => {
        await postEntry(tx, { ...draft, postedAt });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await entriesWithKey(draft.idempotencyKey)).toBe(0);
  });

  it('posts more entries in one call than one statement has parameters for (a run over 10,000 chefs)', async () => {
    // 10,000 entries × 7 columns is past PostgreSQL's 65,535 parameters per statement.
    const runId = randomUUID();
    const drafts = Array.from({ length: 10_000 }, () => {
      const payoutId = randomUUID();
      return {
        kind: 'payout_created' as const,
        idempotencyKey: entryKey('payout_created', `${runId}:${payoutId}`),
        payoutId,
        lines: payoutCreatedLines(randomUUID(), 100),
        postedAt,
      };
    });
    const posted = await db.transaction((tx) => postEntries(tx, drafts));
    expect(posted.filter((p) => p.created)).toHaveLength(10_000);
    const [row] = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.idempotencyKey} LIKE ${`payout_created:${runId}:%`}`);
    expect(row?.n).toBe(10_000);
  });
});

describe('the database guards the ledger', () => {
  it('refuses UPDATE and DELETE of entries and lines', async () => {
    const { draft } = capture();
    const { entry } = await post(draft);
    const RESTRICT = '23001';
    expect(
      await pgErrorCode(
        db.update(ledgerLines).set({ amountCents: 1 }).where(eq(ledgerLines.entryId, entry.id)),
      ),
    ).toBe(RESTRICT);
    expect(await pgErrorCode(db.delete(ledgerLines).where(eq(ledgerLines.entryId, entry.id)))).toBe(
      RESTRICT,
    );
    expect(
      await pgErrorCode(
        db.update(ledgerEntries).set({ orderId: null }).where(eq(ledgerEntries.id, entry.id)),
      ),
    ).toBe(RESTRICT);
    expect(await pgErrorCode(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id)))).toBe(
      RESTRICT,
    );
    expect(
      await pgErrorCode(db.execute(sql`truncate ledger_lines, ledger_entries, chef_payable_items`)),
    ).toBe(RESTRICT);
  });

  it('refuses a payable item naming a payout that does not exist, and dropping a payout items name', async () => {
    const FOREIGN_KEY = '23503';
    const [chef] = await db
      .insert(users)
      .values({ email: `payout-ref-${randomUUID()}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id });
    const { draft } = capture({
      buyerId: randomUUID(),
      chefId: chef!.id as ReturnType<typeof randomUUID>,
    });
    const { entry } = await post(draft);
    const item = eq(chefPayableItems.entryId, entry.id);
    expect(
      await pgErrorCode(db.update(chefPayableItems).set({ payoutId: randomUUID() }).where(item)),
    ).toBe(FOREIGN_KEY);

    const [payout] = await db
      .insert(payouts)
      .values({
        chefId: chef!.id,
        amountCents: 1,
        provider: 'local',
        accountId: 'acct_test',
        runId: randomUUID(),
        createdAt: postedAt,
      })
      .returning({ id: payouts.id });
    await db.update(chefPayableItems).set({ payoutId: payout!.id }).where(item);
    const named = eq(payouts.id, payout!.id);
    expect(await pgErrorCode(db.delete(payouts).where(named))).toBe(FOREIGN_KEY);
    expect(await pgErrorCode(db.update(payouts).set({ id: randomUUID() }).where(named))).toBe(
      FOREIGN_KEY,
    );
    const [still] = await db
      .select({ payoutId: chefPayableItems.payoutId })
      .from(chefPayableItems)
      .where(item);
    expect(still?.payoutId).toBe(payout!.id);
  });

  it('refuses to commit an entry whose lines do not sum to zero, or that has none', async () => {
    const CHECK = '23514';
    const chefId = randomUUID();
    const unbalanced = db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          kind: 'payout_created',
          idempotencyKey: `test:${randomUUID()}`,
          createdAt: postedAt,
        })
        .returning();
      await tx.insert(ledgerLines).values([
        { entryId: entry!.id, account: 'chef_payable', partyId: chefId, amountCents: -100 },
        { entryId: entry!.id, account: 'payouts_in_transit', partyId: chefId, amountCents: 99 },
      ]);
    });
    expect(await pgErrorCode(unbalanced)).toBe(CHECK);
    const empty = db.insert(ledgerEntries).values({
      kind: 'payout_created',
      idempotencyKey: `test:${randomUUID()}`,
      createdAt: postedAt,
    });
    expect(await pgErrorCode(empty)).toBe(CHECK);
    expect(await accountBalance(db, 'chef_payable', chefId)).toBe(0);
  });

  it('refuses zero lines and a party on the platform’s accounts, as the domain does', async () => {
    const CHECK = '23514';
    const line = { entryId: randomUUID(), partyId: randomUUID(), amountCents: 5 };
    expect(
      await pgErrorCode(db.insert(ledgerLines).values({ ...line, account: 'platform_fees' })),
    ).toBe(CHECK);
    expect(
      await pgErrorCode(
        db.insert(ledgerLines).values({ ...line, account: 'chef_payable', partyId: null }),
      ),
    ).toBe(CHECK);
    expect(
      await pgErrorCode(
        db.insert(ledgerLines).values({ ...line, account: 'chef_payable', amountCents: 0 }),
      ),
    ).toBe(CHECK);
  });
});

describe('balances', () => {
  it('are the sums of the lines, per account and per party', async () => {
    const chefId = randomUUID();
    const buyerId = randomUUID();
    const first = capture({ buyerId, chefId });
    const second = capture({ buyerId, chefId });
    await post(first.draft);
    await post(second.draft);
    const refundId = randomUUID();
    await post({
      kind: 'refund',
      idempotencyKey: entryKey('refund', refundId),
      paymentId: second.paymentId,
      lines: refundLines({
        buyerId,
        chefId,
        fees,
        earlierRefundsCents: [],
        amountCents: 1000,
      }),
    });
    const payoutId = randomUUID();
    await post({
      kind: 'payout_created',
      idempotencyKey: entryKey('payout_created', payoutId),
      payoutId,
      lines: payoutCreatedLines(chefId, 5000),
    });

    const lines = (await allLines()).filter((l) => l.partyId === chefId || l.partyId === buyerId);
    const expected = balances(lines);
    for (const b of expected)
      expect(await accountBalance(db, b.account, b.partyId)).toBe(b.balanceCents);
    const byAccount = (a: { account: string }, b: { account: string }) =>
      a.account < b.account ? -1 : 1;
    expect((await partyBalances(db, chefId)).sort(byAccount)).toEqual(
      expected.filter((b) => b.partyId === chefId).sort(byAccount),
    );
    expect(await accountBalance(db, 'paid_out', chefId)).toBe(0);
    // Across every entry ever posted, nothing was made or lost.
    const everything = await allLines();
    expect(everything.reduce((s, l) => s + l.amountCents, 0)).toBe(0);
  });
});
