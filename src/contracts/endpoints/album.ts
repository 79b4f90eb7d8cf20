import type {
  albumDescriptionBodySchema,
  albumOrderSchema,
  albumOwnerParamsSchema,
  albumPhotoParamsSchema,
  albumResponseSchema,
  albumSavedResponseSchema,
} from '#contracts/album';
import { endpoint } from './endpoint';

export const getMyAlbum = endpoint<{ response: typeof albumResponseSchema }>(
  'GET',
  '/profiles/me/album',
);

/** Multipart: an optional "description" field, then the "file". */
export const addAlbumPhoto = endpoint<{
  body: 'multipart';
  response: typeof albumSavedResponseSchema;
}>('POST', '/profiles/me/album');

export const updateAlbumPhoto = endpoint<{
  params: typeof albumPhotoParamsSchema;
  body: typeof albumDescriptionBodySchema;
  response: typeof albumSavedResponseSchema;
}>('PATCH', '/profiles/me/album/{photoId}');

export const deleteAlbumPhoto = endpoint<{
  params: typeof albumPhotoParamsSchema;
  response: typeof albumSavedResponseSchema;
}>('DELETE', '/profiles/me/album/{photoId}');

export const reorderAlbum = endpoint<{
  body: typeof albumOrderSchema;
  response: typeof albumSavedResponseSchema;
}>('PUT', '/profiles/me/album/order');

export const getAlbum = endpoint<{
  params: typeof albumOwnerParamsSchema;
  response: typeof albumResponseSchema;
}>('GET', '/profiles/{id}/album');
