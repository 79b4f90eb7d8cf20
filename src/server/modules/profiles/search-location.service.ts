import { eq } from 'drizzle-orm';
import type { SearchLocation } from '#contracts/profiles';
import type { AppContext } from '../../context.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** The signed-in person's remembered search location, or null when they never chose one. */
export async function getSearchLocation(
  ctx: AppContext,
  userId: string,
): Promise<SearchLocation | null> {
  const [row] = await ctx.db
    .select({
      label: profiles.searchFormattedAddress,
      lat: profiles.searchLatitude,
      lon: profiles.searchLongitude,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row || row.label === null || row.lat === null || row.lon === null) return null;
  return { label: row.label, lat: row.lat, lon: row.lon };
}

/** Remembers where the person searches, so every device they sign in on starts there. */
export async function saveSearchLocation(
  ctx: AppContext,
  userId: string,
  location: SearchLocation,
): Promise<SearchLocation> {
  await ctx.db
    .update(profiles)
    .set({
      searchFormattedAddress: location.label,
      searchLatitude: location.lat,
      searchLongitude: location.lon,
      // A place picked on the map or from the browser has no locality of its own.
      searchLocality: null,
      searchPostalCode: null,
    })
    .where(eq(profiles.id, userId));
  return location;
}
