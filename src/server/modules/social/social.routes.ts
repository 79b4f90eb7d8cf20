import type { FastifyRequest } from 'fastify';
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
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
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

const favoriteTags = ['favorites'];
const followTags = ['follows'];
/** Favourite and follow writes per user per minute (a person toggles a few times at most). */
export const SOCIAL_WRITES_PER_MINUTE = 120;
/** Reads per user per minute (state checks on every card are cheap but add up). */
export const SOCIAL_READS_PER_MINUTE = 600;
const MINUTE = 60;

/** The signed-in user (401 otherwise), counted against the user's write budget. */
async function writer(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `social-write:${userId}`, SOCIAL_WRITES_PER_MINUTE, MINUTE);
  return userId;
}

async function reader(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const userId = requireUser(req);
  await consumeRateLimit(ctx, `social-read:${userId}`, SOCIAL_READS_PER_MINUTE, MINUTE);
  return userId;
}

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // ---- favourite dishes (/favorite/dish) ----------------------------------------------------

  app.get(
    '/favorites/dishes',
    {
      schema: {
        tags: favoriteTags,
        summary: 'My favourite dishes that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: favoriteDishesResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listFavoriteDishes(ctx, userId, req.query);
    },
  );

  app.get(
    '/favorites/dishes/:dishId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Is this dish one of my favourites? (404 when the dish is not visible)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return isFavoriteDish(ctx, userId, req.params.dishId);
    },
  );

  app.put(
    '/favorites/dishes/:dishId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Add a visible dish to my favourites (idempotent)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => addFavoriteDish(ctx, await writer(ctx, req), req.params.dishId),
  );

  app.delete(
    '/favorites/dishes/:dishId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Remove a dish from my favourites (idempotent)',
        params: dishIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => removeFavoriteDish(ctx, await writer(ctx, req), req.params.dishId),
  );

  // ---- favourite chefs (/favorite/chef) -----------------------------------------------------

  app.get(
    '/favorites/chefs',
    {
      schema: {
        tags: favoriteTags,
        summary: 'My favourite chefs that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: favoriteChefsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listFavoriteChefs(ctx, userId, req.query);
    },
  );

  app.get(
    '/favorites/chefs/:chefId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Is this chef one of my favourites? (403 hidden, 404 missing)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return isFavoriteChef(ctx, userId, req.params.chefId);
    },
  );

  app.put(
    '/favorites/chefs/:chefId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Add an approved, public chef to my favourites (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => addFavoriteChef(ctx, await writer(ctx, req), req.params.chefId),
  );

  app.delete(
    '/favorites/chefs/:chefId',
    {
      schema: {
        tags: favoriteTags,
        summary: 'Remove a chef from my favourites (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: favoriteStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => removeFavoriteChef(ctx, await writer(ctx, req), req.params.chefId),
  );

  // ---- follows (/social/followingchef) ------------------------------------------------------

  app.get(
    '/follows',
    {
      schema: {
        tags: followTags,
        summary: 'Chefs I follow that are still visible, newest first',
        querystring: socialPageQuerySchema,
        response: { 200: followedChefsResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return listFollowedChefs(ctx, userId, req.query);
    },
  );

  app.get(
    '/follows/:chefId',
    {
      schema: {
        tags: followTags,
        summary: 'Do I follow this chef? With the follower count (403 hidden, 404 missing)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = await reader(ctx, req);
      reply.header('cache-control', 'no-store');
      return followState(ctx, userId, req.params.chefId);
    },
  );

  app.post(
    '/follows/:chefId',
    {
      schema: {
        tags: followTags,
        summary: 'Follow an approved, public chef (idempotent; not yourself)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => followChef(ctx, await writer(ctx, req), req.params.chefId),
  );

  app.delete(
    '/follows/:chefId',
    {
      schema: {
        tags: followTags,
        summary: 'Unfollow a chef (idempotent)',
        params: chefIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (req) => unfollowChef(ctx, await writer(ctx, req), req.params.chefId),
  );
};
