import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { cuisines } from '../../db/schema/catalog.ts';

/** GET /business/cuisines — the cuisines a product may name. */
export async function listCuisines(ctx: AppContext) {
  return ctx.db
    .select({ id: cuisines.id, name: cuisines.name, iso: cuisines.iso })
    .from(cuisines)
    .orderBy(asc(cuisines.name));
}
