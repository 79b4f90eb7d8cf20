/*
 * The payouts' SQL (decision 025): the payouts table, and which chefs' deposit accounts can be
 * paid. Set-based where a run touches every chef at once (decision 037): a handful of
 * statements per run, never one transaction per chef.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { PayoutState } from '#domain/payouts';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { chefApprovals } from '../../db/schema/onboarding.ts';
import { payouts } from '../../db/schema/payouts.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Serialises payout runs across instances: a second run waits, then finds nothing left. The
 * run's sweep holds every open item in memory (about 10 MB for 230,000 items) rather than in
 * temporary files, so the lock's transaction gets more working memory than a request's.
 */
export async function lockPayoutRuns(tx: Tx): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('potluck.payout-run')), set_config('work_mem', '64MB', true)`,
  );
}

/**
 * Chefs whose deposit account at this provider can be paid: enabled, or recorded with a bank
 * before payout statuses existed (the demo's), as the finance page counts them.
 */
export async function payableAccounts(
  db: Queryable,
  provider: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ chefId: chefApprovals.chefId, accountId: chefApprovals.bankAccountRef })
    .from(chefApprovals)
    .where(
      and(
        eq(chefApprovals.bankProvider, provider),
        isNotNull(chefApprovals.bankAccountRef),
        or(
          eq(chefApprovals.payoutStatus, 'enabled'),
          and(isNull(chefApprovals.payoutStatus), isNotNull(chefApprovals.bankAccountLast4)),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.chefId, r.accountId!]));
}

/** A payout a run recorded: its chef, and the sum of exactly the items it took. */
export interface RecordedPayout {
  id: string;
  chefId: string;
  amountCents: number;
}

/**
 * The payout sweep (decision 037), one statement for every chef at once: for each chef in
 * `accounts` (chef id → deposit account) whose available items (no order, or an order that has
 * ended) add up to more than zero, stamps those items with a new payout id and writes that
 * payout for the sum of exactly the items it stamped. The caller holds the payout-run lock, so
 * no other run takes items at the same time, and items posted meanwhile are not in this
 * statement's snapshot: they wait for the next run.
 *
 * Written for a run over every chef (10,000 chefs, 230,000 items in bench:payouts): the open
 * items are read once and stamped by their row address (ctid) in the same statement, instead
 * of being looked up again by key; and the payouts are written by the statement that stamps
 * their items, so a payout exists by the end of the statement that names it in its items.
 */
export async function takeItemsIntoPayouts(
  tx: Tx,
  accounts: ReadonlyMap<string, string>,
  endedStatuses: readonly string[],
  run: { runId: string; provider: string; now: Date },
): Promise<RecordedPayout[]> {
  if (accounts.size === 0) return [];
  const rows = await queryRows<{ id: string; chef_id: string; amount_cents: string | number }>(
    tx,
    sql`
    WITH account AS (
      SELECT * FROM unnest(
        ${sql.param([...accounts.keys()])}::uuid[],
        ${sql.param([...accounts.values()])}::text[]
      ) AS a(chef_id, account_id)
    ), open_item AS MATERIALIZED (
      SELECT i.ctid AS item, i.chef_id, i.amount_cents
      FROM chef_payable_items i
      LEFT JOIN orders o ON o.id = i.order_id
      WHERE i.payout_id IS NULL
        AND i.chef_id = ANY(${sql.param([...accounts.keys()])}::uuid[])
        AND (i.order_id IS NULL OR o.status::text = ANY(${sql.param(endedStatuses as string[])}::text[]))
    ), payable AS (
      SELECT chef_id, gen_random_uuid() AS payout_id
      FROM open_item GROUP BY chef_id HAVING sum(amount_cents) > 0
    ), taken AS (
      UPDATE chef_payable_items AS i SET payout_id = p.payout_id
      FROM open_item oi JOIN payable p ON p.chef_id = oi.chef_id
      WHERE i.ctid = oi.item
      RETURNING i.chef_id, i.payout_id, i.amount_cents
    )
    INSERT INTO payouts (id, chef_id, amount_cents, status, provider, account_id, run_id, created_at)
    SELECT t.payout_id, t.chef_id, sum(t.amount_cents), 'pending', ${run.provider}, a.account_id,
      ${run.runId}, ${run.now}
    FROM taken t JOIN account a ON a.chef_id = t.chef_id
    GROUP BY t.payout_id, t.chef_id, a.account_id
    RETURNING id, chef_id, amount_cents`,
  );
  return rows.map((r) => ({
    id: r.id,
    chefId: r.chef_id,
    amountCents: Number(r.amount_cents),
  }));
}

/**
 * Takes up to `limit` payouts waiting to be sent (new, or left by a run that stopped) for
 * `leaseMs`: a concurrent run skips them, and they come back if this one dies before sending.
 */
export async function claimPendingPayouts(
  db: Queryable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<PayoutRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  return queryRows<PayoutRow>(
    db,
    sql`
    UPDATE payouts SET lease_until = ${until}
    WHERE id IN (
      SELECT id FROM payouts
      WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= ${now})
      ORDER BY created_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, chef_id AS "chefId", amount_cents::float8 AS "amountCents", status,
      provider, account_id AS "accountId", provider_transfer_id AS "providerTransferId",
      arrival_date AS "arrivalDate", failure_message AS "failureMessage", run_id AS "runId",
      lease_until AS "leaseUntil", created_at AS "createdAt", sent_at AS "sentAt",
      settled_at AS "settledAt"`,
  );
}

/** Records that the provider took these payouts' transfers: one statement for the batch. */
export async function markPayoutsSent(
  db: Queryable,
  sent: readonly { id: string; transferId: string; arrivalDate: Date }[],
  now: Date,
): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(sql`
    UPDATE payouts AS p
    SET status = 'in_transit', provider_transfer_id = t.transfer_id, arrival_date = t.arrival,
        sent_at = ${now}, lease_until = NULL
    FROM unnest(
      ${sql.param(sent.map((s) => s.id))}::uuid[],
      ${sql.param(sent.map((s) => s.transferId))}::text[],
      ${sql.param(sent.map((s) => s.arrivalDate.toISOString()))}::timestamptz[]
    ) AS t(id, transfer_id, arrival)
    WHERE p.id = t.id AND p.status = 'pending'`);
}

/**
 * Moves one payout from `from` to a settled state, on its locked row: false when another run
 * got there first (the caller then posts nothing).
 */
export async function settlePayout(
  tx: Tx,
  payoutId: string,
  from: PayoutState,
  to: Extract<PayoutState, 'paid' | 'failed'>,
  fields: { failureMessage?: string | null; arrivalDate?: Date; now: Date },
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({
      status: to,
      failureMessage: fields.failureMessage ?? null,
      ...(fields.arrivalDate ? { arrivalDate: fields.arrivalDate } : {}),
      settledAt: fields.now,
      leaseUntil: null,
    })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, from)))
    .returning();
  return row ?? null;
}

/** The provider moved a payout's expected arrival (a bank holiday, a slower schedule). */
export async function setPayoutArrival(db: Queryable, payoutId: string, arrivalDate: Date) {
  await db
    .update(payouts)
    .set({ arrivalDate })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'in_transit')));
}

/** Payouts on their way whose expected arrival has passed: time to ask the provider. */
export async function dueInTransit(db: Queryable, now: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'in_transit'), lte(payouts.arrivalDate, now)))
    .orderBy(asc(payouts.arrivalDate))
    .limit(limit);
}

/** A chef's payouts, newest first, optionally from a date range. */
export async function payoutsOfChef(
  db: Queryable,
  chefId: string,
  range: { from?: Date; to?: Date } = {},
): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.chefId, chefId),
        range.from ? sql`${payouts.createdAt} >= ${range.from}` : undefined,
        range.to ? sql`${payouts.createdAt} < ${range.to}` : undefined,
      ),
    )
    .orderBy(desc(payouts.createdAt));
}

export async function payoutById(db: Queryable, payoutId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return row ?? null;
}

export async function payoutsByIds(db: Queryable, ids: readonly string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payouts)
    .where(inArray(payouts.id, ids as string[]));
}

/** A refused account stops payouts until the chef fixes it (the finance page says so). */
export async function markPayoutAccountFailed(tx: Tx, chefId: string, now: Date): Promise<void> {
  await tx
    .update(chefApprovals)
    .set({ payoutStatus: 'failed', updatedAt: now })
    .where(eq(chefApprovals.chefId, chefId));
}

/** A chef's most recent payouts, newest first. */
export async function recentPayoutsOfChef(
  db: Queryable,
  chefId: string,
  limit: number,
): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.chefId, chefId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** The deposit account recorded for a chef: the provider's id, which provider, its status. */
export async function payoutAccountOf(db: Queryable, chefId: string) {
  const [row] = await db
    .select({
      ref: chefApprovals.bankAccountRef,
      provider: chefApprovals.bankProvider,
      payoutStatus: chefApprovals.payoutStatus,
      last4: chefApprovals.bankAccountLast4,
    })
    .from(chefApprovals)
    .where(eq(chefApprovals.chefId, chefId));
  return row ?? null;
}

/** The provider says the account can be paid again: payout runs include the chef again. */
export async function markPayoutAccountEnabled(
  db: Queryable,
  chefId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .update(chefApprovals)
    .set({ payoutStatus: 'enabled', updatedAt: now })
    .where(and(eq(chefApprovals.chefId, chefId), eq(chefApprovals.bankAccountRef, accountId)));
}

/** Whether the chef has a deposit account payouts can be sent to (as payableAccounts counts). */
export async function hasPayableAccount(
  db: Queryable,
  chefId: string,
  provider: string,
): Promise<boolean> {
  const [row] = await db
    .select({ chefId: chefApprovals.chefId })
    .from(chefApprovals)
    .where(
      and(
        eq(chefApprovals.chefId, chefId),
        eq(chefApprovals.bankProvider, provider),
        isNotNull(chefApprovals.bankAccountRef),
        or(
          eq(chefApprovals.payoutStatus, 'enabled'),
          and(isNull(chefApprovals.payoutStatus), isNotNull(chefApprovals.bankAccountLast4)),
        ),
      ),
    );
  return Boolean(row);
}
