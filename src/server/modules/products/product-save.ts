// What creating and updating a product share: the reference checks, the columns a save writes,
// the attached modifiers and the chef's business location.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ProductValues } from '#contracts/products';
import { catalogMessages, cleanList } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { cuisines, dishModifiers, dishes, modifiers } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest } from '../../http/errors.ts';

/** Every id the product refers to must be the chef's own (or, for the cuisine, exist). */
export async function checkReferences(
  ctx: AppContext,
  chefId: string,
  productId: string | null,
  input: ProductValues,
): Promise<void> {
  const suggested = [...new Set(input.suggestedDishIds)];
  if (suggested.length > 0) {
    if (productId && suggested.includes(productId)) {
      throw badRequest(catalogMessages.suggestedNotOwn, {
        suggestedDishIds: catalogMessages.suggestedNotOwn,
      });
    }
    const [own] = await ctx.db
      .select({ n: count() })
      .from(dishes)
      .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, suggested)));
    if ((own?.n ?? 0) !== suggested.length) {
      throw badRequest(catalogMessages.suggestedNotOwn, {
        suggestedDishIds: catalogMessages.suggestedNotOwn,
      });
    }
  }
  const modifierIds = [...new Set(input.modifierIds)];
  if (modifierIds.length > 0) {
    const [own] = await ctx.db
      .select({ n: count() })
      .from(modifiers)
      .where(and(eq(modifiers.chefId, chefId), inArray(modifiers.id, modifierIds)));
    if ((own?.n ?? 0) !== modifierIds.length) {
      throw badRequest(catalogMessages.modifierNotOwn, {
        modifierIds: catalogMessages.modifierNotOwn,
      });
    }
  }
  if (input.cuisineId) {
    const [cuisine] = await ctx.db
      .select({ id: cuisines.id })
      .from(cuisines)
      .where(eq(cuisines.id, input.cuisineId));
    if (!cuisine) {
      throw badRequest(catalogMessages.cuisineUnknown, {
        cuisineId: catalogMessages.cuisineUnknown,
      });
    }
  }
}

/** The columns a save writes, lists cleaned and de-duplicated. */
export function productColumns(input: ProductValues) {
  return {
    name: input.name,
    description: input.description || null,
    priceCents: input.priceCents,
    priceUnit: input.priceUnit || null,
    amountLeft: input.amountLeft,
    status: input.status,
    leadTimeMinutes: input.leadTimeMinutes,
    netWeight: input.netWeight || null,
    totalServing: input.totalServing,
    tags: cleanList(input.tags),
    categories: cleanList(input.categories),
    diets: cleanList(input.diets),
    origins: cleanList(input.origins),
    ingredients: cleanList(input.ingredients),
    cuisineId: input.cuisineId,
    suggestedDishIds: [...new Set(input.suggestedDishIds)],
    visibility: input.visibility,
    hideNotAvailable: input.hideNotAvailable,
    globalPromo: input.globalPromo,
  };
}

export async function replaceModifiers(
  ctx: AppContext,
  dishId: string,
  modifierIds: readonly string[],
): Promise<void> {
  await ctx.db.delete(dishModifiers).where(eq(dishModifiers.dishId, dishId));
  const unique = [...new Set(modifierIds)];
  if (unique.length > 0) {
    await ctx.db
      .insert(dishModifiers)
      .values(unique.map((modifierId, position) => ({ dishId, modifierId, position })));
  }
}

/**
 * The chef's business location, which products carry for nearest-first search. Copied on every
 * save, so a product made before the chef set an address is found once it is saved again.
 */
export async function businessLocation(ctx: AppContext, chefId: string) {
  const [chef] = await ctx.db
    .select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.id, chefId));
  return { latitude: chef?.latitude ?? null, longitude: chef?.longitude ?? null };
}
