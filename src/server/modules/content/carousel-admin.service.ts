import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { AdminCarouselItem, AdminCarouselResponse } from '#contracts/content';
import { CAROUSEL_WEB_TAG, contentMessages } from '#domain/content';
import { CAROUSEL_SIZE } from '#domain/pagination';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { carouselItems } from '../../db/schema/content.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { assertStoredImage, dropUnusedContentImage } from './content-images.service.ts';

type Row = typeof carouselItems.$inferSelect;

const toItem = (r: Row): AdminCarouselItem => ({
  id: r.id,
  title: r.title,
  imageUrl: r.imageUrl,
  link: r.link,
  displayOrder: r.displayOrder,
  active: r.active,
  updatedAt: r.updatedAt.toISOString(),
});

const isWeb = eq(carouselItems.tag, CAROUSEL_WEB_TAG);

/** Serialises carousel changes: the "at most 8 active" count and the order stay true. */
const lockCarousel = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('potluck.content.carousel'))`);

async function activeCount(db: Queryable, exceptId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(carouselItems)
    .where(
      and(
        isWeb,
        eq(carouselItems.active, true),
        exceptId ? ne(carouselItems.id, exceptId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** GET /admin/content/carousel — every web item, active or not, in display order. */
export async function listCarouselAdmin(db: Queryable): Promise<AdminCarouselResponse> {
  const rows = await db
    .select()
    .from(carouselItems)
    .where(isWeb)
    .orderBy(asc(carouselItems.displayOrder), asc(carouselItems.createdAt), asc(carouselItems.id));
  return { items: rows.map(toItem), max: CAROUSEL_SIZE };
}

/** POST /admin/content/carousel — a new item, last in the order; 409 past 8 active ones. */
export async function createCarouselItem(
  ctx: AppContext,
  body: { title: string; imageUrl: string; link: string | null; active: boolean },
): Promise<AdminCarouselItem> {
  await assertStoredImage(ctx, body.imageUrl);
  return ctx.db.transaction(async (tx) => {
    await lockCarousel(tx);
    if (body.active && (await activeCount(tx)) >= CAROUSEL_SIZE) {
      throw conflict(contentMessages.carouselFull);
    }
    const [last] = await tx
      .select({ order: max(carouselItems.displayOrder) })
      .from(carouselItems)
      .where(isWeb);
    const [row] = await tx
      .insert(carouselItems)
      .values({
        ...body,
        tag: CAROUSEL_WEB_TAG,
        displayOrder: (last?.order ?? 0) + 1,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('carousel insert returned no row');
    return toItem(row);
  });
}

/** PATCH /admin/content/carousel/:id — switching an item on past 8 active ones is a 409. */
export async function updateCarouselItem(
  ctx: AppContext,
  id: string,
  patch: {
    title?: string;
    imageUrl?: string;
    link?: string | null;
    active?: boolean;
  },
): Promise<AdminCarouselItem> {
  if (patch.imageUrl !== undefined) await assertStoredImage(ctx, patch.imageUrl);
  const { item, oldImage } = await ctx.db.transaction(async (tx) => {
    await lockCarousel(tx);
    const [current] = await tx
      .select()
      .from(carouselItems)
      .where(and(eq(carouselItems.id, id), isWeb));
    if (!current) throw notFound(contentMessages.notFound);
    if (patch.active && !current.active && (await activeCount(tx, id)) >= CAROUSEL_SIZE) {
      throw conflict(contentMessages.carouselFull);
    }
    const [row] = await tx
      .update(carouselItems)
      .set({ ...patch, updatedAt: ctx.clock.now() })
      .where(eq(carouselItems.id, id))
      .returning();
    if (!row) throw notFound(contentMessages.notFound);
    return { item: toItem(row), oldImage: current.imageUrl };
  });
  if (oldImage !== item.imageUrl) await dropUnusedContentImage(ctx, oldImage);
  return item;
}

/** DELETE /admin/content/carousel/:id — and its uploaded image when nothing else shows it. */
export async function deleteCarouselItem(ctx: AppContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(carouselItems)
    .where(and(eq(carouselItems.id, id), isWeb))
    .returning({ imageUrl: carouselItems.imageUrl });
  if (!row) throw notFound(contentMessages.notFound);
  await dropUnusedContentImage(ctx, row.imageUrl);
}

/** PUT /admin/content/carousel/order — every web item once, first shown first. */
export async function orderCarousel(
  ctx: AppContext,
  ids: string[],
): Promise<AdminCarouselResponse> {
  await ctx.db.transaction(async (tx) => {
    await lockCarousel(tx);
    const existing = await tx.select({ id: carouselItems.id }).from(carouselItems).where(isWeb);
    const known = new Set(existing.map((r) => r.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((i) => !known.has(i))) {
      throw badRequest(contentMessages.order);
    }
    const now = ctx.clock.now();
    for (const [index, id] of ids.entries()) {
      await tx
        .update(carouselItems)
        .set({ displayOrder: index + 1, updatedAt: now })
        .where(eq(carouselItems.id, id));
    }
  });
  return listCarouselAdmin(ctx.db);
}
