import { albumDescriptionSchema } from '#contracts/album';
import { ALBUM_DESCRIPTION_MAX } from '#domain/album';
import { plainText } from '#domain/plain-text';
import { AppError } from '../../http/errors.ts';

/**
 * A description as it is kept: plain text (control and direction characters removed, runs of
 * blank space shortened), null when blank. Too long or otherwise invalid → 400 with the
 * contract's words, before anything is stored.
 */
export function parseAlbumDescription(raw: string | null): string | null {
  const parsed = albumDescriptionSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid description';
    throw new AppError(400, 'validation_failed', message, { description: message });
  }
  const value = parsed.data === null ? '' : plainText(parsed.data, ALBUM_DESCRIPTION_MAX);
  return value === '' ? null : value;
}
