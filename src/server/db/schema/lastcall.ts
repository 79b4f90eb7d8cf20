import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { dishes } from './catalog.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { subscriptionTypeEnum } from './enums.ts';

/** A chef's discounted near-closing offer at a location and time window. */
export const lastCalls = pgTable(
  'last_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    /** When buyers collect the food (the chef's pickup window); null: during the deal. */
    pickupStartsAt: timestamptz(),
    pickupEndsAt: timestamptz(),
    /** When subscribers and followers were told of the deal: once per deal. */
    alertsSentAt: timestamptz(),
    /** A chef may end a deal early. */
    endedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('last_calls_window', sql`ends_at > starts_at`),
    check('last_calls_latitude_range', sql`latitude BETWEEN -90 AND 90`),
    check('last_calls_longitude_range', sql`longitude BETWEEN -180 AND 180`),
    index('last_calls_chef_id_idx').on(t.chefId),
    index('last_calls_ends_at_idx').on(t.endsAt),
    index('last_calls_location_gist_idx').using('gist', sql`ll_to_earth(latitude, longitude)`),
  ],
);

export const lastCallItems = pgTable(
  'last_call_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    lastCallId: uuid()
      .notNull()
      .references(() => lastCalls.id, { onDelete: 'cascade' }),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
    offPercent: integer().notNull().default(0),
    /** -1 = unlimited. */
    amountLeft: integer().notNull().default(-1),
  },
  (t) => [
    unique('last_call_items_last_call_dish_unique').on(t.lastCallId, t.dishId),
    check('last_call_items_price_nonneg', sql`price_cents >= 0`),
    check('last_call_items_off_range', sql`off_percent BETWEEN 0 AND 100`),
    check('last_call_items_amount_left_min', sql`amount_left >= -1`),
    index('last_call_items_dish_id_idx').on(t.dishId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: subscriptionTypeEnum().notNull().default('last_call'),
    radiusKm: doublePrecision().notNull().default(10),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    isPaused: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('subscriptions_user_type_unique').on(t.userId, t.type),
    check('subscriptions_radius_pos', sql`radius_km > 0`),
    check('subscriptions_latitude_range', sql`latitude BETWEEN -90 AND 90`),
    check('subscriptions_longitude_range', sql`longitude BETWEEN -180 AND 180`),
    index('subscriptions_location_gist_idx').using('gist', sql`ll_to_earth(latitude, longitude)`),
  ],
);
