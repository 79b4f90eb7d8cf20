import { and, eq } from 'drizzle-orm';
import type { AlbumPhoto } from '#contracts/album';
import { albumMessages } from '#domain/album';
import type { AppContext } from '../../context.ts';
import { albumPhotos } from '../../db/schema/media.ts';
import { notFound } from '../../http/errors.ts';
import { parseAlbumDescription } from './album-description.ts';
import { loadAlbum } from './album-queries.ts';

/** PATCH /profiles/me/album/:photoId — a new description; someone else's photo is a 404. */
export async function updateAlbumPhoto(
  ctx: AppContext,
  userId: string,
  photoId: string,
  rawDescription: string | null,
): Promise<AlbumPhoto[]> {
  const description = parseAlbumDescription(rawDescription);
  const updated = await ctx.db
    .update(albumPhotos)
    .set({ description })
    .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.userId, userId)))
    .returning({ id: albumPhotos.id });
  if (updated.length === 0) throw notFound(albumMessages.photoNotFound);
  return loadAlbum(ctx.db, userId);
}
