import { type SQL, sql } from 'drizzle-orm';
import type { KitchenStateView } from '#contracts/kitchen';
import type { WeeklyHours } from '#domain/order-time';
import type {
  DishFilters,
  DishHit,
  DishStatus,
  FoodSearchResponse,
  QuickDishHit,
  SearchLocation,
} from '#contracts/search';
import { messages } from '#domain/messages';
import { QUICK_SEARCH_SIZE } from '#domain/pagination';
import { searchTextOrNull } from '#domain/search-filter';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { avoidedIngredientsField } from '../catalog/dish-queries.ts';
import { avoidListOf } from '../settings/settings-queries.ts';
import { locatedChef, locationSecret, publicDistance } from '../chefs/chef-location.ts';
import { kitchenRules, kitchenView } from '../chefs/kitchen-queries.ts';
import {
  dishCampaignOf,
  liveCampaignFromJson,
  liveCampaignsJson,
} from '../promotions/campaign-queries.ts';
import {
  and,
  cappedCount,
  capTotal,
  dishFilterSql,
  dishRelevance,
  liveLastCallPrice,
  nearestPage,
  orderableNowSql,
  originPoint,
  pointOf,
  rating,
  rows,
  toKm,
  totalOf,
  withinRadius,
} from './search-sql.ts';

export interface FoodSearchInput extends DishFilters {
  size: number;
  from: number;
  distanceKm: number;
  location?: SearchLocation | null;
}

/** The spec's message when a search arrives without a location. */
export function requireLocation(location: SearchLocation | null | undefined): SearchLocation {
  if (!location) throw badRequest(messages.locationNotSet);
  return location;
}

interface PlannedQuery {
  /**
   * Ids (and sort keys) of one page, nearest first or most relevant first. With text it also
   * carries `total`, every match counted from the same materialised scan (ranking reads every
   * match anyway); without text `total` is null and `count` counts.
   */
  page: SQL;
  /** Matches counted up to SEARCH_TOTAL_CAP + 1 (the nearest-first total). */
  count: SQL;
  text: string | null;
  /** The search's instant: the live last-call prices of the page are the ones at it. */
  now: Date;
}

/**
 * Nearest first, those that can be ordered now before the rest, still driven by the KNN index.
 * The first `from + size` rows in that order are among the first `from + size` open rows
 * (nearest first) and the first `from + size` rows of any kind (the nearest rows hold at least
 * as many closed ones as the page still needs, and the nearest of them): two KNN walks, merged
 * and cut. With "Open now" on, every row is open and one walk is enough.
 */
function openFirstNearestPage(
  input: Omit<FoodSearchInput, 'location'>,
  origin: SQL,
  from: SQL,
  openNow: SQL,
): SQL {
  const columns = (open: SQL) =>
    sql`d.id, earth_distance(${pointOf('d')}, ${origin}) as distance_m, 0::float8 as relevance, ${open} as open_now, null::int as total`;
  if (input.openNow) {
    return nearestPage({
      alias: 'd',
      origin,
      source: from,
      columns: columns(sql`true`),
      size: input.size,
      from: input.from,
    });
  }
  const reach = input.from + input.size;
  const openRows = nearestPage({
    alias: 'd',
    origin,
    source: sql`${from} and ${openNow}`,
    columns: columns(sql`true`),
    size: reach,
    from: 0,
  });
  const anyRows = nearestPage({
    alias: 'd',
    origin,
    source: from,
    columns: columns(openNow),
    size: reach,
    from: 0,
  });
  return sql`select distinct on (open_now, distance_m, id) * from ((${openRows}) union all (${anyRows})) merged
    order by open_now desc, distance_m, id limit ${input.size} offset ${input.from}`;
}

/**
 * The food search's own SQL (also used by bench:search). Without text the page is ordered by
 * the KNN operator so the GiST index yields nearest dishes first and LIMIT stops early; with
 * text the radius and the text are tested together in the (location, name, search vector)
 * GiST index and the few matches are ranked by relevance, then distance.
 */
