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
  /** Cuisines. */
  origins?: string[];
  categories?: string[];
  /** Ingredients (allergens) to avoid: dishes containing one are marked for this person. */
  avoidIngredients?: string[];
  notes?: string;
};

/** Channels per kind of event, e.g. { order_updates: { email: true, text: false, app: true } }. */
export type NotificationChannels = Record<
  string,
  { email?: boolean; text?: boolean; app?: boolean }
>;

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
    /**
     * Channels per kind of event (issue 13); a kind left out uses the domain's defaults. The
     * three notify_by_* columns above are the pre-issue-13 settings, kept until the code reads
     * this instead.
     */
    notificationChannels: jsonb().$type<NotificationChannels>().notNull().default({}),
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

/**
 * Secrets the app makes for itself on first start when configuration gives none (e.g. the
 * embedded default's VAPID keys for web push), kept so every instance and restart uses the same.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});
