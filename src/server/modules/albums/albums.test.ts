import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlbumPhoto } from '#contracts/album';
import { avatarMessages } from '#contracts/profiles';
import { ALBUM_DESCRIPTION_MAX, ALBUM_PHOTOS_MAX, albumMessages } from '#domain/album';
import { messages } from '#domain/messages';
import { users } from '../../db/schema/accounts.ts';
import { albumPhotos, storedFiles } from '../../db/schema/media.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { ManualClock } from '../../providers/clock/clock.ts';
import { makeChef, makeUser, type FixtureUser } from '../../test/factories/catalog-fixtures.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

const clock = new ManualClock('2026-11-27T02:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let chef: FixtureUser;
let other: FixtureUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  chef = await makeChef(t, { name: 'Chef Ana' });
  other = await makeUser(t, { name: 'Otto Other' });
});
afterAll(() => t.close());
// Each test moves on a minute, so the per-minute write limit never carries over.
beforeEach(() => clock.advance(60_000));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (user: FixtureUser | null, method: Method, url: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
}

/** POST /profiles/me/album as a browser's FormData sends it: the description, then the file. */
function upload(
  user: FixtureUser | null,
  file: Buffer,
  opts: { description?: string; type?: string } = {},
) {
  const boundary = '----potluck-album-boundary';
  const parts: Buffer[] = [];
  if (opts.description !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${opts.description}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me/album',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload: Buffer.concat(parts),
  });
}

