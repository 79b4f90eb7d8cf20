import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type {
  BusinessStatus,
  ProductDetail,
  ProductListQuery,
  ProductPhoto as DishPhoto,
  ProductListResponse,
  ProductSummary,
  ProductValues,
} from '#contracts/products';
import {
  catalogMessages,
  cleanList,
  isPermutationOf,
  PRODUCT_PHOTO_SHAPE,
  PRODUCT_PHOTOS_MAX,
  slugify,
  uniqueSlug,
} from '#domain/products';
import type { AppContext } from '../../context.ts';
import { cuisines, dishModifiers, dishes, dishPhotos, modifiers } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { deleteImage, storeImage } from '../files/images.ts';

const productNotFound = () => notFound('This product was not found in your catalogue.');

const summaryColumns = {
  id: dishes.id,
  slug: dishes.slug,
  name: dishes.name,
  priceCents: dishes.priceCents,
  priceUnit: dishes.priceUnit,
  status: dishes.status,
  amountLeft: dishes.amountLeft,
  visibility: dishes.visibility,
  categories: dishes.categories,
  createdAt: dishes.createdAt,
  updatedAt: dishes.updatedAt,
  // Column names written out: drizzle leaves columns unqualified inside a select's sql.
  photoUrl: sql<string | null>`(select dp.url from dish_photos dp
    where dp.dish_id = "dishes"."id" order by dp.position, dp.created_at limit 1)`,
};

type SummaryRow = Omit<ProductSummary, 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

function toSummary(row: SummaryRow): ProductSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBusinessStatus(ctx: AppContext, chefId: string): Promise<BusinessStatus> {
  const [row] = await ctx.db
    .select({
      approvalStatus: profiles.approvalStatus,
      businessName: profiles.businessName,
      latitude: profiles.latitude,
    })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return {
    approvalStatus: row?.approvalStatus ?? 'pending',
    businessName: row?.businessName ?? null,
    hasLocation: row?.latitude != null,
  };
}

/** GET /business/products — the chef's products, newest first, with the business status. */
export async function listMyProducts(
  ctx: AppContext,
  chefId: string,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const [business, rows, [totalRow]] = await Promise.all([
    getBusinessStatus(ctx, chefId),
    ctx.db
      .select(summaryColumns)
      .from(dishes)
      .where(eq(dishes.chefId, chefId))
      .orderBy(desc(dishes.createdAt), asc(dishes.id))
      .limit(query.size)
      .offset(query.from),
    ctx.db.select({ n: count() }).from(dishes).where(eq(dishes.chefId, chefId)),
  ]);
  return { business, products: rows.map(toSummary), total: totalRow?.n ?? 0 };
}

async function loadPhotos(ctx: AppContext, dishId: string): Promise<DishPhoto[]> {
  return ctx.db
    .select({ id: dishPhotos.id, url: dishPhotos.url })
    .from(dishPhotos)
    .where(eq(dishPhotos.dishId, dishId))
    .orderBy(asc(dishPhotos.position), asc(dishPhotos.createdAt));
}

/** GET /business/products/:id — one of the chef's products; another chef's is simply not found. */
export async function getMyProduct(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<ProductDetail> {
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: dishes.description,
      leadTimeMinutes: dishes.leadTimeMinutes,
      netWeight: dishes.netWeight,
      totalServing: dishes.totalServing,
      tags: dishes.tags,
      diets: dishes.diets,
      origins: dishes.origins,
      ingredients: dishes.ingredients,
      cuisineId: dishes.cuisineId,
      suggestedDishIds: dishes.suggestedDishIds,
      hideNotAvailable: dishes.hideNotAvailable,
    })
    .from(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
  if (!row) throw productNotFound();
  const [photos, attached] = await Promise.all([
    loadPhotos(ctx, id),
    ctx.db
      .select({ modifierId: dishModifiers.modifierId })
      .from(dishModifiers)
      .where(eq(dishModifiers.dishId, id))
      .orderBy(asc(dishModifiers.position)),
  ]);
  return {
    ...toSummary(row),
    description: row.description,
    leadTimeMinutes: row.leadTimeMinutes,
    netWeight: row.netWeight,
    totalServing: row.totalServing,
    tags: row.tags,
    diets: row.diets,
    origins: row.origins,
    ingredients: row.ingredients,
    cuisineId: row.cuisineId,
    suggestedDishIds: row.suggestedDishIds,
    hideNotAvailable: row.hideNotAvailable,
    modifierIds: attached.map((a) => a.modifierId),
    photos,
  };
}

