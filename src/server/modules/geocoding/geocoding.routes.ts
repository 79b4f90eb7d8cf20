import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/errors';
import {
  autocompleteQuerySchema,
  forwardQuerySchema,
  placeResponseSchema,
  placesResponseSchema,
  reverseQuerySchema,
} from '#contracts/geocoding';
import { consumeRateLimit } from '../ratelimit/rate-limit.service.ts';
import { autocompletePlaces, forwardGeocode, reverseGeocode } from './geocoding.service.ts';

const tags = ['geocoding'];
const MINUTE = 60;
const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Upstream geocoders cost money or have strict quotas: limit per caller.
  const limit = (who: string, n: number) => consumeRateLimit(ctx, `geocoding:${who}`, n, MINUTE);

  app.get(
    '/geocoding/autocomplete',
    {
      schema: {
        tags,
        summary: 'Address and city suggestions for a partial query',
        querystring: autocompleteQuerySchema,
        response: { 200: placesResponseSchema, ...errors },
      },
    },
    async (req) => {
      await limit(req.auth?.userId ?? req.ip, 120);
      return { results: await autocompletePlaces(ctx, req.query.q, req.query.limit) };
    },
  );

  app.get(
    '/geocoding/forward',
    {
      schema: {
        tags,
        summary: 'The place an address or city names (place is null when nothing matched)',
        querystring: forwardQuerySchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (req) => {
      await limit(req.auth?.userId ?? req.ip, 60);
      return { place: await forwardGeocode(ctx, req.query.q) };
    },
  );

  app.get(
    '/geocoding/reverse',
    {
      schema: {
        tags,
        summary: 'The place at a latitude and longitude (place is null when nothing is near)',
        querystring: reverseQuerySchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (req) => {
      await limit(req.auth?.userId ?? req.ip, 60);
      return { place: await reverseGeocode(ctx, req.query.lat, req.query.lon) };
    },
  );
};
