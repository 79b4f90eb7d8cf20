import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutDocuments, carouselItems } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists up to 8 active web slides in display order', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/v1/content/carousel' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [] });

    // Ten active web slides inserted out of order, plus an inactive and a non-web one
    // that sort first and must still be left out.
    const web = Array.from({ length: 10 }, (_, i) => ({
      title: `Slide ${10 - i}`,
      imageUrl: `/files/slide-${10 - i}.webp`,
      link: i === 9 ? null : `/dish/${i}`,
      tag: 'web',
      displayOrder: 10 - i,
      active: true,
    }));
    await t.ctx.db
      .insert(carouselItems)
      .values([
        ...web,
        { title: 'Hidden', imageUrl: '/files/h.webp', tag: 'web', displayOrder: 0, active: false },
        { title: 'App only', imageUrl: '/files/a.webp', tag: 'app', displayOrder: 0, active: true },
      ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/content/carousel' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { title: string; link: string | null }[];
    expect(items.map((i) => i.title)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Slide ${n}`));
    expect(items[0]).toEqual({
      id: expect.any(String),
      title: 'Slide 1',
      imageUrl: '/files/slide-1.webp',
      link: null,
    });
    expect(Object.keys(items[1] ?? {}).sort()).toEqual(['id', 'imageUrl', 'link', 'title']);
  });

  it('serves the published about document with the newest post, 404 before', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/content/about' });
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe('not_found');

    await t.ctx.db.insert(aboutDocuments).values({
      slug: 'about',
      title: 'About Potluck',
      body: 'Draft',
      published: false,
    });
    const draft = await t.app.inject({ method: 'GET', url: '/api/v1/content/about' });
    expect(draft.statusCode).toBe(404);

    await t.ctx.db.update(aboutDocuments).set({
      body: '# Hello\n\nLocal **food**.',
      published: true,
      publishedAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    await t.ctx.db.insert(aboutDocuments).values([
      {
        slug: 'old-post',
        title: 'Old post',
        body: 'Old',
        published: true,
        publishedAt: new Date('2026-01-02T00:00:00.000Z'),
      },
      {
        slug: 'new-post',
        title: 'New post',
        body: 'New',
        published: true,
        publishedAt: new Date('2026-02-01T00:00:00.000Z'),
      },
      { slug: 'draft-post', title: 'Draft post', body: 'Draft', published: false },
    ]);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/content/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      about: {
        slug: 'about',
        title: 'About Potluck',
        body: '# Hello\n\nLocal **food**.',
        imageUrl: null,
        publishedAt: '2026-01-01T00:00:00.000Z',
      },
      latestPost: {
        slug: 'new-post',
        title: 'New post',
        body: 'New',
        imageUrl: null,
        publishedAt: '2026-02-01T00:00:00.000Z',
      },
    });
  });

  it('lists published posts newest first and serves one; drafts and the about page are not posts', async () => {
    // The documents of the test above: about, old-post, new-post, draft-post.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/content/posts' });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().posts.map((p: { slug: string }) => p.slug)).toEqual([
      'new-post',
      'old-post',
    ]);
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/content/posts?from=1' });
    expect(second.json().posts.map((p: { slug: string }) => p.slug)).toEqual(['old-post']);

    const one = await t.app.inject({ method: 'GET', url: '/api/v1/content/posts/old-post' });
    expect(one.statusCode).toBe(200);
    expect(one.json().post).toMatchObject({ slug: 'old-post', title: 'Old post', body: 'Old' });
    for (const slug of ['draft-post', 'about', 'missing']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/content/posts/${slug}` });
      expect(res.statusCode, slug).toBe(404);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/content/posts?from=-1' });
    expect(bad.statusCode).toBe(400);
  });
});
