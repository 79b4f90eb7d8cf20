import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** Who is asking: the signed-in user's id, or null for a guest. */
export type Viewer = string | null;

/** Every public column of a chef's profile (no private e-mail, phone or search location). */
export const chefColumns = {
  id: profiles.id,
  type: profiles.type,
  name: profiles.name,
  handle: profiles.handle,
  title: profiles.title,
  description: profiles.description,
  avatarUrl: profiles.avatarUrl,
  bannerUrl: profiles.bannerUrl,
  businessLogo: profiles.businessLogo,
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
  producerKind: profiles.producerKind,
  approvalStatus: profiles.approvalStatus,
  profileStatus: profiles.profileStatus,
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

export async function findChefRow(ctx: AppContext, where: SQL) {
  const [row] = await ctx.db
    .select(chefColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(where, isNull(users.deletedAt), eq(profiles.type, 'chef')))
    .limit(1);
  return row ?? null;
}
export type ChefRow = NonNullable<Awaited<ReturnType<typeof findChefRow>>>;

/**
 * A chef page may be seen when the chef is approved and not hidden; the chef always sees
 * their own. Missing (or not a chef, or deleted) → 404 "Not found"; hidden or not approved →
 * 403 "Sorry, Chef's profile is hidden!".
 */
export async function loadVisibleChef(
  ctx: AppContext,
  where: SQL,
  viewer: Viewer,
): Promise<ChefRow> {
  const chef = await findChefRow(ctx, where);
  if (!chef) throw notFound(messages.chefNotFoundTitle);
  if (chef.id === viewer) return chef;
  if (chef.profileStatus === 'hide' || chef.approvalStatus !== 'approved') {
    throw forbidden(messages.chefHidden);
  }
  return chef;
}

export const chefById = (id: string) => eq(profiles.id, id);
export const chefByHandle = (handle: string) => eq(profiles.handle, handle);

export const displayName = (chef: { name: string | null; businessName: string | null }) =>
  chef.name ?? chef.businessName ?? '';
