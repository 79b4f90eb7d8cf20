import { asc, eq } from 'drizzle-orm';
import type { AdminHelpArticle } from '#contracts/content';
import { contentMessages } from '#domain/content';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { helpArticles } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';
import { publishedAtAfter, slugConflict } from './documents-admin.service.ts';

// The help centre's articles as the admins edit them, drafts included.

type Row = typeof helpArticles.$inferSelect;

const toArticle = (r: Row): AdminHelpArticle => ({
  id: r.id,
  slug: r.slug,
  topic: r.topic,
  title: r.title,
  body: r.body,
  displayOrder: r.displayOrder,
  published: r.published,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

interface HelpFields {
  slug: string;
  topic: string;
  title: string;
  body: string;
  displayOrder: number;
  published: boolean;
}

/** GET /admin/content/help — every article, by topic and display order. */
export async function listHelpAdmin(ctx: AppContext): Promise<AdminHelpArticle[]> {
  const rows = await ctx.db
    .select()
    .from(helpArticles)
    .orderBy(asc(helpArticles.topic), asc(helpArticles.displayOrder), asc(helpArticles.title))
    .limit(1000);
  return rows.map(toArticle);
}

/** GET /admin/content/help/:id */
export async function getHelpAdmin(ctx: AppContext, id: string): Promise<AdminHelpArticle> {
  const [row] = await ctx.db.select().from(helpArticles).where(eq(helpArticles.id, id));
  if (!row) throw notFound(contentMessages.notFound);
  return toArticle(row);
}

/** POST /admin/content/help — its address must be free (409 with the field). */
export async function createHelpArticle(
  ctx: AppContext,
  body: HelpFields,
): Promise<AdminHelpArticle> {
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db
      .insert(helpArticles)
      .values({
        ...body,
        publishedAt: publishedAtAfter(null, body.published, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('help insert returned no row');
    return toArticle(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugConflict(body.slug);
    throw err;
  }
}

/** PATCH /admin/content/help/:id — any of its fields; publishing stamps the date. */
export async function updateHelpArticle(
  ctx: AppContext,
  id: string,
  patch: Partial<HelpFields>,
): Promise<AdminHelpArticle> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.id, id))
        .for('update');
      if (!current) throw notFound(contentMessages.notFound);
      const now = ctx.clock.now();
      const published = patch.published ?? current.published;
      const [row] = await tx
        .update(helpArticles)
        .set({ ...patch, publishedAt: publishedAtAfter(current, published, now), updatedAt: now })
        .where(eq(helpArticles.id, id))
        .returning();
      if (!row) throw notFound(contentMessages.notFound);
      return toArticle(row);
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.slug) throw slugConflict(patch.slug);
    throw err;
  }
}

/** DELETE /admin/content/help/:id */
export async function deleteHelpArticle(ctx: AppContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(helpArticles)
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  if (!row) throw notFound(contentMessages.notFound);
}
