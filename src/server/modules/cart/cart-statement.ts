// The cart statement, apart from the dish facts it reads: it builds on their columns and
// mapping, while dish-facts.ts knows nothing of carts, so the import runs one way only.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { preparedPerDatabase, type Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { businessSettings } from '../../db/schema/settings.ts';
import {
  factsColumns,
  factsDish,
  factsOf,
  placeholderNow,
  type DishFacts,
  type FactsRow,
} from './dish-facts.ts';

/** A cart item row as stored. */
export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * Columns a caller reads in the same statement as the cart (checkout's attempt, decision 065),
 * over the statement's placeholders (`userId`, `now`) and its own.
 */
export type CartExtras = Record<string, SQL>;
export type CartExtrasRow<E extends CartExtras> = {
  [K in keyof E]: E[K] extends SQL<infer T> ? T : never;
};

/**
 * The user's cart (one per user), its items in the cart's order, each item's dish facts and the
 * caller's extra columns, in one statement: every cart read and checkout starts with it. The
 * facts are left-joined (an empty cart is one row without an item); an item whose dish or chef
 * is gone has none.
 */
const cartWithFactsQuery = (name: string, extras: CartExtras) => (db: Queryable) =>
  db
    .select({
      cart: { id: carts.id, promoCode: carts.promoCode },
      item: cartItems,
      facts: factsColumns(placeholderNow()),
      // `none` keeps the object a column set when a caller adds no extras (the plain cart).
      extras: { ...extras, none: sql<null>`null` },
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(factsDish, eq(factsDish.id, cartItems.dishId))
    .leftJoin(profiles, eq(profiles.id, factsDish.chefId))
    .leftJoin(users, eq(users.id, factsDish.chefId))
    .leftJoin(businessSettings, eq(businessSettings.chefId, factsDish.chefId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare(name);

/** A cart statement with its caller's extra columns, prepared once per database. */
export interface CartStatement<E extends CartExtras> {
  prepared: (db: Queryable) => ReturnType<ReturnType<typeof cartWithFactsQuery>>;
  /** Only for the type of the extra columns. */
  extras?: E;
}

export function cartStatement<E extends CartExtras>(name: string, extras: E): CartStatement<E> {
  return { prepared: preparedPerDatabase(cartWithFactsQuery(name, extras)) };
}

const plainCart = cartStatement('cart_with_facts', {});

/** What the cart statement read: the cart, its items in order, their dishes' facts. */
export interface CartWithFacts {
  cart: { id: string; promoCode: string | null } | null;
  items: CartItemRow[];
  facts: Map<string, DishFacts>;
}

/**
 * The cart statement's read: the cart, its items and facts, and the statement's extra columns
 * (null when the user has no cart row: then no row came back).
 */
export async function loadCartWithExtras<E extends CartExtras>(
  db: Queryable,
  userId: string,
  now: Date,
  statement: CartStatement<E>,
  params: Record<string, unknown>,
): Promise<CartWithFacts & { extras: CartExtrasRow<E> | null }> {
  const rows = await statement.prepared(db).execute({ ...params, userId, now: now.toISOString() });
  const facts = new Map<string, DishFacts>();
  const items: CartItemRow[] = [];
  for (const r of rows) {
    if (!r.item) continue;
    items.push(r.item);
    // Inner-join semantics: a dish without its chef's profile and account has no facts.
    const f = r.facts;
    if (f.id !== null && f.chefProfileId !== null && f.chefUserId !== null && !facts.has(f.id))
      facts.set(f.id, factsOf(f as FactsRow));
  }
  const first = rows[0];
  return {
    cart: first?.cart ?? null,
    items,
    facts,
    extras: first ? (first.extras as CartExtrasRow<E>) : null,
  };
}

/** The user's cart with its items in order and the facts of their dishes, in one statement. */
export async function loadCartWithFacts(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<CartWithFacts> {
  return loadCartWithExtras(db, userId, now, plainCart, {});
}
