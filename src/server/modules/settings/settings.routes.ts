import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  mealPreferencesSchema,
  notificationSettingsBodySchema,
  settingsResponseSchema,
} from '#contracts/settings';
import { signedInUserId as me } from '../../http/route-policy.ts';
import { getSettings, saveMealPreferences, saveNotificationSettings } from './settings.service.ts';

const tags = ['settings'];

// Only ever the signed-in person's own settings (/settings has no id to name another person).
// Last-call settings are the last-call subscription routes (/last-calls/subscription).
// Budgets: reads share the notifications drawer's (the drawer reads these for its prompt);
// saves share the profile's (a person's own record, saved by hand).
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/settings',
    {
      config: { auth: 'user', limit: 'notificationRead', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My notification channels per kind of event and my meal preferences',
        response: { 200: settingsResponseSchema, ...errorResponses },
      },
    },
    async (req) => getSettings(ctx, me(req)),
  );

  app.put(
    '/settings/notifications',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Save my notification channels (at least one channel stays on)',
        body: notificationSettingsBodySchema,
        response: { 200: settingsResponseSchema, ...errorResponses },
      },
    },
    async (req) => saveNotificationSettings(ctx, me(req), req.body),
  );

  app.put(
    '/settings/meal-preferences',
    {
      config: { auth: 'user', limit: 'profileSave' },
      schema: {
        tags,
        summary: 'Save my diets, cuisines and ingredients to avoid',
        body: mealPreferencesSchema,
        response: { 200: settingsResponseSchema, ...errorResponses },
      },
    },
    async (req) => saveMealPreferences(ctx, me(req), req.body),
  );
};
