import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, latitude, longitude, tsvector, updatedAt } from './columns.ts';
import { dishStatusEnum, visibilityEnum } from './enums.ts';

export const cuisines = pgTable('cuisines', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  /** ISO country code of the cuisine's origin. */
  iso: varchar({ length: 8 }),
  createdAt: createdAt(),
});

export const dishes = pgTable(
  'dishes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Owner chef (users.id = profiles.id). */
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    slug: text().notNull().unique(),
    priceCents: integer().notNull(),
    /** Unit the price is for, e.g. "each", "lb", "dozen". */
    priceUnit: text(),
    lastCallPriceCents: integer(),
    status: dishStatusEnum().notNull().default('available'),
    /** -1 = unlimited. */
    amountLeft: integer().notNull().default(-1),
    visibility: visibilityEnum().notNull().default('public'),
    hideNotAvailable: boolean().notNull().default(false),
    globalPromo: boolean().notNull().default(false),
    ingredients: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    origins: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    suggestedDishIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cuisineId: uuid().references(() => cuisines.id, { onDelete: 'set null' }),
    totalServing: integer(),
    leadTimeMinutes: integer(),
    /** Net weight per serving, with its unit (e.g. "250 g"). */
    netWeight: text(),
    // Chef's business location, denormalised for nearest-first search.
    latitude: latitude(),
    longitude: longitude(),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dishes_price_nonneg', sql`price_cents >= 0`),
    check('dishes_last_call_price_nonneg', sql`last_call_price_cents >= 0`),
    check('dishes_amount_left_min', sql`amount_left >= -1`),
    check('dishes_categories_max_5', sql`cardinality(categories) <= 5`),
    check('dishes_total_serving_pos', sql`total_serving > 0`),
    check('dishes_lead_time_nonneg', sql`lead_time_minutes >= 0`),
    check('dishes_ratings_nonneg', sql`rating_sum >= 0 AND rating_count >= 0`),
    check('dishes_latitude_range', sql`latitude BETWEEN -90 AND 90`),
    check('dishes_longitude_range', sql`longitude BETWEEN -180 AND 180`),
    index('dishes_chef_id_idx').on(t.chefId),
    index('dishes_location_gist_idx').using('gist', sql`ll_to_earth(latitude, longitude)`),
    index('dishes_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Text search within a radius: the box, the name trigrams and the search vector are tested
    // in one index scan, so only real matches are read from the table (decision 006).
    index('dishes_geo_text_gist_idx').using(
      'gist',
      sql`ll_to_earth(latitude, longitude)`,
      t.name.op('gist_trgm_ops'),
      t.searchVector,
    ),
    // Zoomed-out map clusters: every column the usual filters and the grouping read, so a
    // city-sized box is an index-only range scan instead of one table page per dish (006).
    index('dishes_map_cover_idx').on(
      t.latitude,
      t.longitude,
      t.chefId,
      t.id,
      t.visibility,
      t.hideNotAvailable,
      t.status,
      t.amountLeft,
      t.priceCents,
    ),
    index('dishes_search_vector_idx').using('gin', t.searchVector),
    index('dishes_categories_idx').using('gin', t.categories),
    index('dishes_created_at_idx').on(t.createdAt),
  ],
);

export const dishPhotos = pgTable(
  'dish_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('dish_photos_dish_id_idx').on(t.dishId, t.position)],
);

export const modifiers = pgTable(
  'modifiers',
  {
    id: uuid().primaryKey().defaultRandom(),
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** min > 0 means required. */
    min: integer().notNull().default(0),
    max: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('modifiers_min_nonneg', sql`min >= 0`),
    check('modifiers_max_gte_min', sql`max >= min`),
    index('modifiers_chef_id_idx').on(t.chefId),
  ],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    modifierId: uuid()
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceCents: integer().notNull().default(0),
    available: boolean().notNull().default(true),
    position: integer().notNull().default(0),
  },
  (t) => [
    check('modifier_options_price_nonneg', sql`price_cents >= 0`),
    index('modifier_options_modifier_id_idx').on(t.modifierId, t.position),
  ],
);

export const dishModifiers = pgTable(
  'dish_modifiers',
  {
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    modifierId: uuid()
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dishId, t.modifierId] }),
    index('dish_modifiers_modifier_id_idx').on(t.modifierId),
  ],
);

/** When a menu is available: the chef's business hours, or custom weekdays and hours ("HH:mm"). */
export type MenuAvailability =
  { mode: 'business_hours' } | { mode: 'custom'; weekdays: number[]; from: string; to: string };

export const menus = pgTable(
  'menus',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Owner chef. */
    chefId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    isPublic: boolean().notNull().default(true),
    followerOnly: boolean().notNull().default(false),
    /** e.g. "menu" or "parent". */
    type: text().notNull().default('menu'),
    parentId: uuid().references((): AnyPgColumn => menus.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    availability: jsonb().$type<MenuAvailability>().notNull().default({ mode: 'business_hours' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('menus_not_own_parent', sql`parent_id IS NULL OR parent_id <> id`),
    index('menus_chef_id_idx').on(t.chefId, t.position),
    index('menus_parent_id_idx').on(t.parentId),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    menuId: uuid()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    dishId: uuid()
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.dishId] }),
    index('menu_items_dish_id_idx').on(t.dishId),
  ],
);
