import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { contentMessages } from '#domain/content';
import { CAROUSEL_SIZE } from '#domain/pagination';
import { carouselItems, helpArticles } from '../../db/schema/content.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { signInAs, type SignedIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

// Content management (issue 15 point 4): admins edit the carousel, the about page, the blog
// and the help centre; everyone else is refused; the public sees only what is published, at
// once; bad input is a clear 4xx that leaves nothing half-made.

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let chef: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  customer = await signInAs(t, 'customer');
  chef = await signInAs(t, 'chef');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (who: SignedIn | null, method: Method, url: string, body?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
}

function uploadImage(who: SignedIn | null, file: Buffer) {
  const boundary = '----potluck-content-boundary';
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/content/images',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slide.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function uploadedUrl(): Promise<string> {
  const res = await uploadImage(admin, await png());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().imageUrl as string;
}

describe('content admin: who may', () => {
  it('refuses guests (401) and people who are not admins (403) on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string, object?][] = [
      ['GET', '/admin/content/carousel'],
      ['POST', '/admin/content/carousel', {}],
      ['PATCH', `/admin/content/carousel/${id}`, {}],
      ['DELETE', `/admin/content/carousel/${id}`],
      ['PUT', '/admin/content/carousel/order', { ids: [id] }],
      ['GET', '/admin/content/about'],
      ['PUT', '/admin/content/about', {}],
      ['GET', '/admin/content/posts'],
      ['POST', '/admin/content/posts', {}],
      ['PATCH', `/admin/content/posts/${id}`, {}],
      ['DELETE', `/admin/content/posts/${id}`],
      ['GET', '/admin/content/help'],
      ['POST', '/admin/content/help', {}],
      ['PATCH', `/admin/content/help/${id}`, {}],
      ['DELETE', `/admin/content/help/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await api(null, method, url, body)).statusCode, `${method} ${url} guest`).toBe(401);
      for (const who of [customer, chef]) {
        const res = await api(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await uploadImage(customer, await png())).statusCode).toBe(403);
    expect((await uploadImage(null, await png())).statusCode).toBe(401);
  });
});

describe('content admin: carousel', () => {
  it('adds an uploaded item that the home page shows at once, in the order set', async () => {
    const imageUrl = await uploadedUrl();
    expect(imageUrl).toMatch(/^\/api\/v1\/files\/content\/[0-9a-f-]+\?v=\d+$/);

    const a = await api(admin, 'POST', '/admin/content/carousel', {
      title: 'Spring dumplings',
      imageUrl,
      link: '/foods',
      active: true,
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await api(admin, 'POST', '/admin/content/carousel', {
      title: 'Farm eggs',
      imageUrl,
      link: 'https://example.com/eggs',
      active: true,
    });
    expect(b.statusCode, b.body).toBe(201);
    const aId = a.json().item.id as string;
    const bId = b.json().item.id as string;

    const home = await api(null, 'GET', '/content/carousel');
    expect(home.headers['cache-control']).toBe('public, no-cache');
    expect(home.json().items.map((i: { title: string }) => i.title)).toEqual([
      'Spring dumplings',
      'Farm eggs',
    ]);

    const moved = await api(admin, 'PUT', '/admin/content/carousel/order', { ids: [bId, aId] });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await api(null, 'GET', '/content/carousel');
    expect(after.json().items.map((i: { title: string }) => i.title)).toEqual([
      'Farm eggs',
      'Spring dumplings',
    ]);

    const off = await api(admin, 'PATCH', `/admin/content/carousel/${bId}`, { active: false });
    expect(off.json().item.active).toBe(false);
    const shown = await api(null, 'GET', '/content/carousel');
    expect(shown.json().items.map((i: { title: string }) => i.title)).toEqual(['Spring dumplings']);

    const bad = await api(admin, 'PUT', '/admin/content/carousel/order', { ids: [aId] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(contentMessages.order);
  });

  it('refuses links off the site that are not https, and images not stored here', async () => {
    const imageUrl = await uploadedUrl();
    const before = await t.ctx.db.select().from(carouselItems);
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://example.com', 'foods']) {
      const res = await api(admin, 'POST', '/admin/content/carousel', {
        title: 'Bad link',
        imageUrl,
        link,
        active: false,
      });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().error.fields, link).toEqual({ link: contentMessages.linkInvalid });
    }
    for (const url of [
      'https://evil.example/x.png',
      '/api/v1/files/content/does-not-exist',
      '/api/v1/files/../secret',
      'javascript:alert(1)',
    ]) {
      const res = await api(admin, 'POST', '/admin/content/carousel', {
        title: 'Bad image',
        imageUrl: url,
        link: null,
        active: false,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(contentMessages.imageInvalid);
    }
    const notImage = await uploadImage(admin, Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(415);
    expect(await t.ctx.db.select().from(carouselItems)).toHaveLength(before.length);
  });

  it('keeps at most 8 active items: the ninth is a 409 that saves nothing', async () => {
    const imageUrl = await uploadedUrl();
    const list = await api(admin, 'GET', '/admin/content/carousel');
    const active = (list.json().items as { active: boolean }[]).filter((i) => i.active).length;
    for (let i = active; i < CAROUSEL_SIZE; i++) {
      const res = await api(admin, 'POST', '/admin/content/carousel', {
        title: `Slide ${i}`,
        imageUrl,
        link: null,
        active: true,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const count = (await t.ctx.db.select().from(carouselItems)).length;
    const ninth = await api(admin, 'POST', '/admin/content/carousel', {
      title: 'One too many',
      imageUrl,
      link: null,
      active: true,
    });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error.message).toBe(contentMessages.carouselFull);
    expect(await t.ctx.db.select().from(carouselItems)).toHaveLength(count);

    // An inactive one may wait; switching it on is the same 409.
    const waiting = await api(admin, 'POST', '/admin/content/carousel', {
      title: 'Waiting',
      imageUrl,
      link: null,
      active: false,
    });
    expect(waiting.statusCode).toBe(201);
    const on = await api(admin, 'PATCH', `/admin/content/carousel/${waiting.json().item.id}`, {
      active: true,
    });
    expect(on.statusCode).toBe(409);
    expect((await api(null, 'GET', '/content/carousel')).json().items).toHaveLength(CAROUSEL_SIZE);
  });

  it('deletes an item and the uploaded image no other item shows', async () => {
    const imageUrl = await uploadedUrl();
    const key = imageUrl.replace('/api/v1/files/', '').split('?')[0]!;
    const created = await api(admin, 'POST', '/admin/content/carousel', {
      title: 'Short-lived',
      imageUrl,
      link: null,
      active: false,
    });
    const id = created.json().item.id as string;
    expect((await api(admin, 'DELETE', `/admin/content/carousel/${id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect((await api(admin, 'DELETE', `/admin/content/carousel/${id}`)).statusCode).toBe(404);
  });
});

describe('content admin: about and blog', () => {
  it('writes the about page; a draft is not shown, publishing stamps the date', async () => {
    expect((await api(admin, 'GET', '/admin/content/about')).json()).toEqual({ document: null });
    const draft = await api(admin, 'PUT', '/admin/content/about', {
      title: 'About Potluck',
      body: 'Local food, **near you**.',
      published: false,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().document.publishedAt).toBeNull();
    expect((await api(null, 'GET', '/content/about')).statusCode).toBe(404);

    const live = await api(admin, 'PUT', '/admin/content/about', {
      title: 'About Potluck',
      body: 'Local food, **near you**.',
      published: true,
    });
    expect(live.json().document.publishedAt).toBe(t.clock.now().toISOString());
    const about = await api(null, 'GET', '/content/about');
    expect(about.statusCode).toBe(200);
    expect(about.headers['cache-control']).toBe('public, no-cache');
    expect(about.json().about.body).toBe('Local food, **near you**.');
  });

  it('keeps drafts off the blog (404) until published, then lists them newest first', async () => {
    const created = await api(admin, 'POST', '/admin/content/posts', {
      slug: 'spring-menus',
      title: 'Spring menus',
      body: '# Spring\n\nNew dishes.',
      published: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().post.id as string;
    expect((await api(null, 'GET', '/content/posts/spring-menus')).statusCode).toBe(404);
    expect((await api(null, 'GET', '/content/posts')).json().total).toBe(0);
    expect((await api(admin, 'GET', '/admin/content/posts')).json().posts).toHaveLength(1);

    const published = await api(admin, 'PATCH', `/admin/content/posts/${id}`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().post.publishedAt).not.toBeNull();
    const one = await api(null, 'GET', '/content/posts/spring-menus');
    expect(one.statusCode).toBe(200);
    expect(one.json().post.title).toBe('Spring menus');
    const latest = await api(null, 'GET', '/content/posts?size=3');
    expect(latest.json().posts.map((p: { slug: string }) => p.slug)).toEqual(['spring-menus']);

    const back = await api(admin, 'PATCH', `/admin/content/posts/${id}`, { published: false });
    expect(back.json().post.publishedAt).toBeNull();
    expect((await api(null, 'GET', '/content/posts/spring-menus')).statusCode).toBe(404);
    await api(admin, 'PATCH', `/admin/content/posts/${id}`, { published: true });
  });

  it('answers a clear 409 for a taken or reserved address and 400 for a malformed one', async () => {
    const taken = await api(admin, 'POST', '/admin/content/posts', {
      slug: 'spring-menus',
      title: 'Again',
      body: 'Text',
      published: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(contentMessages.slugTaken('spring-menus'));
    expect(taken.json().error.fields).toEqual({ slug: contentMessages.slugTaken('spring-menus') });

    const about = await api(admin, 'POST', '/admin/content/posts', {
      slug: 'about',
      title: 'Not the about page',
      body: 'Text',
      published: true,
    });
    expect(about.statusCode).toBe(409);
    expect(about.json().error.message).toBe(contentMessages.slugReserved);

    const bad = await api(admin, 'POST', '/admin/content/posts', {
      slug: 'Not A Slug',
      title: '',
      body: '',
      published: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      slug: contentMessages.slugFormat,
      title: contentMessages.titleRequired,
      body: contentMessages.bodyRequired,
    });

    const other = await api(admin, 'POST', '/admin/content/posts', {
      slug: 'second-post',
      title: 'Second',
      body: 'Text',
      published: false,
    });
    const renamed = await api(admin, 'PATCH', `/admin/content/posts/${other.json().post.id}`, {
      slug: 'spring-menus',
    });
    expect(renamed.statusCode).toBe(409);
    const list = (await api(admin, 'GET', '/admin/content/posts')).json().posts as {
      slug: string;
    }[];
    expect(list.map((p) => p.slug).sort()).toEqual(['second-post', 'spring-menus']);
  });

  it('deletes a post; the about page is not a post', async () => {
    const posts = (await api(admin, 'GET', '/admin/content/posts')).json().posts as {
      id: string;
      slug: string;
    }[];
    const second = posts.find((p) => p.slug === 'second-post')!;
    expect((await api(admin, 'DELETE', `/admin/content/posts/${second.id}`)).statusCode).toBe(204);
    const aboutId = (await api(admin, 'GET', '/admin/content/about')).json().document.id as string;
    expect((await api(admin, 'DELETE', `/admin/content/posts/${aboutId}`)).statusCode).toBe(404);
    expect((await api(null, 'GET', '/content/about')).statusCode).toBe(200);
  });
});

describe('help centre', () => {
  it('groups published articles by topic, searches them, and hides drafts', async () => {
    const write = (body: object) => api(admin, 'POST', '/admin/content/help', body);
    const base = { body: 'Text', published: true };
    expect(
      (
        await write({
          ...base,
          slug: 'refunds',
          topic: 'Payments',
          title: 'Getting a refund',
          body: 'Refunds reach your card in 5–10 days. 100% of it.',
          displayOrder: 2,
        })
      ).statusCode,
    ).toBe(201);
    await write({
      ...base,
      slug: 'cards',
      topic: 'Payments',
      title: 'Cards we take',
      displayOrder: 1,
    });
    await write({
      ...base,
      slug: 'pickup',
      topic: 'Ordering',
      title: 'Picking up',
      displayOrder: 0,
    });
    const draft = await write({
      ...base,
      slug: 'secret-draft',
      topic: 'Payments',
      title: 'Refund draft',
      displayOrder: 0,
      published: false,
    });
    expect(draft.json().article.publishedAt).toBeNull();

    const all = await api(null, 'GET', '/content/help');
    expect(all.statusCode).toBe(200);
    expect(all.json().topics.map((g: { topic: string }) => g.topic)).toEqual([
      'Ordering',
      'Payments',
    ]);
    expect(all.json().topics[1].articles.map((a: { slug: string }) => a.slug)).toEqual([
      'cards',
      'refunds',
    ]);

    const found = await api(null, 'GET', '/content/help?q=REFUND');
    expect(found.json().total).toBe(1);
    expect(found.json().topics[0].articles[0]).toEqual({
      slug: 'refunds',
      topic: 'Payments',
      title: 'Getting a refund',
      excerpt: 'Refunds reach your card in 5–10 days. 100% of it.',
    });
    expect((await api(null, 'GET', '/content/help?q=refund%20card')).json().total).toBe(1);
    expect((await api(null, 'GET', '/content/help?q=refund%20pizza')).json().total).toBe(0);
    // Wildcards are searched for literally.
    expect((await api(null, 'GET', '/content/help?q=%25')).json().total).toBe(1);
    expect((await api(null, 'GET', '/content/help?q=_')).json().total).toBe(0);
    expect((await api(null, 'GET', `/content/help?q=${'x'.repeat(101)}`)).statusCode).toBe(400);

    expect((await api(null, 'GET', '/content/help/refunds')).json().article.title).toBe(
      'Getting a refund',
    );
    expect((await api(null, 'GET', '/content/help/secret-draft')).statusCode).toBe(404);
    expect((await api(null, 'GET', '/content/help/missing')).statusCode).toBe(404);

    const dup = await write({ ...base, slug: 'refunds', topic: 'X', title: 'Y', displayOrder: 0 });
    expect(dup.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(helpArticles)).toHaveLength(4);

    const id = draft.json().article.id as string;
    const published = await api(admin, 'PATCH', `/admin/content/help/${id}`, { published: true });
    expect(published.json().article.publishedAt).not.toBeNull();
    expect((await api(null, 'GET', '/content/help/secret-draft')).statusCode).toBe(200);
    expect((await api(admin, 'DELETE', `/admin/content/help/${id}`)).statusCode).toBe(204);
    expect((await api(null, 'GET', '/content/help/secret-draft')).statusCode).toBe(404);
  });
});
