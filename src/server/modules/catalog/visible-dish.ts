// What the dish page, its label and its reviews share: the dish with its chef, when the
// viewer may see it.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { canSeeDish } from '#domain/dish-status';
import { messages } from '#domain/messages';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../chefs/chef-queries.ts';

const dishNotVisible = () => notFound(messages.dishLoadFailed);

/** One dish with its chef when the viewer may see it (canSeeDish); else the spec's 404. */
export async function loadVisibleDish(ctx: AppContext, where: SQL, viewer: Viewer) {
  const [row] = await ctx.db
    .select({
      dish: dishes,
      chef: {
        id: profiles.id,
        name: profiles.name,
        businessName: profiles.businessName,
        handle: profiles.handle,
        avatarUrl: profiles.avatarUrl,
        title: profiles.title,
        businessPhone: profiles.businessPhone,
        businessEmail: profiles.businessEmail,
        website: profiles.website,
        latitude: profiles.latitude,
        longitude: profiles.longitude,
        producerKind: profiles.producerKind,
        approvalStatus: profiles.approvalStatus,
        profileStatus: profiles.profileStatus,
        permitType: profiles.permitType,
      },
      suspendedAt: users.suspendedAt,
    })
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  // A deleted chef's dish is not found at all (the join above), never "hidden".
  const suspended = row?.suspendedAt != null;
  if (!row || !canSeeDish(row.dish, { ...row.chef, deleted: false, suspended }, viewer)) {
    throw dishNotVisible();
  }
  const isOwner = viewer !== null && viewer === row.chef.id;
  return { dish: row.dish, chef: row.chef, isOwner };
}
