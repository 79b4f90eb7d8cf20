import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  albumDescriptionBodySchema,
  albumOrderSchema,
  albumOwnerParamsSchema,
  albumPhotoParamsSchema,
  albumResponseSchema,
  albumSavedResponseSchema,
} from '#contracts/album';
import { AVATAR_MAX_BYTES } from '#contracts/profiles';
import { albumMessages } from '#domain/album';
import { signedInUserId } from '../../http/route-policy.ts';
import { readUploadedImageWithFields } from '../files/images.ts';
import { addAlbumPhoto } from './add-album-photo.service.ts';
import { loadAlbum, loadVisibleAlbum } from './album-queries.ts';
import { deleteAlbumPhoto } from './delete-album-photo.service.ts';
import { reorderAlbum } from './reorder-album.service.ts';
import { updateAlbumPhoto } from './update-album-photo.service.ts';

const tags = ['profiles'];

/** A person's photo album (spec §3): the owner edits it, anyone sees a visible profile's. */
export const albumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Multipart only in this scope, with the avatar's limits: one file of 5 MB, a description.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/profiles/me/album',
    {
      config: { auth: 'user', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My album, in my order',
        response: { 200: albumResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ photos: await loadAlbum(ctx.db, signedInUserId(req)) }),
  );

  app.post(
    '/profiles/me/album',
    {
      config: { auth: 'user', limit: 'albumUpload', cache: 'no-store' },
      schema: {
        tags,
        summary:
          'Add a photo to my album (multipart: optional "description" field, then "file": JPEG, PNG, WebP or GIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: albumSavedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = signedInUserId(req);
      const { upload, fields } = await readUploadedImageWithFields(req);
      const photos = await addAlbumPhoto(ctx, userId, { upload, description: fields.description });
      return reply.code(201).send({ photos, message: albumMessages.added });
    },
  );

  app.put(
    '/profiles/me/album/order',
    {
      config: { auth: 'user', limit: 'albumWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Reorder my album (every photo id once, first shown first)',
        body: albumOrderSchema,
        response: { 200: albumSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      photos: await reorderAlbum(ctx, signedInUserId(req), req.body.photoIds),
      message: albumMessages.moved,
    }),
  );

  app.patch(
    '/profiles/me/album/:photoId',
    {
      config: { auth: 'user', limit: 'albumWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: "Change a photo's description (plain text; null or blank removes it)",
        params: albumPhotoParamsSchema,
        body: albumDescriptionBodySchema,
        response: { 200: albumSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      photos: await updateAlbumPhoto(
        ctx,
        signedInUserId(req),
        req.params.photoId,
        req.body.description,
      ),
      message: albumMessages.saved,
    }),
  );

  app.delete(
    '/profiles/me/album/:photoId',
    {
      config: { auth: 'user', limit: 'albumWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Delete a photo from my album (and its stored files)',
        params: albumPhotoParamsSchema,
        response: { 200: albumSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      photos: await deleteAlbumPhoto(ctx, signedInUserId(req), req.params.photoId),
      message: albumMessages.deleted,
    }),
  );

  app.get(
    '/profiles/:id/album',
    {
      config: { auth: 'public', limit: 'publicRead' },
      schema: {
        tags,
        summary: "A profile's album (404 when the profile is hidden or missing)",
        params: albumOwnerParamsSchema,
        response: { 200: albumResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ photos: await loadVisibleAlbum(ctx, req.params.id) }),
  );
};
