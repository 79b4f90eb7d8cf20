import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamptz, updatedAt } from './columns.ts';
import { commissionStructureEnum } from './enums.ts';

export const adminSettings = pgTable('admin_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type MealPreferences = {
  diets?: string[];
  origins?: string[];
  categories?: string[];
  notes?: string;
};

/** Per-user settings: notification channels (at least one on) and meal preferences. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifyByText: boolean().notNull().default(false),
    notifyByEmail: boolean().notNull().default(true),
    notifyByApp: boolean().notNull().default(true),
    /** Null until the user has saved notification settings (drives the "not set" prompt). */
    notificationsConfiguredAt: timestamptz(),
    mealPreferences: jsonb().$type<MealPreferences>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  () => [
    check('user_settings_one_channel', sql`notify_by_text OR notify_by_email OR notify_by_app`),
  ],
);

/** Per-chef order settings. */
export const businessSettings = pgTable(
  'business_settings',
  {
    chefId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minimumOrderCents: integer().notNull().default(0),
    defaultLeadTimeMinutes: integer().notNull().default(0),
    callRobot: boolean().notNull().default(false),
    disablePreOrder: boolean().notNull().default(false),
    offersPickup: boolean().notNull().default(true),
    offersDelivery: boolean().notNull().default(false),
    commissionStructure: commissionStructureEnum().notNull().default('commission_15'),
    updatedAt: updatedAt(),
  },
  () => [
    check('business_settings_minimum_order_nonneg', sql`minimum_order_cents >= 0`),
    check('business_settings_lead_time_nonneg', sql`default_lead_time_minutes >= 0`),
  ],
);
