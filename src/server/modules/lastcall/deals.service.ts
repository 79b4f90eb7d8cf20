import { sql } from 'drizzle-orm';
import {
  LAST_CALL_RADIUS_KM,
  type LastCallDeal,
  type LastCallDealsQuery,
  type LastCallDealsResponse,
} from '#contracts/lastcall';
import type { DishStatus } from '#contracts/search';
import { isSoldOut } from '#domain/dish-status';
import { lastCallOffPercent } from '#domain/last-call';
import type { AppContext } from '../../context.ts';
import { avoidedIngredientsOf } from '../catalog/dish-queries.ts';
import { locatedChef, locationSecret, publicDistance } from '../chefs/chef-location.ts';
import { requireLocation } from '../search/search-foods.service.ts';
import { dishOrderable, originPoint, rows, toKm, visibleChef } from '../search/search-sql.ts';

interface DealRow {
  last_call_id: string;
  dish_id: string;
  slug: string;
  name: string;
  price_cents: number;
  status: DishStatus;
  dish_amount_left: number;
  last_call_price_cents: number;
  off_percent: number;
  amount_left: number;
  ends_at: Date | string;
  chef_id: string;
  chef_name: string | null;
  business_name: string | null;
  photo_url: string | null;
  producer_kind: string | null;
  chef_latitude: number | null;
  chef_longitude: number | null;
  distance_m: number;
}

/** The indexed expression of last_calls (must match the GiST index expression). */
const lastCallPoint = sql.raw('ll_to_earth(lc.latitude, lc.longitude)');

/**
 * GET /last-calls — the dishes of live last calls within 10 km, nearest first.
 *
 * A deal is listed while its window holds now (starts_at ≤ now < ends_at) and its chef has not
 * ended it early (ended_at), it has portions left
 * (amount_left 0 means sold out at that price: left out, as the dish page and the deals filter
 * leave it out), and a buyer may see the dish: public, by an approved, public, not deleted chef
 * (the search's visibility rules), and not a hide-not-available dish that cannot be ordered.
 * Only the last call's own chef's dishes count. A dish that is itself sold out (spec §4) stays,
 * marked `soldOut`, as it does in search results. For a signed-in viewer who avoids some
 * ingredients, each deal says which of them its dish contains, as search hits do.
 */
export async function liveDeals(
  ctx: AppContext,
  query: LastCallDealsQuery,
  viewerId: string | null,
): Promise<LastCallDealsResponse> {
  const location = requireLocation(
    query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null,
  );
  const origin = originPoint(location);
  const meters = LAST_CALL_RADIUS_KM * 1000;
  const at = sql`${ctx.clock.now().toISOString()}::timestamptz`;
  const found = await rows<DealRow>(
    ctx.db,
    sql`select lc.id as last_call_id, d.id as dish_id, d.slug, d.name, d.price_cents, d.status,
        d.amount_left as dish_amount_left, lci.price_cents as last_call_price_cents,
        lci.off_percent, lci.amount_left, lc.ends_at, p.id as chef_id, p.name as chef_name,
        p.business_name, p.producer_kind, lc.latitude as chef_latitude, lc.longitude as chef_longitude,
        (select ph.url from dish_photos ph where ph.dish_id = d.id
          order by ph.position, ph.created_at limit 1) as photo_url,
        earth_distance(${lastCallPoint}, ${origin}) as distance_m
      from last_calls lc
      join last_call_items lci on lci.last_call_id = lc.id
      join dishes d on d.id = lci.dish_id and d.chef_id = lc.chef_id
      join profiles p on p.id = lc.chef_id
      where lc.starts_at <= ${at} and lc.ends_at > ${at} and lc.ended_at is null
        and earth_box(${origin}, ${meters}::float8) @> ${lastCallPoint}
        and earth_distance(${lastCallPoint}, ${origin}) <= ${meters}::float8
        and lci.amount_left <> 0
        and ${visibleChef}
        and d.visibility = 'public'
        and not (d.hide_not_available and not ${dishOrderable})
      order by distance_m, lc.ends_at, d.name, d.id
      limit ${query.size}`,
  );
  const [avoidedIn, secret] = await Promise.all([
    avoidedIngredientsOf(
      ctx.db,
      viewerId,
      found.map((r) => r.dish_id),
    ),
    locationSecret(ctx),
  ]);
  return {
    deals: found.map((r) => ({
      ...toDeal(r),
      // A home chef's distance is to their area's centre, rounded (decision 052).
      ...publicDistance(
        secret,
        locatedChef(r.chef_id, r.producer_kind, r.chef_latitude, r.chef_longitude),
        location,
        toKm(r.distance_m),
      ),
      ...avoidedIn(r.dish_id),
    })),
    radiusKm: LAST_CALL_RADIUS_KM,
  };
}

function toDeal(r: DealRow): Omit<LastCallDeal, 'distanceKm' | 'distanceRounded'> {
  const priceCents = Number(r.price_cents);
  const lastCallPriceCents = Number(r.last_call_price_cents);
  return {
    lastCallId: r.last_call_id,
    dishId: r.dish_id,
    dishSlug: r.slug,
    dishName: r.name,
    photoUrl: r.photo_url,
    chef: { id: r.chef_id, name: r.chef_name, businessName: r.business_name },
    priceCents,
    lastCallPriceCents,
    offPercent: lastCallOffPercent(priceCents, lastCallPriceCents, Number(r.off_percent)),
    amountLeft: Number(r.amount_left),
    dishStatus: r.status,
    soldOut: isSoldOut({ status: r.status, amountLeft: Number(r.dish_amount_left) }),
    endsAt: new Date(r.ends_at).toISOString(),
  };
}
