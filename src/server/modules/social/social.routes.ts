import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  chefIdParamsSchema,
  dishIdParamsSchema,
  favoriteChefsResponseSchema,
  favoriteDishesResponseSchema,
  favoriteStateResponseSchema,
  followedChefsResponseSchema,
  followStateResponseSchema,
  socialPageQuerySchema,
} from '#contracts/social';
import {
  addFavoriteChef,
  addFavoriteDish,
  isFavoriteChef,
  isFavoriteDish,
  listFavoriteChefs,
  listFavoriteDishes,
  removeFavoriteChef,
  removeFavoriteDish,
} from './favorites.service.ts';
import { followChef, followState, listFollowedChefs, unfollowChef } from './follows.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const favoriteTags = ['favorites'];
const followTags = ['follows'];

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // ---- favourite dishes (/favorite/dish) ----------------------------------------------------

  app.get(
    '/favorites/dishes',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: favoriteTags,
        summary: 'My favourite dishes that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: favoriteDishesResponseSchema, ...errorResponses },
      },
    },
    async (req) => listFavoriteDishes(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/favorites/dishes/:dishId',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: favoriteTags,
        summary: 'Is this dish one of my favourites? (404 when the dish is not visible)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => isFavoriteDish(ctx, signedInUserId(req), req.params.dishId),
  );

  app.put(
    '/favorites/dishes/:dishId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: favoriteTags,
        summary: 'Add a visible dish to my favourites (idempotent)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => addFavoriteDish(ctx, signedInUserId(req), req.params.dishId),
  );

  app.delete(
    '/favorites/dishes/:dishId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: favoriteTags,
        summary: 'Remove a dish from my favourites (idempotent)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => removeFavoriteDish(ctx, signedInUserId(req), req.params.dishId),
  );

  // ---- favourite chefs (/favorite/chef) -----------------------------------------------------

  app.get(
    '/favorites/chefs',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: favoriteTags,
        summary: 'My favourite chefs that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: favoriteChefsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listFavoriteChefs(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/favorites/chefs/:chefId',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: favoriteTags,
        summary: 'Is this chef one of my favourites? (403 hidden, 404 missing)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => isFavoriteChef(ctx, signedInUserId(req), req.params.chefId),
  );

  app.put(
    '/favorites/chefs/:chefId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: favoriteTags,
        summary: 'Add an approved, public chef to my favourites (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => addFavoriteChef(ctx, signedInUserId(req), req.params.chefId),
  );

  app.delete(
    '/favorites/chefs/:chefId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: favoriteTags,
        summary: 'Remove a chef from my favourites (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => removeFavoriteChef(ctx, signedInUserId(req), req.params.chefId),
  );

  // ---- follows (/social/followingchef) ------------------------------------------------------

  app.get(
    '/follows',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: followTags,
        summary: 'Chefs I follow that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: followedChefsResponseSchema, ...errorResponses },
      },
    },
    async (req) => listFollowedChefs(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/follows/:chefId',
    {
      config: { auth: 'user', limit: 'socialRead', cache: 'no-store' },
      schema: {
        tags: followTags,
        summary: 'Do I follow this chef? With the follower count (403 hidden, 404 missing)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => followState(ctx, signedInUserId(req), req.params.chefId),
  );

  app.post(
    '/follows/:chefId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: followTags,
        summary: 'Follow an approved, public chef (idempotent; not yourself)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => followChef(ctx, signedInUserId(req), req.params.chefId),
  );

  app.delete(
    '/follows/:chefId',
    {
      config: { auth: 'user', limit: 'socialWrite' },
      schema: {
        tags: followTags,
        summary: 'Unfollow a chef (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => unfollowChef(ctx, signedInUserId(req), req.params.chefId),
  );
};
