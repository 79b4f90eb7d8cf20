import type {
  mealPreferencesSchema,
  notificationSettingsBodySchema,
  settingsResponseSchema,
} from '#contracts/settings';
import { endpoint } from './endpoint';

export const getSettings = endpoint<{ response: typeof settingsResponseSchema }>(
  'GET',
  '/settings',
);

export const saveNotificationSettings = endpoint<{
  body: typeof notificationSettingsBodySchema;
  response: typeof settingsResponseSchema;
}>('PUT', '/settings/notifications');

export const saveMealPreferences = endpoint<{
  body: typeof mealPreferencesSchema;
  response: typeof settingsResponseSchema;
}>('PUT', '/settings/meal-preferences');
