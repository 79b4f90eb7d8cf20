import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSearchLocation, saveSearchLocation } from '#contracts/endpoints/profiles';
import { ApiError, call } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { loadLocation, saveLocation, type ChosenLocation } from './location-storage';

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
