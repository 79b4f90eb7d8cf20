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
