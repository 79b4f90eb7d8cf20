import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { avatarMessages } from '#contracts/profiles';
import type { AppContext } from '../../context.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { AppError, badRequest } from '../../http/errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: 40 megapixels is far above any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export const unsupportedImage = () =>
  new AppError(415, 'unsupported_media_type', avatarMessages.unsupported);
export const imageTooLarge = () => new AppError(413, 'payload_too_large', avatarMessages.tooLarge);

/**
 * The bytes of the one file of a multipart upload (field "file"). Not multipart, no file and
 * a file over the multipart limit (5 MB) each get their own clear error.
 */
export async function readUploadedImage(req: FastifyRequest): Promise<Buffer> {
  return (await readUploadedImageWithFields(req)).upload;
}

/**
 * The same, with the form's text fields sent before the file (a FormData keeps the order it
 * was built in), e.g. a photo's description. Later fields are not read.
 */
export async function readUploadedImageWithFields(
  req: FastifyRequest,
): Promise<{ upload: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw unsupportedImage();
  try {
    const file = await req.file();
    if (!file) throw badRequest(avatarMessages.missing);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(file.fields)) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part?.type === 'field' && typeof part.value === 'string') fields[name] = part.value;
    }
    return { upload: await file.toBuffer(), fields };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw imageTooLarge();
    throw err;
  }
}

export interface ImageShape {
  width: number;
  height: number;
  /** inside: fit within the box, keep the aspect; cover: crop to exactly the box (e.g. 16:9). */
  fit: 'inside' | 'cover';
}

/**
 * Checks an image by its content (never the file name or the declared type), re-encodes it
 * (EXIF rotation applied, resized to `shape`, WebP, metadata stripped), stores it at `key`
 * and records it in stored_files. Returns the cache-busted public URL.
 */
export async function storeImage(
  ctx: AppContext,
  input: { key: string; upload: Buffer; ownerId: string; shape: ImageShape },
): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(input.upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();

  let webp: Buffer;
  try {
    webp = await sharp(input.upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(input.shape.width, input.shape.height, {
        fit: input.shape.fit,
        withoutEnlargement: input.shape.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedImage();
  }

  const contentType = 'image/webp';
  await ctx.storage.put(input.key, webp, contentType);
  const now = ctx.clock.now();
  const values = { contentType, sizeBytes: webp.length, ownerId: input.ownerId, createdAt: now };
  await ctx.db
    .insert(storedFiles)
    .values({ key: input.key, ...values })
    .onConflictDoUpdate({ target: storedFiles.key, set: values });
  return `${ctx.storage.publicUrl(input.key)}?v=${now.getTime()}`;
}

/** Removes a stored image (a deleted dish photo) and its record; a missing one is already gone. */
export async function deleteImage(ctx: AppContext, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await ctx.db.delete(storedFiles).where(eq(storedFiles.key, key));
}
