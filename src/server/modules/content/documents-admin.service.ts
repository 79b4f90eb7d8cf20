import { and, desc, eq, ne } from 'drizzle-orm';
import type { AdminDocument } from '#contracts/content';
import { ABOUT_SLUG, contentMessages } from '#domain/content';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { aboutDocuments } from '../../db/schema/content.ts';
import { AppError, notFound } from '../../http/errors.ts';

// The about page (slug "about") and the blog posts (every other document), drafts included.

type Row = typeof aboutDocuments.$inferSelect;

const toDocument = (r: Row): AdminDocument => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  body: r.body,
  published: r.published,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * When a document counts as published: publishing stamps the moment, saving a published
 * document keeps its date, and taking it back to draft clears it.
 */
export function publishedAtAfter(
  before: { published: boolean; publishedAt: Date | null } | null,
  published: boolean,
  now: Date,
): Date | null {
  if (!published) return null;
  return before?.published ? (before.publishedAt ?? now) : now;
}

export const slugConflict = (slug: string, message = contentMessages.slugTaken(slug)) =>
  new AppError(409, 'conflict', message, { slug: message });

const isPost = ne(aboutDocuments.slug, ABOUT_SLUG);

/** GET /admin/content/about — the about document, draft or published; null before one. */
export async function getAboutAdmin(ctx: AppContext): Promise<AdminDocument | null> {
  const [row] = await ctx.db
    .select()
    .from(aboutDocuments)
    .where(eq(aboutDocuments.slug, ABOUT_SLUG));
  return row ? toDocument(row) : null;
}

/** PUT /admin/content/about — writes the about document (created the first time). */
export async function saveAbout(
  ctx: AppContext,
  body: { title: string; body: string; published: boolean },
): Promise<AdminDocument> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(aboutDocuments)
      .where(eq(aboutDocuments.slug, ABOUT_SLUG))
      .for('update');
    const now = ctx.clock.now();
    const values = {
      title: body.title,
      body: body.body,
      published: body.published,
      publishedAt: publishedAtAfter(current ?? null, body.published, now),
      updatedAt: now,
    };
    const [row] = current
      ? await tx
          .update(aboutDocuments)
          .set(values)
          .where(eq(aboutDocuments.id, current.id))
          .returning()
      : await tx
          .insert(aboutDocuments)
          .values({ ...values, slug: ABOUT_SLUG, createdAt: now })
          .onConflictDoUpdate({ target: aboutDocuments.slug, set: values })
          .returning();
    if (!row) throw new Error('about write returned no row');
    return toDocument(row);
  });
}

/** GET /admin/content/posts — every post, drafts too, last edited first. */
export async function listPostsAdmin(ctx: AppContext): Promise<AdminDocument[]> {
  const rows = await ctx.db
    .select()
    .from(aboutDocuments)
    .where(isPost)
    .orderBy(desc(aboutDocuments.updatedAt), desc(aboutDocuments.id))
    .limit(500);
  return rows.map(toDocument);
}

/** GET /admin/content/posts/:id */
export async function getPostAdmin(ctx: AppContext, id: string): Promise<AdminDocument> {
  const [row] = await ctx.db
    .select()
    .from(aboutDocuments)
    .where(and(eq(aboutDocuments.id, id), isPost));
  if (!row) throw notFound(contentMessages.notFound);
  return toDocument(row);
}

const refuseAboutSlug = (slug: string | undefined) => {
  if (slug === ABOUT_SLUG) throw slugConflict(slug, contentMessages.slugReserved);
};

/** POST /admin/content/posts — a draft or a published post; its address must be free. */
export async function createPost(
  ctx: AppContext,
  body: { slug: string; title: string; body: string; published: boolean },
): Promise<AdminDocument> {
  refuseAboutSlug(body.slug);
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db
      .insert(aboutDocuments)
      .values({
        ...body,
        publishedAt: publishedAtAfter(null, body.published, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('post insert returned no row');
    return toDocument(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugConflict(body.slug);
    throw err;
  }
}

/** PATCH /admin/content/posts/:id — any of its fields; publishing stamps the date. */
export async function updatePost(
  ctx: AppContext,
  id: string,
  patch: { slug?: string; title?: string; body?: string; published?: boolean },
): Promise<AdminDocument> {
  refuseAboutSlug(patch.slug);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(aboutDocuments)
        .where(and(eq(aboutDocuments.id, id), isPost))
        .for('update');
      if (!current) throw notFound(contentMessages.notFound);
      const now = ctx.clock.now();
      const published = patch.published ?? current.published;
      const [row] = await tx
        .update(aboutDocuments)
        .set({ ...patch, publishedAt: publishedAtAfter(current, published, now), updatedAt: now })
        .where(eq(aboutDocuments.id, id))
        .returning();
      if (!row) throw notFound(contentMessages.notFound);
      return toDocument(row);
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugConflict(patch.slug);
    throw err;
  }
}

/** DELETE /admin/content/posts/:id — the about page is not a post and stays. */
export async function deletePost(ctx: AppContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(aboutDocuments)
    .where(and(eq(aboutDocuments.id, id), isPost))
    .returning({ id: aboutDocuments.id });
  if (!row) throw notFound(contentMessages.notFound);
}
