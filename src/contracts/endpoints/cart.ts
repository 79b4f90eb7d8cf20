import type {
  addCartItemBodySchema,
  cartItemIdParamsSchema,
  cartResponseSchema,
  updateCartItemBodySchema,
} from '#contracts/cart';
import { endpoint } from './endpoint';

export const getCart = endpoint<{ response: typeof cartResponseSchema }>('GET', '/cart');

export const addCartItem = endpoint<{
  body: typeof addCartItemBodySchema;
  response: typeof cartResponseSchema;
}>('POST', '/cart/items');

export const updateCartItem = endpoint<{
  params: typeof cartItemIdParamsSchema;
  body: typeof updateCartItemBodySchema;
  response: typeof cartResponseSchema;
}>('PATCH', '/cart/items/{itemId}');

export const removeCartItem = endpoint<{
  params: typeof cartItemIdParamsSchema;
  response: typeof cartResponseSchema;
}>('DELETE', '/cart/items/{itemId}');

export const clearCart = endpoint<{ response: typeof cartResponseSchema }>('DELETE', '/cart');

/** POST /cart/prices/accept — take today's prices of the lines whose price changed. */
export const acceptCartPrices = endpoint<{ response: typeof cartResponseSchema }>(
  'POST',
  '/cart/prices/accept',
);
