import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FavoriteChefsResponse,
  FavoriteDishesResponse,
  FavoriteStateResponse,
  FollowedChefsResponse,
  FollowStateResponse,
} from '#contracts/social';
import { api } from '../../lib/api';

/** Items per page on the favourites and followings lists. */
export const SOCIAL_PAGE_SIZE = 12;

const list = <T>(kind: string, path: string, from: number) => ({
  queryKey: ['social', kind, from] as const,
  queryFn: () => api<T>(`${path}?from=${from}&size=${SOCIAL_PAGE_SIZE}`),
  placeholderData: keepPreviousData,
});

export function useFavoriteDishes(from: number) {
  return useQuery(list<FavoriteDishesResponse>('favorite-dishes', '/favorites/dishes', from));
}

export function useFavoriteChefs(from: number) {
  return useQuery(list<FavoriteChefsResponse>('favorite-chefs', '/favorites/chefs', from));
}

export function useFollowedChefs(from: number) {
  return useQuery(list<FollowedChefsResponse>('following', '/follows', from));
}

function useInvalidateAfter() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['social'] });
    // Chef and dish pages show the same relation (follow button, heart, follower count).
    void qc.invalidateQueries({ queryKey: ['chefs'] });
    void qc.invalidateQueries({ queryKey: ['catalog'] });
  };
}

export function useRemoveFavoriteDish() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (dishId: string) =>
      api<FavoriteStateResponse>(`/favorites/dishes/${dishId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useRemoveFavoriteChef() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (chefId: string) =>
      api<FavoriteStateResponse>(`/favorites/chefs/${chefId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useUnfollowChef() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (chefId: string) =>
      api<FollowStateResponse>(`/follows/${chefId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
