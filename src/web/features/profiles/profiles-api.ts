import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Address,
  AddressInput,
  AddressListResponse,
  AddressUpdate,
} from '#contracts/addresses';
import type { PlacesResponse } from '#contracts/geocoding';
import type {
  AvatarResponse,
  MyProfileResponse,
  ProfileSavedResponse,
  PublicProfileResponse,
  UpdateProfileRequest,
} from '#contracts/profiles';
import { api, ApiError } from '../../lib/api';
import { useRefreshSession } from '../../lib/session';

export const myProfileKey = ['profiles', 'me'] as const;
export const addressesKey = ['addresses'] as const;

export function useMyProfile() {
  return useQuery({
    queryKey: myProfileKey,
    queryFn: () => api<MyProfileResponse>('/profiles/me'),
  });
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: ['profiles', 'public', id],
    queryFn: () => api<PublicProfileResponse>(`/profiles/${encodeURIComponent(id)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      api<ProfileSavedResponse>('/profiles/me', { method: 'PATCH', body }),
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
      return api<AvatarResponse>('/profiles/me/avatar', { method: 'POST', body: form });
    },
    onSuccess: async (res) => {
      qc.setQueryData<MyProfileResponse>(myProfileKey, (old) =>
        old ? { profile: { ...old.profile, avatarUrl: res.avatarUrl } } : old,
      );
      await refreshSession();
    },
  });
}

export type HandleState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** GET /handles/:name — 200 free (or own), 409 taken, 400 malformed. */
export async function checkHandle(
  name: string,
  signal?: AbortSignal,
): Promise<{ state: HandleState; message?: string }> {
  try {
    await api(`/handles/${encodeURIComponent(name)}`, { signal });
    return { state: 'available' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) return { state: 'taken' };
    if (err instanceof ApiError && err.status === 400)
      return { state: 'invalid', message: err.message };
    throw err;
  }
}

export function useAddresses() {
  return useQuery({
    queryKey: addressesKey,
    queryFn: () => api<AddressListResponse>('/addresses'),
  });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressInput | AddressUpdate }) =>
      api<{ address: Address }>(id ? `/addresses/${id}` : '/addresses', {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: addressesKey }),
        qc.invalidateQueries({ queryKey: myProfileKey }),
      ]);
    },
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: addressesKey }),
        qc.invalidateQueries({ queryKey: myProfileKey }),
      ]);
    },
  });
}

export function autocompletePlaces(q: string, signal?: AbortSignal) {
  return api<PlacesResponse>(`/geocoding/autocomplete?q=${encodeURIComponent(q)}&limit=5`, {
    signal,
  });
}
