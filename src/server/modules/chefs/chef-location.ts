// The public side of a chef's location (decision 052). Every public answer that places a chef
// (chef and dish pages, search hits, map markers) goes through here: a restaurant or a food
// truck keeps its own point, anyone else is shown as a MAP_RADIUS_M circle around a point
// derived from an HMAC of the chef id under the server's location secret, and a distance to
// them is measured to that point and rounded. Filters and sorting keep the true location.
import { createHmac } from 'node:crypto';
import { areaCentre, roundedAreaDistanceKm, showsExactLocation } from '#domain/chef-location';
import { distanceKm } from '#domain/geo';
import { MAP_RADIUS_M } from '#domain/map-zoom';
import type { AppContext } from '../../context.ts';
import { sharedKey } from '../../db/app-secrets.ts';

const SECRET_NAME = 'location-area';

/** The key the area points are derived under, read once per database. */
export function locationSecret(ctx: Pick<AppContext, 'config' | 'db'>): Promise<string> {
  return sharedKey(ctx.db, SECRET_NAME, ctx.config.LOCATION_AREA_SECRET);
}

export interface LocatedChef {
  id: string;
  producerKind: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface PublicLocation {
  /** The map's point: the business's own, or the centre of a home chef's area. */
  latitude: number | null;
  longitude: number | null;
  /** The area's radius in metres around that point; null when the point is the address. */
  locationRadiusM: number | null;
}

/** Where a chef's home is shown: the same point for the same chef and secret, always. */
export function areaPointOf(
  secret: string,
  chefId: string,
  latitude: number,
  longitude: number,
): { latitude: number; longitude: number } {
  const digest = createHmac('sha256', secret).update(`chef-area:${chefId}`).digest();
  return areaCentre(latitude, longitude, digest, MAP_RADIUS_M);
}

/** What a public answer may say of where the chef is. */
export function publicLocation(secret: string, chef: LocatedChef): PublicLocation {
  if (chef.latitude === null || chef.longitude === null)
    return { latitude: null, longitude: null, locationRadiusM: null };
  if (showsExactLocation(chef.producerKind))
    return { latitude: chef.latitude, longitude: chef.longitude, locationRadiusM: null };
  return {
    ...areaPointOf(secret, chef.id, chef.latitude, chef.longitude),
    locationRadiusM: MAP_RADIUS_M,
  };
}

/**
 * The distance a hit shows: a business's true distance as computed by the search; for anyone
 * else the distance from the origin to their area's centre, rounded up to the next half
 * kilometre and at least 1 km ("under 1 km"), so the number reveals nothing the map's circle
 * does not already show.
 */
export function publicDistance(
  secret: string,
  chef: LocatedChef,
  origin: { lat: number; lon: number },
  trueKm: number,
): { distanceKm: number; distanceRounded: boolean } {
  if (showsExactLocation(chef.producerKind) || chef.latitude === null || chef.longitude === null)
    return { distanceKm: trueKm, distanceRounded: false };
  const area = areaPointOf(secret, chef.id, chef.latitude, chef.longitude);
  const km = distanceKm(origin.lat, origin.lon, area.latitude, area.longitude);
  return { distanceKm: roundedAreaDistanceKm(km), distanceRounded: true };
}

/** A chef as a raw SQL row gives it (coordinates may come back as text). */
export function locatedChef(
  id: string,
  producerKind: string | null,
  latitude: unknown,
  longitude: unknown,
): LocatedChef {
  const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  return { id, producerKind, latitude: num(latitude), longitude: num(longitude) };
}
