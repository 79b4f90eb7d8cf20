// SQL pieces shared by the food search, the chef search and the map markers.
//
// Geo: cube + earthdistance. Dishes and profiles carry a GiST index on
// ll_to_earth(latitude, longitude); nearest-first lists ORDER BY the KNN operator `<->` on that
// expression (the index returns rows nearest first and the LIMIT stops the scan early), and the
// radius is `earth_box(...) @> point` (index-assisted) plus an exact `earth_distance <= r`
// (earth_box is a cube, so its corners reach past the radius).
// Text: pg_trgm (typo tolerant) combined with the tsvector rank. The word-similarity threshold
// (`<%`) is a session setting (SESSION_SETTINGS in db/client.ts).
// Geo + text: dishes (and profiles) carry one multicolumn GiST index on (location, name
// trigrams[, search vector]), so a radius + text search is a BitmapOr of index scans that test
// the box and the text together in the index, and only real matches are read from the table
// (docs/decisions/006-search-query-plan.md).
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type DishFilters, SEARCH_TOTAL_CAP, type SearchLocation } from '#contracts/search';
import { UNLIMITED } from '#domain/dish-status';
import { queryRows, type Database } from '../../db/client.ts';
import { visibleChefOf } from '../chefs/chef-queries.ts';
import { campaignPercentSql } from '../promotions/campaign-queries.ts';
import { liveDealItemsOfDish } from '../catalog/dish-queries.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Rows of a statement. On a PostgreSQL pool the statement is prepared under a name derived
 * from its text (values stay parameters), so each pooled connection keeps it: after five runs
 * PostgreSQL may switch to a generic plan and skip planning, ≈ 2 ms of a text search
 * (decision 006). The texts are few — one per query shape and filter combination. PGlite runs
 * the statement as is.
 */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  return queryRows<T>(db, query);
}

/** Matches of `source` (`from … where …`) counted up to one past SEARCH_TOTAL_CAP. */
export function cappedCount(source: SQL): SQL {
  return sql`select count(*)::int as total from (select 1 ${source} limit ${SEARCH_TOTAL_CAP + 1}) matches`;
}

/** Runs a cappedCount: the total, or the cap and `totalCapped` when more matched. */
export async function totalOf(
  db: Database,
  count: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await rows<{ total: number }>(db, count);
  return capTotal(Number(row?.total ?? 0));
}

/** A count as the API reports it: exact up to SEARCH_TOTAL_CAP, else the cap and a flag. */
export function capTotal(n: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(n, SEARCH_TOTAL_CAP), totalCapped: n > SEARCH_TOTAL_CAP };
}

/** The search origin as an earth point. */
export const originPoint = (loc: SearchLocation): SQL =>
  sql`ll_to_earth(${loc.lat}::float8, ${loc.lon}::float8)`;

/** The indexed expression, for a table alias (must match the GiST index expression). */
export const pointOf = (alias: 'd' | 'p'): SQL =>
  sql.raw(`ll_to_earth(${alias}.latitude, ${alias}.longitude)`);

