import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { messages } from '#domain/messages';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** A database or a transaction on it: anything that can run these queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * A chef anyone may see: an approved chef with a public profile whose account is not deleted.
 * Use with `profiles` and `users` joined on the chef's id.
 */
export const visibleChef: SQL = and(
  eq(profiles.type, 'chef'),
  eq(profiles.approvalStatus, 'approved'),
  eq(profiles.profileStatus, 'public'),
  isNull(users.deletedAt),
) as SQL;

/** A dish anyone may see: public, by a visible chef (dishes, profiles, users joined). */
export const visibleDish: SQL = and(eq(dishes.visibility, 'public'), visibleChef) as SQL;

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
};

/** 404 "Not found" when there is no such chef; 403 "Sorry, Chef's profile is hidden!" otherwise. */
export async function assertChefVisible(db: Queryable, chefId: string): Promise<void> {
  const [row] = await db
    .select({
      type: profiles.type,
      approvalStatus: profiles.approvalStatus,
      profileStatus: profiles.profileStatus,
      deletedAt: users.deletedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, chefId))
    .limit(1);
  if (!row || row.deletedAt || row.type !== 'chef') throw notFound(messages.chefNotFoundTitle);
  if (row.approvalStatus !== 'approved' || row.profileStatus !== 'public') {
    throw forbidden(messages.chefHidden);
  }
}

/** 404 "Unable to retrieve the product, may be it's not visible to public." unless visible. */
export async function assertDishVisible(db: Queryable, dishId: string): Promise<void> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(and(eq(dishes.id, dishId), visibleDish))
    .limit(1);
  if (!row) throw notFound(messages.dishLoadFailed);
}
