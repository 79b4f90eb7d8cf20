import type { GeocodedPlaceDto } from '#contracts/geocoding';
import type { AppContext } from '../../context.ts';
import { GeocodingUnavailableError } from '../../providers/geocoding/http-json.ts';
import { AppError } from '../../http/errors.ts';

export const geocodingUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'Address lookup is not available right now. Please try again in a moment.',
  );

/** Runs a geocoder call; an upstream outage becomes a 503 the caller can show. */
async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof GeocodingUnavailableError) throw geocodingUnavailable();
    throw err;
  }
}

export const autocompletePlaces = (
  ctx: AppContext,
  q: string,
  limit: number,
): Promise<GeocodedPlaceDto[]> => guarded(() => ctx.geocoder.autocomplete(q, limit));

export const forwardGeocode = (ctx: AppContext, q: string): Promise<GeocodedPlaceDto | null> =>
  guarded(() => ctx.geocoder.forward(q));

export const reverseGeocode = (
  ctx: AppContext,
  lat: number,
  lon: number,
): Promise<GeocodedPlaceDto | null> => guarded(() => ctx.geocoder.reverse(lat, lon));
