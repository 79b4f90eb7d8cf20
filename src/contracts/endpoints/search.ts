import type {
  chefSearchBodySchema,
  chefSearchResponseSchema,
  foodSearchBodySchema,
  foodSearchResponseSchema,
  markersQuerySchema,
  markersResponseSchema,
  quickFoodSearchBodySchema,
  quickFoodSearchResponseSchema,
} from '#contracts/search';
import { endpoint } from './endpoint';

export const searchFoods = endpoint<{
  body: typeof foodSearchBodySchema;
  response: typeof foodSearchResponseSchema;
}>('POST', '/search/foods');

export const quickSearchFoods = endpoint<{
  body: typeof quickFoodSearchBodySchema;
  response: typeof quickFoodSearchResponseSchema;
}>('POST', '/search/foods/quick');

export const searchChefs = endpoint<{
  body: typeof chefSearchBodySchema;
  response: typeof chefSearchResponseSchema;
}>('POST', '/search/chefs');

export const listSearchMarkers = endpoint<{
  query: typeof markersQuerySchema;
  response: typeof markersResponseSchema;
}>('GET', '/search/markers');
