// Portions taken before the card is asked (decision 065). A checkout takes its portions with
// one statement — the conditional decrement of dishes.amount_left that cannot oversell, and
// a stock_reservations row naming the attempt (buyer, Idempotency-Key), written together — so
// a buyer beyond the stock is refused after a few statements, before any processor call.
// The order's commit deletes the rows (the portions become the order's); a failed attempt
// gives them back with one statement; a retry with the same key finds them again; and the
// orphaned-hold sweep returns those a crashed server left (releaseOrphanedReservations).
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Queryable, type Tx } from '../../db/client.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { lastCallItems } from '../../db/schema/lastcall.ts';
import { stockReservations } from '../../db/schema/orders.ts';
import { conflict } from '../../http/errors.ts';
import { messages } from '#domain/messages';

const UNLIMITED = -1;

/** Portions of one dish an attempt holds (or needs). */
export interface Portions {
  dishId: string;
  quantity: number;
}

/** The spec's two stock refusals: nothing left, or fewer left than asked. */
export const stockRefusal = (left: number | undefined) =>
  conflict(left === undefined || left === 0 ? messages.soldOut : messages.notEnoughInventory);

/**
 * A refusal that already asked, after it was decided, whether an order exists for its attempt
 * (none did): the caller need not ask again (a duplicate on another instance may have won).
 */
export const refusedWithoutWinner = new WeakSet<object>();

/** The dish's stock left and whether the attempt has an order, in one statement. */
async function amountLeftAndOrderOf(
  db: Queryable,
  dishId: string,
  buyerId: string,
  key: string,
): Promise<Refused> {
  const [row] = await queryRows<{ left: number | null; ordered: boolean }>(
    db,
    sql`select (select amount_left from dishes where id = ${dishId}) as left,
          exists (select 1 from orders where buyer_id = ${buyerId} and idempotency_key = ${key}) as ordered`,
  );
  return { left: row?.left ?? undefined, ordered: row?.ordered ?? false };
}

/** What one dish's reservation statement found when it took nothing. */
interface Refused {
  left: number | undefined;
  ordered: boolean;
}

/**
 * Takes `quantity` portions of one dish for the attempt in ONE statement, or reuses the
 * attempt's reservation of that dish if one exists (a retry after a crash). Returns null when
 * it took (or held) them; else, from the same statement, the portions left and whether the
 * attempt has an order (a duplicate on another instance may have won), nothing changed.
 */
async function reserveDish(
  db: Queryable,
  buyerId: string,
  key: string,
  p: Portions,
  now: Date,
): Promise<Refused | null> {
  const [row] = await queryRows<{
    held: number | null;
    made: number | null;
    left: number | null;
    ordered: boolean;
  }>(
    db,
    sql`with existing as (
          select quantity from stock_reservations
          where buyer_id = ${buyerId} and idempotency_key = ${key} and dish_id = ${p.dishId}
        ), taken as (
          update dishes set amount_left = case when amount_left = -1 then -1 else amount_left - ${p.quantity}::int end
          where id = ${p.dishId} and (amount_left = -1 or amount_left >= ${p.quantity}::int)
            and not exists (select 1 from existing)
          returning id
        ), made as (
          insert into stock_reservations (buyer_id, idempotency_key, dish_id, quantity, created_at)
          select ${buyerId}, ${key}, id, ${p.quantity}::int, ${now.toISOString()}::timestamptz from taken
          returning quantity
        )
        select (select quantity from existing) as held, (select quantity from made) as made,
          (select amount_left from dishes where id = ${p.dishId}) as left,
          exists (select 1 from orders where buyer_id = ${buyerId} and idempotency_key = ${key}) as ordered`,
  );
  if (row?.held != null || row?.made != null) return null;
  const left = row?.left ?? undefined;
  // The statement's snapshot showed enough, so a writer changed the row while it ran (the
  // decrement re-checked the newer row): ask again for what is left now.
  if (left !== undefined && (left === UNLIMITED || left >= p.quantity))
    return amountLeftAndOrderOf(db, p.dishId, buyerId, key);
  return { left, ordered: row?.ordered ?? false };
}

/**
 * Reserves every limited dish of the cart for the attempt, or throws the spec's stock refusal
 * (with anything this call reserved given back). Unlimited dishes need no reservation.
 */
export async function reserveStock(
  ctx: AppContext,
  buyerId: string,
  key: string,
  portions: readonly (Portions & { amountLeft: number })[],
  now: Date,
): Promise<void> {
  for (const p of portions) {
    if (p.amountLeft === UNLIMITED) continue;
    const refused = await reserveDish(ctx.db, buyerId, key, p, now);
    if (!refused) continue;
    if (portions.length > 1) await releaseReservations(ctx.db, buyerId, key);
    const refusal = stockRefusal(refused.left);
    if (!refused.ordered) refusedWithoutWinner.add(refusal);
    throw refusal;
  }
}

