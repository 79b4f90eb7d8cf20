import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  InvalidStorageKeyError,
  isStorageFull,
  StorageFullError,
  type PutOptions,
  type StorageProvider,
  type StoredObject,
} from './storage.ts';

/** Storage keys: relative, slash-separated segments of safe characters; never `..`. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.includes('..'));
  if (!ok) throw new InvalidStorageKeyError(key);
}

const META_SUFFIX = '.meta.json';

/**
 * Objects on the local disk under `rootDir/<key>`, with the content type in a
 * `<key>.meta.json` sidecar. Writes go to temp files first, then rename (atomic): a write that
 * fails half way (a full disk) removes its temp files, so no half object is ever left or served.
 */
export class LocalStorageProvider implements StorageProvider {
  readonly name = 'local' as const;
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  private pathFor(key: string): string {
    assertValidKey(key);
    if (key.endsWith(META_SUFFIX)) throw new InvalidStorageKeyError(key);
    const full = path.resolve(this.root, key);
    // Belt and braces: the resolved path must stay inside the root.
    if (!full.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  /** Cache-Control is the serving route's business here (`_opts` is for a public bucket). */
  async put(key: string, body: Buffer, contentType: string, _opts?: PutOptions): Promise<void> {
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const suffix = `${randomBytes(6).toString('hex')}.tmp`;
    const tmp = `${file}.${suffix}`;
    const metaTmp = `${file}${META_SUFFIX}.${suffix}`;
    try {
      await writeFile(tmp, body);
      await writeFile(metaTmp, JSON.stringify({ contentType }));
      // Renames take no room: once both files are written, the object is whole.
      await rename(metaTmp, `${file}${META_SUFFIX}`);
      await rename(tmp, file);
    } catch (err) {
      await Promise.all([rm(tmp, { force: true }), rm(metaTmp, { force: true })]).catch(
        () => undefined,
      );
      if (isStorageFull(err)) throw new StorageFullError(key, { cause: err });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    try {
      const body = await readFile(file);
      let contentType = 'application/octet-stream';
      try {
        const meta = JSON.parse(await readFile(`${file}${META_SUFFIX}`, 'utf8')) as {
          contentType?: unknown;
        };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch {
        // No sidecar: serve as opaque bytes.
      }
      return { body, contentType };
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === 'ENOENT' ||
        (err as NodeJS.ErrnoException).code === 'EISDIR'
      )
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file, { force: true });
    await rm(`${file}${META_SUFFIX}`, { force: true });
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `/api/v1/files/${key}`;
  }
}
