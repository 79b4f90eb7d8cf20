import { and, eq } from 'drizzle-orm';
import type { AlbumPhoto } from '#contracts/album';
import { albumMessages } from '#domain/album';
import type { AppContext } from '../../context.ts';
import { albumPhotos } from '../../db/schema/media.ts';
import { notFound } from '../../http/errors.ts';
import { deleteImage } from '../files/images.ts';
import { albumPhotoKeys, loadAlbum } from './album-queries.ts';

/**
 * DELETE /profiles/me/album/:photoId — the row, then the stored photo and thumbnail (a file
 * left behind by a failed removal is unreachable: no row names it). Someone else's photo is a
 * 404, as a missing one.
 */
export async function deleteAlbumPhoto(
  ctx: AppContext,
  userId: string,
  photoId: string,
): Promise<AlbumPhoto[]> {
  const deleted = await ctx.db
    .delete(albumPhotos)
    .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.userId, userId)))
    .returning({ id: albumPhotos.id });
  if (deleted.length === 0) throw notFound(albumMessages.photoNotFound);
  const keys = albumPhotoKeys(userId, photoId);
  await Promise.all([deleteImage(ctx, keys.photo), deleteImage(ctx, keys.thumb)]);
  return loadAlbum(ctx.db, userId);
}
