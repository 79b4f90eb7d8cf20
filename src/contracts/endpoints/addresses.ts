import type {
  addressIdParamsSchema,
  addressInputSchema,
  addressListResponseSchema,
  addressSchema,
  addressUpdateSchema,
} from '#contracts/addresses';
import type { z } from 'zod';
import { endpoint } from './endpoint';

export const listAddresses = endpoint<{ response: typeof addressListResponseSchema }>(
  'GET',
  '/addresses',
);

export const addAddress = endpoint<{
  body: typeof addressInputSchema;
  response: z.ZodObject<{ address: typeof addressSchema }>;
}>('POST', '/addresses');

export const updateAddress = endpoint<{
  params: typeof addressIdParamsSchema;
  body: typeof addressUpdateSchema;
  response: z.ZodObject<{ address: typeof addressSchema }>;
}>('PATCH', '/addresses/{id}');

export const deleteAddress = endpoint<{ params: typeof addressIdParamsSchema; response: null }>(
  'DELETE',
  '/addresses/{id}',
);
