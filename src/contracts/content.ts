import { z } from 'zod';
import { text } from '#contracts/strings';
import {
  CAROUSEL_LINK_MAX,
  CONTENT_BODY_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  HELP_QUERY_MAX,
  HELP_TOPIC_MAX,
  SLUG_PATTERN,
  carouselLinkProblem,
  contentMessages,
} from '#domain/content';

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
  /** Posts a page (the home page's block asks for a few). */
  size: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export const postListResponseSchema = z.object({
  posts: z.array(contentDocumentSchema),
  total: z.number().int(),
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;

export const postParamsSchema = z.object({ slug: text().max(200) });
export const postResponseSchema = z.object({ post: contentDocumentSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

// ——— Help centre (/help): published articles grouped by topic, searchable ———

/** A help article in a list: no body, a plain-text excerpt. */
export const helpArticleSummarySchema = z.object({
  slug: text(),
  topic: text(),
  title: text(),
  excerpt: text(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpTopicSchema = z.object({
  topic: text(),
  articles: z.array(helpArticleSummarySchema),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const helpListQuerySchema = z.object({
  /** Words that must each appear in the title or the text; empty or missing lists them all. */
  q: text()
    .trim()
    .max(HELP_QUERY_MAX, `Search with at most ${HELP_QUERY_MAX} characters.`)
    .optional(),
});
export const helpListResponseSchema = z.object({
  /** Topics in alphabetical order, articles in their display order. */
  topics: z.array(helpTopicSchema),
  /** Articles answered (at most HELP_RESULTS_MAX). */
  total: z.number().int(),
});
export type HelpListResponse = z.infer<typeof helpListResponseSchema>;

export const helpArticleSchema = z.object({
  slug: text(),
  topic: text(),
  title: text(),
  /** Markdown; the web renders it sanitized. */
  body: text(),
  publishedAt: z.iso.datetime().nullable(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticleResponseSchema = z.object({ article: helpArticleSchema });

// ——— Admin: carousel, about, blog posts, help articles (admins only) ———

const title = () =>
  text()
    .trim()
    .min(1, contentMessages.titleRequired)
    .max(CONTENT_TITLE_MAX, `A title can be at most ${CONTENT_TITLE_MAX} characters.`);
const markdownBody = () =>
  text()
    .trim()
    .min(1, contentMessages.bodyRequired)
    .max(CONTENT_BODY_MAX, `The text can be at most ${CONTENT_BODY_MAX} characters.`);
const slug = () =>
  text()
    .trim()
    .min(1, contentMessages.slugFormat)
    .max(CONTENT_SLUG_MAX, `An address can be at most ${CONTENT_SLUG_MAX} characters.`)
    .regex(SLUG_PATTERN, contentMessages.slugFormat);
const carouselLink = () =>
  text()
    .trim()
    .superRefine((value, ctx) => {
      const problem = carouselLinkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const contentIdParamsSchema = z.object({ id: z.uuid() });

/** A carousel item as the admin sees it: inactive ones too. */
export const adminCarouselItemSchema = z.object({
  id: z.uuid(),
  title: text(),
  imageUrl: text(),
  link: text().nullable(),
  displayOrder: z.number().int(),
  active: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type AdminCarouselItem = z.infer<typeof adminCarouselItemSchema>;
export const adminCarouselResponseSchema = z.object({
  items: z.array(adminCarouselItemSchema),
  /** Active items the home page may show at once (spec §9 carousel 8). */
  max: z.number().int(),
});
export type AdminCarouselResponse = z.infer<typeof adminCarouselResponseSchema>;

export const carouselItemBodySchema = z.object({
  title: title(),
  /** An image stored on this site (POST /admin/content/images answers one). */
  imageUrl: text().trim().min(1, contentMessages.imageRequired).max(CAROUSEL_LINK_MAX),
  /** A path on this site or an https address; null or empty: the item is not a link. */
  link: z.union([carouselLink(), z.literal(''), z.null()]).transform((v) => v || null),
  active: z.boolean(),
});
export type CarouselItemBody = z.input<typeof carouselItemBodySchema>;
export const carouselItemPatchSchema = carouselItemBodySchema.partial();
export type CarouselItemPatch = z.input<typeof carouselItemPatchSchema>;

export const carouselOrderBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
});
export const carouselItemResponseSchema = z.object({ item: adminCarouselItemSchema });

export const contentImageResponseSchema = z.object({ imageUrl: text() });

/** The about page or a blog post, draft or published, as the admin edits it. */
export const adminDocumentSchema = z.object({
  id: z.uuid(),
  slug: text(),
  title: text(),
  body: text(),
  published: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const aboutBodySchema = z.object({
  title: title(),
  body: markdownBody(),
  published: z.boolean(),
});
export type AboutBody = z.input<typeof aboutBodySchema>;
export const adminAboutResponseSchema = z.object({ document: adminDocumentSchema.nullable() });

export const postBodySchema = z.object({
  slug: slug(),
  title: title(),
  body: markdownBody(),
  published: z.boolean(),
});
export type PostBody = z.input<typeof postBodySchema>;
export const postPatchSchema = postBodySchema.partial();
export const adminPostListResponseSchema = z.object({ posts: z.array(adminDocumentSchema) });
export const adminPostResponseSchema = z.object({ post: adminDocumentSchema });

export const adminHelpArticleSchema = z.object({
  id: z.uuid(),
  slug: text(),
  topic: text(),
  title: text(),
  body: text(),
  displayOrder: z.number().int(),
  published: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

export const helpArticleBodySchema = z.object({
  slug: slug(),
  topic: text()
    .trim()
    .min(1, contentMessages.topicRequired)
    .max(HELP_TOPIC_MAX, `A topic can be at most ${HELP_TOPIC_MAX} characters.`),
  title: title(),
  body: markdownBody(),
  /** Place within its topic: lower first. */
  displayOrder: z.number().int().min(0).max(10_000),
  published: z.boolean(),
});
export type HelpArticleBody = z.input<typeof helpArticleBodySchema>;
export const helpArticlePatchSchema = helpArticleBodySchema.partial();
export const adminHelpListResponseSchema = z.object({ articles: z.array(adminHelpArticleSchema) });
export const adminHelpArticleResponseSchema = z.object({ article: adminHelpArticleSchema });
