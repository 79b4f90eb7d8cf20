import { z } from 'zod';
import { text } from '#contracts/strings';
import { ALBUM_DESCRIPTION_MAX, ALBUM_PHOTOS_MAX, albumMessages } from '#domain/album';

// A person's photo album: /api/v1/profiles/me/album (the owner) and /api/v1/profiles/:id/album
// (anyone, when the profile may be seen).

/** One photo: `url` is the full photo (fitted in 1600×1600), `imageUrl` its square thumbnail. */
export const albumPhotoSchema = z.object({
  id: z.uuid(),
  url: text(),
  imageUrl: text(),
  description: text().nullable(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;

/** The photos in the owner's order. */
export const albumResponseSchema = z.object({ photos: z.array(albumPhotoSchema) });
export type AlbumResponse = z.infer<typeof albumResponseSchema>;

/** A change to the album answers every photo in order and what to tell the owner. */
export const albumSavedResponseSchema = albumResponseSchema.extend({ message: text() });
export type AlbumSavedResponse = z.infer<typeof albumSavedResponseSchema>;

/** Plain text; blank means no description. */
export const albumDescriptionSchema = text()
  .trim()
  .max(ALBUM_DESCRIPTION_MAX, albumMessages.descriptionTooLong)
  .nullable();

export const albumDescriptionBodySchema = z.object({ description: albumDescriptionSchema });
export type AlbumDescriptionBody = z.infer<typeof albumDescriptionBodySchema>;

/** Every photo id of the album once, first shown first. */
export const albumOrderSchema = z.object({
  photoIds: z.array(z.uuid()).max(ALBUM_PHOTOS_MAX, albumMessages.order),
});
export type AlbumOrder = z.infer<typeof albumOrderSchema>;

export const albumPhotoParamsSchema = z.object({ photoId: z.uuid() });
export const albumOwnerParamsSchema = z.object({ id: z.uuid() });
