// Signed-in people of each role, inserted directly (fast), for tests that call the API.
import { randomBytes } from 'node:crypto';
import { users } from '../db/schema/accounts.ts';
import { profiles } from '../db/schema/profiles.ts';
import { createSession } from '../modules/auth/session.service.ts';
import type { TestApp } from './test-app.ts';

/** The roles a route policy tells apart (a guest has no session at all). */
export type Role = 'customer' | 'chef' | 'applicant' | 'admin';

export interface SignedIn {
  id: string;
  /** Cookie header value of a live session. */
  cookie: string;
}

const profileOf: Record<Role, Partial<typeof profiles.$inferInsert>> = {
  customer: { type: 'customer', name: 'Casey Customer' },
  chef: {
    type: 'chef',
    approvalStatus: 'approved',
    profileStatus: 'public',
    name: 'Chef Ana',
    businessName: 'Ana Kitchen',
  },
  // A chef who applied and waits for approval: the business portal is open to them already.
  applicant: { type: 'chef', approvalStatus: 'pending', name: 'Pat Pending' },
  admin: { type: 'customer', name: 'Ada Admin' },
};

/** A new account of `role` with a verified e-mail and a live session. */
export async function signInAs(t: TestApp, role: Role): Promise<SignedIn> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: `${role}-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: t.clock.now(),
      isAdmin: role === 'admin',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await t.ctx.db.insert(profiles).values({ ...profileOf[role], id: user.id });
  const { token } = await createSession(t.ctx, user.id);
  return { id: user.id, cookie: `potluck_session=${token}` };
}
