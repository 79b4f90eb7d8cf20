import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#contracts/cart';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Shared with the dish page's add-to-cart (by key only): every cart write refreshes it. */
export const cartQueryKey = ['cart'] as const;

/** My cart, priced by the server; only asked for when signed in. */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: [...cartQueryKey, user?.id ?? 'guest'],
    queryFn: ({ signal }) => api<CartResponse>('/cart', { signal }),
    enabled: Boolean(user),
  });
}

/** Every write answers the whole cart: put it in the cache at once, then refetch to be sure. */
function useCartWrite<V>(request: (vars: V) => Promise<CartResponse>) {
  const qc = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: request,
    onSuccess: (cart) => qc.setQueryData([...cartQueryKey, user?.id ?? 'guest'], cart),
    onSettled: () => qc.invalidateQueries({ queryKey: cartQueryKey }),
  });
}

export function useUpdateCartItem() {
  return useCartWrite(({ itemId, quantity }: { itemId: string; quantity: number }) =>
    api<CartResponse>(`/cart/items/${encodeURIComponent(itemId)}`, {
      method: 'PATCH',
      body: { quantity },
    }),
  );
}

export function useRemoveCartItem() {
  return useCartWrite((itemId: string) =>
    api<CartResponse>(`/cart/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
  );
}
