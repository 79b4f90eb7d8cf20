import type {
  createCustomerReviewBodySchema,
  createDishReviewBodySchema,
  createOrderReviewBodySchema,
  createReviewResponseSchema,
  orderReviewsParamsSchema,
  orderReviewsResponseSchema,
} from '#contracts/reviews';
import { endpoint } from './endpoint';

export const getOrderReviews = endpoint<{
  params: typeof orderReviewsParamsSchema;
  response: typeof orderReviewsResponseSchema;
}>('GET', '/reviews/orders/{orderId}');

export const reviewOrder = endpoint<{
  body: typeof createOrderReviewBodySchema;
  response: typeof createReviewResponseSchema;
}>('POST', '/reviews/order');

export const reviewDish = endpoint<{
  body: typeof createDishReviewBodySchema;
  response: typeof createReviewResponseSchema;
}>('POST', '/reviews/dish');

export const reviewCustomer = endpoint<{
  body: typeof createCustomerReviewBodySchema;
  response: typeof createReviewResponseSchema;
}>('POST', '/reviews/customer');
