import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const devpushRoutes: RouteObject[] = [
  {
    path: '/dev/push',
    lazy: lazyPage(
      () => import('./DevPushPage'),
      (m) => m.DevPushPage,
    ),
  },
];
