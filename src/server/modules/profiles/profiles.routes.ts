import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  AVATAR_MAX_BYTES,
  avatarMessages,
  avatarResponseSchema,
  handleAvailabilityResponseSchema,
  handleParamsSchema,
  handleSchema,
  myProfileResponseSchema,
  profileIdParamsSchema,
  profileSavedResponseSchema,
  publicProfileResponseSchema,
  searchLocationResponseSchema,
  searchLocationSchema,
  updateProfileSchema,
} from '#contracts/profiles';
import { normalizeHandle } from '#domain/handle';
import { checkHandle, handleTaken } from './profile-handle.ts';
import { messages } from '#domain/messages';
import { AppError } from '../../http/errors.ts';
import { saveAvatar } from './avatar.service.ts';
import { readUploadedImage } from '../files/images.ts';
import { getMyProfile, getPublicProfile, updateMyProfile } from './profiles.service.ts';
import { getSearchLocation, saveSearchLocation } from './search-location.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['profiles'];

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Multipart only in this scope, with hard limits: one file, 5 MB.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/profiles/me',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My profile, every editable field',
        response: { 200: myProfileResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ profile: await getMyProfile(ctx, signedInUserId(req)) }),
  );

  app.patch(
    '/profiles/me',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Edit my profile',
        body: updateProfileSchema,
        response: { 200: profileSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const profile = await updateMyProfile(ctx, userId, req.body);
      return { profile, message: messages.profileSaved };
    },
  );

  app.get(
    '/profiles/me/search-location',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Where I last chose to search (null until I choose)',
        response: { 200: searchLocationResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ location: await getSearchLocation(ctx, signedInUserId(req)) }),
  );

  app.put(
    '/profiles/me/search-location',
    {
      config: { auth: 'user', limit: 'searchLocationSave' },
      schema: {
        tags,
        summary: 'Remember where I search, for every device I sign in on',
        body: searchLocationSchema,
        response: { 200: searchLocationResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      // Moving the map does not save; only choosing a place does, so a person needs few.
      return { location: await saveSearchLocation(ctx, userId, req.body) };
    },
  );

  app.post(
    '/profiles/me/avatar',
    {
      config: { auth: 'user', limit: 'avatarUpload' },
      schema: {
        tags,
        summary:
          'Upload my profile picture (multipart field "file": JPEG, PNG, WebP or GIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const userId = signedInUserId(req);
      const body = await readUploadedImage(req);
      const avatarUrl = await saveAvatar(ctx, userId, body);
      return { avatarUrl, message: avatarMessages.saved };
    },
  );

  app.get(
    '/handles/:name',
    {
      config: { auth: 'public', limit: 'handleCheck' },
      schema: {
        tags,
        summary: 'Is this handle free? 200 when free (or your own), 409 when taken',
        params: handleParamsSchema,
        response: { 200: handleAvailabilityResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      // Cheap to call, so cheap to enumerate: limit per caller.
      const parsed = handleSchema.safeParse(normalizeHandle(req.params.name));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid handle';
        throw new AppError(400, 'validation_failed', message, { handle: message });
      }
      if (!(await checkHandle(ctx.db, req.auth?.userId ?? null, parsed.data))) throw handleTaken();
      return { available: true };
    },
  );

  app.get(
    '/profiles/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A public profile (404 when hidden or missing)',
        params: profileIdParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ profile: await getPublicProfile(ctx, req.params.id) }),
  );
};
