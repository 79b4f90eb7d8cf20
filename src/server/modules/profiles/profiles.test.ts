import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { markEmailVerified, signUpUser, type TestUser } from './test-users.ts';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t, 'Ann Baker');
  bob = await signUpUser(t, 'Bob Grill');
});
afterAll(() => t.close());

const patchMe = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/profiles/me',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload,
  });

function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = '----potluck-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadAvatar = (
  user: TestUser | null,
  filename: string,
  contentType: string,
  body: Buffer,
) => {
  const mp = multipart(filename, contentType, body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me/avatar',
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...mp.headers },
    payload: mp.payload,
  });
};

describe('GET /api/v1/profiles/me', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('returns every editable field of a new profile', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/me',
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      id: ann.id,
      type: 'customer',
      name: 'Ann Baker',
      handle: null,
      email: ann.email,
      emailVerified: false,
      isNewProfile: true,
      profileStatus: 'public',
      status: 'pending',
      hasAddress: false,
      isValidProfile: false,
    });
  });

  it('is a valid profile once an address exists and the e-mail is verified', async () => {
    await markEmailVerified(t, bob.id);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/me',
      headers: { cookie: bob.cookie },
    });
    expect(before.json().profile).toMatchObject({ emailVerified: true, isValidProfile: false });
    await t.ctx.db
      .insert(addresses)
      .values({ userId: bob.id, address1: '1 Market St', city: 'San Francisco' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/me',
      headers: { cookie: bob.cookie },
    });
    expect(after.json().profile).toMatchObject({ hasAddress: true, isValidProfile: true });
  });
});

