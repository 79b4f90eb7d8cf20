import { and, eq, sql } from 'drizzle-orm';
import type { AlbumPhoto } from '#contracts/album';
import { albumMessages } from '#domain/album';
import { isPermutationOf } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { albumPhotos } from '../../db/schema/media.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { loadAlbum, lockAlbum } from './album-queries.ts';

/**
 * PUT /profiles/me/album/order — every photo id of the album once, first shown first. All
 * positions change in one statement inside one transaction, under the album's lock: a reader
 * sees the old order or the new, never a mix. An id that is not one of the caller's photos is
 * a 404 (as someone else's photo is everywhere); a list that misses or repeats one is a 400.
 */
export async function reorderAlbum(
  ctx: AppContext,
  userId: string,
  photoIds: readonly string[],
): Promise<AlbumPhoto[]> {
  await ctx.db.transaction(async (tx) => {
    await lockAlbum(tx, userId);
    const own = (await loadAlbum(tx, userId)).map((p) => p.id);
    const ownSet = new Set(own);
    if (photoIds.some((id) => !ownSet.has(id))) throw notFound(albumMessages.photoNotFound);
    if (!isPermutationOf(photoIds, own)) throw badRequest(albumMessages.order);
    if (photoIds.length === 0) return;
    const rows = sql.join(
      photoIds.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
      sql`, `,
    );
    await tx
      .update(albumPhotos)
      .set({ position: sql`wanted.position` })
      .from(sql`(values ${rows}) as wanted(id, position)`)
      .where(and(eq(albumPhotos.id, sql`wanted.id`), eq(albumPhotos.userId, userId)));
  });
  return loadAlbum(ctx.db, userId);
}
