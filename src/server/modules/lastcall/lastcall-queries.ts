// The lastcall module owns the SQL of a chef's last calls (last_calls, last_call_items) and of
// who is told about a new one (docs/decisions/025-query-modules-own-their-tables.md). The
// buyers' list of live deals is deals.service.ts; the price a cart charges is the catalog's
// liveDealsOf (catalog/dish-queries.ts); stock is taken by the order placement.
import { and, eq, sql } from 'drizzle-orm';
import { LAST_CALL_RADIUS_MAX_KM } from '#contracts/lastcall';
import { queryRows, type Queryable } from '../../db/client.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export interface NewLastCall {
  chefId: string;
  latitude: number;
  longitude: number;
  startsAt: Date;
  endsAt: Date;
  pickupStartsAt: Date | null;
  pickupEndsAt: Date | null;
  items: { dishId: string; priceCents: number; offPercent: number; amountLeft: number }[];
}

/** Writes a last call and its items (in the caller's transaction); answers its id. */
export async function insertLastCall(tx: Queryable, deal: NewLastCall): Promise<string> {
  const { items, ...row } = deal;
  const [made] = await tx
    .insert(lastCalls)
    .values({ ...row, createdAt: deal.startsAt, updatedAt: deal.startsAt })
    .returning({ id: lastCalls.id });
  if (!made) throw new Error('last call insert returned no row');
  await tx.insert(lastCallItems).values(items.map((i) => ({ ...i, lastCallId: made.id })));
  return made.id;
}

/**
 * Serialises the creation of one chef's last calls, so two at once cannot both put a dish on
 * a live last call (the check and the insert run under it, in one transaction).
 */
