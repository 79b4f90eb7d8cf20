import type {
  autocompleteQuerySchema,
  forwardQuerySchema,
  placeResponseSchema,
  placesResponseSchema,
  reverseQuerySchema,
} from '#contracts/geocoding';
import { endpoint } from './endpoint';

export const autocompletePlaces = endpoint<{
  query: typeof autocompleteQuerySchema;
  response: typeof placesResponseSchema;
}>('GET', '/geocoding/autocomplete');

export const geocodeForward = endpoint<{
  query: typeof forwardQuerySchema;
  response: typeof placeResponseSchema;
}>('GET', '/geocoding/forward');

export const geocodeReverse = endpoint<{
  query: typeof reverseQuerySchema;
  response: typeof placeResponseSchema;
}>('GET', '/geocoding/reverse');
