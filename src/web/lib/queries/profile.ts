import { queryOptions } from '@tanstack/react-query';
import { getMyProfile } from '#contracts/endpoints/profiles';
import { call } from '../api';

/** My own profile (/profile/me), also refreshed after address changes. */
export const myProfileKey = ['profiles', 'me'] as const;

export const myProfileQuery = () =>
  queryOptions({
    queryKey: myProfileKey,
    queryFn: ({ signal }) => call(getMyProfile, { signal }),
  });
