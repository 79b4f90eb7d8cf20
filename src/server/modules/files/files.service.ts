import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { assertValidKey } from '../../providers/storage/local-storage.ts';

export interface ServedFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Keys that are never public: a complaint's photos are served by the complaints module to the
 * person who filed it and to admins only.
 */
const PRIVATE_PREFIXES = ['complaint/'];

/** A stored object by key; malformed, private and missing keys are the same 404. */
export async function readStoredFile(ctx: AppContext, key: string): Promise<ServedFile> {
  try {
    assertValidKey(key);
  } catch {
    throw notFound();
  }
  if (PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix))) throw notFound();
  const obj = await ctx.storage.get(key);
  if (!obj) throw notFound();
  const etag = `"${createHash('sha256').update(obj.body).digest('base64url').slice(0, 27)}"`;
  return { ...obj, etag };
}
