// The one rule for "this dish is on a live deal right now", used by the dish pages and cards
// (the price shown) and by the cart and checkout (the price charged and the deal's stock).
import { and, asc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';

export interface LiveDeal {
  /** The last_call_items row (checkout decrements its amountLeft). */
  itemId: string;
  priceCents: number;
  /** -1 = unlimited. */
  amountLeft: number;
  endsAt: Date;
}

/**
 * The live deal of each dish: a last call of the dish's own chef whose window holds `now`,
 * with portions left. The lowest price wins when two overlap.
 */
export async function liveDealsOf(
  db: Pick<Database, 'select'>,
  dishIds: readonly string[],
  now: Date,
): Promise<Map<string, LiveDeal>> {
  const out = new Map<string, LiveDeal>();
  if (dishIds.length === 0) return out;
  const rows = await db
    .select({
      itemId: lastCallItems.id,
      dishId: lastCallItems.dishId,
      priceCents: lastCallItems.priceCents,
      amountLeft: lastCallItems.amountLeft,
      endsAt: lastCalls.endsAt,
    })
    .from(lastCallItems)
    .innerJoin(lastCalls, eq(lastCalls.id, lastCallItems.lastCallId))
    .innerJoin(
      dishes,
      and(eq(dishes.id, lastCallItems.dishId), eq(dishes.chefId, lastCalls.chefId)),
    )
    .where(
      and(
        inArray(lastCallItems.dishId, [...dishIds]),
        lte(lastCalls.startsAt, now),
        gt(lastCalls.endsAt, now),
        ne(lastCallItems.amountLeft, 0),
      ),
    )
    .orderBy(asc(lastCallItems.priceCents), asc(lastCallItems.id));
  for (const { dishId, ...deal } of rows) if (!out.has(dishId)) out.set(dishId, deal);
  return out;
}
