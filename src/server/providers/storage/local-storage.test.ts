import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorageProvider } from './local-storage.ts';

describe('LocalStorageProvider', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'potluck-storage-'));
  const storage = new LocalStorageProvider(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back with the content type, overwrites and deletes', async () => {
    await storage.put('profile/u1/avatar', Buffer.from('one'), 'image/webp');
    expect(existsSync(path.join(root, 'profile/u1/avatar'))).toBe(true);
    expect(await storage.get('profile/u1/avatar')).toEqual({
      body: Buffer.from('one'),
      contentType: 'image/webp',
    });

    await storage.put('profile/u1/avatar', Buffer.from('two'), 'image/png');
    expect(await storage.get('profile/u1/avatar')).toEqual({
      body: Buffer.from('two'),
      contentType: 'image/png',
    });

    await storage.delete('profile/u1/avatar');
    expect(await storage.get('profile/u1/avatar')).toBeNull();
    await expect(storage.delete('profile/u1/avatar')).resolves.toBeUndefined();
  });

  it('answers null for a missing key and for a folder', async () => {
    expect(await storage.get('nothing/here')).toBeNull();
    await storage.put('dir/file', Buffer.from('x'), 'text/plain');
    expect(await storage.get('dir')).toBeNull();
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of [
      '../etc/passwd',
      '/etc/passwd',
      'a/../../b',
      'a//b',
      '',
      'a/./b',
      'a\\b',
      'x.meta.json',
      'a/..hidden',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('publishes objects under the files API', () => {
    expect(storage.publicUrl('profile/u1/avatar')).toBe('/api/v1/files/profile/u1/avatar');
    expect(() => storage.publicUrl('../x')).toThrow();
  });
});
