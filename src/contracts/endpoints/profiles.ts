import type {
  avatarResponseSchema,
  handleAvailabilityResponseSchema,
  handleParamsSchema,
  myProfileResponseSchema,
  profileIdParamsSchema,
  profileSavedResponseSchema,
  publicProfileResponseSchema,
  searchLocationResponseSchema,
  searchLocationSchema,
  updateProfileSchema,
} from '#contracts/profiles';
import { endpoint } from './endpoint';

export const getMyProfile = endpoint<{ response: typeof myProfileResponseSchema }>(
  'GET',
  '/profiles/me',
);

export const updateMyProfile = endpoint<{
  body: typeof updateProfileSchema;
  response: typeof profileSavedResponseSchema;
}>('PATCH', '/profiles/me');

export const getSearchLocation = endpoint<{ response: typeof searchLocationResponseSchema }>(
  'GET',
  '/profiles/me/search-location',
);

export const saveSearchLocation = endpoint<{
  body: typeof searchLocationSchema;
  response: typeof searchLocationResponseSchema;
}>('PUT', '/profiles/me/search-location');

export const uploadAvatar = endpoint<{ body: 'multipart'; response: typeof avatarResponseSchema }>(
  'POST',
  '/profiles/me/avatar',
);

export const checkHandle = endpoint<{
  params: typeof handleParamsSchema;
  response: typeof handleAvailabilityResponseSchema;
}>('GET', '/handles/{name}');

export const getPublicProfile = endpoint<{
  params: typeof profileIdParamsSchema;
  response: typeof publicProfileResponseSchema;
}>('GET', '/profiles/{id}');
