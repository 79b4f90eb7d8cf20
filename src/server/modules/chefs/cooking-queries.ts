// The SQL of a chef's "Cooking Now" status (decision 047), beside chef-queries.ts in the chefs
// module, which owns profiles' chef columns.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** The chef's own cooking status with what decides whether it may be on; null when no chef. */
export async function myCookingState(db: Queryable, chefId: string) {
  const [row] = await db
    .select({
      cookingStatus: profiles.cookingStatus,
      approvalStatus: profiles.approvalStatus,
      businessHours: profiles.businessHours,
      timeZone: profiles.timeZone,
    })
    .from(profiles)
    .where(and(eq(profiles.id, chefId), eq(profiles.type, 'chef')));
  return row ?? null;
}

/** Sets a chef's cooking status. */
export async function setCookingStatus(
  db: Queryable,
  chefId: string,
  status: 'idle' | 'cooking',
): Promise<void> {
  await db.update(profiles).set({ cookingStatus: status }).where(eq(profiles.id, chefId));
}

/** Every chef whose status is cooking, with their hours (the end-of-hours sweep). */
export async function cookingChefs(db: Queryable) {
  return db
    .select({ id: profiles.id, businessHours: profiles.businessHours, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.cookingStatus, 'cooking'));
}

/** Turns these chefs' cooking off (only those still cooking); how many changed. */
export async function endCooking(db: Queryable, chefIds: readonly string[]): Promise<number> {
  if (chefIds.length === 0) return 0;
  const rows = await db
    .update(profiles)
    .set({ cookingStatus: 'idle' })
    .where(and(inArray(profiles.id, [...chefIds]), eq(profiles.cookingStatus, 'cooking')))
    .returning({ id: profiles.id });
  return rows.length;
}
