import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type {
  AboutResponse,
  CarouselItem,
  ContentDocument,
  HelpArticle,
  HelpListResponse,
  HelpTopic,
  PostListResponse,
} from '#contracts/content';
import {
  ABOUT_SLUG,
  CAROUSEL_WEB_TAG,
  HELP_RESULTS_MAX,
  helpSearchWords,
  likeContaining,
  markdownExcerpt,
} from '#domain/content';
import { CAROUSEL_SIZE } from '#domain/pagination';
import type { AppContext } from '../../context.ts';
import { aboutDocuments, carouselItems, helpArticles } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';

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
    .where(and(eq(carouselItems.active, true), eq(carouselItems.tag, CAROUSEL_WEB_TAG)))
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
export async function listPosts(
  ctx: AppContext,
  from: number,
  size: number,
): Promise<PostListResponse> {
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
      .limit(size)
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

/** A published help article. */
const publishedHelp = eq(helpArticles.published, true);

/**
 * GET /content/help — the published help articles grouped by topic (a topic sits where its
 * first article's display order puts it, then by name; articles in display order). With a query, only those whose title or text holds every word
 * (literally: LIKE wildcards are escaped), at most HELP_RESULTS_MAX.
 */
export async function listHelpArticles(
  ctx: AppContext,
  query: string | undefined,
): Promise<HelpListResponse> {
  const words = helpSearchWords(query ?? '');
  const matches = words.map((word) => {
    const pattern = likeContaining(word);
    return or(ilike(helpArticles.title, pattern), ilike(helpArticles.body, pattern));
  });
  const rows = await ctx.db
    .select({
      slug: helpArticles.slug,
      topic: helpArticles.topic,
      title: helpArticles.title,
      body: helpArticles.body,
    })
    .from(helpArticles)
    .where(and(publishedHelp, ...matches))
    .orderBy(
      asc(sql`min(${helpArticles.displayOrder}) over (partition by ${helpArticles.topic})`),
      asc(helpArticles.topic),
      asc(helpArticles.displayOrder),
      asc(helpArticles.title),
    )
    .limit(HELP_RESULTS_MAX);
  const topics: HelpTopic[] = [];
  for (const row of rows) {
    let group = topics.at(-1);
    if (group?.topic !== row.topic) {
      group = { topic: row.topic, articles: [] };
      topics.push(group);
    }
    group.articles.push({
      slug: row.slug,
      topic: row.topic,
      title: row.title,
      excerpt: markdownExcerpt(row.body, 160),
    });
  }
  return { topics, total: rows.length };
}

/** GET /content/help/:slug — one published help article; a draft or missing one is a 404. */
export async function getHelpArticle(ctx: AppContext, slug: string): Promise<HelpArticle> {
  const [row] = await ctx.db
    .select({
      slug: helpArticles.slug,
      topic: helpArticles.topic,
      title: helpArticles.title,
      body: helpArticles.body,
      publishedAt: helpArticles.publishedAt,
    })
    .from(helpArticles)
    .where(and(eq(helpArticles.slug, slug), publishedHelp));
  if (!row) throw notFound();
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null };
}
