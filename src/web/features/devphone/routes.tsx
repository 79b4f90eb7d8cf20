import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const devphoneRoutes: RouteObject[] = [
  {
    path: '/dev/phone',
    lazy: lazyPage(
      () => import('./DevPhonePage'),
      (m) => m.DevPhonePage,
    ),
  },
];
