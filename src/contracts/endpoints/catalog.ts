import type {
  chefIdParamsSchema,
  dishDetailResponseSchema,
  dishIdParamsSchema,
  dishLabelResponseSchema,
  dishSlugParamsSchema,
  producerPromotionsResponseSchema,
} from '#contracts/catalog';
import type { dishReviewsQuerySchema, dishReviewsResponseSchema } from '#contracts/reviews';
import { endpoint } from './endpoint';

export const getDish = endpoint<{
  params: typeof dishIdParamsSchema;
  response: typeof dishDetailResponseSchema;
}>('GET', '/dishes/{id}');

export const getDishBySlug = endpoint<{
  params: typeof dishSlugParamsSchema;
  response: typeof dishDetailResponseSchema;
}>('GET', '/dishes/by-slug/{slug}');

export const listDishReviews = endpoint<{
  params: typeof dishIdParamsSchema;
  query: typeof dishReviewsQuerySchema;
  response: typeof dishReviewsResponseSchema;
}>('GET', '/dishes/{id}/reviews');

export const getDishLabel = endpoint<{
  params: typeof dishIdParamsSchema;
  response: typeof dishLabelResponseSchema;
}>('GET', '/dishes/labels/{id}');

export const getProducerPromotions = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof producerPromotionsResponseSchema;
}>('GET', '/chefs/{id}/promotions');