/** Every id the product refers to must be the chef's own (or, for the cuisine, exist). */
async function checkReferences(
  ctx: AppContext,
  chefId: string,
  productId: string | null,
  input: ProductValues,
): Promise<void> {
  const suggested = [...new Set(input.suggestedDishIds)];
  if (suggested.length > 0) {
    if (productId && suggested.includes(productId)) {
      throw badRequest(catalogMessages.suggestedNotOwn, {
        suggestedDishIds: catalogMessages.suggestedNotOwn,
      });
    }
    const [own] = await ctx.db
      .select({ n: count() })
      .from(dishes)
      .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, suggested)));
    if ((own?.n ?? 0) !== suggested.length) {
      throw badRequest(catalogMessages.suggestedNotOwn, {
        suggestedDishIds: catalogMessages.suggestedNotOwn,
      });
    }
  }
  const modifierIds = [...new Set(input.modifierIds)];
  if (modifierIds.length > 0) {
    const [own] = await ctx.db
      .select({ n: count() })
      .from(modifiers)
      .where(and(eq(modifiers.chefId, chefId), inArray(modifiers.id, modifierIds)));
    if ((own?.n ?? 0) !== modifierIds.length) {
      throw badRequest(catalogMessages.modifierNotOwn, {
        modifierIds: catalogMessages.modifierNotOwn,
      });
    }
  }
  if (input.cuisineId) {
    const [cuisine] = await ctx.db
      .select({ id: cuisines.id })
      .from(cuisines)
      .where(eq(cuisines.id, input.cuisineId));
    if (!cuisine) {
      throw badRequest(catalogMessages.cuisineUnknown, {
        cuisineId: catalogMessages.cuisineUnknown,
      });
    }
  }
}

/** The columns a save writes, lists cleaned and de-duplicated. */
function productColumns(input: ProductValues) {
  return {
    name: input.name,
    description: input.description || null,
    priceCents: input.priceCents,
    priceUnit: input.priceUnit || null,
    amountLeft: input.amountLeft,
    status: input.status,
    leadTimeMinutes: input.leadTimeMinutes,
    netWeight: input.netWeight || null,
    totalServing: input.totalServing,
    tags: cleanList(input.tags),
    categories: cleanList(input.categories),
    diets: cleanList(input.diets),
    origins: cleanList(input.origins),
    ingredients: cleanList(input.ingredients),
    cuisineId: input.cuisineId,
    suggestedDishIds: [...new Set(input.suggestedDishIds)],
    visibility: input.visibility,
    hideNotAvailable: input.hideNotAvailable,
  };
}

/** profiles.dishes_count moves with each create and delete (atomic, so parallel saves add up). */
async function countDishes(ctx: AppContext, chefId: string, by: 1 | -1): Promise<void> {
  await ctx.db
    .update(profiles)
    .set({ dishesCount: sql`greatest(${profiles.dishesCount} + ${by}, 0)` })
    .where(eq(profiles.id, chefId));
}

async function replaceModifiers(
  ctx: AppContext,
  dishId: string,
  modifierIds: readonly string[],
): Promise<void> {
  await ctx.db.delete(dishModifiers).where(eq(dishModifiers.dishId, dishId));
  const unique = [...new Set(modifierIds)];
  if (unique.length > 0) {
    await ctx.db
      .insert(dishModifiers)
      .values(unique.map((modifierId, position) => ({ dishId, modifierId, position })));
  }
}

