// The settings module owns the SQL of user_settings (docs/decisions/025-query-modules-own-their-
// tables.md): a person's notification channels and meal preferences. notify() reads the
// channels through deliveryChannelsOf, search reads the avoid list through avoidListOf.
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  channelsFromLegacy,
  defaultNotificationChannels,
  resolveNotificationChannels,
  type NotificationChannel,
  type NotificationChannelSettings,
  type NotificationKind,
} from '#domain/notification-settings';
import type { Queryable } from '../../db/client.ts';
import {
  userSettings,
  type MealPreferences,
  type NotificationChannels,
} from '../../db/schema/settings.ts';

export interface StoredSettings {
  channels: NotificationChannelSettings;
  configuredAt: Date | null;
  mealPreferences: MealPreferences;
}

interface SettingsRow {
  notificationChannels: NotificationChannels;
  notifyByEmail: boolean;
  notifyByText: boolean;
  notifyByApp: boolean;
}

/**
 * The channels a settings row stands for: the per-kind channels once saved; before that, the
 * pre-issue-13 switches (notify_by_*) for every kind; no row at all, the domain's defaults.
 * The notify_by_* columns are read only here, so a later migration can drop them once every
 * row carries per-kind channels.
 */
export function channelsOfRow(row: SettingsRow | null | undefined): NotificationChannelSettings {
  if (!row) return defaultNotificationChannels();
  if (Object.keys(row.notificationChannels).length > 0)
    return resolveNotificationChannels(row.notificationChannels);
  return channelsFromLegacy({
    email: row.notifyByEmail,
    text: row.notifyByText,
    app: row.notifyByApp,
  });
}

export async function settingsOf(db: Queryable, userId: string): Promise<StoredSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return {
    channels: channelsOfRow(row),
    configuredAt: row?.notificationsConfiguredAt ?? null,
    mealPreferences: row?.mealPreferences ?? {},
  };
}

export async function saveChannels(
  db: Queryable,
  userId: string,
  channels: NotificationChannelSettings,
  now: Date,
): Promise<void> {
  const values = { notificationChannels: channels, notificationsConfiguredAt: now, updatedAt: now };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

/** Writes the three lists the settings page edits; other keys (categories, notes) are kept. */
export async function saveMealPreferences(
  db: Queryable,
  userId: string,
  preferences: Required<Pick<MealPreferences, 'diets' | 'origins' | 'avoidIngredients'>>,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(preferences);
  await db
    .insert(userSettings)
    .values({ userId, mealPreferences: preferences, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        mealPreferences: sql`${userSettings.mealPreferences} || ${json}::jsonb`,
        updatedAt: now,
      },
    });
}

/** The ingredients a person avoids (empty for none, or for a guest). */
export async function avoidListOf(db: Queryable, userId: string | null): Promise<string[]> {
  if (!userId) return [];
  const [row] = await db
    .select({ preferences: userSettings.mealPreferences })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.preferences.avoidIngredients ?? [];
}

/**
 * Whether a person's settings row (the table aliased `alias`, left-joined: null when the
 * person has none) turns `channel` on for `kind`, in SQL, with channelsOfRow's rules: the
 * saved per-kind value; a kind or channel never saved, the domain's default; no per-kind
 * settings yet, the notify_by_* switch; no row, the default. For set-based statements (the
 * follower-alert fan-out) that cannot call channelsOfRow row by row.
 */
export function channelOnSql(
  alias: string,
  kind: NotificationKind,
  channel: NotificationChannel,
): SQL {
  const s = sql.raw(alias);
  const fallback = defaultNotificationChannels()[kind][channel];
  const legacy = sql.raw(`notify_by_${channel}`);
  const saved = sql`${s}.notification_channels -> ${kind}::text -> ${channel}::text`;
  return sql`coalesce(
    case when ${s}.notification_channels = '{}'::jsonb then ${s}.${legacy}
      when jsonb_typeof(${saved}) = 'boolean' then (${saved})::text::boolean end,
    ${fallback}::boolean)`;
}
