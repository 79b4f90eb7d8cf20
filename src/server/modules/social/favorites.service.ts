import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  FavoriteChefsResponse,
  FavoriteDishesResponse,
  FavoriteStateResponse,
  SocialPageQuery,
} from '#contracts/social';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes, dishPhotos } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { favoriteChefs, favoriteDishes } from '../../db/schema/social.ts';
import { assertDishVisible, avoidedIngredientsOf, visibleDish } from '../catalog/dish-queries.ts';
import { assertChefVisible, chefCardColumns, visibleChef } from '../chefs/chef-queries.ts';

const added = (): FavoriteStateResponse => ({
  favorite: true,
  message: messages.addedToFavorites,
});
const removed = (): FavoriteStateResponse => ({
  favorite: false,
  message: messages.removedFromFavorites,
});

// ---- dishes ---------------------------------------------------------------------------------

/** Adds a visible dish to the user's favourites; adding twice changes nothing. */
export async function addFavoriteDish(
  ctx: AppContext,
  userId: string,
  dishId: string,
): Promise<FavoriteStateResponse> {
  await assertDishVisible(ctx.db, dishId);
  await ctx.db
    .insert(favoriteDishes)
    .values({ userId, dishId, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [favoriteDishes.userId, favoriteDishes.dishId] });
  return added();
}

/**
 * Removes a dish from the user's favourites. A favourite of a dish that has since been hidden
 * can still be removed; otherwise the dish must be visible (404 as for reading it).
 */
export async function removeFavoriteDish(
  ctx: AppContext,
  userId: string,
  dishId: string,
): Promise<FavoriteStateResponse> {
  const deleted = await ctx.db
    .delete(favoriteDishes)
    .where(and(eq(favoriteDishes.userId, userId), eq(favoriteDishes.dishId, dishId)))
    .returning({ dishId: favoriteDishes.dishId });
  if (deleted.length === 0) await assertDishVisible(ctx.db, dishId);
  return removed();
}

/** Is this visible dish one of the user's favourites? (the dish page's toggle state) */
export async function isFavoriteDish(
  ctx: AppContext,
  userId: string,
  dishId: string,
): Promise<FavoriteStateResponse> {
  await assertDishVisible(ctx.db, dishId);
  const [row] = await ctx.db
    .select({ dishId: favoriteDishes.dishId })
    .from(favoriteDishes)
    .where(and(eq(favoriteDishes.userId, userId), eq(favoriteDishes.dishId, dishId)))
    .limit(1);
  return { favorite: Boolean(row) };
}

/** The user's favourite dishes that are still visible, newest first. */
export async function listFavoriteDishes(
  ctx: AppContext,
  userId: string,
  page: SocialPageQuery,
): Promise<FavoriteDishesResponse> {
  const where = and(eq(favoriteDishes.userId, userId), visibleDish);
  const firstPhoto = sql<string | null>`(
    select ${dishPhotos.url} from ${dishPhotos}
    where ${dishPhotos.dishId} = ${dishes.id}
    order by ${dishPhotos.position}, ${dishPhotos.createdAt}, ${dishPhotos.id}
    limit 1)`;
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({
        id: dishes.id,
        slug: dishes.slug,
        name: dishes.name,
        priceCents: dishes.priceCents,
        photoUrl: firstPhoto,
        status: dishes.status,
        amountLeft: dishes.amountLeft,
        chefId: dishes.chefId,
        chefName: profiles.name,
        chefBusinessName: profiles.businessName,
        favoritedAt: favoriteDishes.createdAt,
      })
      .from(favoriteDishes)
      .innerJoin(dishes, eq(dishes.id, favoriteDishes.dishId))
      .innerJoin(profiles, eq(profiles.id, dishes.chefId))
      .innerJoin(users, eq(users.id, dishes.chefId))
      .where(where)
      .orderBy(desc(favoriteDishes.createdAt), asc(favoriteDishes.dishId))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(favoriteDishes)
      .innerJoin(dishes, eq(dishes.id, favoriteDishes.dishId))
      .innerJoin(profiles, eq(profiles.id, dishes.chefId))
      .innerJoin(users, eq(users.id, dishes.chefId))
      .where(where),
  ]);
  const avoidedIn = await avoidedIngredientsOf(
    ctx.db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      chefName: r.chefName ?? '',
      favoritedAt: r.favoritedAt.toISOString(),
      ...avoidedIn(r.id),
    })),
    total: totalRow?.total ?? 0,
  };
}

// ---- chefs ----------------------------------------------------------------------------------

/** Adds a visible chef to the user's favourites; adding twice changes nothing. */
export async function addFavoriteChef(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FavoriteStateResponse> {
  await assertChefVisible(ctx.db, chefId);
  await ctx.db
    .insert(favoriteChefs)
    .values({ userId, chefId, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [favoriteChefs.userId, favoriteChefs.chefId] });
  return added();
}

/** Removes a chef from the user's favourites (always possible when it is in the list). */
export async function removeFavoriteChef(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FavoriteStateResponse> {
  const deleted = await ctx.db
    .delete(favoriteChefs)
    .where(and(eq(favoriteChefs.userId, userId), eq(favoriteChefs.chefId, chefId)))
    .returning({ chefId: favoriteChefs.chefId });
  if (deleted.length === 0) await assertChefVisible(ctx.db, chefId);
  return removed();
}

export async function isFavoriteChef(
  ctx: AppContext,
  userId: string,
  chefId: string,
): Promise<FavoriteStateResponse> {
  await assertChefVisible(ctx.db, chefId);
  const [row] = await ctx.db
    .select({ chefId: favoriteChefs.chefId })
    .from(favoriteChefs)
    .where(and(eq(favoriteChefs.userId, userId), eq(favoriteChefs.chefId, chefId)))
    .limit(1);
  return { favorite: Boolean(row) };
}

/** The user's favourite chefs that are still visible, newest first. */
export async function listFavoriteChefs(
  ctx: AppContext,
  userId: string,
  page: SocialPageQuery,
): Promise<FavoriteChefsResponse> {
  const where = and(eq(favoriteChefs.userId, userId), visibleChef);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({
        ...chefCardColumns,
        favoritedAt: favoriteChefs.createdAt,
      })
      .from(favoriteChefs)
      .innerJoin(profiles, eq(profiles.id, favoriteChefs.chefId))
      .innerJoin(users, eq(users.id, favoriteChefs.chefId))
      .where(where)
      .orderBy(desc(favoriteChefs.createdAt), asc(favoriteChefs.chefId))
      .limit(page.size)
      .offset(page.from),
    ctx.db
      .select({ total: count() })
      .from(favoriteChefs)
      .innerJoin(profiles, eq(profiles.id, favoriteChefs.chefId))
      .innerJoin(users, eq(users.id, favoriteChefs.chefId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      name: r.name ?? '',
      favoritedAt: r.favoritedAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}
