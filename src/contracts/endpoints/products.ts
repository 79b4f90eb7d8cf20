import type {
  businessIdParamsSchema,
  cuisinesResponseSchema,
  messageResponseSchema,
  photoOrderSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPhotoParamsSchema,
  productPhotosResponseSchema,
  productResponseSchema,
  productSavedResponseSchema,
} from '#contracts/products';
import { endpoint } from './endpoint';

export const listMyProducts = endpoint<{
  query: typeof productListQuerySchema;
  response: typeof productListResponseSchema;
}>('GET', '/business/products');

export const getMyProduct = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof productResponseSchema;
}>('GET', '/business/products/{id}');

export const createProduct = endpoint<{
  body: typeof productInputSchema;
  response: typeof productSavedResponseSchema;
}>('POST', '/business/products');

export const updateProduct = endpoint<{
  params: typeof businessIdParamsSchema;
  body: typeof productInputSchema;
  response: typeof productSavedResponseSchema;
}>('PUT', '/business/products/{id}');

export const deleteProduct = endpoint<{
  params: typeof businessIdParamsSchema;
  response: typeof messageResponseSchema;
}>('DELETE', '/business/products/{id}');

export const uploadProductPhoto = endpoint<{
  params: typeof businessIdParamsSchema;
  body: 'multipart';
  response: typeof productPhotosResponseSchema;
}>('POST', '/business/products/{id}/photos');

export const deleteProductPhoto = endpoint<{
  params: typeof productPhotoParamsSchema;
  response: typeof productPhotosResponseSchema;
}>('DELETE', '/business/products/{id}/photos/{photoId}');

export const reorderProductPhotos = endpoint<{
  params: typeof businessIdParamsSchema;
  body: typeof photoOrderSchema;
  response: typeof productPhotosResponseSchema;
}>('PUT', '/business/products/{id}/photos/order');

export const listCuisines = endpoint<{ response: typeof cuisinesResponseSchema }>(
  'GET',
  '/business/cuisines',
);
