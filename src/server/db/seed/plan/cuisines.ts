import { CUISINES } from '../dishes.ts';
import { DAY } from './shared.ts';
import type { PlanContext } from './types.ts';

/** The cuisines of the catalogue; returns each one's id by name. */
export function planCuisines(ctx: PlanContext): Map<string, string> {
  const cuisineIds = new Map<string, string>();
  for (const c of CUISINES) {
    const id = ctx.rng.uuid();
    cuisineIds.set(c.name, id);
    ctx.plan.cuisines.push({ id, name: c.name, iso: c.iso, createdAt: ctx.at(400 * DAY) });
  }
  return cuisineIds;
}