async function addPhoto(user: FixtureUser, description?: string): Promise<AlbumPhoto[]> {
  const res = await upload(user, await png(), { description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().photos as AlbumPhoto[];
}

const rowsOf = (userId: string) =>
  t.ctx.db.select().from(albumPhotos).where(eq(albumPhotos.userId, userId));
const storedOf = (userId: string) =>
  t.ctx.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(like(storedFiles.key, `album/${userId}/%`));

/** Empties an album through the API, files and all. */
async function clearAlbum(user: FixtureUser) {
  for (const p of await rowsOf(user.id)) {
    expect((await api(user, 'DELETE', `/profiles/me/album/${p.id}`)).statusCode).toBe(200);
  }
}

describe('my album', () => {
  it('adds a photo, re-encoded like an avatar, with a plain-text description', async () => {
    const res = await upload(chef, await png(2400, 1200), {
      description: '  Sunday\u0007 roast <b>with</b>   gravy\u202E ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe(albumMessages.added);
    const [photo] = body.photos as AlbumPhoto[];
    expect(photo?.description).toBe('Sunday roast <b>with</b> gravy');
    expect(photo?.url).toMatch(
      new RegExp(`^/api/v1/files/album/${chef.id}/${photo?.id}\\?v=\\d+$`),
    );
    expect(photo?.imageUrl).toMatch(
      new RegExp(`^/api/v1/files/album/${chef.id}/${photo?.id}-thumb\\?v=\\d+$`),
    );

    const full = await t.app.inject({ method: 'GET', url: photo!.url });
    expect(full.headers['content-type']).toBe('image/webp');
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });
    const thumb = await t.app.inject({ method: 'GET', url: photo!.imageUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    expect((await storedOf(chef.id)).length).toBe(2);

    const mine = await api(chef, 'GET', '/profiles/me/album');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().photos).toEqual(body.photos);
  });

  it('refuses what is not an image, too large, or badly described, and keeps nothing', async () => {
    await clearAlbum(other);
    const text = await upload(other, Buffer.from('just some words, not a picture'), {
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(avatarMessages.unsupported);

    const huge = await upload(other, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(avatarMessages.tooLarge);

    const long = await upload(other, await png(), {
      description: 'x'.repeat(ALBUM_DESCRIPTION_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatchObject({
      code: 'validation_failed',
      message: albumMessages.descriptionTooLong,
    });

    const notMultipart = await api(other, 'POST', '/profiles/me/album', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);

    expect(await rowsOf(other.id)).toEqual([]);
    expect(await storedOf(other.id)).toEqual([]);
  });

  it('edits a description, blank removes it, too long is refused', async () => {
    const [photo] = await addPhoto(other, 'First');
    const res = await api(other, 'PATCH', `/profiles/me/album/${photo!.id}`, {
      description: 'Dumplings for the street party',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(albumMessages.saved);
    expect(res.json().photos[0].description).toBe('Dumplings for the street party');

    const blank = await api(other, 'PATCH', `/profiles/me/album/${photo!.id}`, {
      description: '   ',
    });
    expect(blank.json().photos[0].description).toBeNull();

    const long = await api(other, 'PATCH', `/profiles/me/album/${photo!.id}`, {
      description: 'x'.repeat(ALBUM_DESCRIPTION_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(albumMessages.descriptionTooLong);
    expect((await rowsOf(other.id))[0]?.description).toBeNull();
  });

  it('reorders atomically: every own photo once, foreign ids 404, incomplete lists 400', async () => {
    await clearAlbum(chef);
    await addPhoto(chef, 'A');
    await addPhoto(chef, 'B');
    const photos = await addPhoto(chef, 'C');
    const [a, b, c] = photos.map((p) => p.id) as [string, string, string];
    expect(photos.map((p) => p.description)).toEqual(['A', 'B', 'C']);

    const res = await api(chef, 'PUT', '/profiles/me/album/order', { photoIds: [c, a, b] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(albumMessages.moved);
    expect(res.json().photos.map((p: AlbumPhoto) => p.description)).toEqual(['C', 'A', 'B']);
    const positions = (await rowsOf(chef.id)).map((r) => [r.description, r.position]);
    expect(positions.sort()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 0],
    ]);

    const missing = await api(chef, 'PUT', '/profiles/me/album/order', { photoIds: [c, a] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(albumMessages.order);
    const twice = await api(chef, 'PUT', '/profiles/me/album/order', { photoIds: [c, a, a] });
    expect(twice.statusCode).toBe(400);
    const [foreign] = await addPhoto(other);
    const withForeign = await api(chef, 'PUT', '/profiles/me/album/order', {
      photoIds: [c, a, foreign!.id],
    });
    expect(withForeign.statusCode).toBe(404);
    expect(withForeign.json().error.message).toBe(albumMessages.photoNotFound);
    const notUuid = await api(chef, 'PUT', '/profiles/me/album/order', { photoIds: ['x'] });
    expect(notUuid.statusCode).toBe(400);

    const after = await api(chef, 'GET', '/profiles/me/album');
    expect(after.json().photos.map((p: AlbumPhoto) => p.description)).toEqual(['C', 'A', 'B']);
  });

  it('deletes a photo with its stored files', async () => {
    await clearAlbum(other);
    const [photo] = await addPhoto(other, 'Gone soon');
    const keys = [`album/${other.id}/${photo!.id}`, `album/${other.id}/${photo!.id}-thumb`];
    for (const key of keys) expect(await t.ctx.storage.get(key)).not.toBeNull();

    const res = await api(other, 'DELETE', `/profiles/me/album/${photo!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ photos: [], message: albumMessages.deleted });
    for (const key of keys) expect(await t.ctx.storage.get(key)).toBeNull();
    expect(await storedOf(other.id)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: photo!.url });
    expect(served.statusCode).toBe(404);

    const again = await api(other, 'DELETE', `/profiles/me/album/${photo!.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('holds at most ALBUM_PHOTOS_MAX photos, with a clear error and nothing stored', async () => {
    const full = await makeUser(t, { name: 'Fay Full' });
    await t.ctx.db.insert(albumPhotos).values(
      Array.from({ length: ALBUM_PHOTOS_MAX }, (_, i) => ({
        userId: full.id,
        url: `/api/v1/files/album/${full.id}/p${i}`,
        position: i,
      })),
    );
    const res = await upload(full, await png(), { description: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(albumMessages.tooMany);
    expect((await rowsOf(full.id)).length).toBe(ALBUM_PHOTOS_MAX);
    expect(await storedOf(full.id)).toEqual([]);
  });
});

describe("someone else's album", () => {
  it('is never edited, deleted or reordered by another person: 404 and unchanged', async () => {
    await clearAlbum(chef);
    const [photo] = await addPhoto(chef, 'Mine');
    const id = photo!.id;
    const edit = await api(other, 'PATCH', `/profiles/me/album/${id}`, { description: 'Hacked' });
    expect(edit.statusCode).toBe(404);
    const del = await api(other, 'DELETE', `/profiles/me/album/${id}`);
    expect(del.statusCode).toBe(404);
    const reorder = await api(other, 'PUT', '/profiles/me/album/order', { photoIds: [id] });
    expect(reorder.statusCode).toBe(404);
    for (const res of [edit, del, reorder]) {
      expect(res.json().error.message).toBe(albumMessages.photoNotFound);
    }
    const rows = await rowsOf(chef.id);
    expect(rows.map((r) => r.description)).toEqual(['Mine']);
    expect(await t.ctx.storage.get(`album/${chef.id}/${id}`)).not.toBeNull();
  });

  it('needs a session to change anything', async () => {
    expect((await upload(null, await png())).statusCode).toBe(401);
    expect((await api(null, 'GET', '/profiles/me/album')).statusCode).toBe(401);
    expect((await api(null, 'DELETE', `/profiles/me/album/${MISSING}`)).statusCode).toBe(401);
    expect((await api(null, 'PUT', '/profiles/me/album/order', { photoIds: [] })).statusCode).toBe(
      401,
    );
  });

  it('is shown to guests only while the profile may be seen', async () => {
    const owner = await makeChef(t, { name: 'Chef Vis' });
    await addPhoto(owner, 'Public dish');
    const seen = await api(null, 'GET', `/profiles/${owner.id}/album`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().photos.map((p: AlbumPhoto) => p.description)).toEqual(['Public dish']);

    const customer = await makeUser(t, { name: 'Cora Customer' });
    await addPhoto(customer, 'My kitchen');
    expect((await api(null, 'GET', `/profiles/${customer.id}/album`)).statusCode).toBe(200);

    const hidden = async (change: () => Promise<unknown>, undo: () => Promise<unknown>) => {
      await change();
      const res = await api(null, 'GET', `/profiles/${owner.id}/album`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(messages.chefLoadFailed);
      await undo();
    };
    const setProfile = (patch: Partial<typeof profiles.$inferInsert>) => () =>
      t.ctx.db.update(profiles).set(patch).where(eq(profiles.id, owner.id));
    const setUser = (patch: Partial<typeof users.$inferInsert>) => () =>
      t.ctx.db.update(users).set(patch).where(eq(users.id, owner.id));
    await hidden(setProfile({ profileStatus: 'hide' }), setProfile({ profileStatus: 'public' }));
    await hidden(
      setProfile({ approvalStatus: 'pending' }),
      setProfile({ approvalStatus: 'approved' }),
    );
    await hidden(setUser({ suspendedAt: clock.now() }), setUser({ suspendedAt: null }));
    await hidden(setUser({ deletedAt: clock.now() }), setUser({ deletedAt: null }));
    expect((await api(null, 'GET', `/profiles/${MISSING}/album`)).statusCode).toBe(404);
    expect((await api(null, 'GET', '/profiles/not-an-id/album')).statusCode).toBe(400);

    // The owner still sees and edits their own album while it is hidden.
    await setProfile({ profileStatus: 'hide' })();
    const mine = await api(owner, 'GET', '/profiles/me/album');
    expect(mine.json().photos).toHaveLength(1);
  });
});
