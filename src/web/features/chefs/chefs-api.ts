import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChefDishesResponse, ChefMenusResponse, ChefPageResponse } from '#contracts/chefs';
import type { FavoriteStateResponse, FollowStateResponse } from '#contracts/social';
import { api, ApiError } from '../../lib/api';

/** Chef ids are uuids; anything else on /chef/:id, /tag/:id, /producer/:id is read as a handle. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isChefId(id: string): boolean {
  return UUID.test(id);
}

const chefKey = (idOrHandle: string) => ['chefs', 'page', idOrHandle] as const;

/** 4xx answers (hidden, missing) are final; only server or network failures are retried. */
const retryServerErrors = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2;

export function useChefPage(idOrHandle: string) {
  return useQuery({
    queryKey: chefKey(idOrHandle),
    queryFn: () =>
      api<ChefPageResponse>(
        isChefId(idOrHandle)
          ? `/chefs/${idOrHandle}`
          : `/chefs/by-handle/${encodeURIComponent(idOrHandle)}`,
      ),
    retry: retryServerErrors,
    enabled: idOrHandle.length > 0,
  });
}

export function useChefDishes(chefId: string | undefined, from: number, size: number) {
  return useQuery({
    queryKey: ['chefs', 'dishes', chefId, from, size],
    queryFn: () => api<ChefDishesResponse>(`/chefs/${chefId}/dishes?from=${from}&size=${size}`),
    enabled: Boolean(chefId),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useChefMenus(chefId: string | undefined) {
  return useQuery({
    queryKey: ['chefs', 'menus', chefId],
    queryFn: () => api<ChefMenusResponse>(`/chefs/${chefId}/menus`),
    enabled: Boolean(chefId),
    retry: retryServerErrors,
  });
}

/** Follow (POST) or unfollow (DELETE); the cached page takes the server's count and state. */
export function useFollowChef(routeKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chefId, follow }: { chefId: string; follow: boolean }) =>
      api<FollowStateResponse>(`/follows/${chefId}`, { method: follow ? 'POST' : 'DELETE' }),
    onSuccess: (res) => {
      qc.setQueryData<ChefPageResponse>(chefKey(routeKey), (old) =>
        old
          ? {
              chef: {
                ...old.chef,
                isFollowing: res.following,
                followersCount: res.followersCount,
              },
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: ['chefs', 'menus'] });
      void qc.invalidateQueries({ queryKey: ['social'] });
    },
  });
}

/** Add (PUT) or remove (DELETE) the chef from the viewer's favourites. */
export function useFavoriteChef(routeKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chefId, favorite }: { chefId: string; favorite: boolean }) =>
      api<FavoriteStateResponse>(`/favorites/chefs/${chefId}`, {
        method: favorite ? 'PUT' : 'DELETE',
      }),
    onSuccess: (res) => {
      qc.setQueryData<ChefPageResponse>(chefKey(routeKey), (old) =>
        old ? { chef: { ...old.chef, isFavorite: res.favorite } } : old,
      );
      void qc.invalidateQueries({ queryKey: ['social'] });
    },
  });
}
