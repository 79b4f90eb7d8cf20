// The catalog owns the SQL that reads a dish for other modules: who may see it, its options
// (modifiers with every option), its live deal and which of the viewer's avoided ingredients
// it contains. The cart, checkout, orders, last call, social and search read dishes through
// this file (docs/decisions/025-query-modules-own-their-tables.md).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DishCard } from '#contracts/catalog';
import { avoidedIngredientsIn } from '#domain/meal-preferences';
import { messages } from '#domain/messages';
import type { Modifier } from '#domain/modifiers';
import { queryRows, type Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { dishes } from '../../db/schema/catalog.ts';
import { liveStreamDishes, liveStreams } from '../../db/schema/live-streams.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { visibleChef } from '../chefs/chef-queries.ts';
import { avoidListOf } from '../settings/settings-queries.ts';

/** A dish anyone may see: public, by a visible chef (dishes, profiles, users joined). */
export const visibleDish: SQL = and(eq(dishes.visibility, 'public'), visibleChef) as SQL;

/** The dish columns a card needs. */
export const cardColumns = {
  id: dishes.id,
  slug: dishes.slug,
  name: dishes.name,
  priceCents: dishes.priceCents,
  status: dishes.status,
  amountLeft: dishes.amountLeft,
  createdAt: dishes.createdAt,
  ratingSum: dishes.ratingSum,
  ratingCount: dishes.ratingCount,
};

export type CardRow = {
  id: string;
  slug: string;
  name: string;
  priceCents: number;
  status: DishCard['status'];
  amountLeft: number;
  createdAt: Date;
  ratingSum: number;
  ratingCount: number;
};

/**
 * Spec §4 with `hideNotAvailable`: a dish whose chef asked to hide it while it cannot be
 * ordered is left out of public lists. SQL twin of "hide_not_available and not orderable".
 */
export const shownInPublicLists = sql`not (${dishes.hideNotAvailable} and (${dishes.status} = 'sold_out' or ${dishes.amountLeft} = 0))`;

/**
 * The suggested items (spec §3) a dish's page lists, as card rows in the chef's order: only
 * the dish's own chef's other dishes that anyone may see (visibleDish: public, the chef
 * visible by the chefs module's rule) and that public lists show (shownInPublicLists). A
 * suggestion deleted, made private or hidden since it was chosen is simply left out.
 */
export async function suggestedDishRowsOf(
  db: Queryable,
  dish: { id: string; chefId: string; suggestedDishIds: readonly string[] },
): Promise<CardRow[]> {
  const ids = [...new Set(dish.suggestedDishIds)].filter((id) => id !== dish.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(
      and(inArray(dishes.id, ids), eq(dishes.chefId, dish.chefId), visibleDish, shownInPublicLists),
    );
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * The ids of a chef's dishes anyone may see in public lists, newest first, at most `limit`:
 * what a live stream's page offers to order once the featured ones cannot be.
 */
export async function publicDishIdsOf(
  db: Queryable,
  chefId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: dishes.id })
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(and(eq(dishes.chefId, chefId), visibleDish, shownInPublicLists))
    .orderBy(desc(dishes.createdAt), asc(dishes.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** 404 "Unable to retrieve the product, may be it's not visible to public." unless visible. */
export async function assertDishVisible(db: Queryable, dishId: string): Promise<void> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(dishes)
    .innerJoin(profiles, eq(profiles.id, dishes.chefId))
    .innerJoin(users, eq(users.id, dishes.chefId))
    .where(and(eq(dishes.id, dishId), visibleDish))
    .limit(1);
  if (!row) throw notFound(messages.dishLoadFailed);
}

/** `now` as SQL for the fragments below (a prepared statement passes a placeholder instead). */
export const sqlTime = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/**
 * The one rule for a dish's options, as SQL over a dish row `d`: every modifier of the dish
 * (only its own chef's, whatever the link table says), by position, with all options,
 * available or not, by position, as a JSON array (empty when none).
 */
export const dishOptionsJson: SQL<Modifier[]> = sql`(select coalesce(json_agg(json_build_object(
        'id', m.id, 'name', m.name, 'min', m.min, 'max', m.max,
        'options', (select coalesce(json_agg(json_build_object(
              'id', o.id, 'modifierId', o.modifier_id, 'name', o.name,
              'priceCents', o.price_cents, 'available', o.available)
            order by o.position, o.name), '[]'::json)
          from modifier_options o where o.modifier_id = m.id))
      order by dm.position, m.name), '[]'::json)
    from dish_modifiers dm join modifiers m on m.id = dm.modifier_id and m.chef_id = d.chef_id
    where dm.dish_id = d.id)`;

/**
 * Every modifier of each dish (dishOptionsJson's rule). Dishes without any are absent.
 */
export async function dishOptionsOf(
  db: Queryable,
  dishIds: readonly string[],
): Promise<Map<string, Modifier[]>> {
  const out = new Map<string, Modifier[]>();
  if (dishIds.length === 0) return out;
  const rows = await queryRows<{ id: string; modifiers: Modifier[] }>(
    db,
    sql`select d.id, ${dishOptionsJson} as modifiers from dishes d where d.id = any(${sql.param([...new Set(dishIds)])}::uuid[])`,
  );
  for (const r of rows) if (r.modifiers.length > 0) out.set(r.id, r.modifiers);
  return out;
}

export interface LiveDeal {
  /** The last_call_items row (checkout decrements its amountLeft). */
  itemId: string;
  priceCents: number;
  /** -1 = unlimited. */
  amountLeft: number;
  endsAt: Date;
}

/** A LiveDeal as liveDealJson gives it (the end time as JSON text). */
export type LiveDealJson = Omit<LiveDeal, 'endsAt'> & { endsAt: string };

export const liveDealFromJson = (j: LiveDealJson | null): LiveDeal | null =>
  j ? { ...j, endsAt: new Date(j.endsAt) } : null;

/**
 * The one rule for "this dish is on a live deal right now", used by the dish pages and cards
 * (the price shown) and by the cart and checkout (the price charged and the deal's stock): a
 * last call of the dish's own chef whose window holds `at`, not ended early by the chef, with
 * portions left. The lowest price wins when two overlap. SQL over a dish row `d`: the deal as
 * a JSON object (LiveDealJson), or null.
 */
export const liveDealJson = (at: SQL): SQL<LiveDealJson | null> =>
  sql`(select json_build_object('itemId', lci.id, 'priceCents', lci.price_cents,
        'amountLeft', lci.amount_left, 'endsAt', lc.ends_at)
      ${liveDealItemsOfDish(at)}
      order by lci.price_cents, lci.id limit 1)`;

/**
 * The rule itself, for SQL that asks something else of the same deals (search's last-call
 * price and deal percent): `from … where …` over the dish row `d`, the live deal items as `lci`
 * with their last call as `lc`.
 */
export const liveDealItemsOfDish = (at: SQL): SQL =>
  sql`from last_call_items lci join last_calls lc on lc.id = lci.last_call_id
      where lci.dish_id = d.id and lc.chef_id = d.chef_id and lc.starts_at <= ${at}
        and lc.ends_at > ${at} and lc.ended_at is null and lci.amount_left <> 0`;

/** The live deal of each dish that has one (liveDealJson's rule). */
export async function liveDealsOf(
  db: Queryable,
  dishIds: readonly string[],
  now: Date,
): Promise<Map<string, LiveDeal>> {
  const out = new Map<string, LiveDeal>();
  if (dishIds.length === 0) return out;
  const rows = await queryRows<{ id: string; deal: LiveDealJson | null }>(
    db,
    sql`select d.id, ${liveDealJson(sqlTime(now))} as deal from dishes d where d.id = any(${sql.param([...new Set(dishIds)])}::uuid[])`,
  );
  for (const r of rows) {
    const deal = liveDealFromJson(r.deal);
    if (deal) out.set(r.id, deal);
  }
  return out;
}

export interface ChefDishFacts {
  id: string;
  name: string;
  priceCents: number;
  status: 'cooking' | 'available' | 'sold_out';
  amountLeft: number;
}

/** The chef's own dishes among `dishIds` (another chef's ids are simply absent). */
export async function chefDishesByIds(
  db: Queryable,
  chefId: string,
  dishIds: readonly string[],
): Promise<Map<string, ChefDishFacts>> {
  if (dishIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: dishes.id,
      name: dishes.name,
      priceCents: dishes.priceCents,
      status: dishes.status,
      amountLeft: dishes.amountLeft,
    })
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), inArray(dishes.id, [...dishIds])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A listed dish's `avoidedIngredients` field (contracts/catalog), or nothing to add. */
export type AvoidedIngredientsField = { avoidedIngredients?: string[] };

/**
 * The one way a list of dishes is marked for the person viewing it (meal preferences): for a
 * person who avoids some ingredients, those the dish contains (empty when none); for a guest
 * or a person who avoids nothing, no field at all. `avoid` is the person's list (avoidListOf).
 */
export function avoidedIngredientsField(
  avoid: readonly string[],
  ingredients: readonly string[] | null,
): AvoidedIngredientsField {
  if (avoid.length === 0) return {};
  return { avoidedIngredients: avoidedIngredientsIn(ingredients ?? [], avoid) };
}

/**
 * For lists that do not read the dishes' ingredients themselves (chef page, menus,
 * favourites, last calls): the viewer's avoid list, and only when it is not empty the
 * ingredients of these dishes, by id. Guests and people who avoid nothing cost no query
 * beyond the avoid list's (none for a guest).
 */
export async function avoidedIngredientsOf(
  db: Queryable,
  viewerId: string | null,
  dishIds: readonly string[],
): Promise<(dishId: string) => AvoidedIngredientsField> {
  const avoid = await avoidListOf(db, viewerId);
  if (avoid.length === 0 || dishIds.length === 0) return () => ({});
  const rows = await db
    .select({ id: dishes.id, ingredients: dishes.ingredients })
    .from(dishes)
    .where(inArray(dishes.id, [...new Set(dishIds)]));
  const ingredients = new Map(rows.map((r) => [r.id, r.ingredients]));
  return (dishId) => avoidedIngredientsField(avoid, ingredients.get(dishId) ?? null);
}

/**
 * The live broadcast that features this dish, or null: the dish page's live indicator links to
 * its watch page (issue 16 "dish pages of featured dishes"). A read of the dish page's
 * aggregate; the live streams module writes these rows. A broadcast features only its chef's
 * dishes and a chef has at most one live broadcast, so there is at most one.
 */
export async function liveStreamFeaturingDish(
  db: Queryable,
  dishId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: liveStreams.id })
    .from(liveStreamDishes)
    .innerJoin(liveStreams, eq(liveStreams.id, liveStreamDishes.streamId))
    .where(and(eq(liveStreamDishes.dishId, dishId), eq(liveStreams.status, 'live')))
    .limit(1);
  return row?.id ?? null;
}
