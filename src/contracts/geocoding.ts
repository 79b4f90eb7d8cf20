import { z } from 'zod';

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** A place a geocoder found. */
export const geocodedPlaceSchema = z.object({
  formattedAddress: z.string(),
  address1: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  neighborhood: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlaceDto = z.infer<typeof geocodedPlaceSchema>;

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const forwardQuerySchema = z.object({ q: z.string().trim().min(1).max(300) });

export const reverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

export const placesResponseSchema = z.object({ results: z.array(geocodedPlaceSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** `place` is null when nothing matched. */
export const placeResponseSchema = z.object({ place: geocodedPlaceSchema.nullable() });
export type PlaceResponse = z.infer<typeof placeResponseSchema>;
