import type {
  chefIdParamsSchema,
  dishIdParamsSchema,
  favoriteChefsResponseSchema,
  favoriteDishesResponseSchema,
  favoriteStateResponseSchema,
  followStateResponseSchema,
  followedChefsResponseSchema,
  socialPageQuerySchema,
} from '#contracts/social';
import { endpoint } from './endpoint';

export const listFavoriteDishes = endpoint<{
  query: typeof socialPageQuerySchema;
  response: typeof favoriteDishesResponseSchema;
}>('GET', '/favorites/dishes');

export const getDishFavorite = endpoint<{
  params: typeof dishIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('GET', '/favorites/dishes/{dishId}');

export const favoriteDish = endpoint<{
  params: typeof dishIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('PUT', '/favorites/dishes/{dishId}');

export const unfavoriteDish = endpoint<{
  params: typeof dishIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('DELETE', '/favorites/dishes/{dishId}');

export const listFavoriteChefs = endpoint<{
  query: typeof socialPageQuerySchema;
  response: typeof favoriteChefsResponseSchema;
}>('GET', '/favorites/chefs');

export const getChefFavorite = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('GET', '/favorites/chefs/{chefId}');

export const favoriteChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('PUT', '/favorites/chefs/{chefId}');

export const unfavoriteChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof favoriteStateResponseSchema;
}>('DELETE', '/favorites/chefs/{chefId}');

export const listFollowedChefs = endpoint<{
  query: typeof socialPageQuerySchema;
  response: typeof followedChefsResponseSchema;
}>('GET', '/follows');

export const getFollow = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof followStateResponseSchema;
}>('GET', '/follows/{chefId}');

export const followChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof followStateResponseSchema;
}>('POST', '/follows/{chefId}');

export const unfollowChef = endpoint<{
  params: typeof chefIdParamsSchema;
  response: typeof followStateResponseSchema;
}>('DELETE', '/follows/{chefId}');
