import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';
import type { TestUser } from '../../modules/profiles/test-users.ts';
import { createSession } from '../../modules/auth/session.service.ts';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes, dishPhotos } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { TEST_CHEF_HOURS } from './catalog-fixtures.ts';

// Test-only helpers for the social module's integration tests.

export type ChefState = {
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  profileStatus?: 'public' | 'hide';
};

/**
 * A customer with a session, written straight to the database: the sign-up route is limited
 * per IP, and these tests need many people.
 */
export async function makeUser(t: TestApp, name: string): Promise<TestUser> {
  const email = `s-${randomBytes(5).toString('hex')}@example.com`;
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-hash', emailVerifiedAt: t.clock.now() })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  await t.ctx.db.insert(profiles).values({ id: user.id, type: 'customer', name, email });
  const { token } = await createSession(t.ctx, user.id);
  return { id: user.id, email, cookie: `potluck_session=${token}` };
}

/** A user turned into a chef (approved and public unless told otherwise). */
export async function makeChef(t: TestApp, name: string, state: ChefState = {}): Promise<TestUser> {
  const user = await makeUser(t, name);
  await t.ctx.db
    .update(profiles)
    .set({
      type: 'chef',
      producerKind: 'home_chef',
      businessName: `${name}'s Kitchen`,
      handle: `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${randomBytes(3).toString('hex')}`,
      title: `${name} cooks`,
      // Open every day, so the cart takes the chef's dishes whatever the clock (decision 048).
      businessHours: TEST_CHEF_HOURS,
      approvalStatus: state.approvalStatus ?? 'approved',
      profileStatus: state.profileStatus ?? 'public',
    })
    .where(eq(profiles.id, user.id));
  return user;
}

export async function setChefState(t: TestApp, chefId: string, state: ChefState): Promise<void> {
  await t.ctx.db.update(profiles).set(state).where(eq(profiles.id, chefId));
}

export async function setDeleted(t: TestApp, userId: string, deleted: boolean): Promise<void> {
  await t.ctx.db
    .update(users)
    .set({ deletedAt: deleted ? t.clock.now() : null })
    .where(eq(users.id, userId));
}

export async function makeDish(
  t: TestApp,
  chefId: string,
  name: string,
  opts: { visibility?: 'public' | 'private'; photos?: string[]; priceCents?: number } = {},
): Promise<{ id: string; slug: string }> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(4).toString('hex')}`;
  const [row] = await t.ctx.db
    .insert(dishes)
    .values({
      chefId,
      name,
      slug,
      priceCents: opts.priceCents ?? 1250,
      visibility: opts.visibility ?? 'public',
      amountLeft: 5,
    })
    .returning({ id: dishes.id, slug: dishes.slug });
  if (!row) throw new Error('dish insert failed');
  const photos = opts.photos ?? [];
  if (photos.length > 0) {
    await t.ctx.db
      .insert(dishPhotos)
      .values(photos.map((url, position) => ({ dishId: row.id, url, position })));
  }
  return row;
}

export async function setDishVisibility(
  t: TestApp,
  dishId: string,
  visibility: 'public' | 'private',
): Promise<void> {
  await t.ctx.db.update(dishes).set({ visibility }).where(eq(dishes.id, dishId));
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a browser would send it (origin header on every request). */
export function caller(t: TestApp) {
  return (user: TestUser | null, method: Method, url: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    });
}

/** Raw rows of a query, whichever driver. */
const rowsOf = <T>(t: TestApp, query: SQL): Promise<T[]> => queryRows<T>(t.ctx.db, query);

/** Profiles whose followers_count differs from the number of followings rows. */
export async function counterDrift(
  t: TestApp,
): Promise<{ id: string; counter: number; rows: number }[]> {
  const result = await rowsOf<{ id: string; counter: number; rows: number }>(
    t,
    sql`
    select p.id, p.followers_count as counter,
           (select count(*)::int from followings f where f.to_user_id = p.id) as rows
    from profiles p
    where p.followers_count <> (select count(*) from followings f where f.to_user_id = p.id)`,
  );
  return result;
}

export async function followerRows(t: TestApp, chefId: string): Promise<number> {
  const result = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from followings where to_user_id = ${chefId}`,
  );
  return result[0]?.n ?? 0;
}

export async function followersCounter(t: TestApp, chefId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: profiles.followersCount })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return row?.n ?? -1;
}
