// A person's own settings: read them, save notification channels (at least one on, the domain's
// rule, checked here so no client can store a person nobody can reach), save meal preferences.
// Every route is the signed-in person's own: there is no way to name another person.
import type {
  MealPreferencesBody,
  NotificationSettingsBody,
  SettingsResponse,
} from '#contracts/settings';
import { cleanPreferenceList } from '#domain/meal-preferences';
import { notificationSettingsError } from '#domain/notification-settings';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import {
  saveChannels,
  saveMealPreferences as storeMealPreferences,
  settingsOf,
  type StoredSettings,
} from './settings-queries.ts';

function view(stored: StoredSettings): SettingsResponse {
  const meal = stored.mealPreferences;
  return {
    notifications: {
      channels: stored.channels,
      configuredAt: stored.configuredAt ? stored.configuredAt.toISOString() : null,
    },
    mealPreferences: {
      diets: meal.diets ?? [],
      origins: meal.origins ?? [],
      avoidIngredients: meal.avoidIngredients ?? [],
    },
  };
}

/** GET /settings */
export async function getSettings(ctx: AppContext, userId: string): Promise<SettingsResponse> {
  return view(await settingsOf(ctx.db, userId));
}

/** PUT /settings/notifications: refused, nothing stored, when every channel is off. */
export async function saveNotificationSettings(
  ctx: AppContext,
  userId: string,
  body: NotificationSettingsBody,
): Promise<SettingsResponse> {
  const refusal = notificationSettingsError(body.channels);
  if (refusal) throw badRequest(refusal, { channels: refusal });
  await saveChannels(ctx.db, userId, body.channels, ctx.clock.now());
  return getSettings(ctx, userId);
}

/** PUT /settings/meal-preferences */
export async function saveMealPreferences(
  ctx: AppContext,
  userId: string,
  body: MealPreferencesBody,
): Promise<SettingsResponse> {
  await storeMealPreferences(
    ctx.db,
    userId,
    {
      diets: cleanPreferenceList(body.diets),
      origins: cleanPreferenceList(body.origins),
      avoidIngredients: cleanPreferenceList(body.avoidIngredients),
    },
    ctx.clock.now(),
  );
  return getSettings(ctx, userId);
}
