import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const messagingRoutes: RouteObject[] = [
  {
    path: '/messages',
    lazy: lazyPage(
      () => import('./ThreadsPage'),
      (m) => m.ThreadsRoute,
    ),
  },
  {
    path: '/messages/:id',
    lazy: lazyPage(
      () => import('./ThreadPage'),
      (m) => m.ThreadRoute,
    ),
  },
];
