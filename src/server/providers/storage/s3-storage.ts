import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PutOptions, StorageProvider, StoredObject } from './storage.ts';
import { assertValidKey } from './local-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2…); path-style addressing is used when set. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket (CDN); without it files are served through the API. */
  publicUrl?: string;
}

/** Objects in an S3 (or S3-compatible) bucket. */
export class S3StorageProvider implements StorageProvider {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string, opts?: PutOptions): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ...(opts?.cacheControl ? { CacheControl: opts.cacheControl } : {}),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }),
      );
      if (!res.Body) return null;
      const bytes = await res.Body.transformToByteArray();
      return {
        body: Buffer.from(bytes),
        contentType: res.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (
        err instanceof NoSuchKey ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      ) {
        return null;
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    if (this.opts.publicUrl) return `${this.opts.publicUrl.replace(/\/$/, '')}/${key}`;
    return `/api/v1/files/${key}`;
  }

  destroy(): void {
    this.client.destroy();
  }
}
