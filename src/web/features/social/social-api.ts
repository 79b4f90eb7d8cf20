import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listFavoriteChefs,
  listFavoriteDishes,
  listFollowedChefs,
  unfavoriteChef,
  unfavoriteDish,
  unfollowChef,
} from '#contracts/endpoints/social';
import { call } from '../../lib/api';

/** Items per page on the favourites and followings lists. */
export const SOCIAL_PAGE_SIZE = 12;

const page = (from: number) => ({ from, size: SOCIAL_PAGE_SIZE });

export function useFavoriteDishes(from: number) {
  return useQuery({
    queryKey: ['social', 'favorite-dishes', from],
    queryFn: ({ signal }) => call(listFavoriteDishes, { query: page(from), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFavoriteChefs(from: number) {
  return useQuery({
    queryKey: ['social', 'favorite-chefs', from],
    queryFn: ({ signal }) => call(listFavoriteChefs, { query: page(from), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowedChefs(from: number) {
  return useQuery({
    queryKey: ['social', 'following', from],
    queryFn: ({ signal }) => call(listFollowedChefs, { query: page(from), signal }),
    placeholderData: keepPreviousData,
  });
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
    mutationFn: (dishId: string) => call(unfavoriteDish, { params: { dishId } }),
    onSuccess: invalidate,
  });
}

export function useRemoveFavoriteChef() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (chefId: string) => call(unfavoriteChef, { params: { chefId } }),
    onSuccess: invalidate,
  });
}

export function useUnfollowChef() {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (chefId: string) => call(unfollowChef, { params: { chefId } }),
    onSuccess: invalidate,
  });
}
