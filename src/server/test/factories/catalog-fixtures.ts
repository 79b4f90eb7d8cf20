// Rows for the catalog and chef-page integration tests, inserted directly (fast and precise).
import { randomBytes } from 'node:crypto';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { TestApp } from '../test-app.ts';
import { createSession } from '../../modules/auth/session.service.ts';

export interface FixtureUser {
  id: string;
  /** Cookie header value of a live session. */
  cookie: string;
}

const unique = () => randomBytes(5).toString('hex');

/** A user with a profile (customer unless told) and a signed-in session. */
export async function makeUser(
  t: TestApp,
  profile: Partial<typeof profiles.$inferInsert> = {},
): Promise<FixtureUser> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email: `u-${unique()}@example.com`, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await t.ctx.db.insert(profiles).values({ name: 'Someone', ...profile, id: user.id });
  const { token } = await createSession(t.ctx, user.id);
  return { id: user.id, cookie: `potluck_session=${token}` };
}

/**
 * Every day 09:00–21:00: a test chef takes orders now or for later whatever the test's clock
 * (a chef without hours takes none, decision 048).
 */
export const TEST_CHEF_HOURS = {
  businessDays: [0, 1, 2, 3, 4, 5, 6],
  fromHour: '09:00',
  endHour: '21:00',
};

/** An approved, public chef with TEST_CHEF_HOURS unless told otherwise. */
export const makeChef = (t: TestApp, profile: Partial<typeof profiles.$inferInsert> = {}) =>
  makeUser(t, {
    type: 'chef',
    approvalStatus: 'approved',
    profileStatus: 'public',
    name: 'Chef Ana',
    businessName: 'Ana Kitchen',
    businessHours: TEST_CHEF_HOURS,
    ...profile,
  });

export async function makeDish(
  t: TestApp,
  chefId: string,
  values: Partial<typeof dishes.$inferInsert> = {},
): Promise<typeof dishes.$inferSelect> {
  const [row] = await t.ctx.db
    .insert(dishes)
    .values({
      chefId,
      name: 'Tamales',
      slug: `tamales-${unique()}`,
      priceCents: 1200,
      createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('dish insert returned no row');
  return row;
}
