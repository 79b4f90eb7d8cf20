import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/errors';
import {
  autocompleteQuerySchema,
  forwardQuerySchema,
  placeResponseSchema,
  placesResponseSchema,
  reverseQuerySchema,
} from '#contracts/geocoding';
import { autocompletePlaces, forwardGeocode, reverseGeocode } from './geocoding.service.ts';

const tags = ['geocoding'];
const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/geocoding/autocomplete',
    {
      config: { auth: 'public', limit: 'geocodingAutocomplete' },
      schema: {
        tags,
        summary: 'Address and city suggestions for a partial query',
        querystring: autocompleteQuerySchema,
        response: { 200: placesResponseSchema, ...errors },
      },
    },
    async (req) => ({ results: await autocompletePlaces(ctx, req.query.q, req.query.limit) }),
  );

  app.get(
    '/geocoding/forward',
    {
      config: { auth: 'public', limit: 'geocodingLookup' },
      schema: {
        tags,
        summary: 'The place an address or city names (place is null when nothing matched)',
        querystring: forwardQuerySchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (req) => ({ place: await forwardGeocode(ctx, req.query.q) }),
  );

  app.get(
    '/geocoding/reverse',
    {
      config: { auth: 'public', limit: 'geocodingLookup' },
      schema: {
        tags,
        summary: 'The place at a latitude and longitude (place is null when nothing is near)',
        querystring: reverseQuerySchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (req) => ({ place: await reverseGeocode(ctx, req.query.lat, req.query.lon) }),
  );
};
