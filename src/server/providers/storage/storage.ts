export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface PutOptions {
  cacheControl?: string;
}

/** Binary objects (avatars, photos) addressed by key, e.g. `profile/{uid}/avatar`. */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /**
   * `cacheControl` is kept with the object where the provider serves it itself (S3's
   * Cache-Control, for a bucket played from directly: live HLS segments and playlists).
   */
  put(key: string, body: Buffer, contentType: string, opts?: PutOptions): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** URL a browser can load the object from. */
  publicUrl(key: string): string;
}

/** A key that cannot name a stored object: malformed, or a provider's own bookkeeping file. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * The store has no room for the object (the disk or a quota is full). Nothing of the object
 * is left behind: a caller may tell the person to try again later.
 */
export class StorageFullError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`No room to store ${JSON.stringify(key)}`, options);
    this.name = 'StorageFullError';
  }
}

/** errno codes of a write refused for want of room: disk full, quota, file size limit. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

export function isStorageFull(err: unknown): boolean {
  return FULL_CODES.has(String((err as { code?: unknown } | null)?.code));
}
