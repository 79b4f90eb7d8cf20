// The chefs module owns the SQL that reads a chef: who may be seen (the domain's canSeeChef as
// SQL), the column sets other modules select, and the chef's order settings. Every other
// module reads chefs through this file (docs/decisions/025-query-modules-own-their-tables.md).
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { canSeeChef } from '#domain/chef';
import { messages } from '#domain/messages';
import { DEFAULT_ORDER_SETTINGS } from '#domain/order-settings';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import { favoriteChefs, followings } from '../../db/schema/social.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** Who is asking: the signed-in user's id, or null for a guest. */
export type Viewer = string | null;

/**
 * A chef anyone may see (the domain's isChefPublic): an approved chef with a public profile
 * whose account is neither deleted nor suspended. Use with `profiles` and `users` joined on
 * the chef's id.
 */
export const visibleChef: SQL = and(
  eq(profiles.type, 'chef'),
  eq(profiles.approvalStatus, 'approved'),
  eq(profiles.profileStatus, 'public'),
  isNull(users.deletedAt),
  isNull(users.suspendedAt),
) as SQL;

/**
 * A profile anyone may see, a customer's or a chef's (as GET /profiles/:id answers): public,
 * account neither deleted nor suspended, and a chef only when `visibleChef`. Use with
 * `profiles` and `users` joined on the profile's id.
 */
export const visibleProfile: SQL = and(
  eq(profiles.profileStatus, 'public'),
  isNull(users.deletedAt),
  isNull(users.suspendedAt),
  or(ne(profiles.type, 'chef'), visibleChef),
) as SQL;

/** The same condition for raw SQL over `profiles <alias>` (the search's hand-written plans). */
export const visibleChefOf = (alias: string): SQL => {
  const p = sql.raw(alias);
  return sql`${p}.approval_status = 'approved' and ${p}.profile_status = 'public' and ${p}.type = 'chef' and not exists (select 1 from users u where u.id = ${p}.id and (u.deleted_at is not null or u.suspended_at is not null))`;
};

/** The columns chefDisplayName needs (profiles joined). */
export const chefNameColumns = {
  name: profiles.name,
  businessName: profiles.businessName,
  handle: profiles.handle,
};

/** The chef card columns (profiles joined). */
export const chefCardColumns = {
  id: profiles.id,
  name: profiles.name,
  businessName: profiles.businessName,
  handle: profiles.handle,
  avatarUrl: profiles.avatarUrl,
  title: profiles.title,
  followersCount: profiles.followersCount,
  dishesCount: profiles.dishesCount,
  /** The live broadcast while the chef is live, else null (an ended one stays private). */
  liveStreamId: sql<
    string | null
  >`case when ${profiles.streamStatus} = 'live' then ${profiles.streamId} end`,
};

/**
 * The public columns every profile has, a chef's or a customer's: names, words, pictures,
 * business contacts and links (no private e-mail, phone or search location). The profiles
 * module builds the own and the public profile on these and on chefColumns.
 */
export const publicProfileColumns = {
  id: profiles.id,
  type: profiles.type,
  name: profiles.name,
  handle: profiles.handle,
  title: profiles.title,
  description: profiles.description,
  avatarUrl: profiles.avatarUrl,
  bannerUrl: profiles.bannerUrl,
  businessName: profiles.businessName,
  businessPhone: profiles.businessPhone,
  businessEmail: profiles.businessEmail,
  website: profiles.website,
  facebook: profiles.facebook,
  twitter: profiles.twitter,
  linkedin: profiles.linkedin,
  instagram: profiles.instagram,
  pinterest: profiles.pinterest,
  yelp: profiles.yelp,
  profileStatus: profiles.profileStatus,
};

