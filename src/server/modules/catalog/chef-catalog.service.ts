// A chef's dishes and menus as the chef's page lists them: catalog data behind the chefs
// module's visibility rule (GET /chefs/:id/dishes and /chefs/:id/menus).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DishCard } from '#contracts/catalog';
import type {
  ChefDishesQuery,
  ChefDishesResponse,
  ChefMenu,
  ChefMenusResponse,
  MenuAvailabilityView,
} from '#contracts/chefs';
import type { AppContext } from '../../context.ts';
import { dishes, menuItems, menus, type MenuAvailability } from '../../db/schema/catalog.ts';
import type { BusinessHours } from '../../db/schema/profiles.ts';
import {
  chefById,
  chefViewerRelation,
  loadVisibleChef,
  type Viewer,
} from '../chefs/chef-queries.ts';
import { buildCards, cardColumns, shownInPublicLists } from './dish-cards.ts';

/** Dishes anyone may see on a chef's page: public, and not hidden while unavailable. */
const publicDishesOf = (chefId: string) =>
  and(eq(dishes.chefId, chefId), eq(dishes.visibility, 'public'), shownInPublicLists);

/** The chef's public dishes as cards, newest first, with the total for paging. */
export async function getChefDishes(
  ctx: AppContext,
  id: string,
  viewer: Viewer,
  page: ChefDishesQuery,
): Promise<ChefDishesResponse> {
  const chef = await loadVisibleChef(ctx, chefById(id), viewer);
  const where = publicDishesOf(chef.id);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select(cardColumns)
      .from(dishes)
      .where(where)
      .orderBy(desc(dishes.createdAt), asc(dishes.id))
      .limit(page.size)
      .offset(page.from),
    ctx.db.select({ n: count() }).from(dishes).where(where),
  ]);
  return { dishes: await buildCards(ctx, rows, chef, viewer), total: Number(totals[0]?.n ?? 0) };
}

function availabilityView(
  availability: MenuAvailability,
  hours: BusinessHours | null,
): MenuAvailabilityView {
  if (availability.mode === 'custom') {
    return {
      mode: 'custom',
      weekdays: availability.weekdays,
      from: availability.from,
      to: availability.to,
    };
  }
  return {
    mode: 'business_hours',
    weekdays: hours?.businessDays ?? [],
    from: hours?.fromHour ?? null,
    to: hours?.endHour ?? null,
  };
}

/**
 * The chef's active menus the viewer may see, children nested under their parent, each level
 * by position. Follower-only menus need a follower (or the chef). A child of a menu the viewer
 * cannot see is not shown either. Empty list → the web shows "No Menus Found".
 */
export async function getChefMenus(
  ctx: AppContext,
  id: string,
  viewer: Viewer,
): Promise<ChefMenusResponse> {
  const chef = await loadVisibleChef(ctx, chefById(id), viewer);
  const isOwner = viewer === chef.id;
  const { isFollowing } = await chefViewerRelation(ctx, chef.id, viewer);
  const rows = await ctx.db
    .select({
      id: menus.id,
      name: menus.name,
      type: menus.type,
      parentId: menus.parentId,
      position: menus.position,
      followerOnly: menus.followerOnly,
      availability: menus.availability,
    })
    .from(menus)
    .where(and(eq(menus.chefId, chef.id), eq(menus.isActive, true), eq(menus.isPublic, true)))
    .orderBy(asc(menus.position), asc(menus.createdAt), asc(menus.id));
  const visible = rows.filter((m) => !m.followerOnly || isOwner || isFollowing);
  if (visible.length === 0) return { timeZone: chef.timeZone, menus: [] };

  const items = await ctx.db
    .select({ menuId: menuItems.menuId, position: menuItems.position, ...cardColumns })
    .from(menuItems)
    .innerJoin(dishes, eq(dishes.id, menuItems.dishId))
    .where(
      and(
        inArray(
          menuItems.menuId,
          visible.map((m) => m.id),
        ),
        publicDishesOf(chef.id),
      ),
    )
    .orderBy(asc(menuItems.position), asc(dishes.name));
  const uniqueRows = [...new Map(items.map((i) => [i.id, i])).values()];
  const cards = new Map<string, DishCard>(
    (await buildCards(ctx, uniqueRows, chef, viewer)).map((c) => [c.id, c]),
  );

  const nodes = new Map<string, ChefMenu>();
  for (const m of visible) {
    nodes.set(m.id, {
      id: m.id,
      name: m.name,
      type: m.type,
      position: m.position,
      followerOnly: m.followerOnly,
      availability: availabilityView(m.availability, chef.businessHours ?? null),
      items: items.filter((i) => i.menuId === m.id).flatMap((i) => cards.get(i.id) ?? []),
      children: [],
    });
  }
  const byId = new Map(rows.map((m) => [m.id, m]));
  const top: ChefMenu[] = [];
  for (const m of visible) {
    const node = nodes.get(m.id);
    if (!node) continue;
    if (m.parentId === null) {
      top.push(node);
      continue;
    }
    // Attach under a visible parent; a parent that is hidden or inactive hides its children.
    // A chain that loops back on itself is dropped.
    if (!reachesRoot(m.id, byId, nodes)) continue;
    nodes.get(m.parentId)?.children.push(node);
  }
  return { timeZone: chef.timeZone, menus: top };
}

/** Whether following parent links from `id` ends at a visible top-level menu. */
function reachesRoot(
  id: string,
  byId: Map<string, { parentId: string | null }>,
  visible: Map<string, unknown>,
): boolean {
  const seen = new Set<string>();
  let current: string | null = id;
  while (current !== null) {
    if (seen.has(current) || !visible.has(current)) return false;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return true;
}
