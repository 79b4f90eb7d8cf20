import { z } from 'zod';

/** The place searches run around, as the person chose it. */
export const chosenLocationSchema = z.object({
  label: z.string().min(1).max(300),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type ChosenLocation = z.infer<typeof chosenLocationSchema>;

const KEY = 'potluck.searchLocation';

/** The remembered search location, or null (none yet, storage blocked or corrupted). */
export function loadLocation(): ChosenLocation | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = chosenLocationSchema.safeParse(JSON.parse(raw));
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
