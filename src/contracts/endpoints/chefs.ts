import type {
  chefDishesQuerySchema,
  chefDishesResponseSchema,
  chefHandleParamsSchema,
  chefIdParamsSchema,
  chefMenusResponseSchema,
  chefPageResponseSchema,
  cookingStatusBodySchema,
  myCookingStatusResponseSchema,
} from '#contracts/chefs';
import { endpoint } from './endpoint';

export const getChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof chefPageResponseSchema;
}>('GET', '/chefs/{id}');

export const getChefByHandle = endpoint<{
  params: typeof chefHandleParamsSchema;
  response: typeof chefPageResponseSchema;
}>('GET', '/chefs/by-handle/{handle}');

export const listChefDishes = endpoint<{
  params: typeof chefIdParamsSchema;
  query: typeof chefDishesQuerySchema;
  response: typeof chefDishesResponseSchema;
}>('GET', '/chefs/{id}/dishes');

export const listChefMenus = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof chefMenusResponseSchema;
}>('GET', '/chefs/{id}/menus');

export const getMyCookingStatus = endpoint<{
  response: typeof myCookingStatusResponseSchema;
}>('GET', '/business/cooking-status');

export const setMyCookingStatus = endpoint<{
  body: typeof cookingStatusBodySchema;
  response: typeof myCookingStatusResponseSchema;
}>('PUT', '/business/cooking-status');