async function freeSlug(ctx: AppContext, name: string, exceptId: string | null): Promise<string> {
  const base = slugify(name);
  const rows = await ctx.db
    .select({ slug: dishes.slug })
    .from(dishes)
    .where(
      and(
        or(eq(dishes.slug, base), like(dishes.slug, `${base}-%`)),
        exceptId ? ne(dishes.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  return uniqueSlug(name, (s) => taken.has(s));
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The chef's business location, which products carry for nearest-first search. Copied on every
 * save, so a product made before the chef set an address is found once it is saved again.
 */
async function businessLocation(ctx: AppContext, chefId: string) {
  const [chef] = await ctx.db
    .select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return { latitude: chef?.latitude ?? null, longitude: chef?.longitude ?? null };
}

/**
 * POST /business/products — a new product. It takes the chef's business location (search
 * finds dishes by it) and a slug of its own, and the chef's dish count goes up.
 */
export async function createProduct(
  ctx: AppContext,
  chefId: string,
  input: ProductValues,
): Promise<ProductDetail> {
  await checkReferences(ctx, chefId, null, input);
  const chef = await businessLocation(ctx, chefId);
  const now = ctx.clock.now();
  const id = randomUUID();
  // Two saves of the same name at once may pick the same slug: the unique index decides, and
  // the loser tries again with the next free one (the last try adds part of the id).
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db.transaction(async (db) => {
        const tx: AppContext = { ...ctx, db };
        const slug =
          attempt < 3
            ? await freeSlug(tx, input.name, null)
            : `${slugify(input.name)}-${id.slice(0, 8)}`;
        await db.insert(dishes).values({
          id,
          chefId,
          slug,
          ...productColumns(input),
          ...chef,
          createdAt: now,
          updatedAt: now,
        });
        await replaceModifiers(tx, id, input.modifierIds);
        await countDishes(tx, chefId, 1);
      });
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
  return getMyProduct(ctx, chefId, id);
}

async function assertOwnProduct(ctx: AppContext, chefId: string, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
  if (!row) throw productNotFound();
}

/** PUT /business/products/:id — saves every field. The slug stays (shared links keep working). */
export async function updateProduct(
  ctx: AppContext,
  chefId: string,
  id: string,
  input: ProductValues,
): Promise<ProductDetail> {
  await assertOwnProduct(ctx, chefId, id);
  await checkReferences(ctx, chefId, id, input);
  // Read before the transaction: on PGlite (one connection) a read outside it would wait forever.
  const location = await businessLocation(ctx, chefId);
  await ctx.db.transaction(async (db) => {
    await db
      .update(dishes)
      .set({
        ...productColumns(input),
        ...location,
        updatedAt: ctx.clock.now(),
      })
      .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)));
    await replaceModifiers({ ...ctx, db }, id, input.modifierIds);
  });
  return getMyProduct(ctx, chefId, id);
}

const photoKey = (dishId: string, photoId: string) => `dish/${dishId}/${photoId}`;

/** DELETE /business/products/:id — the product, its photos, and its place in other products' suggestions. */
export async function deleteProduct(ctx: AppContext, chefId: string, id: string): Promise<void> {
  await assertOwnProduct(ctx, chefId, id);
  const photos = await loadPhotos(ctx, id);
  await ctx.db.transaction(async (db) => {
    const deleted = await db
      .delete(dishes)
      .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId)))
      .returning({ id: dishes.id });
    if (deleted.length === 0) return;
    await db
      .update(dishes)
      .set({ suggestedDishIds: sql`array_remove(${dishes.suggestedDishIds}, ${id}::uuid)` })
      .where(and(eq(dishes.chefId, chefId), sql`${id}::uuid = any(${dishes.suggestedDishIds})`));
    await countDishes({ ...ctx, db }, chefId, -1);
  });
  await Promise.all(photos.map((p) => deleteImage(ctx, photoKey(id, p.id))));
}

/** POST /business/products/:id/photos — one more photo, fitted in 1200×900, last in order. */
export async function addProductPhoto(
  ctx: AppContext,
  chefId: string,
  id: string,
  upload: Buffer,
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const existing = await loadPhotos(ctx, id);
  if (existing.length >= PRODUCT_PHOTOS_MAX) throw badRequest(catalogMessages.tooManyPhotos);
  const photoId = randomUUID();
  const url = await storeImage(ctx, {
    key: photoKey(id, photoId),
    upload,
    ownerId: chefId,
    shape: PRODUCT_PHOTO_SHAPE,
  });
  await ctx.db.insert(dishPhotos).values({
    id: photoId,
    dishId: id,
    url,
    position: existing.length,
    createdAt: ctx.clock.now(),
  });
  return loadPhotos(ctx, id);
}

/** DELETE /business/products/:id/photos/:photoId */
export async function deleteProductPhoto(
  ctx: AppContext,
  chefId: string,
  id: string,
  photoId: string,
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const deleted = await ctx.db
    .delete(dishPhotos)
    .where(and(eq(dishPhotos.id, photoId), eq(dishPhotos.dishId, id)))
    .returning({ id: dishPhotos.id });
  if (deleted.length === 0) throw notFound(catalogMessages.photoNotFound);
  await deleteImage(ctx, photoKey(id, photoId));
  return loadPhotos(ctx, id);
}

/** PUT /business/products/:id/photos/order — every photo id once, first = cover photo. */
export async function reorderProductPhotos(
  ctx: AppContext,
  chefId: string,
  id: string,
  photoIds: readonly string[],
): Promise<DishPhoto[]> {
  await assertOwnProduct(ctx, chefId, id);
  const existing = await loadPhotos(ctx, id);
  if (
    !isPermutationOf(
      photoIds,
      existing.map((p) => p.id),
    )
  ) {
    throw badRequest(catalogMessages.photoOrder);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [position, photoId] of photoIds.entries()) {
      await tx
        .update(dishPhotos)
        .set({ position })
        .where(and(eq(dishPhotos.id, photoId), eq(dishPhotos.dishId, id)));
    }
  });
  return loadPhotos(ctx, id);
}

/** GET /business/cuisines — the cuisines a product may name. */
export async function listCuisines(ctx: AppContext) {
  return ctx.db
    .select({ id: cuisines.id, name: cuisines.name, iso: cuisines.iso })
    .from(cuisines)
    .orderBy(asc(cuisines.name));
}
