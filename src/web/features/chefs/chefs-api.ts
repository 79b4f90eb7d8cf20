import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChefPageResponse } from '#contracts/chefs';
import { listChefDishes, listChefMenus } from '#contracts/endpoints/chefs';
import {
  favoriteChef,
  followChef,
  unfavoriteChef,
  unfollowChef,
} from '#contracts/endpoints/social';
import { call } from '../../lib/api';
import { chefPageKey, chefPageQuery } from '../../lib/queries/chefs';

export function useChefPage(idOrHandle: string) {
  return useQuery({ ...chefPageQuery(idOrHandle), enabled: idOrHandle.length > 0 });
}

export function useChefDishes(chefId: string | undefined, from: number, size: number) {
  return useQuery({
    queryKey: ['chefs', 'dishes', chefId, from, size],
    queryFn: ({ signal }) =>
      call(listChefDishes, { params: { id: chefId ?? '' }, query: { from, size }, signal }),
    enabled: Boolean(chefId),
    placeholderData: keepPreviousData,
  });
}

export function useChefMenus(chefId: string | undefined) {
  return useQuery({
    queryKey: ['chefs', 'menus', chefId],
    queryFn: ({ signal }) => call(listChefMenus, { params: { id: chefId ?? '' }, signal }),
    enabled: Boolean(chefId),
  });
}

/** Follow (POST) or unfollow (DELETE); the cached page takes the server's count and state. */
export function useFollowChef(routeKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ chefId, follow }: { chefId: string; follow: boolean }) =>
      call(follow ? followChef : unfollowChef, { params: { chefId } }),
    onSuccess: (res) => {
      qc.setQueryData<ChefPageResponse>(chefPageKey(routeKey), (old) =>
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
      call(favorite ? favoriteChef : unfavoriteChef, { params: { chefId } }),
    onSuccess: (res) => {
      qc.setQueryData<ChefPageResponse>(chefPageKey(routeKey), (old) =>
        old ? { chef: { ...old.chef, isFavorite: res.favorite } } : old,
      );
      void qc.invalidateQueries({ queryKey: ['social'] });
    },
  });
}