export function planFoodSearch(
  input: Omit<FoodSearchInput, 'location'>,
  location: SearchLocation,
  now: Date,
): PlannedQuery {
  const text = searchTextOrNull(input.text ?? '');
  const origin = originPoint(location);
  const where = and([
    ...dishFilterSql(input, text, now),
    withinRadius('d', origin, input.distanceKm),
  ]);
  const from = sql`from dishes d join profiles p on p.id = d.chef_id where ${where}`;
  // What can be ordered now comes first (decision 048): the chef's "order now" rule as a cheap
  // expression on the matched rows.
  const openNow = orderableNowSql(now);
  // With text: every match is ranked, so one materialised scan gives the page and the total;
  // a page past the last match still returns one row (id null) carrying the total.
  const page = text
    ? sql`with matches as materialized (
            select d.id, earth_distance(${pointOf('d')}, ${origin}) as distance_m, ${dishRelevance(text)} as relevance,
                   ${openNow} as open_now
            ${from}
          ), ranked as (
            select * from matches order by open_now desc, relevance desc, distance_m, id
            limit ${input.size} offset ${input.from}
          ), counted as (select count(*)::int as total from matches)
          select ranked.*, counted.total from ranked, counted
          union all
          select null::uuid, null::float8, null::float8, null::boolean, counted.total from counted
          where not exists (select 1 from ranked)`
    : openFirstNearestPage(input, origin, from, openNow);
  return { page, count: cappedCount(from), text, now };
}

interface DishRow {
  id: string;
  slug: string;
  name: string;
  price_cents: number;
  last_call_price_cents: number | null;
  /** liveCampaignsJson: the running campaigns the dish is in (null on the total-only row). */
  campaigns: Parameters<typeof liveCampaignFromJson>[1] | null;
  status: DishStatus;
  amount_left: number;
  photo_url: string | null;
  created_at: Date | string;
  diets: string[];
  categories: string[];
  origins: string[];
  rating_sum: number;
  rating_count: number;
  distance_m: number;
  total: number | null;
  chef_id: string;
  chef_name: string | null;
  business_name: string | null;
  avatar_url: string | null;
  handle: string | null;
  producer_kind: string | null;
  chef_latitude: number | null;
  chef_longitude: number | null;
  /** Only read when the person searching avoids some ingredients. */
  ingredients: string[] | null;
  /** The chef's order-time facts (kitchenRules), read with the page: no second statement. */
  business_hours: WeeklyHours | null;
  time_zone: string | null;
  lead_time_minutes: number | null;
  pre_order_disabled: boolean | null;
}

/**
 * Details of one page of ids, in the page's order. Photo lookups run for the page only. Left
 * joins keep the text page's total-only row (id null), which callers drop.
 */
const pageDetails = (page: SQL, now: Date, withIngredients = false): SQL => sql`
  with page as (${page})
  select d.id, d.slug, d.name, d.price_cents, ${liveLastCallPrice(now)} as last_call_price_cents,
         ${liveCampaignsJson(now)} as campaigns,
         d.status, d.amount_left,
         ph.url as photo_url, d.created_at, d.diets, d.categories, d.origins,
         d.rating_sum, d.rating_count, page.distance_m, page.total,
         p.id as chef_id, p.name as chef_name, p.business_name, p.avatar_url, p.handle::text as handle,
         p.producer_kind, p.latitude as chef_latitude, p.longitude as chef_longitude,
         ${withIngredients ? sql`d.ingredients` : sql`null::text[]`} as ingredients,
         p.business_hours, p.time_zone, ks.default_lead_time_minutes as lead_time_minutes,
         ks.disable_pre_order as pre_order_disabled
  from page
  left join dishes d on d.id = page.id
  left join profiles p on p.id = d.chef_id
  left join business_settings ks on ks.chef_id = p.id
  left join lateral (
    select url from dish_photos where dish_id = d.id order by position, id limit 1
  ) ph on true
  order by page.open_now desc nulls last, page.relevance desc, page.distance_m, d.id`;

/** One page and its total; no transaction: one statement with text, else two side by side. */
async function pageWithTotal(
  db: Database,
  planned: PlannedQuery,
  withIngredients = false,
): Promise<{ hits: DishRow[]; total: number; totalCapped: boolean }> {
  if (planned.text) {
    const found = await rows<DishRow>(db, pageDetails(planned.page, planned.now, withIngredients));
    return {
      hits: found.filter((r) => r.id !== null),
      ...capTotal(Number(found[0]?.total ?? 0)),
    };
  }
  // Nearest first: the page stops early on the KNN index; the capped count runs beside it.
  const [hits, counted] = await Promise.all([
    rows<DishRow>(db, pageDetails(planned.page, planned.now, withIngredients)),
    totalOf(db, planned.count),
  ]);
  return { hits, ...counted };
}

