import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AboutResponse, CarouselItem, ContentDocument } from '#contracts/content';
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
