import { removeCartItem, updateCartItem } from '#contracts/endpoints/cart';
import { call } from '../../lib/api';
import { useCartWrite } from '../../lib/queries/cart';

export function useUpdateCartItem() {
  return useCartWrite(({ itemId, quantity }: { itemId: string; quantity: number }) =>
    call(updateCartItem, { params: { itemId }, body: { quantity } }),
  );
}

export function useRemoveCartItem() {
  return useCartWrite((itemId: string) => call(removeCartItem, { params: { itemId } }));
}