export async function lockChefLastCalls(tx: Queryable, chefId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`last_call:${chefId}`}))`);
}

/** Which of the chef's dishes are on a live last call at `now` (not ended, portions left). */
export async function dishesOnLiveLastCall(
  db: Queryable,
  chefId: string,
  dishIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (dishIds.length === 0) return new Set();
  const found = await queryRows<{ dish_id: string }>(
    db,
    sql`select lci.dish_id from last_call_items lci
      join last_calls lc on lc.id = lci.last_call_id
      where lc.chef_id = ${chefId}
        and lci.dish_id in (${sql.join(
          dishIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and lc.starts_at <= ${iso(now)} and lc.ends_at > ${iso(now)} and lc.ended_at is null
        and lci.amount_left <> 0`,
  );
  return new Set(found.map((r) => r.dish_id));
}

export interface ChefLastCallRow {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  ended_at: Date | string | null;
  pickup_starts_at: Date | string | null;
  pickup_ends_at: Date | string | null;
  alerts_sent_at: Date | string | null;
  items: {
    dishId: string;
    dishName: string;
    priceCents: number;
    lastCallPriceCents: number;
    offPercent: number;
    amountLeft: number;
  }[];
}

const chefLastCallSelect = sql`select lc.id, lc.starts_at, lc.ends_at, lc.ended_at,
    lc.pickup_starts_at, lc.pickup_ends_at, lc.alerts_sent_at,
    coalesce((
      select json_agg(json_build_object(
        'dishId', d.id, 'dishName', d.name, 'priceCents', d.price_cents,
        'lastCallPriceCents', lci.price_cents, 'offPercent', lci.off_percent,
        'amountLeft', lci.amount_left) order by d.name, d.id)
      from last_call_items lci join dishes d on d.id = lci.dish_id
      where lci.last_call_id = lc.id
    ), '[]'::json) as items
  from last_calls lc`;

/**
 * The chef's last calls that have not ended at `now` (live, sold out or scheduled), and their
 * latest `pastLimit` ended ones (ended early or past their end), newest first.
 */
export async function chefLastCalls(
  db: Queryable,
  chefId: string,
  now: Date,
  pastLimit: number,
): Promise<{ current: ChefLastCallRow[]; past: ChefLastCallRow[] }> {
  const [current, past] = await Promise.all([
    queryRows<ChefLastCallRow>(
      db,
      sql`${chefLastCallSelect}
        where lc.chef_id = ${chefId} and lc.ended_at is null and lc.ends_at > ${iso(now)}
        order by lc.ends_at, lc.id`,
    ),
    queryRows<ChefLastCallRow>(
      db,
      sql`${chefLastCallSelect}
        where lc.chef_id = ${chefId} and (lc.ended_at is not null or lc.ends_at <= ${iso(now)})
        order by coalesce(lc.ended_at, lc.ends_at) desc, lc.id
        limit ${pastLimit}`,
    ),
  ]);
  return { current, past };
}

/** One of the chef's last calls, or null (also when it is another chef's). */
export async function chefLastCall(
  db: Queryable,
  chefId: string,
  id: string,
): Promise<ChefLastCallRow | null> {
  const [row] = await queryRows<ChefLastCallRow>(
    db,
    sql`${chefLastCallSelect} where lc.chef_id = ${chefId} and lc.id = ${id}`,
  );
  return row ?? null;
}

/**
 * Ends the chef's last call at `now` unless it has already ended (early or on time). Answers
 * whether this call ended it; a deal that ended before keeps its own end.
 */
export async function endChefLastCall(
  db: Queryable,
  chefId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(lastCalls)
    .set({ endedAt: now, updatedAt: now })
    .where(
      and(
        eq(lastCalls.id, id),
        eq(lastCalls.chefId, chefId),
        sql`${lastCalls.endedAt} is null and ${lastCalls.endsAt} > ${iso(now)}`,
      ),
    )
    .returning({ id: lastCalls.id });
  return ended.length > 0;
}

/**
 * A deal is news for this long after it starts: a deal the job could not alert in time (servers
 * down for longer) or one loaded as data is not announced hours later.
 */
export const ALERT_FRESH_MS = 60 * 60_000;

export interface ClaimedAlert {
  id: string;
  chef_id: string;
  latitude: number;
  longitude: number;
}

/**
 * Marks last calls as alerted and answers the ones this call marked: live at `now` (started
 * within the last hour, not ended, some portions left) and never alerted. The conditional UPDATE … WHERE
 * alerts_sent_at IS NULL … RETURNING decides between two instances (or the job and the
 * immediate attempt after creation): a deal is claimed, and so alerted, once. `onlyId` claims
 * one deal; otherwise up to `limit` of the oldest due.
 */
export async function claimDueAlerts(
  db: Queryable,
  now: Date,
  opts: { onlyId?: string; limit?: number } = {},
): Promise<ClaimedAlert[]> {
  const only = opts.onlyId ? sql`and lc.id = ${opts.onlyId}` : sql``;
  return queryRows<ClaimedAlert>(
    db,
    sql`update last_calls set alerts_sent_at = ${iso(now)}, updated_at = ${iso(now)}
      where id in (
        select lc.id from last_calls lc
        where lc.alerts_sent_at is null and lc.ended_at is null
          and lc.starts_at <= ${iso(now)} and lc.ends_at > ${iso(now)} ${only}
          and lc.starts_at > ${iso(new Date(now.getTime() - ALERT_FRESH_MS))}
          and exists (select 1 from last_call_items lci
                      where lci.last_call_id = lc.id and lci.amount_left <> 0)
        order by lc.starts_at, lc.id
        limit ${opts.limit ?? 100}
        for update skip locked
      ) and alerts_sent_at is null
      returning id, chef_id, latitude, longitude`,
  );
}

/**
 * Who hears of a chef's new last call, each person once: people with an active (not paused)
 * last-call subscription whose radius covers the deal's location — the earthdistance search
 * of the deals list, boxed by the widest radius a subscription may have on the subscriptions'
 * GiST index, then each subscription's own radius. Never the chef. The chef's followers hear
 * of it as a follower alert (followeralerts, decision 044), each once, which a follower who
 * is also a subscriber nearby may hear both ways: the deal alert and the followed chef's news.
 */
export async function alertRecipients(
  db: Queryable,
  deal: { chefId: string; latitude: number; longitude: number },
): Promise<string[]> {
  const at = sql`ll_to_earth(${deal.latitude}::float8, ${deal.longitude}::float8)`;
  const subscriber = sql.raw('ll_to_earth(s.latitude, s.longitude)');
  const widest = LAST_CALL_RADIUS_MAX_KM * 1000;
  const found = await queryRows<{ user_id: string }>(
    db,
    sql`select s.user_id from subscriptions s
        where s.type = 'last_call' and not s.is_paused
          and earth_box(${at}, ${widest}::float8) @> ${subscriber}
          and earth_distance(${subscriber}, ${at}) <= s.radius_km * 1000
          and s.user_id <> ${deal.chefId}`,
  );
  return found.map((r) => r.user_id);
}
