import type {
  menuInputSchema,
  menuListResponseSchema,
  menuOrderSchema,
  menuResponseSchema,
  menuSavedResponseSchema,
} from '#contracts/menus';
import type { businessIdParamsSchema, messageResponseSchema } from '#contracts/products';
import { endpoint } from './endpoint';

export const listMyMenus = endpoint<{ response: typeof menuListResponseSchema }>(
  'GET',
  '/business/menus',
);

export const getMyMenu = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof menuResponseSchema;
}>('GET', '/business/menus/{id}');

export const createMenu = endpoint<{
  body: typeof menuInputSchema;
  response: typeof menuSavedResponseSchema;
}>('POST', '/business/menus');

export const reorderMenus = endpoint<{
  body: typeof menuOrderSchema;
  response: typeof menuListResponseSchema;
}>('PUT', '/business/menus/order');

export const updateMenu = endpoint<{
  params: typeof businessIdParamsSchema;
  body: typeof menuInputSchema;
  response: typeof menuSavedResponseSchema;
}>('PUT', '/business/menus/{id}');

export const deleteMenu = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof messageResponseSchema;
}>('DELETE', '/business/menus/{id}');
