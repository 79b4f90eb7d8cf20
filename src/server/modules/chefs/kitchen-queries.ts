// Each chef's kitchen now (issue 14 point 1, decision 048): the facts of the order-time rule
// (business hours, time zone, lead time, pre-orders) read in one query for a page of chefs,
// and #domain/kitchen-state's answer as the API sends it.
import { eq, inArray } from 'drizzle-orm';
import type { DishKitchenView, KitchenStateView } from '#contracts/kitchen';
import { kitchenState, nextSlots } from '#domain/kitchen-state';
import { DEFAULT_ORDER_SETTINGS } from '#domain/order-settings';
import type { OrderTimeRules, WeeklyHours } from '#domain/order-time';
import type { Queryable } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';

/** The order-time rules of a chef from the profile's and business settings' columns. */
export function kitchenRules(r: {
  hours: WeeklyHours | null;
  timeZone: string;
  leadTimeMinutes: number | null;
  preOrderDisabled: boolean | null;
}): OrderTimeRules {
  return {
    hours: r.hours,
    timeZone: r.timeZone,
    // A chef who never saved settings (no row) is on the defaults, as checkout reads them.
    leadTimeMinutes: r.leadTimeMinutes ?? DEFAULT_ORDER_SETTINGS.defaultLeadTimeMinutes,
    preOrderDisabled: r.preOrderDisabled ?? DEFAULT_ORDER_SETTINGS.disablePreOrder,
  };
}

/** The order-time rules of each existing chef among `chefIds`. */
export async function kitchenRulesOf(
  db: Queryable,
  chefIds: readonly string[],
): Promise<Map<string, OrderTimeRules>> {
  const ids = [...new Set(chefIds)];
  const out = new Map<string, OrderTimeRules>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: profiles.id,
      hours: profiles.businessHours,
      timeZone: profiles.timeZone,
      leadTimeMinutes: businessSettings.defaultLeadTimeMinutes,
      preOrderDisabled: businessSettings.disablePreOrder,
    })
    .from(profiles)
    .leftJoin(businessSettings, eq(businessSettings.chefId, profiles.id))
    .where(inArray(profiles.id, ids));
  for (const r of rows) out.set(r.id, kitchenRules(r));
  return out;
}

/** The kitchen as cards show it. */
export function kitchenView(rules: OrderTimeRules, now: Date): KitchenStateView {
  const k = kitchenState(rules, now);
  return { state: k.state, at: k.at?.toISOString() ?? null, timeZone: rules.timeZone };
}

/** The kitchen as the dish page shows it, with the next slots it offers for later. */
export function dishKitchenView(rules: OrderTimeRules, now: Date): DishKitchenView {
  const view = kitchenView(rules, now);
  const slots = view.state === 'later' ? nextSlots(rules, now, 3) : [];
  return { ...view, nextSlots: slots.map((s) => s.toISOString()) };
}

/** The kitchens of a page of chefs, computed once per chef. */
export async function kitchenViewsOf(
  db: Queryable,
  chefIds: readonly string[],
  now: Date,
): Promise<Map<string, KitchenStateView>> {
  const rules = await kitchenRulesOf(db, chefIds);
  return new Map([...rules].map(([id, r]) => [id, kitchenView(r, now)]));
}

/** One chef's kitchen for the dish page (a chef without a profile row is on no hours). */
export async function dishKitchenOf(
  db: Queryable,
  chefId: string,
  now: Date,
): Promise<DishKitchenView> {
  const rules =
    (await kitchenRulesOf(db, [chefId])).get(chefId) ??
    kitchenRules({
      hours: null,
      timeZone: 'America/Los_Angeles',
      leadTimeMinutes: null,
      preOrderDisabled: null,
    });
  return dishKitchenView(rules, now);
}
