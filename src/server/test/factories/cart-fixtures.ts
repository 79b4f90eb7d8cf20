// Test-only helpers for the cart's integration tests: dishes, modifiers and deals written
// straight to the database, and an HTTP caller that sends what a browser would.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';
import type { TestUser } from '../../modules/profiles/test-users.ts';
import { carts, cartItems } from '../../db/schema/cart.ts';
import {
  dishModifiers,
  dishPhotos,
  dishes,
  modifierOptions,
  modifiers,
} from '../../db/schema/catalog.ts';
import { lastCallItems, lastCalls } from '../../db/schema/lastcall.ts';

const HOUR = 3_600_000;

export async function makeDish(
  t: TestApp,
  chefId: string,
  values: Partial<typeof dishes.$inferInsert> = {},
): Promise<typeof dishes.$inferSelect> {
  const name = values.name ?? 'Tamales';
  const [row] = await t.ctx.db
    .insert(dishes)
    .values({
      chefId,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(4).toString('hex')}`,
      priceCents: 1200,
      amountLeft: -1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('dish insert failed');
  await t.ctx.db.insert(dishPhotos).values({ dishId: row.id, url: `/files/${row.slug}.jpg` });
  return row;
}

export const setDish = (t: TestApp, dishId: string, values: Partial<typeof dishes.$inferInsert>) =>
  t.ctx.db.update(dishes).set(values).where(eq(dishes.id, dishId));

export interface ModifierFixture {
  id: string;
  options: { id: string; name: string; priceCents: number }[];
}

/** Links are made in order, so a dish lists its modifiers in the order they were made. */
let linkPosition = 0;

/** A modifier of `chefId` with options (name, price, available) linked to each of `dishIds`. */
export async function makeModifier(
  t: TestApp,
  chefId: string,
  dishIds: string[],
  spec: {
    name: string;
    min: number;
    max: number;
    options: { name: string; priceCents: number; available?: boolean }[];
  },
): Promise<ModifierFixture> {
  const [mod] = await t.ctx.db
    .insert(modifiers)
    .values({ chefId, name: spec.name, min: spec.min, max: spec.max })
    .returning({ id: modifiers.id });
  if (!mod) throw new Error('modifier insert failed');
  const options = await t.ctx.db
    .insert(modifierOptions)
    .values(
      spec.options.map((o, position) => ({
        modifierId: mod.id,
        name: o.name,
        priceCents: o.priceCents,
        available: o.available ?? true,
        position,
      })),
    )
    .returning({
      id: modifierOptions.id,
      name: modifierOptions.name,
      priceCents: modifierOptions.priceCents,
    });
  if (dishIds.length > 0) {
    await t.ctx.db
      .insert(dishModifiers)
      .values(dishIds.map((dishId) => ({ dishId, modifierId: mod.id, position: ++linkPosition })));
  }
  const byPosition = spec.options.map((o) => options.find((r) => r.name === o.name)!);
  return { id: mod.id, options: byPosition };
}

export const setOptionAvailable = (t: TestApp, optionId: string, available: boolean) =>
  t.ctx.db.update(modifierOptions).set({ available }).where(eq(modifierOptions.id, optionId));

/** A live last call (started an hour ago, ends in `endsIn` ms) with one dish at a price. */
export async function makeDeal(
  t: TestApp,
  chefId: string,
  item: { dishId: string; priceCents: number; amountLeft?: number; endsIn?: number },
): Promise<string> {
  const now = t.clock.now().getTime();
  const [deal] = await t.ctx.db
    .insert(lastCalls)
    .values({
      chefId,
      latitude: 37.7749,
      longitude: -122.4194,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + (item.endsIn ?? HOUR)),
    })
    .returning({ id: lastCalls.id });
  if (!deal) throw new Error('last call insert failed');
  const [row] = await t.ctx.db
    .insert(lastCallItems)
    .values({
      lastCallId: deal.id,
      dishId: item.dishId,
      priceCents: item.priceCents,
      amountLeft: item.amountLeft ?? -1,
    })
    .returning({ id: lastCallItems.id });
  return row!.id;
}

export async function cartRowCount(t: TestApp, userId: string): Promise<number> {
  const rows = await t.ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return rows.length;
}

export async function itemRows(t: TestApp, userId: string) {
  return t.ctx.db
    .select({ id: cartItems.id, quantity: cartItems.quantity, price: cartItems.unitPriceCents })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One API call as a browser would send it (origin header on every request). */
export function caller(t: TestApp) {
  return (user: TestUser | null, method: Method, url: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      ...(body ? { payload: body } : {}),
    });
}
