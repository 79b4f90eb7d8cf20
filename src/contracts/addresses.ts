import { z } from 'zod';
import { text } from '#contracts/strings';
import { latitudeSchema, longitudeSchema } from '#contracts/geocoding';

export const addressSchema = z.object({
  id: z.uuid(),
  name: text().nullable(),
  address1: text().nullable(),
  address2: text().nullable(),
  city: text().nullable(),
  state: text().nullable(),
  zipcode: text().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  neighborhood: text().nullable(),
  formattedAddress: text().nullable(),
  type: text().nullable(),
  usesUserLocation: z.boolean(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({
  addresses: z.array(addressSchema),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

const optionalText = (max: number) => text().trim().max(max).nullable().optional();

/** The browser's current position, used when the address itself cannot be placed. */
export const userLocationSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

export const addressInputSchema = z.object({
  name: optionalText(60),
  address1: text().trim().min(1, 'Enter the street address.').max(200),
  address2: optionalText(200),
  city: text().trim().min(1, 'Enter the city.').max(100),
  state: text().trim().min(2, 'Enter the state.').max(50),
  zipcode: text()
    .trim()
    .max(10)
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Enter a valid ZIP code.')
    .nullable()
    .optional(),
  type: optionalText(30),
  userLocation: userLocationSchema.nullable().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressUpdateSchema = addressInputSchema.partial();
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const addressIdParamsSchema = z.object({ id: z.uuid() });
