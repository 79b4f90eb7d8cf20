import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const devmailRoutes: RouteObject[] = [
  {
    path: '/dev/mail',
    lazy: lazyPage(
      () => import('./DevMailPage'),
      (m) => m.DevMailPage,
    ),
  },
];
