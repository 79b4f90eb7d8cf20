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
