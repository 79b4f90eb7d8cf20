import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/errors';
import {
  chefSearchBodySchema,
  chefSearchResponseSchema,
  foodSearchBodySchema,
  foodSearchResponseSchema,
  markersQuerySchema,
  markersResponseSchema,
  quickFoodSearchBodySchema,
  quickFoodSearchResponseSchema,
} from '#contracts/search';
import { MemoryRateLimiter } from './search-rate-limit.ts';
import { quickSearchFoods, searchFoods } from './search-foods.service.ts';
import { searchChefs } from './search-chefs.service.ts';
import { mapMarkers } from './map-markers.service.ts';

const tags = ['search'];
/** Searches per client per minute, shared by every search route (typeahead + map panning). */
export const SEARCH_LIMIT_PER_MINUTE = 120;
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Per process, in memory: see search-rate-limit.ts (a database write per search would cost
  // as much as the search).
  const limiter = new MemoryRateLimiter(
    SEARCH_LIMIT_PER_MINUTE * ctx.config.RATE_LIMIT_SCALE,
    60_000,
  );
  const limit = (ip: string) => limiter.consume(ip, ctx.clock.now().getTime());

  app.post(
    '/search/foods',
    {
      schema: {
        tags,
        summary: 'Public dishes of visible chefs near a location, nearest or most relevant first',
        body: foodSearchBodySchema,
        response: { 200: foodSearchResponseSchema, ...errors },
      },
    },
    async (req) => {
      limit(req.ip);
      return searchFoods(ctx, req.body);
    },
  );

  app.post(
    '/search/foods/quick',
    {
      schema: {
        tags,
        summary: 'The first five matching dishes (typeahead), minimal fields',
        body: quickFoodSearchBodySchema,
        response: { 200: quickFoodSearchResponseSchema, ...errors },
      },
    },
    async (req) => {
      limit(req.ip);
      return quickSearchFoods(ctx, req.body);
    },
  );

  app.post(
    '/search/chefs',
    {
      schema: {
        tags,
        summary: 'Approved, public chefs near a location; text starting with @ searches handles',
        body: chefSearchBodySchema,
        response: { 200: chefSearchResponseSchema, ...errors },
      },
    },
    async (req) => {
      limit(req.ip);
      return searchChefs(ctx, req.body);
    },
  );

  app.get(
    '/search/markers',
    {
      schema: {
        tags,
        summary: 'Map markers in the visible box: grid clusters up to zoom 10, points above',
        querystring: markersQuerySchema,
        response: { 200: markersResponseSchema, ...errors },
      },
    },
    async (req) => {
      limit(req.ip);
      return mapMarkers(ctx, req.query);
    },
  );
};