describe('PATCH /api/v1/profiles/me', () => {
  it('saves the fields, clears the new-profile flag and says so', async () => {
    const res = await patchMe(ann, {
      name: '  Ann the Baker ',
      handle: 'Ann.Bakes',
      title: 'Sourdough every morning',
      description: 'I bake **bread**.',
      website: 'https://ann.example.com',
      instagram: 'https://instagram.com/annbakes',
      twitter: '',
      phone: '+1 415 555 0100',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile saved successfully');
    expect(res.json().profile).toMatchObject({
      name: 'Ann the Baker',
      handle: 'Ann.Bakes',
      title: 'Sourdough every morning',
      description: 'I bake **bread**.',
      website: 'https://ann.example.com',
      twitter: null,
      phone: '+1 415 555 0100',
      isNewProfile: false,
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profiles/me',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses links that are not http(s), with the field named', async () => {
    for (const website of [
      'javascript:alert(1)',
      'ftp://x.example.com',
      'not a url',
      'data:text/html,hi',
    ]) {
      const res = await patchMe(ann, { website });
      expect(res.statusCode, website).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields.website).toBe(
        'Enter a link starting with http:// or https://',
      );
    }
  });

  it('checks name and description lengths and handle rules', async () => {
    expect((await patchMe(ann, { name: '' })).json().error.fields.name).toBe('Enter your name.');
    expect((await patchMe(ann, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect(
      (await patchMe(ann, { description: 'x'.repeat(5001) })).json().error.fields.description,
    ).toMatch(/5000/);
    expect((await patchMe(ann, { handle: 'no spaces' })).json().error.fields.handle).toBe(
      'Use only letters, digits, underscores and dots.',
    );
    expect((await patchMe(ann, { handle: 'ab' })).statusCode).toBe(400);
  });

  it("answers 409 handle_taken for someone else's handle, whatever the case", async () => {
    const res = await patchMe(bob, { handle: 'ann.BAKES' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'handle_taken', message: 'Handle is taken' });
    expect((await patchMe(bob, { handle: 'admin' })).statusCode).toBe(409);
  });

  it('lets a user keep or re-case their own handle', async () => {
    const res = await patchMe(ann, { handle: 'ann.bakes' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.handle).toBe('ann.bakes');
  });
});

describe('GET /api/v1/handles/:name', () => {
  const check = (name: string, user?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/handles/${encodeURIComponent(name)}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  it('200 when free', async () => {
    const res = await check('fresh_handle');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });

  it('409 when taken (case-insensitive), 200 when it is your own', async () => {
    expect((await check('ANN.BAKES')).statusCode).toBe(409);
    expect((await check('ANN.BAKES', bob)).json().error.code).toBe('handle_taken');
    expect((await check('ANN.BAKES', ann)).statusCode).toBe(200);
    expect((await check('@ann.bakes', ann)).statusCode).toBe(200);
  });

  it('400 with the rule when malformed', async () => {
    const res = await check('a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Use only letters, digits, underscores and dots.');
  });

  it('is rate limited per caller', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/handles/name${i}`,
          remoteAddress: '10.9.8.7',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    // Someone else is not affected.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/handles/name0',
          remoteAddress: '10.9.8.6',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/v1/profiles/me/avatar', () => {
  it('accepts a real PNG and stores it as a 512px WebP at profile/{uid}/avatar', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#d9480f' },
    })
      .png()
      .toBuffer();
    const res = await uploadAvatar(ann, 'me.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/files/profile/${ann.id}/avatar\\?v=\\d+$`));

    const stored = await t.ctx.storage.get(`profile/${ann.id}/avatar`);
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(stored?.body).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.exif).toBeUndefined();

    const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(row?.avatarUrl).toBe(avatarUrl);
    const [file] = await t.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `profile/${ann.id}/avatar`));
    expect(file).toMatchObject({
      contentType: 'image/webp',
      ownerId: ann.id,
      sizeBytes: stored?.body.length,
    });

    // And the browser can load it.
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('applies EXIF orientation before resizing', async () => {
    const jpeg = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#228be6' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await uploadAvatar(bob, 'photo.jpg', 'image/jpeg', jpeg)).statusCode).toBe(200);
    const meta = await sharp(
      (await t.ctx.storage.get(`profile/${bob.id}/avatar`))?.body,
    ).metadata();
    // 600×300 rotated 90° is portrait.
    expect(meta.height).toBeGreaterThan(meta.width ?? 0);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await uploadAvatar(
      ann,
      'evil.png',
      'image/png',
      Buffer.from('<script>alert(1)</script> just text'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: 'unsupported_media_type',
      message: 'Upload a JPEG, PNG, WebP or GIF image.',
    });
  });

  it('refuses other image formats (SVG, TIFF) with 415', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect((await uploadAvatar(ann, 'a.tiff', 'image/tiff', tiff)).statusCode).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await uploadAvatar(ann, 'a.svg', 'image/svg+xml', svg)).statusCode).toBe(415);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await uploadAvatar(ann, 'big.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      message: 'The image is larger than 5 MB.',
    });
  });

  it('answers 401 when signed out', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await uploadAvatar(null, 'a.png', 'image/png', png)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/profiles/:id', () => {
  it('shows a public profile without private contacts', async () => {
    await patchMe(ann, { businessEmail: 'orders@ann.example.com', businessPhone: '415 555 0199' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${ann.id}` });
    expect(res.statusCode).toBe(200);
    const p = res.json().profile;
    expect(p).toMatchObject({
      id: ann.id,
      name: 'Ann the Baker',
      handle: 'ann.bakes',
      description: 'I bake **bread**.',
      dishesCount: 0,
      followersCount: 0,
      producerKind: null,
    });
    expect(p.rating).toEqual({ average: null, count: 0 });
    expect(p).not.toHaveProperty('email');
    expect(p).not.toHaveProperty('phone');
    expect(JSON.stringify(p)).not.toContain(ann.email);
    expect(JSON.stringify(p)).not.toContain('555 0100');
    // Business contacts are public for chefs only.
    expect(p.businessEmail).toBeNull();
  });

  it('shows business contacts and rating of a chef', async () => {
    await t.ctx.db
      .update(profiles)
      .set({
        type: 'chef',
        approvalStatus: 'approved',
        producerKind: 'food_truck',
        ratingSum: 9,
        ratingCount: 2,
        dishesCount: 3,
        followersCount: 5,
      })
      .where(eq(profiles.id, ann.id));
    const p = (await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${ann.id}` })).json()
      .profile;
    expect(p).toMatchObject({
      type: 'chef',
      producerKind: 'food_truck',
      businessEmail: 'orders@ann.example.com',
      businessPhone: '415 555 0199',
      dishesCount: 3,
      followersCount: 5,
    });
    expect(p.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('answers a pending chef exactly as a missing profile, keeping their contacts private', async () => {
    await t.ctx.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, ann.id));
    const pending = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${ann.id}` });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/00000000-0000-4000-8000-000000000000',
    });
    expect(pending.statusCode).toBe(404);
    expect(pending.body).not.toContain('555 0199');
    expect(pending.json()).toEqual(missing.json());
    expect(pending.statusCode).toBe(missing.statusCode);
    await t.ctx.db
      .update(profiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(profiles.id, ann.id));
  });

  it('answers a hidden profile exactly as a missing one', async () => {
    await patchMe(ann, { profileStatus: 'hide' });
    const chef = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${ann.id}` });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/00000000-0000-4000-8000-000000000000',
    });
    expect(chef.statusCode).toBe(404);
    expect(chef.json()).toEqual(missing.json());
    expect(chef.json().error.message).toBe(
      "Unable to retrieve the profile, may be it's not visible to public.",
    );

    await patchMe(bob, { profileStatus: 'hide' });
    const customer = await t.app.inject({ method: 'GET', url: `/api/v1/profiles/${bob.id}` });
    expect(customer.statusCode).toBe(404);
    expect(customer.json().error.message).toBe(
      "Unable to retrieve the profile, may be it's not visible to public.",
    );
    await patchMe(ann, { profileStatus: 'public' });
    await patchMe(bob, { profileStatus: 'public' });
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      "Unable to retrieve the profile, may be it's not visible to public.",
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profiles/nope' })).statusCode).toBe(
      400,
    );
  });
});
