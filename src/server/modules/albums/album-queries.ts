// The albums module owns the SQL of album_photos: a person's photos in order, the lock that
// keeps one person's album changes in line, and the album as anyone may see it
// (docs/decisions/025-query-modules-own-their-tables.md).
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { AlbumPhoto } from '#contracts/album';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { albumPhotos } from '../../db/schema/media.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { visibleProfile } from '../chefs/chef-queries.ts';

/** Where a photo and its thumbnail are stored. */
export const albumPhotoKeys = (userId: string, photoId: string) => ({
  photo: `album/${userId}/${photoId}`,
  thumb: `album/${userId}/${photoId}-thumb`,
});

/** A person's album, first shown first. */
export async function loadAlbum(db: Queryable, userId: string): Promise<AlbumPhoto[]> {
  const rows = await db
    .select({
      id: albumPhotos.id,
      url: albumPhotos.url,
      imageUrl: albumPhotos.imageUrl,
      description: albumPhotos.description,
    })
    .from(albumPhotos)
    .where(eq(albumPhotos.userId, userId))
    .orderBy(asc(albumPhotos.position), asc(albumPhotos.createdAt), asc(albumPhotos.id));
  return rows.map((r) => ({ ...r, imageUrl: r.imageUrl ?? r.url }));
}

/** How many photos the album holds and the last position taken (-1 when empty). */
export async function albumSize(db: Queryable, userId: string) {
  const [row] = await db
    .select({ count: count(), lastPosition: max(albumPhotos.position) })
    .from(albumPhotos)
    .where(eq(albumPhotos.userId, userId));
  return { count: Number(row?.count ?? 0), lastPosition: row?.lastPosition ?? -1 };
}

/**
 * Holds the owner's account row until the transaction ends, so two changes to one album (two
 * uploads near the limit, a reorder beside a delete) run one after the other.
 */
export async function lockAlbum(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The album of a profile anyone may see; a hidden, pending, suspended, deleted or missing
 * profile answers as GET /profiles/:id does, 404 with the same words.
 */
export async function loadVisibleAlbum(ctx: AppContext, ownerId: string): Promise<AlbumPhoto[]> {
  const [owner] = await ctx.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, ownerId), visibleProfile))
    .limit(1);
  if (!owner) throw notFound(messages.chefLoadFailed);
  return loadAlbum(ctx.db, ownerId);
}
