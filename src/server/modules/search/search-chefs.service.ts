import { type SQL, sql } from 'drizzle-orm';
import type { ChefHit, ChefSearchResponse, SearchLocation } from '#contracts/search';
import { SEARCH_DEFAULT_DISTANCE_KM } from '#contracts/search';
import { handleFromQuery, isHandleQuery, searchTextOrNull } from '#domain/search-filter';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  and,
  likeEscape,
  nearestPage,
  originPoint,
  pointOf,
  rating,
  rows,
  toKm,
  visibleChef,
  withinRadius,
  withTrigramThreshold,
} from './search-sql.ts';
import { requireLocation } from './search-foods.service.ts';

export interface ChefSearchInput {
  text?: string;
  distanceKm?: number;
  size: number;
  from: number;
  location?: SearchLocation | null;
}

type TextPlan = { match: SQL; relevance: SQL } | null;

/** "@ann" → handles starting with or close to "ann"; other text → name or business name. */
function textPlan(raw: string | undefined): { plan: TextPlan; byHandle: boolean } {
  const trimmed = (raw ?? '').trim();
  if (isHandleQuery(trimmed)) {
    const handle = handleFromQuery(trimmed);
    if (!handle) return { plan: null, byHandle: true };
    const prefix = `${likeEscape(handle)}%`;
    return {
      byHandle: true,
      plan: {
        match: sql`(p.handle::text ilike ${prefix} or p.handle::text % ${handle})`,
        relevance: sql`(case when p.handle::text ilike ${handle} then 2 when p.handle::text ilike ${prefix} then 1 else 0 end + similarity(p.handle::text, ${handle}))`,
      },
    };
  }
  const text = searchTextOrNull(trimmed);
  if (!text) return { plan: null, byHandle: false };
  const like = `%${likeEscape(text)}%`;
  return {
    byHandle: false,
    plan: {
      match: sql`(p.name % ${text} or p.business_name % ${text} or ${text} <% p.name or ${text} <% p.business_name or p.name ilike ${like} or p.business_name ilike ${like})`,
      relevance: sql`greatest(similarity(coalesce(p.name, ''), ${text}), similarity(coalesce(p.business_name, ''), ${text}), word_similarity(${text}, coalesce(p.name, '')), word_similarity(${text}, coalesce(p.business_name, '')))`,
    },
  };
}

/** The chef search's own SQL (also used by bench:search). */
export function planChefSearch(input: Omit<ChefSearchInput, 'location'>, location: SearchLocation) {
  const origin = originPoint(location);
  const { plan, byHandle } = textPlan(input.text);
  const where: SQL[] = [visibleChef, sql`p.latitude is not null and p.longitude is not null`];
  if (plan) where.push(plan.match);
  // A handle names one chef wherever they are: no radius unless one is asked for.
  const radiusKm = input.distanceKm ?? (byHandle ? null : SEARCH_DEFAULT_DISTANCE_KM);
  if (radiusKm !== null) where.push(withinRadius('p', origin, radiusKm));
  const from = sql`from profiles p where ${and(where)}`;
  const columns = sql`p.id, p.name, p.business_name, p.handle::text as handle, p.title, p.avatar_url,
    p.producer_kind, p.cooking_status, p.stream_status, p.rating_sum, p.rating_count,
    p.dishes_count, p.followers_count, earth_distance(${pointOf('p')}, ${origin}) as distance_m`;
  const page = plan
    ? sql`select ${columns}, ${plan.relevance} as relevance ${from}
          order by relevance desc, distance_m, p.id limit ${input.size} offset ${input.from}`
    : nearestPage({
        alias: 'p',
        origin,
        source: from,
        columns,
        size: input.size,
        from: input.from,
      });
  const count = sql`select count(*)::int as total ${from}`;
  return { page, count, usesText: plan !== null };
}

interface ChefRow {
  id: string;
  name: string | null;
  business_name: string | null;
  handle: string | null;
  title: string | null;
  avatar_url: string | null;
  producer_kind: ChefHit['producerKind'];
  cooking_status: ChefHit['cookingStatus'];
  stream_status: ChefHit['streamStatus'];
  rating_sum: number;
  rating_count: number;
  dishes_count: number;
  followers_count: number;
  distance_m: number;
}

/** POST /search/chefs: approved, public chefs near the location (or by @handle). */
export async function searchChefs(
  ctx: AppContext,
  input: ChefSearchInput,
): Promise<ChefSearchResponse> {
  const location = requireLocation(input.location);
  const planned = planChefSearch(input, location);
  const go = async (tx: Database) => {
    const hits = await rows<ChefRow>(tx, planned.page);
    const [counted] = await rows<{ total: number }>(tx, planned.count);
    return { hits, total: Number(counted?.total ?? 0) };
  };
  const { hits, total } = planned.usesText
    ? await withTrigramThreshold(ctx.db, go)
    : await go(ctx.db);
  return {
    total,
    hits: hits.map((r) => ({
      id: r.id,
      name: r.name,
      businessName: r.business_name,
      handle: r.handle,
      title: r.title,
      avatarUrl: r.avatar_url,
      producerKind: r.producer_kind,
      cookingStatus: r.cooking_status,
      streamStatus: r.stream_status,
      rating: rating(r.rating_sum, r.rating_count),
      dishesCount: r.dishes_count,
      followersCount: r.followers_count,
      distanceKm: toKm(r.distance_m),
    })),
  };
}
