import { z } from 'zod';
import { text } from '#contracts/strings';

/** One slide of the home-page product carousel (spec §1). */
export const carouselItemSchema = z.object({
  id: z.uuid(),
  title: text(),
  imageUrl: text(),
  /** Where the slide leads (an app path or an absolute URL); null when it is not a link. */
  link: text().nullable(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const carouselResponseSchema = z.object({ items: z.array(carouselItemSchema) });
export type CarouselResponse = z.infer<typeof carouselResponseSchema>;

/** A published markdown document (the about page or a blog post). */
export const contentDocumentSchema = z.object({
  slug: text(),
  title: text(),
  /** Markdown; the web renders it sanitized, never as raw HTML. */
  body: text(),
  imageUrl: text().nullable(),
  publishedAt: z.iso.datetime().nullable(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** The home page's about block: the about document and the newest blog post, if any. */
export const aboutResponseSchema = z.object({
  about: contentDocumentSchema,
  latestPost: contentDocumentSchema.nullable(),
});
export type AboutResponse = z.infer<typeof aboutResponseSchema>;

/** GET /content/posts: the published blog posts, newest first. */
export const BLOG_PAGE_SIZE = 20;
export const postListQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const postListResponseSchema = z.object({
  posts: z.array(contentDocumentSchema),
  total: z.number().int(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const postParamsSchema = z.object({ slug: text().max(200) });
export const postResponseSchema = z.object({ post: contentDocumentSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;