/** Every public column of a chef's profile (no private e-mail, phone or search location). */
export const chefColumns = {
  ...publicProfileColumns,
  businessLogo: profiles.businessLogo,
  producerKind: profiles.producerKind,
  approvalStatus: profiles.approvalStatus,
  cookingStatus: profiles.cookingStatus,
  streamStatus: profiles.streamStatus,
  streamId: profiles.streamId,
  businessHours: profiles.businessHours,
  timeZone: profiles.timeZone,
  permitType: profiles.permitType,
  latitude: profiles.latitude,
  longitude: profiles.longitude,
  ratingSum: profiles.ratingSum,
  ratingCount: profiles.ratingCount,
  dishesCount: profiles.dishesCount,
  followersCount: profiles.followersCount,
};

/**
 * A chef (not deleted) matching `where`, with every public column and whether an admin
 * suspended the account; null when none.
 */
export async function findChefRow(ctx: AppContext, where: SQL) {
  const [row] = await ctx.db
    .select({ ...chefColumns, suspended: sql<boolean>`(${users.suspendedAt} is not null)` })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(where, isNull(users.deletedAt), eq(profiles.type, 'chef')))
    .limit(1);
  return row ?? null;
}
export type ChefRow = NonNullable<Awaited<ReturnType<typeof findChefRow>>>;

/**
 * A chef page may be seen when canSeeChef says so (approved and public, or the chef's own).
 * Missing (or not a chef, or deleted) → 404 "profile not found"; hidden, not approved or
 * suspended → 403 "Sorry, Chef's profile is hidden!".
 */
export async function loadVisibleChef(
  ctx: AppContext,
  where: SQL,
  viewer: Viewer,
): Promise<ChefRow> {
  const chef = await findChefRow(ctx, where);
  if (!chef) throw notFound(messages.chefNotFound);
  if (!canSeeChef({ ...chef, deleted: false }, viewer)) throw forbidden(messages.chefHidden);
  return chef;
}

export const chefById = (id: string) => eq(profiles.id, id);
export const chefByHandle = (handle: string) => eq(profiles.handle, handle);

/**
 * For anyone but the chef: 404 "profile not found" when there is no such chef; 403 "Sorry,
 * Chef's profile is hidden!" unless anyone may see the chef.
 */
export async function assertChefVisible(db: Queryable, chefId: string): Promise<void> {
  const [row] = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      approvalStatus: profiles.approvalStatus,
      profileStatus: profiles.profileStatus,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, chefId))
    .limit(1);
  if (!row || row.deletedAt || row.type !== 'chef') throw notFound(messages.chefNotFound);
  const facts = { ...row, deleted: false, suspended: row.suspendedAt !== null };
  if (!canSeeChef(facts, null)) throw forbidden(messages.chefHidden);
}

/** The chef's order settings; a chef who never saved any is on the defaults. */
export async function chefOrderSettings(db: Queryable, chefId: string) {
  const [row] = await db
    .select({
      minimumOrderCents: businessSettings.minimumOrderCents,
      defaultLeadTimeMinutes: businessSettings.defaultLeadTimeMinutes,
      disablePreOrder: businessSettings.disablePreOrder,
      offersPickup: businessSettings.offersPickup,
      offersDelivery: businessSettings.offersDelivery,
      commissionStructure: businessSettings.commissionStructure,
    })
    .from(businessSettings)
    .where(eq(businessSettings.chefId, chefId));
  // A chef who never saved settings is on the defaults (pickup, no minimum, no lead time).
  return row ?? DEFAULT_ORDER_SETTINGS;
}

/**
 * The `name` field of a chef in the API: the person's name, else the business name. Screens
 * title a chef with the domain's chefDisplayName; this field is the person behind it.
 */
export const chefPersonName = (chef: { name: string | null; businessName: string | null }) =>
  chef.name ?? chef.businessName ?? '';

/** Whether the viewer follows the chef and has the chef among favourites (never for the chef). */
export async function chefViewerRelation(ctx: AppContext, chefId: string, viewer: Viewer) {
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

/** The chef's business location (set from their business address) and names, or null. */
export async function chefBusinessPlace(db: Queryable, chefId: string) {
  const [row] = await db
    .select({
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      timeZone: profiles.timeZone,
      ...chefNameColumns,
    })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return row ?? null;
}
