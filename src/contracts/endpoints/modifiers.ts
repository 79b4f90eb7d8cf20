import type {
  modifierDeletedResponseSchema,
  modifierInputSchema,
  modifierListResponseSchema,
  modifierResponseSchema,
  modifierSavedResponseSchema,
} from '#contracts/modifiers';
import type { businessIdParamsSchema } from '#contracts/products';
import { endpoint } from './endpoint';

export const listMyModifiers = endpoint<{ response: typeof modifierListResponseSchema }>(
  'GET',
  '/business/modifiers',
);

export const getMyModifier = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof modifierResponseSchema;
}>('GET', '/business/modifiers/{id}');

export const createModifier = endpoint<{
  body: typeof modifierInputSchema;
  response: typeof modifierSavedResponseSchema;
}>('POST', '/business/modifiers');

export const updateModifier = endpoint<{
  params: typeof businessIdParamsSchema;
  body: typeof modifierInputSchema;
  response: typeof modifierSavedResponseSchema;
}>('PUT', '/business/modifiers/{id}');

export const deleteModifier = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof modifierDeletedResponseSchema;
}>('DELETE', '/business/modifiers/{id}');
