import { randomBytes } from 'node:crypto';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { TEST_ORIGIN } from '../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** Signs up through the real route and keeps the session cookie (tests of this feature). */
export async function signUpUser(t: TestApp, name = 'Test Person'): Promise<TestUser> {
  const email = `p-${randomBytes(5).toString('hex')}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email,
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'correct-horse-battery-9',
      name,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === 'potluck_session');
  if (!session) throw new Error('no session cookie');
  return { id: res.json().user.id as string, email, cookie: `potluck_session=${session.value}` };
}

export async function markEmailVerified(t: TestApp, userId: string): Promise<void> {
  await t.ctx.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, userId));
}
