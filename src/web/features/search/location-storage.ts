import { searchLocationSchema, type SearchLocation } from '#contracts/profiles';

/** The place searches run around, as the person chose it (the profile's search_location). */
export type ChosenLocation = SearchLocation;

const KEY = 'potluck.searchLocation';

/** The location remembered on this device, or null (none yet, storage blocked or corrupted). */
export function loadLocation(): ChosenLocation | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = searchLocationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveLocation(location: ChosenLocation): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(location));
  } catch {
    // Private mode or a full storage: the choice still holds for this visit.
  }
}
