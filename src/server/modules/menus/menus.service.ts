import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessMenu, MenuValues } from '#contracts/menus';
import { catalogMessages, isPermutationOf, wouldCreateMenuCycle } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { dishes, menuItems, menus } from '../../db/schema/catalog.ts';
import { badRequest, notFound } from '../../http/errors.ts';

const menuNotFound = () => notFound('This menu was not found in your catalogue.');

type MenuRow = typeof menus.$inferSelect;

async function itemsOf(ctx: AppContext, menuIds: string[]) {
  if (menuIds.length === 0) return [];
  return ctx.db
    .select({
      menuId: menuItems.menuId,
      dishId: menuItems.dishId,
      position: menuItems.position,
      name: dishes.name,
      slug: dishes.slug,
    })
    .from(menuItems)
    .innerJoin(dishes, eq(dishes.id, menuItems.dishId))
    .where(inArray(menuItems.menuId, menuIds))
    .orderBy(asc(menuItems.position), asc(dishes.name));
}

function toMenu(row: MenuRow, items: Awaited<ReturnType<typeof itemsOf>>): BusinessMenu {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    isPublic: row.isPublic,
    followerOnly: row.followerOnly,
    type: row.type === 'parent' ? 'parent' : 'menu',
    parentId: row.parentId,
    position: row.position,
    availability: row.availability,
    items: items
      .filter((i) => i.menuId === row.id)
      .map(({ dishId, name, slug, position }) => ({ dishId, name, slug, position })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /business/menus — every menu of the chef, by position (active or not, public or not). */
export async function listMyMenus(ctx: AppContext, chefId: string): Promise<BusinessMenu[]> {
  const rows = await ctx.db
    .select()
    .from(menus)
    .where(eq(menus.chefId, chefId))
    .orderBy(asc(menus.position), asc(menus.createdAt), asc(menus.id));
  const items = await itemsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMenu(r, items));
}

/** GET /business/menus/:id — one of the chef's menus; another chef's is not found. */
export async function getMyMenu(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<BusinessMenu> {
  const [row] = await ctx.db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), eq(menus.chefId, chefId)));
  if (!row) throw menuNotFound();
  return toMenu(row, await itemsOf(ctx, [id]));
}

/** The parent must be the chef's own menu and must not sit below the menu itself. */
async function checkParent(
  ctx: AppContext,
  chefId: string,
  menuId: string,
  parentId: string | null,
): Promise<void> {
  if (!parentId) return;
  const own = await ctx.db
    .select({ id: menus.id, parentId: menus.parentId })
    .from(menus)
    .where(eq(menus.chefId, chefId));
  if (!own.some((m) => m.id === parentId)) {
    throw badRequest(catalogMessages.menuParentNotOwn, {
      parentId: catalogMessages.menuParentNotOwn,
    });
  }
  const parentOf = new Map(own.map((m) => [m.id, m.parentId]));
  if (wouldCreateMenuCycle(menuId, parentId, parentOf)) {
    throw badRequest(catalogMessages.menuCycle, { parentId: catalogMessages.menuCycle });
  }
}

async function checkItems(ctx: AppContext, chefId: string, dishIds: string[]): Promise<void> {
  if (dishIds.length === 0) return;
  const own = await ctx.db
    .select({ id: dishes.id })
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, dishIds)));
  if (own.length !== dishIds.length) {
    throw badRequest(catalogMessages.menuItemNotOwn, { dishIds: catalogMessages.menuItemNotOwn });
  }
}

async function replaceItems(ctx: AppContext, menuId: string, dishIds: string[]): Promise<void> {
  await ctx.db.delete(menuItems).where(eq(menuItems.menuId, menuId));
  if (dishIds.length > 0) {
    await ctx.db
      .insert(menuItems)
      .values(dishIds.map((dishId, position) => ({ menuId, dishId, position })));
  }
}

function menuColumns(input: MenuValues) {
  return {
    name: input.name,
    isActive: input.isActive,
    isPublic: input.isPublic,
    followerOnly: input.followerOnly,
    type: input.type,
    parentId: input.parentId,
    availability: input.availability,
  };
}

/** POST /business/menus — a new menu, placed last. */
export async function createMenu(
  ctx: AppContext,
  chefId: string,
  input: MenuValues,
): Promise<BusinessMenu> {
  const id = crypto.randomUUID();
  const dishIds = [...new Set(input.dishIds)];
  await checkParent(ctx, chefId, id, input.parentId);
  await checkItems(ctx, chefId, dishIds);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (db) => {
    await db.insert(menus).values({
      id,
      chefId,
      ...menuColumns(input),
      position: sql`(select coalesce(max(${menus.position}) + 1, 0) from ${menus} where ${menus.chefId} = ${chefId})`,
      createdAt: now,
      updatedAt: now,
    });
    await replaceItems({ ...ctx, db }, id, dishIds);
  });
  return getMyMenu(ctx, chefId, id);
}

/** PUT /business/menus/:id — saves every field and the items in order. */
export async function updateMenu(
  ctx: AppContext,
  chefId: string,
  id: string,
  input: MenuValues,
): Promise<BusinessMenu> {
  await getMyMenu(ctx, chefId, id);
  const dishIds = [...new Set(input.dishIds)];
  await checkParent(ctx, chefId, id, input.parentId);
  await checkItems(ctx, chefId, dishIds);
  await ctx.db.transaction(async (db) => {
    await db
      .update(menus)
      .set({ ...menuColumns(input), updatedAt: ctx.clock.now() })
      .where(and(eq(menus.id, id), eq(menus.chefId, chefId)));
    await replaceItems({ ...ctx, db }, id, dishIds);
  });
  return getMyMenu(ctx, chefId, id);
}

/** DELETE /business/menus/:id — its sub-menus move up to the top level (the schema's set null). */
export async function deleteMenu(ctx: AppContext, chefId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(menus)
    .where(and(eq(menus.id, id), eq(menus.chefId, chefId)))
    .returning({ id: menus.id });
  if (deleted.length === 0) throw menuNotFound();
}

/** PUT /business/menus/order — every one of the chef's menus once, in the new order. */
export async function reorderMenus(
  ctx: AppContext,
  chefId: string,
  menuIds: string[],
): Promise<BusinessMenu[]> {
  const own = await ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.chefId, chefId));
  if (
    !isPermutationOf(
      menuIds,
      own.map((m) => m.id),
    )
  ) {
    throw badRequest(catalogMessages.menuOrder);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [position, menuId] of menuIds.entries()) {
      await tx
        .update(menus)
        .set({ position })
        .where(and(eq(menus.id, menuId), eq(menus.chefId, chefId)));
    }
  });
  return listMyMenus(ctx, chefId);
}
