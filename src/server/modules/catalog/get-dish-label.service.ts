import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DishLabel } from '#contracts/catalog';
import { chefDisplayName } from '#domain/chef';
import { showsExactLocation } from '#domain/chef-location';
import type { AppContext } from '../../context.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { dishes } from '../../db/schema/catalog.ts';
import type { Viewer } from '../chefs/chef-queries.ts';
import { loadVisibleDish } from './visible-dish.ts';

/** The printable label of a dish; same visibility as the dish page. */
export async function getDishLabel(
  ctx: AppContext,
  id: string,
  viewer: Viewer,
): Promise<DishLabel> {
  const { dish, chef } = await loadVisibleDish(ctx, eq(dishes.id, id), viewer);
  // A restaurant's or food truck's business address shows in full; anyone else's (a home
  // chef's, whose onboarding address is typed business too) shows only its town, so a home
  // chef's street never leaves the server (decision 052).
  const rows = await ctx.db
    .select({
      type: addresses.type,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      state: addresses.state,
      zipcode: addresses.zipcode,
    })
    .from(addresses)
    .where(eq(addresses.userId, chef.id))
    .orderBy(
      sql`case when lower(${addresses.type}) = 'business' then 0 else 1 end`,
      desc(addresses.isDefault),
      asc(addresses.createdAt),
    )
    .limit(1);
  const a = rows[0];
  const isBusiness = a?.type?.toLowerCase() === 'business' && showsExactLocation(chef.producerKind);
  return {
    dishId: dish.id,
    name: dish.name,
    ingredients: dish.ingredients,
    diets: dish.diets,
    netWeight: dish.netWeight,
    totalServing: dish.totalServing,
    producerName: chefDisplayName(chef),
    permitType: chef.permitType,
    address: a
      ? {
          address1: isBusiness ? a.address1 : null,
          address2: isBusiness ? a.address2 : null,
          city: a.city,
          state: a.state,
          zipcode: a.zipcode,
        }
      : null,
    businessPhone: chef.businessPhone,
  };
}
