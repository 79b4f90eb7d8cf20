import { type SQL, sql } from 'drizzle-orm';
import type { ChefHit, ChefSearchResponse, SearchLocation } from '#contracts/search';
import { locatedChef, locationSecret, publicDistance } from '../chefs/chef-location.ts';
import { kitchenViewsOf } from '../chefs/kitchen-queries.ts';
import { SEARCH_DEFAULT_DISTANCE_KM } from '#contracts/search';
import { handleFromQuery, isHandleQuery, searchTextOrNull } from '#domain/search-filter';
import type { AppContext } from '../../context.ts';
import {
  and,
  cappedCount,
  capTotal,
  likeEscape,
  nearestPage,
  originPoint,
  pointOf,
  rating,
  rows,
  toKm,
  visibleChef,
  totalOf,
  withinRadius,
} from './search-sql.ts';
import { requireLocation } from './search-foods.service.ts';

export interface ChefSearchInput {
  text?: string;
  distanceKm?: number;
  size: number;
  from: number;
  location?: SearchLocation | null;
}

/**
 * `relevance` ranks every match (so the page counts them too); without it the page follows
 * `order`, an index order that lets LIMIT stop early.
 */
type TextPlan = { match: SQL; relevance: SQL; order?: never } | { match: SQL; order: SQL };

/** Typo matches: an exact or prefix handle first (none when this runs), then by similarity. */
const handleRelevance = (handle: string, prefix: string): SQL =>
  sql`(case when lower(p.handle::text) = lower(${handle}) then 2 when lower(p.handle::text) like lower(${prefix}) then 1 else 0 end + similarity(p.handle::text, ${handle}))`;

/**
 * "@ann" → handles starting with "ann", in handle order (a b-tree range on lower(handle): the
 * handle equal to the text sorts first, and LIMIT stops the scan); `typo` → handles close to
 * it by trigram similarity, most similar first, searched only when no handle starts with the
 * text (a handle names one chef, and trigram lookups of look-alike handles are the slow part).
 * Other text → name or business name, most similar first.
 */
