import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DishCard } from '#contracts/catalog';
import type {
  ChefDishesQuery,
  ChefDishesResponse,
  ChefMenu,
  ChefMenusResponse,
  ChefPage,
  MenuAvailabilityView,
} from '#contracts/chefs';
import { normalizeHandle } from '#domain/handle';
import type { AppContext } from '../../context.ts';
import { dishes, menuItems, menus, type MenuAvailability } from '../../db/schema/catalog.ts';
import type { BusinessHours } from '../../db/schema/profiles.ts';
import { favoriteChefs, followings } from '../../db/schema/social.ts';
import {
  buildCards,
  cardColumns,
  ratingSummary,
  shownInPublicLists,
} from '../catalog/dish-cards.ts';
import {
  chefByHandle,
  chefById,
  displayName,
  loadVisibleChef,
  type ChefRow,
  type Viewer,
} from './chef-access.ts';
import { chefOrderSettings } from '../orders/order-rules.ts';

async function viewerRelation(ctx: AppContext, chefId: string, viewer: Viewer) {
  if (!viewer || viewer === chefId) return { isFollowing: false, isFavorite: false };
  const [follow, favorite] = await Promise.all([
    ctx.db
      .select({ id: followings.id })
      .from(followings)
      .where(and(eq(followings.fromUserId, viewer), eq(followings.toUserId, chefId)))
      .limit(1),
    ctx.db
      .select({ chefId: favoriteChefs.chefId })
      .from(favoriteChefs)
      .where(and(eq(favoriteChefs.userId, viewer), eq(favoriteChefs.chefId, chefId)))
      .limit(1),
  ]);
  return { isFollowing: follow.length > 0, isFavorite: favorite.length > 0 };
}

async function chefPage(ctx: AppContext, chef: ChefRow, viewer: Viewer): Promise<ChefPage> {
  const [relation, settings] = await Promise.all([
    viewerRelation(ctx, chef.id, viewer),
    chefOrderSettings(ctx.db, chef.id),
  ]);
  const live = chef.streamStatus === 'live';
  return {
    id: chef.id,
    name: displayName(chef),
    handle: chef.handle,
    title: chef.title,
    description: chef.description,
    avatarUrl: chef.avatarUrl,
    bannerUrl: chef.bannerUrl,
    businessLogo: chef.businessLogo,
    businessName: chef.businessName,
    businessPhone: chef.businessPhone,
    businessEmail: chef.businessEmail,
    website: chef.website,
    facebook: chef.facebook,
    twitter: chef.twitter,
    linkedin: chef.linkedin,
    instagram: chef.instagram,
    pinterest: chef.pinterest,
    yelp: chef.yelp,
    producerKind: chef.producerKind,
    approvalStatus: chef.approvalStatus,
    profileStatus: chef.profileStatus,
    cookingStatus: chef.cookingStatus,
    streamStatus: chef.streamStatus,
    streamId: live ? chef.streamId : null,
    businessHours: chef.businessHours ?? null,
    timeZone: chef.timeZone,
    orderSettings: {
      minimumOrderCents: settings.minimumOrderCents,
      defaultLeadTimeMinutes: settings.defaultLeadTimeMinutes,
      disablePreOrder: settings.disablePreOrder,
      offersPickup: settings.offersPickup,
      offersDelivery: settings.offersDelivery,
    },
    latitude: chef.latitude,
    longitude: chef.longitude,
    dishesCount: chef.dishesCount,
    followersCount: chef.followersCount,
    rating: ratingSummary(chef.ratingSum, chef.ratingCount),
    isOwner: viewer === chef.id,
    ...relation,
  };
}

export async function getChefPage(ctx: AppContext, id: string, viewer: Viewer): Promise<ChefPage> {
  return chefPage(ctx, await loadVisibleChef(ctx, chefById(id), viewer), viewer);
}

export async function getChefPageByHandle(
  ctx: AppContext,
  handle: string,
  viewer: Viewer,
): Promise<ChefPage> {
  const chef = await loadVisibleChef(ctx, chefByHandle(normalizeHandle(handle)), viewer);
  return chefPage(ctx, chef, viewer);
}

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
  return { dishes: await buildCards(ctx, rows, chef), total: Number(totals[0]?.n ?? 0) };
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
  const { isFollowing } = await viewerRelation(ctx, chef.id, viewer);
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
    (await buildCards(ctx, uniqueRows, chef)).map((c) => [c.id, c]),
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
