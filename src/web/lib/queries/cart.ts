import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemBody, CartResponse } from '#contracts/cart';
import { addCartItem, getCart } from '#contracts/endpoints/cart';
import { call } from '../api';
import { useSession } from '../session';

/** Every cart read sits under this key: one invalidation refreshes the menu and the page. */
export const cartKey = ['cart'] as const;

/** My cart, priced by the server; per user so another person on this tab never sees it. */
export const cartQuery = (userId: string | null) =>
  queryOptions({
    queryKey: [...cartKey, userId ?? 'guest'],
    queryFn: ({ signal }) => call(getCart, { signal }),
    enabled: userId !== null,
  });

/** My cart; only asked for when signed in. */
export function useCart() {
  const { user } = useSession();
  return useQuery(cartQuery(user?.id ?? null));
}

/** Every write answers the whole cart: put it in the cache at once, then refetch to be sure. */
export function useCartWrite<V>(request: (vars: V) => Promise<CartResponse>) {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: request,
    onSuccess: (cart) => qc.setQueryData(cartQuery(user?.id ?? null).queryKey, cart),
    onSettled: () => qc.invalidateQueries({ queryKey: cartKey }),
  });
}

/** A dish into the cart (the dish page); the cart refreshes whatever the answer. */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCartItemBody) => call(addCartItem, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: cartKey }),
  });
}
