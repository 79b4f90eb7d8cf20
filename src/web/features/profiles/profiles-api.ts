import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autocompletePlaces as autocompletePlacesEndpoint } from '#contracts/endpoints/geocoding';
import { getPublicProfile, updateMyProfile, uploadAvatar } from '#contracts/endpoints/profiles';
import type { MyProfileResponse, UpdateProfileRequest } from '#contracts/profiles';
import { call } from '../../lib/api';
import { myProfileKey, myProfileQuery } from '../../lib/queries/profile';
import { useRefreshSession } from '../../lib/session';

export function useMyProfile() {
  return useQuery(myProfileQuery());
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: ['profiles', 'public', id],
    queryFn: ({ signal }) => call(getPublicProfile, { params: { id }, signal }),
  });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call(updateMyProfile, { body }),
    onSuccess: async (res) => {
      qc.setQueryData<MyProfileResponse>(myProfileKey, { profile: res.profile });
      await refreshSession();
    },
  });
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(uploadAvatar, { body: form });
    },
    onSuccess: async (res) => {
      qc.setQueryData<MyProfileResponse>(myProfileKey, (old) =>
        old ? { profile: { ...old.profile, avatarUrl: res.avatarUrl } } : old,
      );
      await refreshSession();
    },
  });
}

export function autocompletePlaces(q: string, signal?: AbortSignal) {
  return call(autocompletePlacesEndpoint, { query: { q, limit: 5 }, signal });
}
