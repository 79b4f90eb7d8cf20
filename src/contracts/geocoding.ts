import { z } from 'zod';
import { text } from '#contracts/strings';

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** A place a geocoder found. */
export const geocodedPlaceSchema = z.object({
  formattedAddress: text(),
  address1: text().optional(),
  city: text(),
  state: text(),
  zipcode: text(),
  neighborhood: text().optional(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlaceDto = z.infer<typeof geocodedPlaceSchema>;

export const autocompleteQuerySchema = z.object({
  q: text().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const forwardQuerySchema = z.object({ q: text().trim().min(1).max(300) });

export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export const placesResponseSchema = z.object({ results: z.array(geocodedPlaceSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** `place` is null when nothing matched. */
export const placeResponseSchema = z.object({ place: geocodedPlaceSchema.nullable() });
export type PlaceResponse = z.infer<typeof placeResponseSchema>;
