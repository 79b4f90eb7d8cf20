import type { cartResponseSchema } from '#contracts/cart';
import type {
  buyerResponseBodySchema,
  deliveryTimeBodySchema,
  orderCountsResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTransitionBodySchema,
  placeOrderBodySchema,
  reorderBodySchema,
} from '#contracts/orders';
import { endpoint } from './endpoint';

export const placeOrder = endpoint<{
  body: typeof placeOrderBodySchema;
  response: typeof orderResponseSchema;
}>('POST', '/orders');

export const getOrder = endpoint<{
  params: typeof orderIdParamsSchema;
  response: typeof orderResponseSchema;
}>('GET', '/orders/{id}');

export const listOrders = endpoint<{
  query: typeof orderListQuerySchema;
  response: typeof orderListResponseSchema;
}>('GET', '/orders');

export const getOrderCounts = endpoint<{ response: typeof orderCountsResponseSchema }>(
  'GET',
  '/orders/counts',
);

export const transitionOrder = endpoint<{
  params: typeof orderIdParamsSchema;
  body: typeof orderTransitionBodySchema;
  response: typeof orderResponseSchema;
}>('POST', '/orders/{id}/transitions');

export const setBuyerResponse = endpoint<{
  params: typeof orderIdParamsSchema;
  body: typeof buyerResponseBodySchema;
  response: typeof orderResponseSchema;
}>('PUT', '/orders/{id}/buyer-response');

export const setDeliveryTime = endpoint<{
  params: typeof orderIdParamsSchema;
  body: typeof deliveryTimeBodySchema;
  response: typeof orderResponseSchema;
}>('PUT', '/orders/{id}/delivery-time');

export const archiveOrder = endpoint<{
  params: typeof orderIdParamsSchema;
  response: typeof orderResponseSchema;
}>('POST', '/orders/{id}/archive');

export const reorderOrder = endpoint<{
  params: typeof orderIdParamsSchema;
  body: typeof reorderBodySchema;
  response: typeof cartResponseSchema;
}>('POST', '/orders/{id}/reorder');

export const markOrderViewed = endpoint<{
  params: typeof orderIdParamsSchema;
  response: typeof orderResponseSchema;
}>('POST', '/orders/{id}/viewed');
