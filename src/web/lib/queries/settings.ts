import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSettings,
  saveMealPreferences,
  saveNotificationSettings,
} from '#contracts/endpoints/settings';
import type { MealPreferencesBody, NotificationSettingsBody } from '#contracts/settings';
import { call } from '../api';

// The signed-in person's settings (API /settings): notification channels and meal preferences.
// One cache entry per person, read by the settings pages, the notifications drawer's prompt,
// the food search's default filters and the dish page's avoided-ingredient notice, so saving
// on one updates them all.

export const settingsKey = (userId: string) => ['settings', userId] as const;

export const settingsQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKey(userId),
    queryFn: ({ signal }) => call(getSettings, { signal }),
  });

export function useSaveNotificationSettings(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => call(saveNotificationSettings, { body }),
    onSuccess: (res) => qc.setQueryData(settingsKey(userId), res),
  });
}

export function useSaveMealPreferences(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MealPreferencesBody) => call(saveMealPreferences, { body }),
    onSuccess: async (res) => {
      qc.setQueryData(settingsKey(userId), res);
      // Every list of dishes carries the avoided-ingredient marks of the old list: search
      // results, the chef's dishes and menus, favourites and last-call deals.
      const marked = [
        ['search'],
        ['chefs', 'dishes'],
        ['chefs', 'menus'],
        ['social', 'favorite-dishes'],
        ['lastcall', 'deals'],
      ];
      await Promise.all(marked.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}
