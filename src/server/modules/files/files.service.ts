import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { assertValidKey } from '../../providers/storage/local-storage.ts';

export interface ServedFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** A stored object by key; malformed and missing keys are the same 404. */
export async function readStoredFile(ctx: AppContext, key: string): Promise<ServedFile> {
  try {
    assertValidKey(key);
  } catch {
    throw notFound();
  }
  const obj = await ctx.storage.get(key);
  if (!obj) throw notFound();
  const etag = `"${createHash('sha256').update(obj.body).digest('base64url').slice(0, 27)}"`;
  return { ...obj, etag };
}
