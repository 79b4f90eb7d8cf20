import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSearchLocation, saveSearchLocation } from '#contracts/endpoints/profiles';
import { searchLocationSchema, type SearchLocation } from '#contracts/profiles';
import { ApiError, call } from './api';
import { notifyError } from './notify';
import { useSession } from './session';

// The place searches run around, shared by the food search screen and the home page's location
// field, so a city chosen on either is the one the other starts from.

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

const profileLocationKey = (userId: string) => ['profile-search-location', userId] as const;

/**
 * Where searches run around. Guests keep it on this device; signed-in people keep it on their
 * profile (spec §3 search_location), so every device they sign in on starts in the same place.
 * A place chosen before signing in moves to the profile when the profile has none yet.
 */
export function useSearchLocation(): [ChosenLocation | null, (location: ChosenLocation) => void] {
  const { user } = useSession();
  const qc = useQueryClient();
  const [onDevice, setOnDevice] = useState<ChosenLocation | null>(loadLocation);

  const onProfile = useQuery({
    queryKey: profileLocationKey(user?.id ?? ''),
    enabled: user !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) => call(getSearchLocation, { signal }),
  });

  const remember = useMutation({
    mutationFn: (location: ChosenLocation) => call(saveSearchLocation, { body: location }),
    onSuccess: (data) => {
      if (user) qc.setQueryData(profileLocationKey(user.id), data);
    },
    onError: (err) => {
      // The search still runs around the chosen place; only remembering it failed.
      notifyError(err instanceof ApiError ? err.message : 'Your location could not be saved.');
    },
  });

  const profileLocation = onProfile.data?.location ?? null;
  const profileIsEmpty = onProfile.isSuccess && profileLocation === null;
  useEffect(() => {
    if (user && profileIsEmpty && onDevice) remember.mutate(onDevice);
    // Once per sign-in: when the profile turns out empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, profileIsEmpty]);

  const choose = (location: ChosenLocation) => {
    saveLocation(location);
    setOnDevice(location);
    if (user) {
      qc.setQueryData(profileLocationKey(user.id), { location });
      remember.mutate(location);
    }
  };

  const location = user ? (profileLocation ?? onDevice) : onDevice;
  return [location, choose];
}
