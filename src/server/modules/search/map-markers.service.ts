import { type SQL, sql } from 'drizzle-orm';
import {
  MARKERS_MAX,
  type Marker,
  type MarkersQuery,
  type MarkersResponse,
} from '#contracts/search';
import { distanceKm } from '#domain/geo';
import { CLUSTER_MAX_ZOOM } from '#domain/map-zoom';
import { searchTextOrNull } from '#domain/search-filter';
import type { AppContext } from '../../context.ts';
import { locatedChef, locationSecret, publicLocation } from '../chefs/chef-location.ts';
import {
  and,
  dishFilterSql,
  dishOnlyFilterSql,
  orderableNowSql,
  originPoint,
  pointOf,
  rows,
  visibleChef,
} from './search-sql.ts';

/** Grid cells per 256-px map tile when clustering (a cell ≈ 64 px on screen). */
const CELLS_PER_TILE = 4;
/** Above this half-diagonal the box pre-filter would cover most of the earth: skip it. */
const MAX_BOX_PREFILTER_KM = 3000;

/** Cell size in degrees for a zoom level: one tile spans 360 / 2^zoom degrees. */
export function clusterCellDegrees(zoom: number): number {
  return 360 / 2 ** zoom / CELLS_PER_TILE;
}

interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Centre of the box (handles a box crossing the antimeridian, west > east). */
export function boxCentre(box: Box): { lat: number; lon: number } {
  const width = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  let lon = box.west + width / 2;
  if (lon > 180) lon -= 360;
  return { lat: (box.north + box.south) / 2, lon };
}

/**
 * Latitude/longitude bounds on a table alias, plus an index-assisted earth_box pre-filter
 * unless `earthBox` is false (the food clusters read the (latitude, longitude, …) b-tree
 * instead; the planner guesses a fixed 1,000 rows for any earth_box and would pick it).
 */
function boxSql(alias: 'd' | 'p', box: Box, earthBox = true): SQL {
  const south = Math.min(box.south, box.north);
  const north = Math.max(box.south, box.north);
  const lat = sql.raw(`${alias}.latitude`);
  const lon = sql.raw(`${alias}.longitude`);
  const parts: SQL[] = [sql`${lat} between ${south}::float8 and ${north}::float8`];
  parts.push(
    box.west <= box.east
      ? sql`${lon} between ${box.west}::float8 and ${box.east}::float8`
      : sql`(${lon} >= ${box.west}::float8 or ${lon} <= ${box.east}::float8)`,
  );
  const centre = boxCentre(box);
  const corners: Array<[number, number]> = [
    [north, box.west],
    [north, box.east],
    [south, box.west],
    [south, box.east],
  ];
  const reachKm = Math.max(
    ...corners.map(([la, lo]) => distanceKm(centre.lat, centre.lon, la, lo)),
  );
  if (earthBox && reachKm < MAX_BOX_PREFILTER_KM) {
    const meters = Math.ceil(reachKm * 1010); // 1 % margin
    parts.push(sql`earth_box(${originPoint(centre)}, ${meters}::float8) @> ${pointOf(alias)}`);
  }
  return and(parts);
}

interface ClusterRow {
  lat: number;
  lon: number;
  count: number;
  id: string;
  label: string | null;
}

interface PointRow {
  id: string;
  lat: number;
  lon: number;
  label: string | null;
  /** The marker's chef and producer kind (one chef per point and per one-dish cell). */
  chef_id: string;
  kind: string | null;
}

/**
 * Where a marker may be drawn (decision 052). A cluster sits at its grid cell's centre: a mean of
 * true points would place a home chef alone in a cell (or beside a business whose address is
 * public) to the metre. A single dish or chef sits at the chef's public point: a business's own,
 * a home chef's area centre.
 */
function publicMarker(
  r: ClusterRow & PointRow,
  clustered: boolean,
  cell: number,
  kind: 'dish' | 'chef',
  secret: string,
): Marker {
  if (clustered && r.count > 1) {
    return {
      kind: 'cluster',
      lat: cellCentre(Number(r.lat), cell),
      lon: cellCentre(Number(r.lon), cell),
      count: r.count,
    };
  }
  const where = publicLocation(secret, locatedChef(r.chef_id, r.kind, r.lat, r.lon));
  return {
    kind,
    id: r.id,
    lat: where.latitude ?? Number(r.lat),
    lon: where.longitude ?? Number(r.lon),
    label: r.label ?? '',
  };
}

/** The centre of the grid cell holding a coordinate (a cell's mean lies inside the cell). */
export const cellCentre = (coordinate: number, cell: number): number =>
  Math.round((Math.floor(coordinate / cell) + 0.5) * cell * 1e6) / 1e6;

