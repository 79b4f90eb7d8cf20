import { eq, sql } from 'drizzle-orm';
import { normalizeHandle } from '#domain/handle';
import { isValidProfile } from '#domain/address';
import { messages } from '#domain/messages';
import type { MyProfile, PublicProfile, UpdateProfileRequest } from '#contracts/profiles';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { chefColumns, publicProfileColumns, visibleChef } from '../chefs/chef-queries.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ensureHandleFree, handleTaken } from './profile-handle.ts';

/** The own profile: the public columns (chefs module) and the private ones its owner edits. */
const myProfileColumns = {
  ...publicProfileColumns,
  phone: profiles.phone,
  status: profiles.approvalStatus,
  isNewProfile: profiles.isNewProfile,
};

/** The signed-in user's profile with every editable field and the valid-profile flag. */
export async function getMyProfile(ctx: AppContext, userId: string): Promise<MyProfile> {
  const [row] = await ctx.db
    .select({
      ...myProfileColumns,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      addressCount: sql<number>`(select count(*)::int from ${addresses} where ${addresses.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .limit(1);
  // A session without a profile row means the account is broken, not that the caller erred.
  if (!row) throw new AppError(404, 'not_found', messages.unreadableProfile);
  const { emailVerifiedAt, addressCount, ...rest } = row;
  const emailVerified = emailVerifiedAt !== null;
  return {
    ...rest,
    name: rest.name ?? '',
    emailVerified,
    hasAddress: Number(addressCount) > 0,
    isValidProfile: isValidProfile({ addressCount: Number(addressCount), emailVerified }),
  };
}

const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/** Saves the editable fields; the first save clears the new-profile flag. */
export async function updateMyProfile(
  ctx: AppContext,
  userId: string,
  input: UpdateProfileRequest,
): Promise<MyProfile> {
  const patch: Partial<typeof profiles.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name.trim();
  if (input.handle !== undefined) {
    const handle = emptyToNull(input.handle === null ? null : normalizeHandle(input.handle));
    if (handle) await ensureHandleFree(ctx.db, userId, handle);
    patch.handle = handle;
  }
  for (const key of [
    'title',
    'description',
    'website',
    'facebook',
    'twitter',
    'linkedin',
    'instagram',
    'pinterest',
    'yelp',
    'bannerUrl',
    'businessName',
    'businessPhone',
    'businessEmail',
    'phone',
  ] as const) {
    const value = input[key];
    if (value !== undefined)
      patch[key] = key === 'description' ? (value?.trim() ? value : null) : emptyToNull(value);
  }
  if (input.profileStatus !== undefined) patch.profileStatus = input.profileStatus;
  patch.isNewProfile = false;
  patch.updatedAt = ctx.clock.now();
  try {
    await ctx.db.update(profiles).set(patch).where(eq(profiles.id, userId));
  } catch (err) {
    // Two people racing for the same handle: the unique index decides.
    if (isUniqueViolation(err)) throw handleTaken();
    throw err;
  }
  return getMyProfile(ctx, userId);
}

/**
 * A profile as anyone may see it; hidden or missing → 404 with the spec's message. A chef is
 * seen only when anyone may see them (approved, public, not deleted or suspended: `visibleChef`); a pending
 * or hidden chef answers exactly as a missing profile, so the answer does not tell them apart
 * and a pending chef's business phone and e-mail stay private.
 */
export async function getPublicProfile(ctx: AppContext, id: string): Promise<PublicProfile> {
  const [row] = await ctx.db
    .select({
      ...chefColumns,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
      chefVisible: sql<boolean>`(${visibleChef})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, id))
    .limit(1);
  // A suspended account's profile is hidden like a deleted one, customer or chef.
  if (!row || row.deletedAt || row.suspendedAt || row.profileStatus !== 'public') {
    throw notFound(messages.chefLoadFailed);
  }
  if (row.type === 'chef' && !row.chefVisible) throw notFound(messages.chefLoadFailed);
  const isChef = row.type === 'chef';
  return {
    id: row.id,
    type: row.type,
    name: row.name ?? '',
    handle: row.handle,
    title: row.title,
    description: row.description,
    avatarUrl: row.avatarUrl,
    bannerUrl: row.bannerUrl,
    website: row.website,
    facebook: row.facebook,
    twitter: row.twitter,
    linkedin: row.linkedin,
    instagram: row.instagram,
    pinterest: row.pinterest,
    yelp: row.yelp,
    businessName: row.businessName,
    // Business contacts are public by design, for chefs only.
    businessPhone: isChef ? row.businessPhone : null,
    businessEmail: isChef ? row.businessEmail : null,
    status: row.approvalStatus,
    producerKind: isChef ? row.producerKind : null,
    dishesCount: row.dishesCount,
    followersCount: row.followersCount,
    rating: {
      average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
      count: row.ratingCount,
    },
  };
}
