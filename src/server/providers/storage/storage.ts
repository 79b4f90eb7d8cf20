export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Binary objects (avatars, photos) addressed by key, e.g. `profile/{uid}/avatar`. */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
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
