import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// One search screen (spec §2): foods and dishes, the deals shortcut (deal_amount 10), chefs.
const searchPage = lazyPage(
  () => import('./SearchPage'),
  (m) => m.SearchPage,
);

export const searchRoutes: RouteObject[] = [
  { path: '/foods', lazy: searchPage },
  { path: '/dishes', lazy: searchPage },
  { path: '/deal/deals-of-the-day', lazy: searchPage },
  { path: '/chefs', lazy: searchPage },
];