/** Within `radiusKm` of the origin: index-assisted box, then the exact great-circle check. */
export function withinRadius(alias: 'd' | 'p', origin: SQL, radiusKm: number): SQL {
  const meters = Math.round(radiusKm * 1000);
  return sql`earth_box(${origin}, ${meters}::float8) @> ${pointOf(alias)} and earth_distance(${pointOf(alias)}, ${origin}) <= ${meters}::float8`;
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Chef visible in search: the chefs module's visibility rule over `profiles p`. */
export const visibleChef = visibleChefOf('p');

/** Spec §4 orderable: available or cooking, and some left (or unlimited). Needs `dishes d`. */
export const dishOrderable = sql.raw(
  `(d.status in ('available', 'cooking') and (d.amount_left > 0 or d.amount_left = ${UNLIMITED}))`,
);

/** Minutes after midnight of an "HH:mm" field of `p.business_hours`, null when malformed. */
const hourMinuteOf = (field: 'fromHour' | 'endHour'): SQL =>
  sql.raw(
    `case when p.business_hours->>'${field}' ~ '^[0-9]{2}:[0-9]{2}$' then split_part(p.business_hours->>'${field}', ':', 1)::int * 60 + split_part(p.business_hours->>'${field}', ':', 2)::int end`,
  );

/**
 * #domain/order-time isOpenAt as SQL, over the row `k` of orderableNowSql: the local time `lt`
 * against the weekly hours (an end at or before the start runs past midnight and belongs to
 * the day it started; equal start and end, missing or malformed hours: closed).
 */
function openAtSql(lt: string): SQL {
  const day = `extract(dow from k.${lt})::int`;
  const minute = `(extract(hour from k.${lt})::int * 60 + extract(minute from k.${lt})::int)`;
  return sql.raw(`case
    when k.f is null or k.e is null or k.f = k.e or k.f >= 1440 then false
    when k.f < k.e then k.days @> to_jsonb(${day}) and ${minute} >= k.f and ${minute} < k.e
    else (k.days @> to_jsonb(${day}) and ${minute} >= k.f)
      or (k.days @> to_jsonb((${day} + 6) % 7) and ${minute} < k.e)
  end`);
}

/**
 * The chef takes an order "now" (#domain/order-time validateOrderTime, decision 048): open now
 * and still open when the food is ready, now + the chef's lead time (0 without settings).
 * Needs `profiles p`. The chef's facts are read once per row into `k` (OFFSET 0 keeps the
 * planner from copying them into every use): a few cheap expressions and one primary-key
 * lookup of the settings, only on rows the search already matched.
 */
export function orderableNowSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lead = sql`coalesce((select bs.default_lead_time_minutes from business_settings bs where bs.chef_id = p.id), 0)`;
  return sql`(select coalesce(${openAtSql('now_local')} and ${openAtSql('ready_local')}, false)
    from (select ${hourMinuteOf('fromHour')} as f, ${hourMinuteOf('endHour')} as e,
                 p.business_hours->'businessDays' as days,
                 ${at} at time zone p.time_zone as now_local,
                 (${at} + make_interval(mins => ${lead})) at time zone p.time_zone as ready_local
          offset 0) k)`;
}

/** Public dish with a location; hide-not-available dishes that cannot be ordered are dropped. */
export const visibleDish = sql`d.visibility = 'public' and d.latitude is not null and d.longitude is not null and not (d.hide_not_available and not ${dishOrderable})`;

/**
 * The dish's live last-call price, or null: catalog's liveDealsOf as SQL over `dishes d` (a last
 * call of the dish's own chef, started, not ended or ended early, portions left; the lowest wins).
 */
