import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The person's settings (spec §2): a hub and its three pages, each for signed-in people only.
const settingsPages = () => import('./settings-pages');

export const settingsRoutes: RouteObject[] = [
  { path: '/settings', lazy: lazyPage(settingsPages, (m) => m.SettingsHubRoute) },
  {
    path: '/settings/notification',
    lazy: lazyPage(settingsPages, (m) => m.NotificationSettingsRoute),
  },
  {
    path: '/settings/meal-preference',
    lazy: lazyPage(settingsPages, (m) => m.MealPreferencesRoute),
  },
  { path: '/settings/lastcall', lazy: lazyPage(settingsPages, (m) => m.LastCallSettingsRoute) },
];
