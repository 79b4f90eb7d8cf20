import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import type { ChosenModifier } from './cart.ts';
import { dishes } from './catalog.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { campaigns } from './promotions.ts';
import { commissionStructureEnum, deliveryMethodEnum, orderStatusEnum } from './enums.ts';

/** Address snapshot copied onto an order (addresses may change later). */
export type OrderAddress = {
  name?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  formattedAddress?: string | null;
  /** The buyer's address row it was copied from (the row may change or go later). */
  addressId?: string | null;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Orders are financial records: users with orders are soft-deleted, never cascaded.
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: orderStatusEnum().notNull().default('new'),
    /** false = archived by the buyer. */
    active: boolean().notNull().default(true),
    deliveryMethod: deliveryMethodEnum().notNull(),
    /** When the food is picked up or delivered; null = as soon as possible. */
    deliveryAt: timestamptz(),
    deliveryAddress: jsonb().$type<OrderAddress>(),
    buyerResponse: text(),
    /** Why the chef rejected or cancelled, or why the buyer cancelled (shown to both). */
    statusReason: text(),
    /** When the chef first opened the order (the call robot rings only while null). */
    viewedAt: timestamptz(),
    /** When the call robot rang the chef's business phone about this order. */
    robotCalledAt: timestamptz(),
    /** Summary for lists, e.g. the first dish name. */
    foodName: text(),
    couponCode: text(),
    /** The coupon the discount came from (its code is kept above, as the buyer typed it). */
    couponId: uuid(),
    /** The buyer's credit spent on this order, paid before the card (spec §9). */
    creditCents: integer().notNull().default(0),
    currency: varchar({ length: 3 }).notNull().default('usd'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    serviceFeeCents: integer().notNull().default(0),
    deliveryFeeCents: integer().notNull().default(0),
    tipCents: integer().notNull().default(0),
    commissionCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    chefEarningsCents: integer().notNull().default(0),
    commissionStructure: commissionStructureEnum().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_buyer_idempotency_key_unique').on(t.buyerId, t.idempotencyKey),
    check(
      'orders_money_nonneg',
      sql`credit_cents >= 0 AND credit_cents <= total_cents AND subtotal_cents >= 0 AND discount_cents >= 0 AND service_fee_cents >= 0 AND delivery_fee_cents >= 0 AND tip_cents >= 0 AND commission_cents >= 0 AND total_cents >= 0 AND chef_earnings_cents >= 0`,
    ),
    check('orders_buyer_not_seller', sql`buyer_id <> seller_id`),
    index('orders_buyer_id_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_id_idx').on(t.sellerId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // The call robot's sweep: new orders nobody has looked at yet.
    index('orders_unviewed_new_idx')
      .on(t.createdAt)
      .where(sql`status = 'new' AND viewed_at IS NULL AND robot_called_at IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dishId: uuid().references(() => dishes.id, { onDelete: 'set null' }),
    /** Snapshot of the dish name at order time. */
    dishName: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    lineTotalCents: integer().notNull(),
    modifiers: jsonb().$type<ChosenModifier[]>().notNull().default([]),
    specialInstruction: varchar({ length: 100 }),
    lastCall: boolean().notNull().default(false),
    /** The campaign whose price the line was sold at (decision 040), for the chef's figures. */
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_range', sql`quantity BETWEEN 1 AND 100`),
    check('order_items_money_nonneg', sql`unit_price_cents >= 0 AND line_total_cents >= 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_dish_id_idx').on(t.dishId),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum(),
    toStatus: orderStatusEnum().notNull(),
    changedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * Portions a checkout took from a dish before authorising the card (decision 065): the
 * conditional decrement of dishes.amount_left and this row are written by one statement, the
 * order's commit deletes the row, a failed attempt gives the portions back with it, and the
 * orphaned-hold sweep returns those a crashed server left behind.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The checkout's Idempotency-Key: a retry with the same key finds its reservation. */
    idempotencyKey: text().notNull(),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_reservations_attempt_dish_unique').on(t.buyerId, t.idempotencyKey, t.dishId),
    check('stock_reservations_quantity_positive', sql`quantity > 0`),
    index('stock_reservations_created_at_idx').on(t.createdAt),
  ],
);
