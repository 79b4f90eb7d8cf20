import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

/** A modifier choice as stored on a cart or order line (prices in cents, copied at the time of choice). */
export type ChosenModifier = {
  modifierId: string;
  name: string;
  options: { optionId: string; name: string; priceCents: number }[];
};

/** One cart per user. */
export const carts = pgTable('carts', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCode: text(),
  touchedAt: timestamptz().notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    specialInstruction: varchar({ length: 100 }),
    modifiers: jsonb().$type<ChosenModifier[]>().notNull().default([]),
    /** Dish price plus chosen option prices, per unit, in cents. */
    unitPriceCents: integer().notNull(),
    lastCall: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cart_items_quantity_range', sql`quantity BETWEEN 1 AND 100`),
    check('cart_items_unit_price_nonneg', sql`unit_price_cents >= 0`),
    index('cart_items_cart_id_idx').on(t.cartId),
    index('cart_items_dish_id_idx').on(t.dishId),
  ],
);