export function liveLastCallPrice(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(select min(lci.price_cents) ${liveDealItemsOfDish(at)})`;
}

/** Best live discount in percent (0 when none): live last-call items and running campaigns. */
export function dealPercent(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`greatest(
    coalesce((
      select max(case when lci.off_percent > 0 then lci.off_percent
                      when d.price_cents > 0 then floor(100 - 100.0 * lci.price_cents / d.price_cents)
                      else 0 end)
      ${liveDealItemsOfDish(at)}
    ), 0),
    ${campaignPercentSql(now)}
  )`;
}

/** websearch_to_tsquery accepts any user text without syntax errors. */
const tsQuery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;

/** Dish text match: trigram similarity / word similarity / substring on the name, or full text. */
export function dishTextMatch(text: string): SQL {
  const like = `%${likeEscape(text)}%`;
  return sql`(d.name % ${text} or ${text} <% d.name or d.name ilike ${like} or d.search_vector @@ ${tsQuery(text)})`;
}

/** Dish relevance: best trigram score on the name plus the full-text rank. */
export function dishRelevance(text: string): SQL {
  return sql`(greatest(similarity(d.name, ${text}), word_similarity(${text}, d.name)) + ts_rank(d.search_vector, ${tsQuery(text)}))`;
}

/** The filters every dish query shares (no geo). `text` must already be long enough. */
export function dishFilterSql(filters: DishFilters, text: string | null, now: Date): SQL[] {
  const where = [visibleChef, ...dishOnlyFilterSql(filters, text, now)];
  // Open now: the chef takes an order now (decision 048).
  if (filters.openNow) where.push(orderableNowSql(now));
  return where;
}

/** dishFilterSql without the chef's visibility: only columns of `dishes d`. */
export function dishOnlyFilterSql(filters: DishFilters, text: string | null, now: Date): SQL[] {
  const where: SQL[] = [visibleDish];
  if (text) where.push(dishTextMatch(text));
  if (filters.diets?.length) where.push(sql`d.diets @> ${textArray(filters.diets)}`);
  if (filters.origins?.length) where.push(sql`d.origins && ${textArray(filters.origins)}`);
  if (filters.categories?.length) where.push(sql`d.categories && ${textArray(filters.categories)}`);
  if (filters.priceMaxCents !== undefined)
    where.push(sql`d.price_cents <= ${filters.priceMaxCents}`);
  if (filters.status === 'cooking') where.push(sql`d.status = 'cooking'`);
  if (filters.status === 'available')
    where.push(sql`d.status = 'available' and d.amount_left <> 0`);
  if (filters.status === 'sold_out')
    where.push(sql`(d.status = 'sold_out' or (d.status = 'available' and d.amount_left = 0))`);
  // Cooking now: the dish is marked cooking, or its chef turned "Cooking Now" on (decision 047).
  if (filters.cookingNowOnly)
    where.push(
      sql`(d.status = 'cooking' or exists (select 1 from profiles cp where cp.id = d.chef_id and cp.cooking_status = 'cooking'))`,
    );
  if (filters.availableOnly) where.push(dishOrderable);
  if (filters.dealAmount) where.push(sql`${dealPercent(now)} >= ${filters.dealAmount}`);
  return where;
}

/** A text[] parameter (distinct values). */
export function textArray(values: readonly string[]): SQL {
  const list = [...new Set(values)];
  return sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export const and = (parts: SQL[]): SQL => sql.join(parts, sql` and `);

/** Rating average rounded to one decimal (0 when nobody rated). */
export function rating(sum: number, count: number): { average: number; count: number } {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, count };
}

/** earth_distance in metres → km with 2 decimals. */
export const toKm = (meters: number): number => Math.round(Number(meters) / 10) / 100;

/**
 * One page nearest first with a stable order (distance, then id), still driven by the KNN
 * index. Step 1 walks the GiST index with `<->` for the first `from + size` matches and keeps
 * the distance of the last one (the edge). Step 2 re-reads every match within that edge — a
 * tiny radius, so again index-assisted — and sorts it by (distance, id). Rows tied at the edge
 * (a chef's dishes share one location) are therefore all present and always in the same order,
 * whichever plan the database picks, so pages never repeat or skip a row.
 * `source` is `from … where …` over alias `alias`; `columns` are selected in step 2.
 */
export function nearestPage(opts: {
  alias: 'd' | 'p';
  origin: SQL;
  source: SQL;
  columns: SQL;
  size: number;
  from: number;
}): SQL {
  const { alias, origin } = opts;
  const point = pointOf(alias);
  const id = sql.raw(`${alias}.id`);
  return sql`with knn as (
      select earth_distance(${point}, ${origin}) as dist ${opts.source}
      order by ${point} <-> ${origin} limit ${opts.from + opts.size}
    ), edge as (select max(dist) as dist from knn)
    select ${opts.columns} ${opts.source}
      and earth_box(${origin}, (select dist from edge) + 1) @> ${point}
      and earth_distance(${point}, ${origin}) <= (select dist from edge)
    order by distance_m, ${id} limit ${opts.size} offset ${opts.from}`;
}
