// What the database says after a bench:checkout run: the stock invariant (initial = left +
// ordered), oversold portions, orders missing a part (items, status history, linked payment,
// emptied cart) and card holds without an order — on our side (payment_intents) and on the
// processor's side (local_processor_intents), which must agree.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

export interface Audit {
  /** Orders of the bench dish (warm-up orders of the other dish are not counted). */
  orders: number;
  /** Σ order_items.quantity of the dish. */
  unitsOrdered: number;
  amountLeft: number;
  /** Portions held by checkouts not committed yet (stock_reservations, decision 065). */
  reserved: number;
  /** initial = amountLeft + unitsOrdered (so nothing may stay reserved at the end). */
  stockInvariant: boolean;
  /** Portions sold beyond the initial stock (negative stock or more ordered than there was). */
  oversold: number;
  /** More than one order for one (buyer, key) — the unique index forbids it; checked anyway. */
  duplicateOrders: number;
  ordersWithoutItems: number;
  ordersWithoutHistory: number;
  /** Orders without exactly one authorised payment_intents row linked to them. */
  ordersWithoutPayment: number;
  /** Buyers who have an order but still have the dish in their cart. */
  cartsNotEmptied: number;
  /** payment_intents authorised but linked to no order. */
  unlinkedHolds: number;
  /** Processor intents still authorised with no payment_intents row of ours at all. */
  processorOnlyHolds: number;
  /** Processor and payment_intents disagree on whether a hold is live. */
  statusMismatches: number;
  /** Holds by status on our side, for the record. */
  paymentsByStatus: Record<string, number>;
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

export async function auditCheckout(
  db: Database,
  dishId: string,
  initialUnits: number,
): Promise<Audit> {
  const stock = await one<{ left: number; ordered: number; orders: number; reserved: number }>(
    db,
    sql`select d.amount_left as "left",
          coalesce((select sum(r.quantity) from stock_reservations r where r.dish_id = d.id), 0)::int
            as reserved,
          coalesce((select sum(oi.quantity) from order_items oi where oi.dish_id = d.id), 0)::int as ordered,
          (select count(distinct oi.order_id) from order_items oi where oi.dish_id = d.id)::int
            as orders
        from dishes d where d.id = ${dishId}`,
  );
  const parts = await one<{
    no_items: number;
    no_history: number;
    no_payment: number;
    duplicates: number;
    carts: number;
  }>(
    db,
    sql`select
          (select count(*) from orders o
            where not exists (select 1 from order_items i where i.order_id = o.id))::int as no_items,
          (select count(*) from orders o
            where not exists (select 1 from order_status_history h where h.order_id = o.id))::int as no_history,
          (select count(*) from orders o
            where (select count(*) from payment_intents p
                    where p.order_id = o.id and p.status = 'authorized') <> 1)::int as no_payment,
          (select count(*) from (select 1 from orders group by buyer_id, idempotency_key
            having count(*) > 1) x)::int as duplicates,
          (select count(distinct o.buyer_id) from orders o
            join carts c on c.user_id = o.buyer_id
            join cart_items ci on ci.cart_id = c.id)::int as carts`,
  );
  const holds = await one<{ unlinked: number; processor_only: number; mismatches: number }>(
    db,
    sql`select
          (select count(*) from payment_intents
            where status = 'authorized' and order_id is null)::int as unlinked,
          (select count(*) from local_processor_intents lpi
            where lpi.status = 'authorized'
              and not exists (select 1 from payment_intents p
                               where p.provider = 'local' and p.provider_intent_id = lpi.id))::int
            as processor_only,
          (select count(*) from local_processor_intents lpi
            join payment_intents p on p.provider = 'local' and p.provider_intent_id = lpi.id
            where (lpi.status = 'authorized') <> (p.status = 'authorized'))::int as mismatches`,
  );
  const byStatus = (await db.execute(
    sql`select status::text as status, count(*)::int as n from payment_intents group by status order by status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  const oversold = Math.max(0, stock.ordered - initialUnits, -stock.left);
  return {
    orders: stock.orders,
    unitsOrdered: stock.ordered,
    amountLeft: stock.left,
    reserved: stock.reserved,
    stockInvariant: stock.left >= 0 && initialUnits === stock.left + stock.ordered,
    oversold,
    duplicateOrders: parts.duplicates,
    ordersWithoutItems: parts.no_items,
    ordersWithoutHistory: parts.no_history,
    ordersWithoutPayment: parts.no_payment,
    cartsNotEmptied: parts.carts,
    unlinkedHolds: holds.unlinked,
    processorOnlyHolds: holds.processor_only,
    statusMismatches: holds.mismatches,
    paymentsByStatus: Object.fromEntries(byStatus.rows.map((r) => [r.status, r.n])),
  };
}

/** Orders missing one of their parts: what a crash could leave half made. */
export const halfMade = (a: Audit) =>
  a.ordersWithoutItems +
  a.ordersWithoutHistory +
  a.ordersWithoutPayment +
  a.cartsNotEmptied +
  a.duplicateOrders;

export function printAudit(a: Audit, log: (line: string) => void) {
  log(
    `  database: orders ${a.orders}, units ordered ${a.unitsOrdered}, amount_left ${a.amountLeft}, reserved by unfinished checkouts ${a.reserved}, oversold ${a.oversold}, stock invariant ${a.stockInvariant ? 'ok' : 'BROKEN'}`,
  );
  log(
    `  orders missing a part: items ${a.ordersWithoutItems}, status history ${a.ordersWithoutHistory}, authorised payment ${a.ordersWithoutPayment}, cart not emptied ${a.cartsNotEmptied}, duplicate (buyer, key) ${a.duplicateOrders}`,
  );
  log(
    `  card holds: payment_intents by status ${JSON.stringify(a.paymentsByStatus)}; authorised without an order ${a.unlinkedHolds}; processor-only authorised ${a.processorOnlyHolds}; processor/ours disagree ${a.statusMismatches}`,
  );
}
