import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_SIZE, avatarMessages } from '#contracts/profiles';
import type { AppContext } from '../../context.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: 40 megapixels is far above any real avatar. */
const MAX_INPUT_PIXELS = 40_000_000;

export const unsupportedImage = () =>
  new AppError(415, 'unsupported_media_type', avatarMessages.unsupported);
export const imageTooLarge = () => new AppError(413, 'payload_too_large', avatarMessages.tooLarge);

export const avatarKey = (userId: string) => `profile/${userId}/avatar`;

/**
 * Checks the image by its content (never the file name or the declared type), re-encodes it
 * (EXIF rotation applied, fit in 512×512, WebP, metadata stripped) and stores it at
 * profile/{uid}/avatar. Returns the cache-busted URL saved on the profile.
 */
export async function saveAvatar(ctx: AppContext, userId: string, upload: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();

  let webp: Buffer;
  try {
    webp = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedImage();
  }

  const key = avatarKey(userId);
  const contentType = 'image/webp';
  await ctx.storage.put(key, webp, contentType);
  const now = ctx.clock.now();
  const avatarUrl = `${ctx.storage.publicUrl(key)}?v=${now.getTime()}`;
  await ctx.db
    .insert(storedFiles)
    .values({ key, contentType, sizeBytes: webp.length, ownerId: userId, createdAt: now })
    .onConflictDoUpdate({
      target: storedFiles.key,
      set: { contentType, sizeBytes: webp.length, ownerId: userId, createdAt: now },
    });
  await ctx.db.update(profiles).set({ avatarUrl, updatedAt: now }).where(eq(profiles.id, userId));
  return avatarUrl;
}
