// The settings screens load as one chunk: one entry in the route table of the first download
// (at the home page's size budget) instead of four.
export { SettingsHubRoute } from './SettingsHubPage';
export { NotificationSettingsRoute } from './NotificationSettingsPage';
export { MealPreferencesRoute } from './MealPreferencesPage';
export { LastCallSettingsRoute } from './LastCallSettingsPage';
