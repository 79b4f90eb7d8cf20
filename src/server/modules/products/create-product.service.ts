import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { ProductDetail, ProductValues } from '#contracts/products';
import { slugify, uniqueSlug } from '#domain/products';
import type { AppContext } from '../../context.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { getMyProduct } from './get-product.service.ts';
import {
  businessLocation,
  checkReferences,
  productColumns,
  replaceModifiers,
} from './product-save.ts';
import { countDishes } from './product-store.ts';
import { tellFollowers } from '../followeralerts/follower-alerts.service.ts';
import { isUniqueViolation } from '../../db/errors.ts';

async function freeSlug(ctx: AppContext, name: string, exceptId: string | null): Promise<string> {
  const base = slugify(name);
  const rows = await ctx.db
    .select({ slug: dishes.slug })
    .from(dishes)
    .where(
      and(
        or(eq(dishes.slug, base), like(dishes.slug, `${base}-%`)),
        exceptId ? ne(dishes.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  return uniqueSlug(name, (s) => taken.has(s));
}

/**
 * POST /business/products — a new product. It takes the chef's business location (search
 * finds dishes by it) and a slug of its own, and the chef's dish count goes up.
 */
export async function createProduct(
  ctx: AppContext,
  chefId: string,
  input: ProductValues,
): Promise<ProductDetail> {
  await checkReferences(ctx, chefId, null, input);
  const chef = await businessLocation(ctx, chefId);
  const now = ctx.clock.now();
  const id = randomUUID();
  // Two saves of the same name at once may pick the same slug: the unique index decides, and
  // the loser tries again with the next free one (the last try adds part of the id).
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db.transaction(async (db) => {
        const tx: AppContext = { ...ctx, db };
        const slug =
          attempt < 3
            ? await freeSlug(tx, input.name, null)
            : `${slugify(input.name)}-${id.slice(0, 8)}`;
        await db.insert(dishes).values({
          id,
          chefId,
          slug,
          ...productColumns(input),
          ...chef,
          createdAt: now,
          updatedAt: now,
        });
        await replaceModifiers(tx, id, input.modifierIds);
        await countDishes(tx, chefId, 1);
      });
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) throw err;
    }
  }
  // A public dish is news for the chef's followers (queued: the request does not wait for them).
  if (input.visibility === 'public')
    await tellFollowers(ctx, { chefId, kind: 'new_dish', subjectId: id, subject: input.name });
  return getMyProduct(ctx, chefId, id);
}
