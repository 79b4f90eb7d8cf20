import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const payoutsRoutes: RouteObject[] = [
  {
    path: '/accounts/connect-success',
    lazy: lazyPage(
      () => import('./ConnectSuccessPage'),
      (m) => m.ConnectSuccessRoute,
    ),
  },
  {
    path: '/accounts/connect-fail',
    lazy: lazyPage(
      () => import('./ConnectFailPage'),
      (m) => m.ConnectFailRoute,
    ),
  },
  {
    path: '/accounts/connect/local',
    lazy: lazyPage(
      () => import('./LocalConnectPage'),
      (m) => m.LocalConnectPage,
    ),
  },
];