/**
 * Food clusters: dishes are grouped by chef first (a chef's dishes share the chef's location),
 * reading only the (latitude, longitude, …) covering index when the filters are the usual ones,
 * then only the few thousand chefs are checked for visibility and summed into grid cells.
 * Averages are weighted by the dish count, so a cell's position is its dishes' mean, as before.
 */
function foodClusters(where: SQL[], chefWhere: SQL[], cell: number, limit: number): SQL {
  const lat = sql`floor(c.latitude / ${cell}::float8)`;
  const lon = sql`floor(c.longitude / ${cell}::float8)`;
  return sql`with per_chef as (
      select d.chef_id, d.latitude, d.longitude, count(*)::int as n, min(d.id::text) as id
      from dishes d where ${and(where)}
      group by d.chef_id, d.latitude, d.longitude
    ), cells as (
      select sum(c.n * c.latitude) / sum(c.n) as lat, sum(c.n * c.longitude) / sum(c.n) as lon,
             sum(c.n)::int as count, min(c.id) as id, min(c.chef_id::text) as chef_id,
             min(p.producer_kind::text) as kind
      from per_chef c join profiles p on p.id = c.chef_id
      where ${and([visibleChef, ...chefWhere])}
      group by ${lat}, ${lon}
      order by count desc, lat, lon limit ${limit}
    )
    select cells.lat, cells.lon, cells.count, cells.id, cells.chef_id, cells.kind,
           case when cells.count = 1 then (select d.name from dishes d where d.id = cells.id::uuid) end as label
    from cells order by count desc, lat, lon`;
}

/**
 * The markers' own SQL (also used by bench:search). Clustered: one row per grid cell,
 * biggest first, capped. Individual: nearest to the box centre first via the KNN index, capped.
 */
export function planMarkers(query: MarkersQuery, now: Date) {
  const alias = query.type === 'food' ? 'd' : 'p';
  const text = searchTextOrNull(query.text ?? '');
  const clustered = query.zoom <= CLUSTER_MAX_ZOOM;
  const cell = clusterCellDegrees(query.zoom);
  const limit = MARKERS_MAX + 1;
  if (clustered && query.type === 'food') {
    const where = [...dishOnlyFilterSql(query, text, now), boxSql('d', query, false)];
    // "Open now" is the chef's (decision 048): tested once per chef of the box, not per dish.
    const chefWhere = query.openNow ? [orderableNowSql(now)] : [];
    return { statement: foodClusters(where, chefWhere, cell, limit), clustered };
  }
  const where: SQL[] =
    query.type === 'food'
      ? [...dishFilterSql(query, text, now), boxSql('d', query)]
      : [visibleChef, boxSql('p', query)];
  const from =
    query.type === 'food'
      ? sql`from dishes d join profiles p on p.id = d.chef_id where ${and(where)}`
      : sql`from profiles p where ${and(where)}`;
  const label =
    query.type === 'food'
      ? sql`d.name`
      : sql`coalesce(nullif(p.business_name, ''), p.name, p.handle::text, '')`;
  const lat = sql.raw(`${alias}.latitude`);
  const lon = sql.raw(`${alias}.longitude`);
  const statement = clustered
    ? sql`select avg(${lat}) as lat, avg(${lon}) as lon, count(*)::int as count,
              min(${sql.raw(`${alias}.id`)}::text) as id, min(${label}) as label,
              min(p.id::text) as chef_id, min(p.producer_kind::text) as kind
          ${from}
          group by floor(${lat} / ${cell}::float8), floor(${lon} / ${cell}::float8)
          order by count desc, lat, lon limit ${limit}`
    : sql`select ${sql.raw(`${alias}.id`)} as id, ${lat} as lat, ${lon} as lon, ${label} as label,
              p.id as chef_id, p.producer_kind as kind
          ${from}
          order by ${pointOf(alias)} <-> ${originPoint(boxCentre(query))}
          limit ${limit}`;
  return { statement, clustered };
}

/** GET /search/markers: clusters up to CLUSTER_MAX_ZOOM, individual markers above it. */
export async function mapMarkers(ctx: AppContext, query: MarkersQuery): Promise<MarkersResponse> {
  const planned = planMarkers(query, ctx.clock.now());
  const kind = query.type === 'food' ? 'dish' : 'chef';
  const [found, secret] = await Promise.all([
    rows<ClusterRow & PointRow>(ctx.db, planned.statement),
    locationSecret(ctx),
  ]);
  const truncated = found.length > MARKERS_MAX;
  const cell = clusterCellDegrees(query.zoom);
  const markers: Marker[] = found
    .slice(0, MARKERS_MAX)
    .map((r) => publicMarker(r, planned.clustered, cell, kind, secret));
  return { markers, clustered: planned.clustered, truncated };
}
