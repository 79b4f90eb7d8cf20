import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import {
  BLOG_PAGE_SIZE,
  type AboutResponse,
  type CarouselItem,
  type ContentDocument,
  type PostListResponse,
} from '#contracts/content';
import { CAROUSEL_SIZE } from '#domain/pagination';
import type { AppContext } from '../../context.ts';
import { aboutDocuments, carouselItems } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';

export const ABOUT_SLUG = 'about';

/** Active carousel slides tagged for the web, in display order, at most CAROUSEL_SIZE. */
export async function listCarousel(ctx: AppContext): Promise<CarouselItem[]> {
  return ctx.db
    .select({
      id: carouselItems.id,
      title: carouselItems.title,
      imageUrl: carouselItems.imageUrl,
      link: carouselItems.link,
    })
    .from(carouselItems)
    .where(and(eq(carouselItems.active, true), eq(carouselItems.tag, 'web')))
    .orderBy(asc(carouselItems.displayOrder), asc(carouselItems.createdAt), asc(carouselItems.id))
    .limit(CAROUSEL_SIZE);
}

const documentColumns = {
  slug: aboutDocuments.slug,
  title: aboutDocuments.title,
  body: aboutDocuments.body,
  imageUrl: aboutDocuments.imageUrl,
  publishedAt: aboutDocuments.publishedAt,
};

function toDocument(row: {
  slug: string;
  title: string;
  body: string;
  imageUrl: string | null;
  publishedAt: Date | null;
}): ContentDocument {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** The published about document plus the newest other published post; 404 without one. */
export async function getAbout(ctx: AppContext): Promise<AboutResponse> {
  const [about] = await ctx.db
    .select(documentColumns)
    .from(aboutDocuments)
    .where(and(eq(aboutDocuments.slug, ABOUT_SLUG), eq(aboutDocuments.published, true)));
  if (!about) throw notFound();
  const [post] = await ctx.db
    .select(documentColumns)
    .from(aboutDocuments)
    .where(and(ne(aboutDocuments.slug, ABOUT_SLUG), eq(aboutDocuments.published, true)))
    .orderBy(desc(aboutDocuments.publishedAt), desc(aboutDocuments.createdAt))
    .limit(1);
  return { about: toDocument(about), latestPost: post ? toDocument(post) : null };
}

/** A published post (any document but the about page). */
const publishedPost = and(ne(aboutDocuments.slug, ABOUT_SLUG), eq(aboutDocuments.published, true));

/** GET /content/posts — the published posts, newest first, a page at a time. */
export async function listPosts(ctx: AppContext, from: number): Promise<PostListResponse> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(documentColumns)
      .from(aboutDocuments)
      .where(publishedPost)
      .orderBy(
        desc(aboutDocuments.publishedAt),
        desc(aboutDocuments.createdAt),
        asc(aboutDocuments.id),
      )
      .limit(BLOG_PAGE_SIZE)
      .offset(from),
    ctx.db.select({ n: count() }).from(aboutDocuments).where(publishedPost),
  ]);
  return { posts: rows.map(toDocument), total: total?.n ?? 0 };
}

/** GET /content/posts/:slug — one published post; a draft or missing one is the same 404. */
export async function getPost(ctx: AppContext, slug: string): Promise<ContentDocument> {
  const [row] = await ctx.db
    .select(documentColumns)
    .from(aboutDocuments)
    .where(and(eq(aboutDocuments.slug, slug), publishedPost));
  if (!row) throw notFound();
  return toDocument(row);
}
