import { randomUUID } from 'node:crypto';
import type { AlbumPhoto } from '#contracts/album';
import {
  ALBUM_PHOTO_SHAPE,
  ALBUM_PHOTOS_MAX,
  ALBUM_THUMB_SHAPE,
  albumMessages,
} from '#domain/album';
import type { AppContext } from '../../context.ts';
import { albumPhotos } from '../../db/schema/media.ts';
import { AppError } from '../../http/errors.ts';
import { deleteImage, storeImage } from '../files/images.ts';
import { albumPhotoKeys, albumSize, loadAlbum, lockAlbum } from './album-queries.ts';
import { parseAlbumDescription } from './album-description.ts';

const albumFull = () => new AppError(409, 'conflict', albumMessages.tooMany);

/**
 * POST /profiles/me/album — one more photo, last in the album. The upload goes through the
 * avatar's image pipeline (checked by content, re-encoded to WebP, metadata stripped) twice:
 * the photo fitted in 1600×1600 and a 400×400 square thumbnail. Anything refused (the
 * description, the image, a full album) leaves neither a row nor a stored file behind.
 */
export async function addAlbumPhoto(
  ctx: AppContext,
  userId: string,
  input: { upload: Buffer; description: string | undefined },
): Promise<AlbumPhoto[]> {
  const description = parseAlbumDescription(input.description ?? null);
  // Refuse a full album before decoding anything; checked again under the lock below.
  if ((await albumSize(ctx.db, userId)).count >= ALBUM_PHOTOS_MAX) throw albumFull();

  const photoId = randomUUID();
  const keys = albumPhotoKeys(userId, photoId);
  try {
    const url = await storeImage(ctx, {
      key: keys.photo,
      upload: input.upload,
      ownerId: userId,
      shape: ALBUM_PHOTO_SHAPE,
    });
    const imageUrl = await storeImage(ctx, {
      key: keys.thumb,
      upload: input.upload,
      ownerId: userId,
      shape: ALBUM_THUMB_SHAPE,
    });
    await ctx.db.transaction(async (tx) => {
      await lockAlbum(tx, userId);
      const size = await albumSize(tx, userId);
      if (size.count >= ALBUM_PHOTOS_MAX) throw albumFull();
      await tx.insert(albumPhotos).values({
        id: photoId,
        userId,
        url,
        imageUrl,
        description,
        position: size.lastPosition + 1,
        createdAt: ctx.clock.now(),
      });
    });
  } catch (err) {
    await Promise.all([deleteImage(ctx, keys.photo), deleteImage(ctx, keys.thumb)]).catch(
      () => undefined,
    );
    throw err;
  }
  return loadAlbum(ctx.db, userId);
}
