import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DishDetailResponse } from '#contracts/catalog';
import {
  getDish,
  getDishBySlug,
  getDishLabel,
  getProducerPromotions,
} from '#contracts/endpoints/catalog';
import { favoriteDish, unfavoriteDish } from '#contracts/endpoints/social';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

/** How the page names its dish: /dish/:id and /food/:food_id by id, /product/:slug by slug. */
export type DishRef = { by: 'id'; id: string } | { by: 'slug'; slug: string };

/** The answer depends on the viewer (isOwner, isFavorite), so the key carries who is asking. */
function dishKey(ref: DishRef, viewer: string) {
  return ['catalog', 'dish', ref.by, ref.by === 'id' ? ref.id : ref.slug, viewer] as const;
}

export function useDish(ref: DishRef) {
  const { user, isLoading } = useSession();
  const viewer = user?.id ?? 'guest';
  return useQuery({
    queryKey: dishKey(ref, viewer),
    queryFn: ({ signal }) =>
      ref.by === 'id'
        ? call(getDish, { params: { id: ref.id }, signal })
        : call(getDishBySlug, { params: { slug: ref.slug }, signal }),
    // Wait for the session so the favourite and owner flags belong to the right person.
    enabled: !isLoading,
  });
}

export function useDishLabel(id: string) {
  return useQuery({
    queryKey: ['catalog', 'label', id],
    queryFn: ({ signal }) => call(getDishLabel, { params: { id }, signal }),
  });
}

export function useProducerPromotions(producerId: string) {
  return useQuery({
    queryKey: ['catalog', 'promotions', producerId],
    queryFn: ({ signal }) => call(getProducerPromotions, { params: { id: producerId }, signal }),
  });
}

/** PUT (add) or DELETE (remove) a dish favourite; every cached copy of the dish follows. */
export function useToggleDishFavorite(dishId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) => call(add ? favoriteDish : unfavoriteDish, { params: { dishId } }),
    onSuccess: (res) => {
      qc.setQueriesData<DishDetailResponse>({ queryKey: ['catalog', 'dish'] }, (old) =>
        old && old.dish.id === dishId ? { dish: { ...old.dish, isFavorite: res.favorite } } : old,
      );
      void qc.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
}