/** A hit's distance as the public may see it (decision 052): a home chef's is rounded. */
const hitDistance = (r: DishRow, secret: string, origin: SearchLocation) =>
  publicDistance(
    secret,
    locatedChef(r.chef_id, r.producer_kind, r.chef_latitude, r.chef_longitude),
    origin,
    toKm(r.distance_m),
  );

const toHit = (
  r: DishRow,
  kitchen: KitchenStateView,
  distance: { distanceKm: number; distanceRounded: boolean },
): DishHit => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  priceCents: r.price_cents,
  lastCallPriceCents: r.last_call_price_cents,
  campaign: dishCampaignOf(liveCampaignFromJson(r.price_cents, r.campaigns ?? [])),
  status: r.status,
  amountLeft: r.amount_left,
  photoUrl: r.photo_url,
  createdAt: new Date(r.created_at).toISOString(),
  diets: r.diets,
  categories: r.categories,
  origins: r.origins,
  rating: rating(r.rating_sum, r.rating_count),
  ...distance,
  chef: {
    id: r.chef_id,
    name: r.chef_name,
    businessName: r.business_name,
    avatarUrl: r.avatar_url,
    handle: r.handle,
  },
  kitchen,
});

/** A chef missing from the kitchens read (deleted meanwhile) shows as closed. */
const unknownKitchen: KitchenStateView = {
  state: 'closed',
  at: null,
  timeZone: 'America/Los_Angeles',
};

/**
 * POST /search/foods: public dishes of visible chefs near the location, with the total. For a
 * signed-in person who avoids some ingredients, each hit says which of them it contains: the
 * page's ingredients are read with the page (20 rows), never filtered on, so the search plan
 * is the same for everyone.
 */
export async function searchFoods(
  ctx: AppContext,
  input: FoodSearchInput,
  viewerId: string | null = null,
): Promise<FoodSearchResponse> {
  const location = requireLocation(input.location);
  const planned = planFoodSearch(input, location, ctx.clock.now());
  const avoid = await avoidListOf(ctx.db, viewerId);
  const [{ hits, total, totalCapped }, secret] = await Promise.all([
    pageWithTotal(ctx.db, planned, avoid.length > 0),
    locationSecret(ctx),
  ]);
  // Each chef's kitchen by the domain's rule, once per chef of the page (decision 048), from
  // the facts the page statement read with each hit (decision 066: one statement per search).
  const kitchens = new Map<string, KitchenStateView>();
  const kitchenOf = (r: DishRow): KitchenStateView => {
    let view = kitchens.get(r.chef_id);
    if (!view) {
      view = r.time_zone
        ? kitchenView(
            kitchenRules({
              hours: r.business_hours,
              timeZone: r.time_zone,
              leadTimeMinutes: r.lead_time_minutes,
              preOrderDisabled: r.pre_order_disabled,
            }),
            planned.now,
          )
        : unknownKitchen;
      kitchens.set(r.chef_id, view);
    }
    return view;
  };
  return {
    hits: hits.map((r) => ({
      ...toHit(r, kitchenOf(r), hitDistance(r, secret, location)),
      ...avoidedIngredientsField(avoid, r.ingredients),
    })),
    total,
    totalCapped,
  };
}

/** POST /search/foods/quick: the first five matches, minimal fields, no total. */
export async function quickSearchFoods(
  ctx: AppContext,
  input: DishFilters & { distanceKm: number; location?: SearchLocation | null },
): Promise<{ hits: QuickDishHit[] }> {
  const location = requireLocation(input.location);
  const planned = planFoodSearch(
    { ...input, size: QUICK_SEARCH_SIZE, from: 0 },
    location,
    ctx.clock.now(),
  );
  const [found, secret] = await Promise.all([
    rows<DishRow>(ctx.db, pageDetails(planned.page, planned.now)),
    locationSecret(ctx),
  ]);
  const hits = found.filter((r) => r.id);
  return {
    hits: hits.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      priceCents: r.price_cents,
      photoUrl: r.photo_url,
      ...hitDistance(r, secret, location),
    })),
  };
}
