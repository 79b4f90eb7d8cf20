// Map constants and the zoom → search-radius table (spec §9).

/** Zoom the search map opens at. */
export const DEFAULT_ZOOM = 12;
/** Markers are clustered up to and including this zoom. */
export const CLUSTER_MAX_ZOOM = 10;
/** The small map on a dish or chef page: radius circle in metres, and its zoom. */
export const MAP_RADIUS_M = 1000;
export const MAP_RADIUS_ZOOM = 13;
/** Last-call deals are shown within this many kilometres. */
export const LAST_CALL_RADIUS_KM = 10;
/** Radius for any zoom the table does not list ("else about 462"). */
export const FALLBACK_ZOOM_KM = 462;

const ZOOM_KM: Readonly<Record<number, number>> = {
  20: 0.5,
  19: 0.5,
  18: 1,
  17: 1,
  16: 2,
  15: 3,
  14: 4,
  13: 5,
  12: 7,
  11: 15,
  10: 20,
  9: 30,
};

/**
 * Search radius in km for a map zoom level (spec §9 table). Fractional zooms round to the
 * nearest level; any level outside 9..20 (or not a number) gives FALLBACK_ZOOM_KM, as the spec
 * says. Maps should therefore cap their max zoom at 20.
 */
export function zoomToKm(zoom: number): number {
  const level = Math.round(zoom);
  return ZOOM_KM[level] ?? FALLBACK_ZOOM_KM;
}