function textPlan(
  raw: string | undefined,
  typo = false,
): { plan: TextPlan | null; byHandle: boolean } {
  const trimmed = (raw ?? '').trim();
  if (isHandleQuery(trimmed)) {
    const handle = handleFromQuery(trimmed);
    if (!handle) return { plan: null, byHandle: true };
    const prefix = `${likeEscape(handle)}%`;
    // The prefix as a b-tree range (text_pattern_ops operators) as well as a LIKE: a prepared
    // statement's generic plan cannot turn a LIKE parameter into an index range.
    const startsWith = (column: SQL) =>
      sql`${column} ~>=~ lower(${handle}) and ${column} ~<~ (lower(${handle}) || chr(1114111)) and ${column} like lower(${prefix})`;
    return {
      byHandle: true,
      plan: typo
        ? {
            // Only when no handle at all starts with the text (e.g. that chef is hidden):
            // the planner checks this once and skips the trigram scan.
            match: sql`not exists (select 1 from profiles h where ${startsWith(sql`lower(h.handle::text)`)}) and p.handle::text % ${handle}`,
            relevance: handleRelevance(handle, prefix),
          }
        : {
            match: startsWith(sql`lower(p.handle::text)`),
            order: sql`lower(p.handle::text)`,
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

/**
 * The chef search's own SQL (also used by bench:search). With text, `page` carries the exact
 * `total` (a window over the matches it ranks); without, `count` counts up to the cap.
 * `typo` plans the @handle fallback (see textPlan).
 */
export function planChefSearch(
  input: Omit<ChefSearchInput, 'location'>,
  location: SearchLocation,
  typo = false,
) {
  const origin = originPoint(location);
  const { plan, byHandle } = textPlan(input.text, typo);
  const where: SQL[] = [visibleChef, sql`p.latitude is not null and p.longitude is not null`];
  if (plan) where.push(plan.match);
  // A handle names one chef wherever they are: no radius unless one is asked for.
  const radiusKm = input.distanceKm ?? (byHandle ? null : SEARCH_DEFAULT_DISTANCE_KM);
  if (radiusKm !== null) where.push(withinRadius('p', origin, radiusKm));
  const from = sql`from profiles p where ${and(where)}`;
  const columns = sql`p.id, p.name, p.business_name, p.handle::text as handle, p.title, p.avatar_url,
    p.producer_kind, p.cooking_status, p.stream_status, p.stream_id, p.rating_sum, p.rating_count,
    p.dishes_count, p.followers_count, p.latitude, p.longitude, earth_distance(${pointOf('p')}, ${origin}) as distance_m`;
  const page = !plan
    ? null
    : plan.order
      ? sql`select ${columns}, null::int as total ${from}
            order by ${plan.order}, p.id limit ${input.size} offset ${input.from}`
      : sql`select ${columns}, ${plan.relevance} as relevance, count(*) over ()::int as total ${from}
            order by relevance desc, distance_m, p.id limit ${input.size} offset ${input.from}`;
  const nearest = () =>
    nearestPage({
      alias: 'p',
      origin,
      source: from,
      columns: sql`${columns}, null::int as total`,
      size: input.size,
      from: input.from,
    });
  return {
    page: page ?? nearest(),
    count: cappedCount(from),
    /** The page's rows carry the exact total (a window over every ranked match). */
    countsInPage: plan !== null && !plan.order,
    hasText: plan !== null,
    byHandle,
  };
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
  stream_id: string | null;
  rating_sum: number;
  rating_count: number;
  dishes_count: number;
  followers_count: number;
  latitude: number | null;
  longitude: number | null;
  distance_m: number;
  total: number | null;
}

/** POST /search/chefs: approved, public chefs near the location (or by @handle). */
export async function searchChefs(
  ctx: AppContext,
  input: ChefSearchInput,
): Promise<ChefSearchResponse> {
  const location = requireLocation(input.location);
  const run = async (planned: ReturnType<typeof planChefSearch>) => {
    if (!planned.countsInPage) {
      const [hits, counted] = await Promise.all([
        rows<ChefRow>(ctx.db, planned.page),
        totalOf(ctx.db, planned.count),
      ]);
      return { hits, ...counted };
    }
    const hits = await rows<ChefRow>(ctx.db, planned.page);
    const total = hits[0]?.total ?? null;
    // A page past the last match has no row to carry the window count: count separately.
    return {
      hits,
      ...(total !== null ? capTotal(Number(total)) : await totalOf(ctx.db, planned.count)),
    };
  };
  const planned = planChefSearch(input, location);
  let found = await run(planned);
  if (planned.byHandle && planned.hasText && found.total === 0) {
    found = await run(planChefSearch(input, location, true));
  }
  const { hits, total, totalCapped } = found;
  // Each chef's kitchen now, by the domain's rule (decision 048).
  const [kitchens, secret] = await Promise.all([
    kitchenViewsOf(
      ctx.db,
      hits.map((r) => r.id),
      ctx.clock.now(),
    ),
    locationSecret(ctx),
  ]);
  return {
    total,
    totalCapped,
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
      // Only a live broadcast is linked; an ended one's id stays private to the chef.
      streamId: r.stream_status === 'live' ? r.stream_id : null,
      rating: rating(r.rating_sum, r.rating_count),
      dishesCount: r.dishes_count,
      followersCount: r.followers_count,
      // A home chef's distance is to their area's centre, rounded (decision 052).
      ...publicDistance(
        secret,
        locatedChef(r.id, r.producer_kind, r.latitude, r.longitude),
        location,
        toKm(r.distance_m),
      ),
      kitchen: kitchens.get(r.id) ?? {
        state: 'closed',
        at: null,
        timeZone: 'America/Los_Angeles',
      },
    })),
  };
}
