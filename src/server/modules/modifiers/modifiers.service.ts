import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { BusinessModifier, ModifierValues } from '#contracts/modifiers';
import type { AppContext } from '../../context.ts';
import { dishModifiers, modifierOptions, modifiers } from '../../db/schema/catalog.ts';
import { notFound } from '../../http/errors.ts';

const modifierNotFound = () => notFound('This modifier was not found in your catalogue.');

async function load(ctx: AppContext, chefId: string, id?: string): Promise<BusinessModifier[]> {
  const rows = await ctx.db
    .select()
    .from(modifiers)
    .where(
      id ? and(eq(modifiers.chefId, chefId), eq(modifiers.id, id)) : eq(modifiers.chefId, chefId),
    )
    .orderBy(asc(modifiers.name), asc(modifiers.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [options, usage] = await Promise.all([
    ctx.db
      .select()
      .from(modifierOptions)
      .where(inArray(modifierOptions.modifierId, ids))
      .orderBy(asc(modifierOptions.position), asc(modifierOptions.id)),
    ctx.db
      .select({ modifierId: dishModifiers.modifierId, n: count() })
      .from(dishModifiers)
      .where(inArray(dishModifiers.modifierId, ids))
      .groupBy(dishModifiers.modifierId),
  ]);
  const usageOf = new Map(usage.map((u) => [u.modifierId, u.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    min: r.min,
    max: r.max,
    required: r.min > 0,
    options: options
      .filter((o) => o.modifierId === r.id)
      .map(({ id: optionId, name, priceCents, available, position }) => ({
        id: optionId,
        name,
        priceCents,
        available,
        position,
      })),
    productsCount: usageOf.get(r.id) ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** GET /business/modifiers — the chef's modifiers, each with how many products use it. */
export function listMyModifiers(ctx: AppContext, chefId: string): Promise<BusinessModifier[]> {
  return load(ctx, chefId);
}

/** GET /business/modifiers/:id — one of the chef's modifiers; another chef's is not found. */
export async function getMyModifier(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<BusinessModifier> {
  const [modifier] = await load(ctx, chefId, id);
  if (!modifier) throw modifierNotFound();
  return modifier;
}

/**
 * Writes the options in order. Options sent with their id keep it (carts and orders refer to
 * option ids); ids that are not this modifier's are treated as new options.
 */
async function saveOptions(
  ctx: AppContext,
  modifierId: string,
  input: ModifierValues['options'],
): Promise<void> {
  const existing = await ctx.db
    .select({ id: modifierOptions.id })
    .from(modifierOptions)
    .where(eq(modifierOptions.modifierId, modifierId));
  const existingIds = new Set(existing.map((o) => o.id));
  const kept: string[] = [];
  for (const [position, option] of input.entries()) {
    const values = {
      name: option.name,
      priceCents: option.priceCents,
      available: option.available,
      position,
    };
    if (option.id && existingIds.has(option.id) && !kept.includes(option.id)) {
      await ctx.db.update(modifierOptions).set(values).where(eq(modifierOptions.id, option.id));
      kept.push(option.id);
    } else {
      const [row] = await ctx.db
        .insert(modifierOptions)
        .values({ modifierId, ...values })
        .returning({ id: modifierOptions.id });
      if (row) kept.push(row.id);
    }
  }
  await ctx.db
    .delete(modifierOptions)
    .where(
      kept.length > 0
        ? and(eq(modifierOptions.modifierId, modifierId), notInArray(modifierOptions.id, kept))
        : eq(modifierOptions.modifierId, modifierId),
    );
}

/** POST /business/modifiers */
export async function createModifier(
  ctx: AppContext,
  chefId: string,
  input: ModifierValues,
): Promise<BusinessModifier> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (db) => {
    const [row] = await db
      .insert(modifiers)
      .values({
        chefId,
        name: input.name,
        min: input.min,
        max: input.max,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: modifiers.id });
    if (!row) throw new Error('modifier insert returned no row');
    await saveOptions({ ...ctx, db }, row.id, input.options);
    return row.id;
  });
  return getMyModifier(ctx, chefId, id);
}

/** PUT /business/modifiers/:id — every field and the options in order. */
export async function updateModifier(
  ctx: AppContext,
  chefId: string,
  id: string,
  input: ModifierValues,
): Promise<BusinessModifier> {
  const found = await ctx.db.transaction(async (db) => {
    const updated = await db
      .update(modifiers)
      .set({ name: input.name, min: input.min, max: input.max, updatedAt: ctx.clock.now() })
      .where(and(eq(modifiers.id, id), eq(modifiers.chefId, chefId)))
      .returning({ id: modifiers.id });
    if (updated.length === 0) return false;
    await saveOptions({ ...ctx, db }, id, input.options);
    return true;
  });
  if (!found) throw modifierNotFound();
  return getMyModifier(ctx, chefId, id);
}

/**
 * DELETE /business/modifiers/:id — also takes it off every product that used it (spec §5:
 * the web warns first). Returns how many products that was.
 */
export async function deleteModifier(
  ctx: AppContext,
  chefId: string,
  id: string,
): Promise<{ productsCount: number }> {
  const { productsCount } = await getMyModifier(ctx, chefId, id);
  await ctx.db.delete(modifiers).where(and(eq(modifiers.id, id), eq(modifiers.chefId, chefId)));
  return { productsCount };
}
