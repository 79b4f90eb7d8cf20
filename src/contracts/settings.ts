import { z } from 'zod';
import { text } from '#contracts/strings';
import {
  AVOID_INGREDIENT_MAX_LENGTH,
  AVOID_INGREDIENTS_MAX,
  MEAL_PREFERENCE_LIST_MAX,
} from '#domain/meal-preferences';
import { NOTIFICATION_KINDS, type NotificationKind } from '#domain/notification-settings';

// A person's own settings (spec §2 /settings, §3 Profile.settings): notification channels per
// kind of event, and meal preferences. Last-call settings are the last-call subscription
// (API /last-calls/subscription), shared with the search screen.

const PREFERENCE_ITEM_MAX_LENGTH = 60;

export const settingsMessages = {
  tooManyItems: (max: number) => `Choose at most ${max}.`,
  itemTooLong: (max: number) => `Keep each one to ${max} characters or fewer.`,
  mealPreferencesSaved: 'Meal preferences saved successfully.',
} as const;

const channelChoiceSchema = z.strictObject({
  email: z.boolean(),
  text: z.boolean(),
  app: z.boolean(),
});

/** Every kind, each with its three channels: none may be left out, none unknown added. */
export const notificationChannelsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoiceSchema])) as Record<
    NotificationKind,
    typeof channelChoiceSchema
  >,
);

const preferenceList = (max: number, itemMax: number) =>
  z
    .array(
      text()
        .trim()
        .min(1)
        .max(itemMax, { message: settingsMessages.itemTooLong(itemMax) }),
    )
    .max(max, { message: settingsMessages.tooManyItems(max) });

export const mealPreferencesSchema = z.strictObject({
  diets: preferenceList(MEAL_PREFERENCE_LIST_MAX, PREFERENCE_ITEM_MAX_LENGTH),
  /** Cuisines, named as the catalogue and the search filter name them. */
  origins: preferenceList(MEAL_PREFERENCE_LIST_MAX, PREFERENCE_ITEM_MAX_LENGTH),
  /** Ingredients (allergens) the person avoids; dishes containing one are marked. */
  avoidIngredients: preferenceList(AVOID_INGREDIENTS_MAX, AVOID_INGREDIENT_MAX_LENGTH),
});
export type MealPreferencesBody = z.infer<typeof mealPreferencesSchema>;

/** PUT /settings/notifications */
export const notificationSettingsBodySchema = z.strictObject({
  channels: notificationChannelsSchema,
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/** GET /settings and every save: the settings as they now are. */
export const settingsResponseSchema = z.object({
  notifications: z.object({
    channels: notificationChannelsSchema,
    /** When the person last saved them; null = never (the drawer prompts). */
    configuredAt: z.iso.datetime().nullable(),
  }),
  mealPreferences: mealPreferencesSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
