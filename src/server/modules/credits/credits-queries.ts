/*
 * A buyer's credit (spec §9): grants (credit_grants, the terms) and the money in the ledger's
 * `credits` account. Credit an order will spend is held by the order (orders.credit_cents)
 * until its capture posts it; an order that ends before capture holds nothing any more.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { creditExpiredLines, creditGrantedLines } from '#domain/ledger';
import { remainingOfGrant, type CreditKind } from '#domain/credits';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { carts } from '../../db/schema/cart.ts';
import { orders } from '../../db/schema/orders.ts';
import { creditGrants } from '../../db/schema/promotions.ts';
import { invitations } from '../../db/schema/social.ts';
import { accountBalance, postEntry } from '../ledger/ledger-queries.ts';

export type CreditGrantRow = typeof creditGrants.$inferSelect;

/** Orders that hold credit: placed, not yet captured (capture happens on accept). */
const HOLDING_STATUSES = ['new', 'submitted', 'confirmed'] as const;

/** Credit held by the buyer's orders not yet captured. */
export async function heldCreditCents(db: Queryable, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<string>`coalesce(sum(${orders.creditCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        inArray(orders.status, [...HOLDING_STATUSES]),
        sql`${orders.creditCents} > 0`,
      ),
    );
  return Number(row?.held ?? 0);
}

/** The buyer's credit: the ledger's balance, what orders hold, and what is left to spend. */
export async function creditPosition(
  db: Queryable,
  buyerId: string,
): Promise<{ balanceCents: number; heldCents: number; availableCents: number }> {
  const balanceCents = await accountBalance(db, 'credits', buyerId);
  const heldCents = await heldCreditCents(db, buyerId);
  return { balanceCents, heldCents, availableCents: Math.max(0, balanceCents - heldCents) };
}

/**
 * Grants credit once per (user, kind, source): the grant row and its credit_granted entry in
 * the caller's transaction. Null when this grant was made before.
 */
export async function insertGrant(
  tx: Tx,
  grant: {
    userId: string;
    kind: CreditKind;
    amountCents: number;
    sourceId: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<CreditGrantRow | null> {
  const [row] = await tx
    .insert(creditGrants)
    .values({
      userId: grant.userId,
      kind: grant.kind,
      amountCents: grant.amountCents,
      sourceId: grant.sourceId,
      expiresAt: grant.expiresAt,
      createdAt: grant.now,
    })
    .onConflictDoNothing({
      target: [creditGrants.userId, creditGrants.kind, creditGrants.sourceId],
    })
    .returning();
  if (!row) return null;
  await postEntry(tx, {
    kind: 'credit_granted',
    idempotencyKey: `credit_granted:${row.id}`,
    lines: creditGrantedLines(row.userId, row.amountCents),
    postedAt: grant.now,
  });
  return row;
}

/** Every grant of a user, soonest expiry first. */
export function grantsOf(db: Queryable, userId: string): Promise<CreditGrantRow[]> {
  return db
    .select()
    .from(creditGrants)
    .where(eq(creditGrants.userId, userId))
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id));
}

/** The user who invited `email` first (their invitation is the earliest), if anyone did. */
export async function firstInviterOf(
  db: Queryable,
  email: string,
  notUserId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ senderId: invitations.senderId })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.senderId))
    .where(
      and(
        eq(invitations.toEmail, email),
        sql`${invitations.senderId} <> ${notUserId}`,
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(1);
  return row?.senderId ?? null;
}

export async function emailOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Grants past their expiry whose rest was not taken back yet, oldest first. */
export function dueGrants(db: Queryable, now: Date, limit: number): Promise<CreditGrantRow[]> {
  return db
    .select()
    .from(creditGrants)
    .where(and(isNull(creditGrants.expiredAt), lte(creditGrants.expiresAt, now)))
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
    .limit(limit);
}

/**
 * Serialises a buyer's credit changes with their checkouts: a checkout's commit locks the
 * buyer's cart row, and so does an expiry.
 */
export async function lockBuyerCredit(tx: Tx, buyerId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyerId)).for('update');
}

/**
 * Marks a grant expired, once: the conditional UPDATE lets only one run claim it. Then posts
 * credit_expired for what was left (nothing when it was all spent). False when already claimed.
 */
export async function expireGrant(
  tx: Tx,
  grant: CreditGrantRow,
  remainingCents: number,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .update(creditGrants)
    .set({ expiredAt: now })
    .where(and(eq(creditGrants.id, grant.id), isNull(creditGrants.expiredAt)))
    .returning({ id: creditGrants.id });
  if (claimed.length === 0) return false;
  if (remainingCents > 0)
    await postEntry(tx, {
      kind: 'credit_expired',
      idempotencyKey: `credit_expired:${grant.id}`,
      lines: creditExpiredLines(grant.userId, remainingCents),
      postedAt: now,
    });
  return true;
}

/**
 * What the buyer can spend now: the ledger balance less what open orders hold, less what is
 * left of grants already past their expiry that the daily job has not taken back yet.
 */
export async function spendableCredit(
  db: Queryable,
  buyerId: string,
  now: Date,
): Promise<{ availableCents: number; heldCents: number; grants: CreditGrantRow[] }> {
  const position = await creditPosition(db, buyerId);
  if (position.balanceCents <= 0)
    return { availableCents: 0, heldCents: position.heldCents, grants: [] };
  const grants = await grantsOf(db, buyerId);
  const open = grants.filter((g) => g.expiredAt === null);
  const lapsed = open
    .filter((g) => g.expiresAt <= now)
    .reduce((sum, g) => sum + remainingOfGrant(g, position.availableCents, open), 0);
  return {
    availableCents: Math.max(0, position.availableCents - lapsed),
    heldCents: position.heldCents,
    grants,
  };
}

/** The credit a checkout of the buyer can spend now (the cart shows it, the order takes it). */
export async function spendableCreditCents(db: Queryable, buyerId: string, now: Date) {
  return (await spendableCredit(db, buyerId, now)).availableCents;
}

/**
 * Cancelled orders whose card money went back but whose spent credit did not (a crash between
 * the two): the settle job gives it back. Only orders that were captured spent credit.
 */
export async function ordersOwedCredit(
  db: Queryable,
  limit: number,
): Promise<{ orderId: string; paymentId: string }[]> {
  return queryRows(
    db,
    sql`
    SELECT o.id AS "orderId", p.id AS "paymentId"
    FROM orders o JOIN payment_intents p ON p.order_id = o.id
    WHERE o.status = 'cancelled' AND o.credit_cents > 0 AND p.status = 'refunded'
      AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'capture')
      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'credit_returned:' || o.id)
    LIMIT ${limit}`,
  );
}
