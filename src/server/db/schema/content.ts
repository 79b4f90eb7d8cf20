import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

/** Home-page product carousel (up to 8 shown, tag "web", ordered by display_order). */
export const carouselItems = pgTable(
  'carousel_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    imageUrl: text().notNull(),
    link: text(),
    tag: text().notNull().default('web'),
    displayOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carousel_items_tag_order_idx').on(t.tag, t.displayOrder)],
);

/** About / blog documents (markdown). */
export const aboutDocuments = pgTable('about_documents', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  imageUrl: text(),
  published: boolean().notNull().default(false),
  publishedAt: timestamptz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Help-centre articles (markdown), grouped by topic, searchable on /help. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    topic: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    displayOrder: integer().notNull().default(0),
    published: boolean().notNull().default(false),
    publishedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('help_articles_topic_order_idx').on(t.topic, t.displayOrder)],
);
