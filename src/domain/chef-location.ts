// Where the public may see a producer (issue 14 point 9, decision 052). A restaurant or a food
// truck shows its own address; everyone else (a home chef, a farmer, a producer who has not
// said) is shown as an area: a circle of MAP_RADIUS_M around a point that is not the home,
// fixed per chef so repeated looks cannot average it out. The server derives the point's
// offset from an HMAC of the chef id under its secret; this module turns those bytes into the
// point, and rounds the distances a home chef's answers show.
import { MAP_RADIUS_M } from './map-zoom';

/** Producer kinds that run a business open to the public: their address may show. */
const EXACT_LOCATION_KINDS: ReadonlySet<string> = new Set(['restaurant', 'food_truck']);

/** The offset of the shown point from the home, as a share of MAP_RADIUS_M: [min, max). */
export const AREA_OFFSET_MIN = 0.25;
export const AREA_OFFSET_MAX = 0.85;

/** Metres per degree of latitude (and of longitude at the equator), spherical earth. */
const METRES_PER_DEGREE = 111_320;

/** True when the producer's exact location may be public (a restaurant or a food truck). */
export function showsExactLocation(producerKind: string | null | undefined): boolean {
  return producerKind != null && EXACT_LOCATION_KINDS.has(producerKind);
}

/** A share in [0, 1) from four bytes (big-endian). */
function unitFrom(bytes: Uint8Array, at: number): number {
  const n =
    ((bytes[at] ?? 0) * 2 ** 24 +
      ((bytes[at + 1] ?? 0) << 16) +
      ((bytes[at + 2] ?? 0) << 8) +
      (bytes[at + 3] ?? 0)) >>>
    0;
  return n / 2 ** 32;
}

/**
 * The area's centre for a home at (latitude, longitude), given at least 8 secret-derived bytes
 * (the server's HMAC of the chef id): AREA_OFFSET_MIN..MAX of the radius away in a direction the
 * bytes choose. So the home is always inside the circle but never its centre, and the same bytes
 * always give the same point.
 */
export function areaCentre(
  latitude: number,
  longitude: number,
  digest: Uint8Array,
  radiusM: number = MAP_RADIUS_M,
): { latitude: number; longitude: number } {
  if (digest.length < 8) throw new Error('areaCentre needs at least 8 bytes');
  const distanceM =
    radiusM * (AREA_OFFSET_MIN + (AREA_OFFSET_MAX - AREA_OFFSET_MIN) * unitFrom(digest, 0));
  const bearing = 2 * Math.PI * unitFrom(digest, 4);
  const north = distanceM * Math.cos(bearing);
  const east = distanceM * Math.sin(bearing);
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const lat = Math.max(-89.99, Math.min(89.99, latitude + north / METRES_PER_DEGREE));
  let lon = longitude + east / (METRES_PER_DEGREE * cosLat);
  if (lon > 180) lon -= 360;
  if (lon < -180) lon += 360;
  // Six decimals (≈ 10 cm) are plenty for a 1 km circle and keep answers short.
  return { latitude: round6(lat), longitude: round6(lon) };
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** The step a home chef's distance is shown in, and the least distance ever shown. */
export const AREA_DISTANCE_STEP_KM = 0.5;
export const AREA_DISTANCE_MIN_KM = 1;

/**
 * A home chef's distance as answers show it: up to the next half kilometre, and never less
 * than 1 km (which the web reads as "under 1 km"). Never closer than the truth, and too coarse
 * to place the home from a few searches.
 */
export function roundedAreaDistanceKm(km: number): number {
  if (!Number.isFinite(km)) return km;
  const steps = Math.ceil(km / AREA_DISTANCE_STEP_KM - 1e-9);
  return Math.max(AREA_DISTANCE_MIN_KM, steps * AREA_DISTANCE_STEP_KM);
}

/** The distance text of a card: "under 1 km" / "about 2.5 km" for an area, else "1.3 km". */
export function distanceText(km: number, rounded: boolean): string {
  if (!Number.isFinite(km)) return '';
  if (rounded) {
    if (km <= AREA_DISTANCE_MIN_KM) return 'under 1 km';
    return `about ${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
  }
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/**
 * The order statuses in which the buyer of a pickup order learns the chef's exact pickup
 * address: the chef has accepted it and it is not over (accepted, paid, ready). Before the
 * chef accepts, after a rejection or a cancellation, and once collected, it is not sent.
 */
const PICKUP_ADDRESS_STATUSES: ReadonlySet<string> = new Set([
  'accepted',
  'payment_accepted',
  'ready',
]);

/** Whether this viewer of an order gets the chef's exact pickup address (decision 052). */
export function seesPickupAddress(order: {
  deliveryMethod: string;
  status: string;
  viewerRole: 'buyer' | 'seller';
}): boolean {
  return (
    order.deliveryMethod === 'pickup' &&
    order.viewerRole === 'buyer' &&
    PICKUP_ADDRESS_STATUSES.has(order.status)
  );
}
