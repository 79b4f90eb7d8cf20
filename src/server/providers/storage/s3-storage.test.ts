import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3StorageProvider } from './s3-storage.ts';

interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny S3: keeps PUT bodies in memory by path, serves GETs, 404s with S3's XML error. */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const key = decodeURIComponent(url.pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
        res.writeHead(200, { etag: '"abc"' }).end();
      } else if (req.method === 'GET') {
        const obj = objects.get(key);
        if (!obj) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            );
          return;
        }
        res
          .writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.body.length })
          .end(obj.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, seen };
}

describe('S3StorageProvider against a fake S3', () => {
  const fake = startFakeS3();
  let storage: S3StorageProvider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = new S3StorageProvider({
      bucket: 'potluck-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-test',
    });
  });
  afterAll(async () => {
    storage.destroy();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('PUTs the body with its content type, path-style and signed', async () => {
    await storage.put('profile/u1/avatar', Buffer.from('webp-bytes'), 'image/webp');
    const put = fake.seen.find((r) => r.method === 'PUT');
    expect(put?.url.split('?')[0]).toBe('/potluck-media/profile/u1/avatar');
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(String(put?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(fake.objects.get('/potluck-media/profile/u1/avatar')?.body.toString()).toBe(
      'webp-bytes',
    );
  });

  it('GETs it back with the stored content type', async () => {
    expect(await storage.get('profile/u1/avatar')).toEqual({
      body: Buffer.from('webp-bytes'),
      contentType: 'image/webp',
    });
    const get = fake.seen.filter((r) => r.method === 'GET').at(-1);
    expect(get?.url.split('?')[0]).toBe('/potluck-media/profile/u1/avatar');
  });

  it('answers null for a missing object', async () => {
    expect(await storage.get('profile/nobody/avatar')).toBeNull();
  });

  it('DELETEs', async () => {
    await storage.delete('profile/u1/avatar');
    expect(fake.seen.at(-1)?.method).toBe('DELETE');
    expect(await storage.get('profile/u1/avatar')).toBeNull();
  });

  it('refuses unsafe keys before sending anything', async () => {
    const before = fake.seen.length;
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(fake.seen.length).toBe(before);
  });

  it('builds public URLs from the CDN base when given, else through the API', () => {
    expect(storage.publicUrl('profile/u1/avatar')).toBe('/api/v1/files/profile/u1/avatar');
    const cdn = new S3StorageProvider({
      bucket: 'b',
      region: 'us-east-1',
      publicUrl: 'https://cdn.example.com/',
    });
    expect(cdn.publicUrl('profile/u1/avatar')).toBe('https://cdn.example.com/profile/u1/avatar');
    cdn.destroy();
  });
});
