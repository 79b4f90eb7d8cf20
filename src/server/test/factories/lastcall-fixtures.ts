// Test-only helpers for the last-call integration tests: last calls at known distances.
import { eq } from 'drizzle-orm';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';
import type { TestUser } from '../../modules/profiles/test-users.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls, subscriptions } from '../../db/schema/lastcall.ts';

export const ORIGIN = { lat: 37.7749, lon: -122.4194 };
/** Degrees of latitude per km on a 6371 km sphere. */
const DEG_PER_KM = 180 / (Math.PI * 6371);
export const northOf = (km: number) => ({ lat: ORIGIN.lat + km * DEG_PER_KM, lon: ORIGIN.lon });
export const HOUR = 3_600_000;

export interface ItemSpec {
  dishId: string;
  priceCents: number;
  offPercent?: number;
  amountLeft?: number;
}

/** A last call `km` north of ORIGIN, open from `startsIn` to `endsIn` ms relative to the clock. */
export async function insertLastCall(
  t: TestApp,
  chefId: string,
  opts: { km: number; startsIn?: number; endsIn?: number; items: ItemSpec[] },
): Promise<string> {
  const now = t.clock.now().getTime();
  const at = northOf(opts.km);
  const [row] = await t.ctx.db
    .insert(lastCalls)
    .values({
      chefId,
      latitude: at.lat,
      longitude: at.lon,
      startsAt: new Date(now + (opts.startsIn ?? -HOUR)),
      endsAt: new Date(now + (opts.endsIn ?? HOUR)),
    })
    .returning({ id: lastCalls.id });
  if (!row) throw new Error('last call insert failed');
  await t.ctx.db.insert(lastCallItems).values(
    opts.items.map((i) => ({
      lastCallId: row.id,
      dishId: i.dishId,
      priceCents: i.priceCents,
      offPercent: i.offPercent ?? 0,
      amountLeft: i.amountLeft ?? -1,
    })),
  );
  return row.id;
}

export async function setDishState(
  t: TestApp,
  dishId: string,
  state: Partial<{
    status: 'cooking' | 'available' | 'sold_out';
    amountLeft: number;
    hideNotAvailable: boolean;
  }>,
): Promise<void> {
  await t.ctx.db.update(dishes).set(state).where(eq(dishes.id, dishId));
}

export async function subscriptionRows(t: TestApp, userId: string): Promise<number> {
  const found = await t.ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return found.length;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a browser would send it (origin header, the user's cookie, a JSON body). */
export function caller(t: TestApp) {
  return (user: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
}
