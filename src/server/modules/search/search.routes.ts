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
import { quickSearchFoods, searchFoods } from './search-foods.service.ts';
import { searchChefs } from './search-chefs.service.ts';
import { mapMarkers } from './map-markers.service.ts';
import { lagTolerant } from '../../http/read-your-writes.ts';

const tags = ['search'];
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Search tolerates a second of lag: the read replica when there is one (decision 071).
  const ctx = lagTolerant(app.ctx);
  // One budget for every search route; counted in memory or Redis, never in the database
  // (a write per search would cost as much as the search).
  const config = { auth: 'public', limit: 'search' } as const;

  app.post(
    '/search/foods',
    {
      config,
      schema: {
        tags,
        summary: 'Public dishes of visible chefs near a location, nearest or most relevant first',
        body: foodSearchBodySchema,
        response: { 200: foodSearchResponseSchema, ...errors },
      },
    },
    async (req) => searchFoods(ctx, req.body, req.auth?.userId ?? null),
  );

  app.post(
    '/search/foods/quick',
    {
      config,
      schema: {
        tags,
        summary: 'The first five matching dishes (typeahead), minimal fields',
        body: quickFoodSearchBodySchema,
        response: { 200: quickFoodSearchResponseSchema, ...errors },
      },
    },
    async (req) => quickSearchFoods(ctx, req.body),
  );

  app.post(
    '/search/chefs',
    {
      config,
      schema: {
        tags,
        summary: 'Approved, public chefs near a location; text starting with @ searches handles',
        body: chefSearchBodySchema,
        response: { 200: chefSearchResponseSchema, ...errors },
      },
    },
    async (req) => searchChefs(ctx, req.body),
  );

  app.get(
    '/search/markers',
    {
      config,
      schema: {
        tags,
        summary: 'Map markers in the visible box: grid clusters up to zoom 10, points above',
        querystring: markersQuerySchema,
        response: { 200: markersResponseSchema, ...errors },
      },
    },
    async (req) => mapMarkers(ctx, req.query),
  );
};
