import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { contentMessages } from '#domain/content';
import type { AppContext } from '../../context.ts';
import { carouselItems } from '../../db/schema/content.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { AppError } from '../../http/errors.ts';
import { assertValidKey } from '../../providers/storage/local-storage.ts';
import { deleteImage, storeImage } from '../files/images.ts';

/** Carousel images an admin uploads live under this prefix (others are dish photos etc.). */
const CONTENT_IMAGE_PREFIX = 'content/';
/** A slide shows 260 × 180; twice that and a little more for sharp screens, cropped to fit. */
const CAROUSEL_IMAGE_SHAPE = { width: 800, height: 560, fit: 'cover' as const };
/** Keys that are never public (files.service.ts serves them only to their people). */
const PRIVATE_PREFIXES = ['complaint/'];

const imageInvalid = () =>
  new AppError(400, 'bad_request', contentMessages.imageInvalid, {
    imageUrl: contentMessages.imageInvalid,
  });

/** POST /admin/content/images — checks, re-encodes and stores an uploaded carousel image. */
export async function storeContentImage(
  ctx: AppContext,
  adminId: string,
  upload: Buffer,
): Promise<string> {
  return storeImage(ctx, {
    key: `${CONTENT_IMAGE_PREFIX}${randomUUID()}`,
    upload,
    ownerId: adminId,
    shape: CAROUSEL_IMAGE_SHAPE,
  });
}

/** The storage key of a URL this site serves its stored files at, else null. */
function storedKeyOf(ctx: AppContext, url: string): string | null {
  const base = ctx.storage.publicUrl('x').slice(0, -1);
  if (!url.startsWith(base)) return null;
  const [key = '', query] = url.slice(base.length).split('?', 2);
  if (query !== undefined && !/^v=\d{1,20}$/.test(query)) return null;
  try {
    assertValidKey(key);
  } catch {
    return null;
  }
  if (PRIVATE_PREFIXES.some((p) => key.startsWith(p))) return null;
  return key;
}

/**
 * An image URL a carousel item may show: one of this site's stored images (an upload, a dish
 * photo), never an address elsewhere (tracking, mixed content, swapped pictures).
 */
export async function assertStoredImage(ctx: AppContext, url: string): Promise<void> {
  const key = storedKeyOf(ctx, url);
  if (!key) throw imageInvalid();
  const [file] = await ctx.db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  if (!file?.contentType.startsWith('image/')) throw imageInvalid();
}

/**
 * Removes an uploaded carousel image no item shows any more (after a delete or a new image).
 * Dish photos and other files are never touched; a failure only leaves a file behind.
 */
export async function dropUnusedContentImage(ctx: AppContext, url: string): Promise<void> {
  const key = storedKeyOf(ctx, url);
  if (!key?.startsWith(CONTENT_IMAGE_PREFIX)) return;
  const base = url.split('?', 1)[0] ?? url;
  const [used] = await ctx.db
    .select({ id: carouselItems.id })
    .from(carouselItems)
    .where(like(carouselItems.imageUrl, likePrefix(base)))
    .limit(1);
  if (used) return;
  await deleteImage(ctx, key).catch(() => undefined);
}

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
