// Helpers of the business-portal integration tests (products, menus, modifiers).
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';
import { signUpUser } from '../../modules/profiles/test-users.ts';

export interface Caller {
  id: string;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/v1{url} as `user` (or a guest), with the Origin header a browser sends. */
export function callAs(
  t: TestApp,
  user: Caller | null,
  method: Method,
  url: string,
  body?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

/**
 * A chef made the way the portal will meet one: a real sign-up, then the profile turned into a
 * chef's (pending unless told), with a business location.
 */
export async function signUpChef(
  t: TestApp,
  values: Partial<typeof profiles.$inferInsert> = {},
): Promise<Caller> {
  const user = await signUpUser(t, 'Chef Test');
  await t.ctx.db
    .update(profiles)
    .set({
      type: 'chef',
      approvalStatus: 'pending',
      businessName: 'Test Kitchen',
      latitude: 37.77,
      longitude: -122.42,
      ...values,
    })
    .where(eq(profiles.id, user.id));
  return user;
}

/** A product body with every required field, for tests to override. */
export const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'Pork Tamales',
  description: 'Steamed in corn husks.',
  priceCents: 1200,
  priceUnit: 'dozen',
  amountLeft: 10,
  status: 'available',
  leadTimeMinutes: 60,
  netWeight: '250 g',
  totalServing: 4,
  tags: ['spicy'],
  categories: ['Mains', 'Snacks'],
  diets: ['gluten-free'],
  origins: ['Mexican'],
  ingredients: ['masa', 'pork'],
  visibility: 'public',
  hideNotAvailable: false,
  ...over,
});

export const modifierBody = (over: Record<string, unknown> = {}) => ({
  name: 'Salsa',
  min: 1,
  max: 1,
  options: [
    { name: 'Verde', priceCents: 50, available: true },
    { name: 'Roja', priceCents: 75, available: true },
  ],
  ...over,
});