/**
 * The portions an attempt holds, per dish, as a JSON object (a retry after a crash finds what
 * its first try took): a column for the statement that looks the attempt up.
 */
export const heldPortionsJson = (
  buyerId: SQLWrapper,
  key: SQLWrapper,
): SQL<Record<string, number>> =>
  sql`(select coalesce(json_object_agg(r.dish_id, r.quantity), '{}'::json)
        from stock_reservations r where r.buyer_id = ${buyerId} and r.idempotency_key = ${key})`;

/**
 * Gives the attempt's reserved portions back to their dishes, in one statement. Safe to call
 * when the commit consumed them (nothing is left to give back then) or another attempt with
 * the same key did (the row is deleted once).
 */
export async function releaseReservations(
  db: Queryable,
  buyerId: string,
  key: string,
): Promise<void> {
  await db.execute(
    sql`with gone as (
          delete from stock_reservations
          where buyer_id = ${buyerId} and idempotency_key = ${key}
          returning dish_id, quantity
        )
        update dishes d set amount_left = d.amount_left + gone.quantity
        from gone where d.id = gone.dish_id and d.amount_left <> -1`,
  );
}

/** Inside the order's commit: the attempt's reservations become the order's portions. */
export async function consumeReservations(
  tx: Tx,
  buyerId: string,
  key: string,
): Promise<Map<string, number>> {
  const rows = await tx
    .delete(stockReservations)
    .where(and(eq(stockReservations.buyerId, buyerId), eq(stockReservations.idempotencyKey, key)))
    .returning({ dishId: stockReservations.dishId, quantity: stockReservations.quantity });
  return new Map(rows.map((r) => [r.dishId, r.quantity]));
}

/** A table that counts the portions left on each row: a dish, or a live deal's item. */
type StockTable = typeof dishes | typeof lastCallItems;

/**
 * Takes `quantity` portions of the row, never more than are left: the WHERE re-checks the row
 * after any concurrent writer committed (READ COMMITTED re-evaluates it on the locked row), and
 * -1 (unlimited) stays -1. A negative quantity gives portions back. Refused, it throws the
 * spec's stock refusal with what is left.
 */
async function changeStock(
  tx: Tx,
  table: StockTable,
  rowId: string,
  quantity: number,
): Promise<void> {
  const taken = await tx
    .update(table)
    .set({
      amountLeft: sql`case when ${table.amountLeft} = -1 then -1 else ${table.amountLeft} - ${quantity} end`,
    })
    .where(
      and(
        eq(table.id, rowId),
        sql`(${table.amountLeft} = -1 or ${table.amountLeft} >= ${quantity})`,
      ),
    )
    .returning({ id: table.id });
  if (taken.length > 0) return;
  const [row] = await tx.select({ left: table.amountLeft }).from(table).where(eq(table.id, rowId));
  throw stockRefusal(row?.left);
}

/**
 * Settles the order's stock inside its commit, given what the attempt had reserved (already
 * consumed): the usual case (reserved exactly what the cart holds) writes no dish row; a
 * reservation missing (swept) or different (the cart changed) is made up or given back with
 * the conditional update, and a live deal's own count is taken here.
 */
export async function settleStock(
  tx: Tx,
  portions: readonly (Portions & { dealItemId: string | null })[],
  reserved: ReadonlyMap<string, number>,
): Promise<void> {
  const left = new Map(reserved);
  for (const p of portions) {
    const held = left.get(p.dishId) ?? 0;
    left.delete(p.dishId);
    if (p.quantity !== held) await changeStock(tx, dishes, p.dishId, p.quantity - held);
    if (p.dealItemId) await changeStock(tx, lastCallItems, p.dealItemId, p.quantity);
  }
  for (const [dishId, held] of left) await changeStock(tx, dishes, dishId, -held);
}

/**
 * Returns the portions of reservations older than `olderThanMs` (a checkout whose server
 * died between reserving and committing). A commit still running for one would find its
 * reservation gone and take the stock again with the conditional update, so nothing is ever
 * oversold. Returns how many reservations were released.
 */
export async function releaseOrphanedReservations(
  ctx: AppContext,
  olderThanMs: number,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanMs);
  const rows = await queryRows<{ n: number }>(
    ctx.db,
    sql`with gone as (
          delete from stock_reservations where created_at <= ${cutoff.toISOString()}::timestamptz
          returning dish_id, quantity
        ), back as (
          select dish_id, sum(quantity)::int as quantity from gone group by dish_id
        ), given as (
          update dishes d set amount_left = d.amount_left + back.quantity
          from back where d.id = back.dish_id and d.amount_left <> -1
          returning d.id
        )
        select (select count(*) from gone)::int as n`,
  );
  return rows[0]?.n ?? 0;
}
