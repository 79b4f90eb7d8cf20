// Spec §9: "Robot call to business phone if order not viewed within 2 minutes." A timed job
// runs the sweep every few seconds; each order is claimed with a conditional UPDATE before
// the call, so two instances (or two runs) never ring the chef twice about one order.
import { and, asc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';

/** How long a new order may wait unseen before the robot calls. */
export const CALL_ROBOT_DELAY_MS = 2 * 60_000;
const BATCH = 50;

export const robotCallMessage =
  'Hello, this is Potluck. You have a new order that has not been opened yet. Please open your order inbox to accept or reject it. Thank you.';

/** Calls the business phone of chefs who have not opened a new order within 2 minutes. */
export async function callRobotSweep(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - CALL_ROBOT_DELAY_MS);
  const due = await ctx.db
    .select({ id: orders.id, phone: profiles.businessPhone })
    .from(orders)
    .innerJoin(businessSettings, eq(businessSettings.chefId, orders.sellerId))
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(
      and(
        eq(orders.status, 'new'),
        isNull(orders.viewedAt),
        isNull(orders.robotCalledAt),
        lte(orders.createdAt, cutoff),
        eq(businessSettings.callRobot, true),
        isNotNull(profiles.businessPhone),
        ne(sql`trim(${profiles.businessPhone})`, ''),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let calls = 0;
  for (const order of due) {
    // The claim re-checks everything that may have changed since the read.
    const claimed = await ctx.db
      .update(orders)
      .set({ robotCalledAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          isNull(orders.robotCalledAt),
          isNull(orders.viewedAt),
          eq(orders.status, 'new'),
        ),
      )
      .returning({ id: orders.id });
    if (claimed.length === 0) continue;
    try {
      await ctx.phone.call(order.phone!, robotCallMessage, { orderId: order.id });
      calls += 1;
    } catch {
      // The outbox keeps the failure (e.g. a number that cannot be called); calling again
      // every few seconds would not fix it, so the claim stays.
    }
  }
  return calls;
}
